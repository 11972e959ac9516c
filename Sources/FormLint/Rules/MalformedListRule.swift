/// Separators in the wrong place: a missing `:` or `,`, two commas, a trailing comma, a stray `;`.
struct MalformedListRule: RulesLanguageRule {
  static let metadata = RuleMetadata(
    id: "malformed-list",
    name: "Malformed property list",
    defaultSeverity: .error,
    summary: "separators in the wrong place: a missing `:` or `,`, two commas, a trailing comma, a stray `;`",
    documentation: """
      Properties are written `name: value` and separated by `;`; the classes of `required` and `allowed` are separated by `,`. `upper lower` (no comma), `upper,,lower`, `required : upper` (a space before the colon) make Safari ignore the whole value; a trailing comma makes it ignore the property; a stray `;` where a property should start makes it stop reading there.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper lower; required: digit; minlength: 12">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper, lower; required: digit; minlength: 12">"#,
    tags: ["passwordrules", "correctness"])

  /// Decided by the rules parser (`RulesProblems.swift`).
  static let issueKind = RulesIssue.Kind.malformedList
}
