/// Characters inside `[...]` that are not printable ASCII (accents, emoji, tabs): Safari skips them silently.
struct CustomClassIgnoredCharactersRule: RulesLanguageRule {
  static let metadata = RuleMetadata(
    id: "custom-class-ignored-characters",
    name: "Ignored characters in a custom class",
    defaultSeverity: .warning,
    summary: "characters inside `[...]` that are not printable ASCII (accents, emoji, tabs): Safari skips them silently",
    documentation: """
      Only printable ASCII (U+0020 to U+007E) counts inside a custom class. Any other character, such as `é`, `€`, an emoji or a tab, is skipped without an error, so the class allows less than it seems to. Remove such characters, or allow `unicode` if any character should be accepted.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; required: [!€#]; minlength: 12">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; required: [!#]; minlength: 12">"#,
    tags: ["passwordrules", "correctness"])

  /// Decided by the rules parser (`RulesProblems.swift`).
  static let issueKind = RulesIssue.Kind.customClassIgnoredCharacters
}
