import FieldModel

/// Password fields whose `type` is not written as `password`: a show-password toggle computes it
/// (`type={show ? "text" : "password"}`, `:type="hide ? 'password' : 'text'"`, `[type]="…"`). The
/// model sees such a field as `type="password"`; the field then gets its type back as written, so
/// that nothing reports on a `password` nobody wrote. Shared by the template and JSX readers.
struct ComputedPasswordType {
  /// The type as written (`nil`: none), by the offset of the element's name.
  private var typeAsWritten: [Int: Property?] = [:]

  /// A computed type that is a password in all likelihood: the expression says "password", or the
  /// field carries `passwordrules`, or its autocomplete says new-password or current-password.
  /// Returns the type as written, and where to say the password type is.
  static func computedPassword(_ element: MarkupElement, bytes: [UInt8]) -> (type: Property?, at: Int)? {
    guard let type = element.attribute("type"), case .dynamic(let range) = type.property.value,
      containsCaseless(bytes, in: range, "password") || saysPassword(element)
    else { return nil }
    return (type.property, range.lowerBound)
  }

  /// A field without a type whose spread of attributes may bring it (`<input {...props} passwordrules="…">`,
  /// `v-bind="$attrs"`, `{{ $attributes }}`), and whose rules or `autocomplete` say password.
  static func typeFromSpread(_ element: MarkupElement, hasSpread: Bool) -> (type: Property?, at: Int)? {
    guard hasSpread, element.attribute("type") == nil, saysPassword(element) else { return nil }
    return (nil, element.nameRange.upperBound)
  }

  /// Whether what the field carries besides its type says password: `passwordrules`, or an
  /// `autocomplete` of new-password or current-password.
  static func saysPassword(_ element: MarkupElement) -> Bool {
    let autocomplete = asciiLowercased(element.literal("autocomplete") ?? "")
    return element.attribute("passwordrules") != nil || containsBytes(autocomplete, "new-password")
      || containsBytes(autocomplete, "current-password")
  }

  /// `element` as the model sees it: with `type="password"` at `password.at` when it is one.
  mutating func modelled(_ element: MarkupElement, password: (type: Property?, at: Int)?) -> MarkupElement {
    guard let password else { return element }
    typeAsWritten[element.nameRange.lowerBound] = password.type
    var copy = element
    copy.attributes.removeAll { $0.key == "type" }
    copy.attributes.append(MarkupAttribute(key: "type", property: Property(
      name: "type", nameRange: password.at..<password.at, range: password.at..<password.at + 1,
      value: .literal(LiteralValue(verbatim: "password", at: password.at)))))
    return copy
  }

  /// A field of the model with its type as written.
  func restored(_ field: Field) -> Field {
    guard let type = typeAsWritten[field.anchor.lowerBound] else { return field }
    var field = field
    field.properties[.secureEntry] = type
    return field
  }

  func restored(_ screens: [Screen]) -> [Screen] {
    guard !typeAsWritten.isEmpty else { return screens }
    return screens.map { screen in
      var screen = screen
      screen.fields = screen.fields.map(restored)
      return screen
    }
  }
}
