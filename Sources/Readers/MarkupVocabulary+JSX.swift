import FieldModel

/// React DOM components: a React code base names many things after passwords (`<PasswordStrengthMeter>`,
/// `<ForgotPasswordLink>`, `<ResetPasswordForm>`), and only some of them are inputs.
extension MarkupVocabulary {
  /// A component is a password input when its name says so (`<PasswordInput>`, `<PasswordField>`,
  /// `<Input.Password>`, `<NewPasswordTextField>`), or when it is named for passwords and takes an
  /// input's props (`autoComplete`, `passwordrules`, `minLength`, `maxLength`, `pattern`).
  func jsxNamesPasswordInput(_ element: MarkupElement, lowercasedName name: String) -> Bool {
    let last = name.split(whereSeparator: { $0 == "." || $0 == ":" }).last.map(String.init) ?? name
    guard containsBytes(last, "password") else { return false }
    if Self.inputNameEndings.contains(where: last.hasSuffix) { return true }
    return Self.propertyKeys.contains { key, _ in key != "type" && element.attribute(key) != nil }
  }

  static let inputNameEndings = ["password", "input", "field", "box", "entry"]
}
