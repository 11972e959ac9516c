#!/usr/bin/env bash
# Runs formlint's libFuzzer targets one after the other, each for FUZZ_SECONDS, one process each (the
# machines have 2 cores shared with everything else), and prints one summary line per target.
#
# Usage: Fuzz/run.sh [rules|page|jsx|template|swift-literal]...   (default: all; build first with Fuzz/build.sh)
#        Fuzz/run.sh page FILE...          re-run saved inputs (a crash-*, timeout-* or leak-* file)
# Environment:
#   FUZZ_SECONDS  time per target (default 60)
#   FUZZ_FRESH=1  start from the committed seeds alone, in a new working corpus (what CI does), so the
#                 run does not depend on what earlier runs on this machine found
#   FUZZ_BUILD    where Fuzz/build.sh put the fuzzers (default .build-fuzz)
#
# Each target fuzzes a working corpus (FUZZ_BUILD/corpus/TARGET, kept between runs, not committed) seeded
# with Fuzz/corpus/TARGET (committed, read only). Anything found is saved in FUZZ_BUILD/artifacts/TARGET/
# and makes the exit status 1: copy the input into a regression test (see Fuzz/README.md).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="${FUZZ_BUILD:-$root/.build-fuzz}"
seconds="${FUZZ_SECONDS:-60}"
# Swift's backtracer would hold a crashed run's pipes open; libFuzzer and ASan report crashes themselves.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"

max_len() { case "$1" in rules|swift-literal) echo 1024 ;; page|jsx|template) echo 16384 ;; esac; }

fuzzer() {
  local binary="$out/$1-fuzzer"
  [ -x "$binary" ] || { echo "fuzz: $binary is missing: run Fuzz/build.sh $1" >&2; exit 2; }
  echo "$binary"
}

# Re-run saved inputs: `Fuzz/run.sh TARGET FILE...`.
if [ $# -ge 2 ] && [ -f "$2" ]; then
  binary="$(fuzzer "$1")"; shift
  exec "$binary" -timeout=10 -rss_limit_mb=2048 "$@"
fi

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(rules page jsx template swift-literal)
status=0
for target in "${targets[@]}"; do
  case "$target" in rules|page|jsx|template|swift-literal) ;; *) echo "fuzz: unknown target $target (rules, page, jsx, template, swift-literal)" >&2; exit 2 ;; esac
  binary="$(fuzzer "$target")"
  corpus="$out/corpus/$target"
  [ "${FUZZ_FRESH:-0}" = 1 ] && corpus="$(mktemp -d "${TMPDIR:-/tmp}/formlint-fuzz-$target.XXXXXX")"
  artifacts="$out/artifacts/$target"
  log="$out/logs/$target.log"
  mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
  echo "fuzz: $target for ${seconds}s (log: $log)" >&2
  set +e
  # -timeout: one input taking 10 s is a hang; the outer timeout catches a fuzzer that stops answering.
  timeout --kill-after=30 $((seconds + 120)) "$binary" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$(max_len "$target")" \
    -dict="$here/$target.dict" -artifact_prefix="$artifacts/" -print_final_stats=1 \
    "$corpus" "$here/corpus/$target" >"$log" 2>&1
  code=$?
  set -e
  [ "${FUZZ_FRESH:-0}" = 1 ] && rm -rf "$corpus"
  last="$(grep -E '^#[0-9]+' "$log" | tail -1)"
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")"
  rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")"
  rss="$(sed -n 's/^stat::peak_rss_mb: *//p' "$log")"
  cov="$(sed -n 's/.* cov: \([0-9]*\) ft: \([0-9]*\) corp: \([^ ]*\) .*/cov \1, ft \2, corpus \3/p' <<<"$last")"
  if [ $code -eq 0 ]; then
    echo "fuzz: $target: ok, ${runs:-?} executions (${rate:-?}/s), ${cov:-no coverage line}, peak RSS ${rss:-?} MB, 0 crashes, leaks or timeouts"
  else
    status=1
    found="$(ls -t "$artifacts" 2>/dev/null | head -1)"
    echo "fuzz: $target: FAILED (exit $code) after ${runs:-?} executions: $(grep -m1 -E 'ERROR:|Fatal error|oracle:' "$log" || tail -1 "$log")"
    [ -n "$found" ] && echo "fuzz: $target: input saved as $artifacts/$found; reproduce with Fuzz/run.sh $target $artifacts/$found"
  fi
done
exit $status
