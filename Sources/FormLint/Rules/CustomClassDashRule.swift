/// A `-` that is not the first character of a custom class: it is not a range, and Safari drops it.
struct CustomClassDashRule: RulesLanguageRule {
  static let metadata = RuleMetadata(
    id: "custom-class-dash",
    name: "Dash inside a custom class",
    defaultSeverity: .warning,
    summary: "a `-` that is not the first character of a custom class: it is not a range, and Safari drops it",
    documentation: """
      Custom classes have no ranges: `[a-z]` means the two characters `a` and `z`, and the `-` itself is dropped because a `-` is kept only as the very first character of the class. Use the named classes (`lower`, `upper`, `digit`) for ranges, and put `-` first when you mean the character: `[-_.]`.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; allowed: [a-z_.]; minlength: 12">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; allowed: lower, [-_.]; minlength: 12">"#,
    tags: ["passwordrules", "correctness"])

  /// Decided by the rules parser (`RulesProblems.swift`).
  static let issueKind = RulesIssue.Kind.customClassDash
}
