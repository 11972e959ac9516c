import HTMLScanner

/// A rule whose findings are the rules engine's issues with the same id, positioned inside the
/// `passwordrules` attribute on the page (across entity references and line breaks).
protocol RulesLanguageRule: LintRule {}

extension RulesLanguageRule {
  func check(_ page: Page, into findings: inout [Finding]) {
    for value in page.rulesValues {
      for issue in value.parsed.issues where issue.rule == id {
        let range = value.positions.byteRange(of: issue.range)
        findings.append(finding(
          issue.message, at: range, effect: issue.effect,
          fix: issue.suggestion.flatMap { page.fix(replacing: range, in: value.positions, scalars: issue.range, with: $0) }))
      }
    }
  }
}

extension Page {
  /// A byte edit for an engine suggestion, offered only when it is safe: the page is UTF-8 (so offsets
  /// are the file's) and the range holds exactly the characters the engine saw (no entity reference).
  func fix(replacing range: Range<Int>, in value: ValuePositions, scalars: Range<Int>, with replacement: String) -> Fix? {
    guard scanned.encoding.hasPrefix("UTF-8"), range.upperBound <= text.bytes.count,
      scalars.lowerBound >= 0, scalars.upperBound <= value.scalars.count
    else { return nil }
    var expected = String.UnicodeScalarView()
    expected.append(contentsOf: value.scalars[scalars])
    let original = String(expected)
    guard original.utf8.elementsEqual(text.bytes[range]) else { return nil }
    let description = replacement.isEmpty ? "remove `\(original)`" : "replace `\(original)` with `\(replacement)`"
    return Fix(description: description, edits: [Fix.Edit(range: range, replacement: replacement)])
  }
}
