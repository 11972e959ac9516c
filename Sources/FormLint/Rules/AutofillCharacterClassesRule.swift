/// Fewer than two of ASCII uppercase, lowercase and digits are allowed: Safari ignores the rules.
struct AutofillCharacterClassesRule: AcceptanceRule {
  static let metadata = RuleMetadata(
    id: "autofill-character-classes",
    name: "Too few character classes allowed",
    defaultSeverity: .error,
    summary: "fewer than two of ASCII uppercase, lowercase and digits are allowed: Safari ignores the rules",
    documentation: """
      Apple: rules whose allowed characters do not include at least two of ASCII uppercase letters, lowercase letters and digits are ignored by the user agent. A class counts only when all of it is allowed; a custom class with some letters counts as partly included, and the message says so.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: digit; allowed: [!@#]; minlength: 12">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: digit; required: lower; allowed: [!@#]; minlength: 12">"#,
    tags: ["autofill", "correctness"])

  /// Decided by `Acceptance.autofillCharacterClasses`.
  static let acceptanceKind = AcceptanceFinding.Kind.autofillCharacterClasses
}
