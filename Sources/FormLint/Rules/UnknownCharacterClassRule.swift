/// A character class name that does not exist, such as `digits`, so Safari ignores the whole value.
struct UnknownCharacterClassRule: RulesLanguageRule {
  static let metadata = RuleMetadata(
    id: "unknown-character-class",
    name: "Unknown character class",
    defaultSeverity: .error,
    summary: "a character class name that does not exist, such as `digits`, so Safari ignores the whole value",
    documentation: """
      The named classes are `upper`, `lower`, `digit`, `special`, `ascii-printable` and `unicode` (case-insensitive). `digits`, `numbers` or `Upper-case` are not among them: the reference parser fails on them and Safari ignores the whole `passwordrules` value. Apple's documentation writes `digit`; a popular Swift package and blog post write `digits`. For other characters use a custom class such as `[-!@#]`.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digits; minlength: 12">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 12">"#,
    tags: ["passwordrules", "correctness"])

  /// Decided by the rules parser (`RulesProblems.swift`, suggestions from `Suggestions.swift`).
  static let issueKind = RulesIssue.Kind.unknownCharacterClass
}
