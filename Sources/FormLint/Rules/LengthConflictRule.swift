/// The effective minimum length exceeds the maximum, or the rules and the HTML attributes disagree.
struct LengthConflictRule: AcceptanceRule {
  static let metadata = RuleMetadata(
    id: "length-conflict",
    name: "Conflicting length limits",
    defaultSeverity: .error,
    summary: "the effective minimum length exceeds the maximum, or the rules and the HTML attributes disagree",
    documentation: """
      The effective minimum is the larger of the rules' `minlength` and the field's `minlength` attribute; the effective maximum is the smaller of the two maxima. When the minimum exceeds the maximum no password fits. When the rules and the attributes disagree, the browser enforces the attribute while the password manager generates by the rules, so generated passwords can be cut or refused.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" maxlength="16" passwordrules="required: upper; required: digit; minlength: 20">"#,
    passingExample: #"<input type="password" autocomplete="new-password" maxlength="64" passwordrules="required: upper; required: digit; minlength: 20; maxlength: 64">"#,
    tags: ["autofill", "correctness"])

  /// Decided by `Acceptance.lengthConflicts`.
  static let acceptanceKind = AcceptanceFinding.Kind.lengthConflict
}
