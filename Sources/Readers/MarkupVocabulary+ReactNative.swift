import FieldModel

/// React Native's props: `<TextInput secureTextEntry textContentType="newPassword" passwordRules="…"
/// maxLength={64}>`. Any component with them counts (React Native Paper's and Elements' inputs pass
/// them through to `TextInput`).
extension MarkupVocabulary {
  /// Prop keys (lowercased) and the property each one is. React Native has no `minLength` or `pattern`.
  public static let reactNativePropertyKeys: [(String, PropertyKey)] = [
    ("passwordrules", .rules), ("maxlength", .maxLength), ("textcontenttype", .contentType),
    ("securetextentry", .secureEntry),
  ]

  /// A password field hides what is typed: `secureTextEntry`, `={true}`, or computed (a show/hide
  /// toggle, `secureTextEntry={!visible}`); without the prop, a password content type, or a component
  /// named for passwords that takes a password prop, says so. `secureTextEntry={false}` is not a
  /// password field.
  func reactNativeField(_ element: MarkupElement) -> Field? {
    let lastName = element.name.split(whereSeparator: { $0 == "." || $0 == ":" }).last.map(String.init) ?? ""
    let isTextInput = lastName.hasSuffix("TextInput") || lastName.hasSuffix("Input")
      || passwordComponents.contains(element.name) || usernameComponents.contains(element.name)
    let contentType = element.literal("textcontenttype")
    let kind: Field.Kind
    switch element.attribute("securetextentry")?.property.value {
    case .flag?, .dynamic?:
      kind = .password
    case .literal(let value)?:
      kind = value.text == "false" ? .other : .password
    case nil:
      // NativeBase's and Gluestack's inputs take `type="password"` and set `secureTextEntry` from it.
      // A wrapper's `<TextInput {...props} passwordRules="…">`: the spread brings `secureTextEntry`.
      if contentType == "password" || contentType == "newPassword" || element.literal("type") == "password"
        || element.attribute("...") != nil && element.attribute("passwordrules") != nil {
        kind = .password
      } else if passwordComponents.contains(element.name)
        || containsBytes(asciiLowercased(lastName), "password")
          && (Self.reactNativePropertyKeys.contains { element.attribute($0.0) != nil } || element.attribute("autocomplete") != nil) {
        // A wrapper named for passwords (`<PasswordField label value />`) is a field only when it takes the
        // props itself (`autoComplete` among them); otherwise its `<TextInput>`, wherever it is written, is the field.
        kind = .password
      } else if usernameComponents.contains(element.name) || reactNativeLooksLikeUsername(element) {
        kind = .username
      } else if isTextInput {
        kind = .other
      } else {
        return nil
      }
    }
    var properties: [PropertyKey: Property] = [:]
    for (key, property) in Self.reactNativePropertyKeys {
      if let attribute = nativelySpelled(key, of: element) { properties[property] = attribute.property }
    }
    // `autoComplete` (React Native 0.71+) is the content type where `textContentType` is not written,
    // and Android's where it is; the dialect reads it in its own vocabulary (`autoComplete="new-password"`).
    if let autoComplete = nativelySpelled("autocomplete", of: element) {
      properties[properties[.contentType] == nil ? .contentType : .autoComplete] = autoComplete.property
    }
    return Field(
      kind: kind == .other && reactNativeLooksLikeUsername(element) ? .username : kind,
      anchor: element.nameRange, insertionPoint: element.insertionPoint,
      names: ["name", "id"].compactMap { element.literal($0) }, properties: properties)
  }

  /// The prop React Native reads where a tag writes it in two letter cases (`autocomplete` and
  /// `autoComplete`): the other one is ignored, and no mistake while the one read is there.
  func nativelySpelled(_ key: String, of element: MarkupElement) -> MarkupAttribute? {
    let written = element.attributes.filter { $0.key == key }
    guard written.count > 1 else { return written.first }
    return written.first { $0.property.name == Self.nativeSpellings[key] } ?? written.first
  }

  static let nativeSpellings = [
    "passwordrules": "passwordRules", "textcontenttype": "textContentType", "securetextentry": "secureTextEntry",
    "autocomplete": "autoComplete", "maxlength": "maxLength", "minlength": "minLength",
  ]

  /// `textContentType="username"` (or `autoComplete="username"`) said explicitly.
  func reactNativeSaysUsername(_ element: MarkupElement) -> Bool {
    element.literal("textcontenttype") == "username" || element.literal("autocomplete") == "username"
  }

  /// The account field: `username` or `emailAddress` content, `autoComplete` `username`/`email`, an
  /// email keyboard.
  func reactNativeLooksLikeUsername(_ element: MarkupElement) -> Bool {
    if ["username", "emailAddress"].contains(element.literal("textcontenttype") ?? "") { return true }
    if ["username", "email"].contains(element.literal("autocomplete") ?? "") { return true }
    return element.literal("keyboardtype") == "email-address"
  }
}
