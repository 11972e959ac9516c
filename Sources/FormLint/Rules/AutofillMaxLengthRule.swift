/// The effective maximum length is below 12: Safari ignores the rules.
struct AutofillMaxLengthRule: AcceptanceRule {
  static let metadata = RuleMetadata(
    id: "autofill-max-length",
    name: "Maximum length below 12",
    defaultSeverity: .error,
    summary: "the effective maximum length is below 12: Safari ignores the rules",
    documentation: """
      Apple: rules whose combined restrictions give a password length under 12 are ignored by the user agent. formlint reads this as an effective maximum (the smaller of the rules' `maxlength` and the field's `maxlength` attribute) below 12. Allow at least 12 characters, better 64 or more.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; maxlength: 10">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 12">"#,
    tags: ["autofill", "correctness"])

  /// Decided by `Acceptance.autofillMaxLength`.
  static let acceptanceKind = AcceptanceFinding.Kind.autofillMaxLength

  /// A confirmation field has no rules of its own for Safari to ignore: where its `maxlength` is also
  /// under the new field's minimum, that is the one mistake, `length-conflict`'s.
  func reports(_ result: AcceptanceFinding, on field: PasswordField) -> Bool {
    guard field.ownRules == nil, field.confirms != nil else { return true }
    return !field.acceptance.contains { $0.kind == .lengthConflict && $0.source == result.source }
  }
}
