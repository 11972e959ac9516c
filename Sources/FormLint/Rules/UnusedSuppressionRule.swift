/// A `formlint-disable…` comment that suppressed nothing. Reported when suppressions are applied.
struct UnusedSuppressionRule: LintRule {
  static let metadata = RuleMetadata(
    id: "unused-suppression", name: "Unused suppression", defaultSeverity: .warning,
    summary: "a `formlint-disable` comment that suppresses nothing, or names an unknown rule",
    documentation: """
      A suppression comment that no longer matches a finding hides nothing today but will hide a real problem \
      tomorrow. Remove it, or correct the rule id.
      """,
    failingExample: #"<!-- formlint-disable-next-line autocomplete-off -->"# + "\n" + #"<input type="password" autocomplete="current-password">"#,
    passingExample: #"<input type="password" autocomplete="current-password">"#,
    tags: ["suppressions"])

  func check(_ document: Document, into findings: inout [Finding]) {}
}
