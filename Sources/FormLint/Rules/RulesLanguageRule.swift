import FieldModel

/// A rule whose findings are the rules engine's issues of one kind, positioned inside the rules value
/// in the file (across entity references, string escapes and line breaks).
protocol RulesLanguageRule: LintRule {
  /// The engine's issue kind this rule reports.
  static var issueKind: RulesIssue.Kind { get }
}

extension RulesLanguageRule {
  func check(_ document: Document, into findings: inout [Finding]) {
    for value in document.rulesValues {
      for issue in value.parsed.issues where issue.kind == Self.issueKind {
        let range = value.positions.byteRange(of: issue.range)
        findings.append(finding(
          issue.message(document.dialect.wording), at: range, effect: issue.effect,
          fix: issue.suggestion.flatMap { document.fix(replacing: range, in: value.positions, scalars: issue.range, with: $0) }))
      }
    }
  }
}
