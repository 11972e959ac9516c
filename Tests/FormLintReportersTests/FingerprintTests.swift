import FormLint
import Testing

@testable import FormLintReporters

@Suite struct FingerprintTests {
  private let line = #"  <input type="password" passwordrules="required: ⟦digits⟧">"#

  private func fingerprints(_ diagnostics: [Diagnostic]) -> [String] {
    var fingerprinter = Fingerprinter()
    return diagnostics.map { fingerprinter.fingerprint(of: $0) }
  }

  private func sarifFingerprint(_ d: Diagnostic) -> String? {
    SARIFReporter.log([d], context: context())["runs"]?[0]?["results"]?[0]?["partialFingerprints"]?[
      "primaryLocationLineHash"]?.string
  }

  @Test func stableWhenLinesAreInsertedAbove() {
    let before = finding(line, line: 12)
    let after = finding(line, line: 40)  // 28 lines added above: same line text, other line number
    #expect(before.range?.start.line != after.range?.start.line)
    #expect(sarifFingerprint(before) == sarifFingerprint(after))
  }

  @Test func stableWhenTheLineIsReindented() {
    #expect(fingerprints([finding(line)]) == fingerprints([finding("\t\t" + line.drop { $0 == " " })]))
  }

  @Test func differentForAnotherRuleOrAnotherLine() {
    let base = fingerprints([finding(line)])[0]
    let otherRule = fingerprints([finding(line, rule: "unsatisfiable-rules")])[0]
    let otherLine = fingerprints([finding(#"<input passwordrules="required: ⟦digits⟧; minlength: 20">"#)])[0]
    #expect(Set([base, otherRule, otherLine]).count == 3)
  }

  @Test func repeatedFindingsAreNumberedPerFile() {
    let first = finding(line, line: 3)
    let second = finding(line, line: 9)
    let elsewhere = finding(line, line: 3, file: "site/other.html")
    let prints = fingerprints([first, second, elsewhere])
    #expect(prints[0].hasSuffix(":1") && prints[1].hasSuffix(":2") && prints[2].hasSuffix(":1"))
    #expect(prints[0].dropLast(2) == prints[1].dropLast(2))
  }

  @Test func hasGitHubsShape() {
    let print = fingerprints([finding(line), ioError("x.html")])
    for value in print {
      let parts = value.split(separator: ":")
      #expect(parts.count == 2 && parts[0].count == 16 && parts[0].allSatisfy(\.isHexDigit) && Int(parts[1])! >= 1)
    }
  }

  @Test func hashIsFixed() {
    // A change here would turn every open code-scanning alert into a new one: only on purpose.
    #expect(Fingerprinter.hash(rule: "", line: "") == "af63bd4c8601b7df")
    #expect(Fingerprinter.hash(rule: "a", line: "b") == Fingerprinter.hash(rule: "a", line: "b"))
    #expect(Fingerprinter.hash(rule: "ab", line: "") != Fingerprinter.hash(rule: "a", line: "b"))
  }
}
