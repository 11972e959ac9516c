#!/usr/bin/env bash
# Builds formlint's libFuzzer targets with swiftc alone, outside the package, so that `swift build`
# and `swift test` never see them:
#
#   rules-fuzzer  PasswordRules: parse, canonicalize, round-trip, acceptance, generator (+ oracle)
#   page-fuzzer   HTMLScanner + Readers + FormLint: scan, field model, lint rules, positions (+ oracle);
#                 the same bytes also as Objective-C and as an Interface Builder document
#   jsx-fuzzer    Readers/JSX + FormLint: JSX scanner, literals, React DOM/Native fields, pre-scan (+ oracle)
#   template-fuzzer  Readers/Templates + FormLint: masking in every template syntax, the template reader,
#                 lint, pre-scan (+ oracle)
#   swift-literal-fuzzer  Readers/Swift: a Swift string literal's escapes mapped to their bytes (+ oracle;
#                 the Swift reader's parser, swift-syntax, is not built here: too costly to instrument)
#
# Every module is compiled with -sanitize=fuzzer,address (coverage + AddressSanitizer); libFuzzer
# comes with the Swift toolchain (lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a). libxml2 is
# Debian's, not instrumented: its bugs show only when they corrupt memory that ASan watches.
#
# FormLint is built without Configuration.swift, the only file that needs Foundation and Yams
# (it reads .formlint.yml, which a page never reaches). HTMLScanner is its own module because it
# must not share one with Foundation (see DESIGN.md, "Known pitfalls").
#
# Usage: Fuzz/build.sh [rules|page|jsx|template|swift-literal]...   (default: all). Environment:
#   FUZZ_BUILD   output folder (default .build-fuzz)   SWIFTC  compiler (default swiftc on PATH)
#   FUZZ_SRC     the checkout whose Sources/ are built (default: this one)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
src="${FUZZ_SRC:-$root}"
out="${FUZZ_BUILD:-$root/.build-fuzz}"
swiftc="${SWIFTC:-swiftc}"
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(rules page jsx template swift-literal)

command -v "$swiftc" >/dev/null || { echo "fuzz: $swiftc not found (PATH=/opt/swift/usr/bin:\$PATH)" >&2; exit 1; }
mkdir -p "$out/modules"

# -O keeps Swift's bounds and overflow checks (they trap, and libFuzzer reports the trap as a crash).
flags=(-sanitize=fuzzer,address -O -g -swift-version 6 -parse-as-library)
xml_flags=(-I "$src/Sources/CLibXML2" $(pkg-config --cflags libxml-2.0 | sed 's/-I/-Xcc -I/g'))

# The linker warns once per ASan helper symbol ("Cannot export local symbol"): harmless noise.
quiet() { "$@" 2> >(grep -v "Cannot export local symbol" >&2); }

built=" "
module() { # name, sources...  (once per invocation)
  local name="$1"; shift
  case "$built" in *" $name "*) return ;; esac
  built+="$name "
  echo "fuzz: building module $name" >&2
  quiet "$swiftc" "${flags[@]}" -module-name "$name" -emit-library -static -emit-module \
    -emit-module-path "$out/modules/$name.swiftmodule" -I "$out/modules" "${xml_flags[@]}" \
    -o "$out/modules/lib$name.a" "$@"
}

sources() { find "$src/Sources/$1" -name '*.swift' ! -name 'Configuration.swift' | sort; }

# The modules a reader fuzzer links, in dependency order: the readers alone, or the whole lint.
readers=(FieldModel HTMLScanner XMLScanner Readers)
lint=(PasswordRules "${readers[@]}" FormLint)

link() { # target, its modules (dependencies first), its Swift files...
  local target="$1"; shift
  local -n names="$1"; shift
  local libraries=() name
  for name in "${names[@]}"; do module "$name" $(sources "$name"); libraries=("-l$name" "${libraries[@]}"); done
  echo "fuzz: linking $target-fuzzer" >&2
  quiet "$swiftc" "${flags[@]}" -I "$out/modules" "${xml_flags[@]}" -L "$out/modules" \
    "${libraries[@]}" -lxml2 "$@" -o "$out/$target-fuzzer"
}

rules_only=(PasswordRules)
build_rules() { link rules rules_only "$here"/RulesFuzzer/*.swift; }
build_page() { link page lint "$here"/PageFuzzer/*.swift; }
# The JSX and template fuzzers share the model and lint oracles; the Swift literal one only the first.
build_jsx() { link jsx lint "$here"/JSXFuzzer/*.swift "$here"/Shared/*.swift; }
build_template() { link template lint "$here"/TemplateFuzzer/*.swift "$here"/Shared/*.swift; }
build_swift_literal() { link swift-literal readers "$here"/SwiftLiteralFuzzer/*.swift "$here"/Shared/ModelOracle.swift; }

for target in "${targets[@]}"; do
  case "$target" in
    rules) build_rules ;;
    page) build_page ;;
    jsx) build_jsx ;;
    template) build_template ;;
    swift-literal) build_swift_literal ;;
    *) echo "fuzz: unknown target $target (rules, page, jsx, template, swift-literal)" >&2; exit 2 ;;
  esac
done
echo "fuzz: built ${targets[*]} in $out" >&2
