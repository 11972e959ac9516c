import HTMLScanner

/// A rule whose findings are the rules engine's issues with the same id, positioned inside the
/// `passwordrules` attribute on the page (across entity references and line breaks).
protocol RulesLanguageRule: LintRule {}

extension RulesLanguageRule {
  func check(_ page: Page, into findings: inout [Finding]) {
    for value in page.rulesValues {
      for issue in value.parsed.issues where issue.rule == id {
        let range = value.attribute.byteRange(ofValueScalars: issue.range)
        findings.append(finding(
          issue.message, at: range, effect: issue.effect,
          fix: issue.suggestion.flatMap { page.fix(replacing: range, in: value.attribute, scalars: issue.range, with: $0) }))
      }
    }
  }
}

extension Page {
  /// A byte edit for an engine suggestion, offered only when it is safe: the page is UTF-8 (so offsets
  /// are the file's) and the range holds exactly the characters the engine saw (no entity reference).
  func fix(replacing range: Range<Int>, in attribute: ScannedAttribute, scalars: Range<Int>, with replacement: String) -> Fix? {
    guard scanned.encoding.hasPrefix("UTF-8"), let value = attribute.value, range.upperBound <= text.bytes.count else { return nil }
    let decoded = Array(value.unicodeScalars)
    guard scalars.upperBound <= decoded.count else { return nil }
    var expected = String.UnicodeScalarView()
    expected.append(contentsOf: decoded[scalars])
    guard Array(String(expected).utf8) == Array(text.bytes[range]) else { return nil }
    let original = String(expected)
    let description = replacement.isEmpty ? "remove `\(original)`" : "replace `\(original)` with `\(replacement)`"
    return Fix(description: description, edits: [Fix.Edit(range: range, replacement: replacement)])
  }
}
