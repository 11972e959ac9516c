import FieldModel

/// Components named for passwords: a code base names many things after them (`<PasswordStrengthMeter>`,
/// `<ForgotPasswordLink>`, `<ion-input-password-toggle>`, `<mat-password-strength>`), and only some
/// of them are inputs.
extension MarkupVocabulary {
  /// A component is a password input when its name says so (`<PasswordInput>`, `<PasswordField>`,
  /// `<Input.Password>`, `<x-password-input>`, `<x-inputs.password>`), or when it is named for
  /// passwords and takes an input's own props (`autocomplete`, `passwordrules`). The same test in JSX
  /// and in templates.
  func namesPasswordInput(_ element: MarkupElement, lowercasedName name: String) -> Bool {
    let last = name.split(whereSeparator: { $0 == "." || $0 == ":" }).last.map(String.init) ?? name
    guard containsBytes(last, "password") else { return false }
    if Self.inputNameEndings.contains(where: last.hasSuffix) { return true }
    // Only an input's own props: a length or a pattern is also what a strength meter or a checklist
    // is told (`<PasswordStrengthBar minLength={8}>`, `<PasswordChecklist minLength={8}>`).
    return element.attribute("autocomplete") != nil || element.attribute("passwordrules") != nil
  }

  /// A form in React DOM: `<form>`, `<Form>`, `<chakra.form>`, `<motion.form>`, or a component
  /// that renders one (`<Box component="form">` in Material UI, `<Stack as="form">` in Chakra).
  static func isJSXForm(_ element: MarkupElement) -> Bool {
    // Asked of every element of a file: bytes, no strings.
    let name = element.name.utf8
    if name.count >= 4, name.suffix(4).map({ $0 | 0x20 }).elementsEqual("form".utf8) {
      let before = name.dropLast(4).last
      if before == nil || before == UInt8(ascii: ".") || before == UInt8(ascii: ":") { return true }
      // `const StyledForm = styled.form`, an `<AuthForm>` wrapping its fields: a component named `…Form`,
      // outside any form (forms do not nest: one inside a `<form>` is a part of it, a step of a wizard).
      if name.suffix(4).first == UInt8(ascii: "F"), let before, before >= 0x61, before <= 0x7A, element.formAncestorIndex == nil {
        return true
      }
    }
    // Radix's `<Form.Root>` renders the `<form>`.
    if name.elementsEqual("Form.Root".utf8) { return true }
    return element.attributes.contains { ($0.key == "component" || $0.key == "as") && $0.property.literal?.text == "form" }
  }

  static let inputNameEndings = ["password", "input", "field", "box", "entry"]
}
