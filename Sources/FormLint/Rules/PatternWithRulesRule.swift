/// A `pattern` attribute on a field that also has `passwordrules`.
struct PatternWithRulesRule: AcceptanceRule {
  static let metadata = RuleMetadata(
    id: "pattern-with-rules",
    name: "Pattern together with passwordrules",
    defaultSeverity: .warning,
    summary: "a `pattern` attribute on a field that also has `passwordrules`",
    documentation: """
      Apple advises against specifying `pattern` together with password rules: a generated password that satisfies the rules may still fail the pattern, and the user is left with an error they did not cause. Express the constraint in `passwordrules` and drop the `pattern`.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" pattern="[A-Za-z0-9]{12,}" passwordrules="required: upper; required: digit; minlength: 12">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 12">"#,
    tags: ["autofill", "correctness"])

  /// Decided by `Acceptance.evaluate`.
  static let acceptanceKind = AcceptanceFinding.Kind.patternWithRules
}
