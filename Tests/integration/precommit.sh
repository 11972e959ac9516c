#!/usr/bin/env bash
# End-to-end check of .pre-commit-hooks.yaml with the real pre-commit: it clones this repository
# at its HEAD commit, builds formlint there (`language: swift` runs `swift build -c release`, a few
# minutes on 2 cores), and runs the hooks on a bad page (must fail and name the rule) and a good
# one (must pass).
#
# pre-commit clones the commit, not the work tree: uncommitted changes are not tested.
#
# Caches (reused across runs, safe to delete): a venv with pre-commit and pre-commit's home, which
# holds the built formlint per commit. FORMLINT_PRECOMMIT_CACHE moves them.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
rev=$(git -C "$repo" rev-parse HEAD)
cache=${FORMLINT_PRECOMMIT_CACHE:-${TMPDIR:-/tmp}/formlint-precommit-cache}
work=$(mktemp -d "${TMPDIR:-/tmp}/formlint-precommit.XXXXXX")
trap 'rm -rf "$work"' EXIT
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"

say() { printf 'precommit.sh: %s\n' "$*"; }
fail() { say "FAIL: $*"; exit 1; }

# --- pre-commit in its own venv -------------------------------------------------------------
mkdir -p "$cache"
if [ ! -x "$cache/venv/bin/pre-commit" ]; then
  say "installing pre-commit into $cache/venv"
  rm -rf "$cache/venv"
  python3 -m venv "$cache/venv" || fail "python3 -m venv failed (Debian: apt-get install python3-venv)"
  "$cache/venv/bin/pip" install --quiet pre-commit
fi
export PRE_COMMIT_HOME="$cache/home"
precommit() { "$cache/venv/bin/pre-commit" "$@"; }

# --- a project that uses the hooks ----------------------------------------------------------
cd "$work"
git init -q project
cd project
git config user.email "precommit-test@formlint.invalid"
git config user.name "formlint integration test"
cat > bad.html <<'HTML'
<!doctype html>
<title>Sign up</title>
<form>
  <input type=password passwordrules="required: digits">
</form>
HTML
mkdir site
cat > site/good.html <<'HTML'
<!doctype html>
<title>Sign up</title>
<form method="post">
  <input type="email" name="email" autocomplete="username">
  <input type="password" name="new-password" autocomplete="new-password" minlength="12" maxlength="128"
         passwordrules="minlength: 12; maxlength: 128; required: lower; required: upper; required: digit; allowed: special;">
  <button>Create account</button>
</form>
HTML
cp site/good.html good.html
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $repo
    rev: $rev
    hooks:
      - id: formlint
      - id: formlint-site
YAML
git add -A
git commit -q -m "pages"

# --- the checks ------------------------------------------------------------------------------
say "formlint hook on bad.html (formlint $rev; the first run builds it)"
set +e
out=$(precommit run formlint --files bad.html 2>&1)
status=$?
set -e
printf '%s\n' "$out"
[ "$status" -ne 0 ] || fail "the formlint hook passed on bad.html"
grep -q "unknown-character-class" <<< "$out" || fail "the output does not name unknown-character-class"
grep -q "bad.html" <<< "$out" || fail "the output does not name bad.html"

say "formlint hook on good.html"
out=$(precommit run formlint --files good.html 2>&1) || { printf '%s\n' "$out"; fail "the formlint hook failed on good.html"; }
printf '%s\n' "$out"

say "formlint-site hook (args: [site/], pass_filenames: false)"
out=$(precommit run formlint-site --files bad.html 2>&1) || { printf '%s\n' "$out"; fail "formlint-site failed on site/"; }
printf '%s\n' "$out"

say "ok"
