/// A property that does nothing: an empty value, a value of `0`, or an empty custom class.
struct IgnoredPropertyRule: RulesLanguageRule {
  static let metadata = RuleMetadata(
    id: "ignored-property",
    name: "Ignored property",
    defaultSeverity: .warning,
    summary: "a property that does nothing: an empty value, a value of `0`, or an empty custom class",
    documentation: """
      `minlength: 0` and `max-consecutive: 0` set no limit, an empty value (`required: ;`) and an empty class (`[]`) add nothing. Safari ignores such properties, which usually means the author meant something else.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; max-consecutive: 0; minlength: 12">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; max-consecutive: 3; minlength: 12">"#,
    tags: ["passwordrules", "maintainability"])

  /// Decided by the rules parser (`RulesProblems.swift`).
  static let issueKind = RulesIssue.Kind.ignoredProperty
}
