/// A property name the rules language does not know, so Safari ignores the whole value.
struct UnknownPropertyRule: RulesLanguageRule {
  static let metadata = RuleMetadata(
    id: "unknown-property",
    name: "Unknown property",
    defaultSeverity: .error,
    summary: "a property name the rules language does not know, so Safari ignores the whole value",
    documentation: """
      Property names are case-sensitive and there are exactly five: `required`, `allowed`, `max-consecutive`, `minlength` and `maxlength`. Any other name (`min-length`, `Required`, `maxLength`) makes the reference parser fail, and Safari then ignores the whole `passwordrules` value: the password manager falls back to its default rules, as if nothing were written. The message suggests the closest property name.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; min-length: 12">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 12">"#,
    tags: ["passwordrules", "correctness"])

  /// Decided by the rules parser (`RulesProblems.swift`, suggestions from `Suggestions.swift`).
  static let issueKind = RulesIssue.Kind.unknownProperty
}
