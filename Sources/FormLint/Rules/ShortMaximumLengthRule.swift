/// A new-password field refuses passwords longer than 63 characters.
struct ShortMaximumLengthRule: AcceptanceRule {
  static let metadata = RuleMetadata(
    id: "short-maximum-length",
    name: "Short maximum length",
    defaultSeverity: .note,
    summary: "a new-password field refuses passwords longer than 63 characters",
    documentation: """
      A maximum under 64 characters keeps people from using long passphrases and generated passwords; it usually points at a storage limit that hashing makes unnecessary. Raise `maxlength` to 64 or more, or remove it.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 12; maxlength: 32">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 12; maxlength: 128">"#,
    tags: ["security"])

  /// Decided by `Acceptance.shortLengths`.
  static let acceptanceKind = AcceptanceFinding.Kind.shortMaximumLength
}
