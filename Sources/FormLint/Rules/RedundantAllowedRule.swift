/// An `allowed` class that a `required` property already allows.
struct RedundantAllowedRule: RulesLanguageRule {
  static let metadata = RuleMetadata(
    id: "redundant-allowed",
    name: "Redundant allowed class",
    defaultSeverity: .note,
    summary: "an `allowed` class that a `required` property already allows",
    documentation: """
      Every class listed under `required` is allowed as well, so repeating it under `allowed` changes nothing. The rules are easier to read without the repetition.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; allowed: upper, lower; minlength: 12">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; allowed: lower; minlength: 12">"#,
    tags: ["passwordrules", "maintainability"])

  /// Decided by `RedundantAllowed.swift` in the engine.
  static let issueKind = RulesIssue.Kind.redundantAllowed
}
