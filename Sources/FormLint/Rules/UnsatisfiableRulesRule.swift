/// No password can satisfy the rules.
struct UnsatisfiableRulesRule: AcceptanceRule {
  static let metadata = RuleMetadata(
    id: "unsatisfiable-rules",
    name: "Unsatisfiable rules",
    defaultSeverity: .error,
    summary: "no password can satisfy the rules",
    documentation: """
      formlint decides exactly whether some password meets every constraint: each `required` class hit at least once, only allowed characters, a length within the bounds, and no run longer than `max-consecutive`. When none exists (more required classes than the maximum length allows, or `max-consecutive` with a single allowed character and a larger minimum length), the password manager cannot generate anything the site accepts.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: lower; required: digit; required: special; maxlength: 3">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: lower; required: digit; required: special; maxlength: 64">"#,
    tags: ["autofill", "correctness"])

  /// Decided by `Acceptance.unsatisfiable` (over `Satisfiability`).
  static let acceptanceKind = AcceptanceFinding.Kind.unsatisfiableRules
}
