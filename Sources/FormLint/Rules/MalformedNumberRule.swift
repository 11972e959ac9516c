/// A `minlength`, `maxlength` or `max-consecutive` value that is not written as plain digits followed directly by `;`.
struct MalformedNumberRule: RulesLanguageRule {
  static let metadata = RuleMetadata(
    id: "malformed-number",
    name: "Malformed number",
    defaultSeverity: .error,
    summary: "a `minlength`, `maxlength` or `max-consecutive` value that is not written as plain digits followed directly by `;`",
    documentation: """
      Numbers are ASCII digits only, followed directly by `;` or the end of the value. A sign, a decimal point, an exponent or a word (`-1`, `3.5`, `1e3`, `twelve`) makes Safari ignore the whole value; even a space before the `;` (`minlength: 12 ;`) makes it ignore the property.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 12 ;">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 12;">"#,
    tags: ["passwordrules", "correctness"])

  /// Decided by the rules parser (`RulesProblems.swift`).
  static let issueKind = RulesIssue.Kind.malformedNumber
}
