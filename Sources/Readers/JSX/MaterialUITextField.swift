import FieldModel

/// Material UI's `<TextField>` gives its `<input>` only the props it names (`autoComplete`, `type`,
/// `name`, `id`, `required`, …) and what `inputProps` / `slotProps={{ htmlInput }}` hold; every other
/// prop goes to the wrapper `FormControl` `<div>`. A `minLength`, `maxLength`, `pattern` or
/// `passwordrules` written on the `<TextField>` itself does nothing for the field.
enum MaterialUITextField {
  static func isImported(by bytes: [UInt8]) -> Bool {
    bytes.firstRange(of: Array("@mui/material".utf8)) != nil || bytes.firstRange(of: Array("@material-ui/core".utf8)) != nil
  }

  static let wrapperKeys: Set<String> = ["minlength", "maxlength", "pattern", "passwordrules"]

  /// The element without the props its wrapper takes, and its rules, which are said to do nothing there.
  static func split(_ element: MarkupElement) -> (MarkupElement, StrayRules?) {
    guard element.name == "TextField", element.attributes.contains(where: { wrapperKeys.contains($0.key) }) else { return (element, nil) }
    var field = element
    field.attributes.removeAll { wrapperKeys.contains($0.key) }
    let rules = element.attribute("passwordrules").map {
      StrayRules(carrier: "`<TextField>` (Material UI gives it to the wrapper `<div>`; pass it in `slotProps={{ htmlInput: { … } }}`)", rules: $0.property)
    }
    return (field, rules)
  }
}
