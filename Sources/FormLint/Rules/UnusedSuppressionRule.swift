/// A `formlint-disable…` comment that suppressed nothing. Reported when suppressions are applied.
struct UnusedSuppressionRule: LintRule {
  static let metadata = RuleMetadata(
    id: "unused-suppression", name: "Unused suppression", defaultSeverity: .warning,
    summary: "a `formlint-disable` comment that suppresses nothing, names an unknown rule, or is no directive",
    documentation: """
      A suppression comment that no longer matches a finding hides nothing today but will hide a real problem \
      tomorrow. Remove it, or correct the rule id. A comment that starts with a misspelt directive \
      (`formlint-disable-line`, `formlint-ignore`) suppresses nothing either.
      """,
    failingExample: #"<!-- formlint-disable-next-line autocomplete-off -->"# + "\n" + #"<input type="password" autocomplete="current-password">"#,
    passingExample: #"<input type="password" autocomplete="current-password">"#,
    tags: ["suppressions"])

  func check(_ document: Document, into findings: inout [Finding]) {}
}
