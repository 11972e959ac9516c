#!/usr/bin/env bash
# The SwiftPM command plugin, for real: a throw-away package that depends on this checkout runs
# `swift package formlint` (exit 1 and the finding on `digits`), then with --fail-on never (exit 0).
# Not part of `make test`: the sample package builds formlint and swift-syntax again (minutes).
#   bash Tests/integration/swiftpm_plugin.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
swift="${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}"
sample="$(mktemp -d)"
trap 'rm -rf "$sample"' EXIT
mkdir -p "$sample/Sources/SampleApp"
cat > "$sample/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "SampleApp",
  dependencies: [.package(path: "$root")],
  targets: [.target(name: "SampleApp")]
)
MANIFEST
cat > "$sample/Sources/SampleApp/SignUp.swift" <<'SOURCE'
// A stand-in for UIKit on Linux: formlint reads the source, the types need not exist here.
struct UITextInputPasswordRules { init(descriptor: String) {} }
final class TextField { var passwordRules: UITextInputPasswordRules?; var isSecureTextEntry = false }
final class SignUp {
  let passwordField = TextField()
  func configure() {
    passwordField.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: digits; minlength: 12")
  }
}
SOURCE
cd "$sample"
set +e
out="$("$swift" package formlint 2>&1)"; status=$?
set -e
echo "$out" | grep -q "Sources/SampleApp/SignUp.swift:7:.*unknown character class \`digits\`" \
  || { echo "plugin: no finding on digits"; echo "$out"; exit 1; }
[ "$status" -ne 0 ] || { echo "plugin: findings did not fail the command"; exit 1; }
"$swift" package formlint --target SampleApp --fail-on never >/dev/null 2>&1 \
  || { echo "plugin: --fail-on never still failed"; exit 1; }
echo "swift package formlint: 2 passed, 0 failed"
