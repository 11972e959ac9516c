/// A new-password field accepts passwords shorter than 8 characters.
struct ShortMinimumLengthRule: AcceptanceRule {
  static let metadata = RuleMetadata(
    id: "short-minimum-length",
    name: "Short minimum length",
    defaultSeverity: .note,
    summary: "a new-password field accepts passwords shorter than 8 characters",
    documentation: """
      A new-password field whose effective minimum length is under 8 (no minimum at all counts as 0) lets people choose passwords that are easy to guess. Set `minlength` in the rules (and the attribute) to at least 8.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 6">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 12">"#,
    tags: ["security"])

  /// Decided by `Acceptance.shortLengths`.
  static let acceptanceKind = AcceptanceFinding.Kind.shortMinimumLength
}
