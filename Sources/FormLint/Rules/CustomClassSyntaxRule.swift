/// A custom class `[...]` that is never closed, or a `]` followed by something other than `,`, `;` or whitespace.
struct CustomClassSyntaxRule: RulesLanguageRule {
  static let metadata = RuleMetadata(
    id: "custom-class-syntax",
    name: "Custom class syntax",
    defaultSeverity: .error,
    summary: "a custom class `[...]` that is never closed, or a `]` followed by something other than `,`, `;` or whitespace",
    documentation: """
      A custom class runs from `[` to the first `]`. Without a closing `]` the class swallows the rest of the value and is lost. A `]` followed by another character (`[a]b]`) makes Safari ignore the whole value. To include `]` itself, write it as `]]` at the very end of the class: `[-!]]` means `-`, `!` and `]`.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; required: [!@#; minlength: 12">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; required: [!@#]; minlength: 12">"#,
    tags: ["passwordrules", "correctness"])

  /// Decided by the rules parser (`RulesProblems.swift`).
  static let issueKind = RulesIssue.Kind.customClassSyntax
}
