import FieldModel

/// What elements and attributes mean in one kind of markup: which elements are forms and text fields,
/// which attribute is which property. HTML's is the base; templates, components and JSX widen it.
public struct MarkupVocabulary: Sendable {
  /// Any element or component with `type="password"` is a password field, and so is one whose name
  /// says password (`<PasswordInput>`, `<x-password-input>`); HTML reads only `<input>`.
  public var componentsAreFields = false
  /// More component names that are password fields (`.formlint.yml` `components:`): lowercased for
  /// the HTML flavour (compared ASCII case-insensitively), as written for JSX and React Native.
  public var passwordComponents: Set<String> = []
  /// Component names that are username fields (`components: { LoginField: username }`), likewise.
  public var usernameComponents: Set<String> = []
  /// Whose props these are: HTML's attributes (HTML, templates, components; React DOM, whose
  /// components are named more freely) or React Native's (`<TextInput secureTextEntry passwordRules>`).
  public var flavor = Flavor.html

  public enum Flavor: Sendable { case html, jsx, reactNative }

  public init(
    componentsAreFields: Bool = false, passwordComponents: Set<String> = [], usernameComponents: Set<String> = [],
    flavor: Flavor = .html
  ) {
    self.componentsAreFields = componentsAreFields
    self.passwordComponents = passwordComponents
    self.usernameComponents = usernameComponents
    self.flavor = flavor
  }

  public static let html = MarkupVocabulary()
  /// React DOM: HTML attributes, on `<input>` and on components.
  public static let jsx = MarkupVocabulary(componentsAreFields: true, flavor: .jsx)
  /// React Native: see `MarkupVocabulary+ReactNative.swift`.
  public static let reactNative = MarkupVocabulary(componentsAreFields: true, flavor: .reactNative)

  /// Attribute keys (see `MarkupAttribute.key`) and the property each one is.
  public static let propertyKeys: [(String, PropertyKey)] = [
    ("passwordrules", .rules), ("minlength", .minLength), ("maxlength", .maxLength), ("pattern", .pattern),
    ("autocomplete", .contentType), ("type", .secureEntry),
  ]

  func isForm(_ element: MarkupElement) -> Bool {
    if flavor == .jsx { return Self.isJSXForm(element) }
    let name = asciiLowercased(element.name)
    return name == "form" || componentsAreFields && ComponentForm.isForm(lowercasedName: name.utf8)
  }

  /// The element as a field: a password field, a username field, another input; `nil` for what is
  /// not a text field at all.
  func field(_ element: MarkupElement) -> Field? {
    if flavor == .reactNative { return reactNativeField(element) }
    let name = asciiLowercased(element.name)
    let isInput = name == "input"
    guard isInput || componentsAreFields else { return nil }
    if !isInput, !mayBeComponentField(element, lowercasedName: name) { return nil }
    let kind: Field.Kind
    if isPassword(element, lowercasedName: name) {
      kind = .password
    } else if isInput || componentsAreFields, looksLikeUsername(element) || isUsernameComponent(element, lowercasedName: name) {
      // `<flux:input type="email" name="email">`, `<x-text-input name="email">`: a component can hold the username too.
      kind = .username
    } else if isInput {
      kind = .other
    } else {
      return nil
    }
    var properties: [PropertyKey: Property] = [:]
    for (key, property) in Self.propertyKeys {
      // React DOM sets `autocomplete` and `autoComplete` on `<input>` as one attribute, the later prop
      // last; a component takes each as a prop of its own (Material UI's `TextField` gives its input
      // `autoComplete`, its wrapper `<div>` the rest).
      let attribute = flavor == .jsx && isInput ? element.attributes.last { $0.key == key } : element.attribute(key)
      if let attribute { properties[property] = attribute.property }
    }
    if Self.dropsPasswordRules.contains(name) { properties[.rules] = nil }
    // Element UI's `auto-complete` (`vue-element-admin`'s login page), which it still writes on its `<input>`.
    if properties[.contentType] == nil, name == "el-input" || name == "elinput", let dashed = element.attribute("auto-complete") {
      properties[.contentType] = dashed.property
    }
    if properties[.contentType] == nil, Self.defaultsToAutocompleteOff.contains(name), element.attribute("...") == nil {
      properties[.contentType] = Self.writtenOff(by: element.nameRange)
    }
    return Field(
      kind: kind, anchor: element.nameRange, insertionPoint: element.helper == nil ? element.insertionPoint : nil,
      names: ["name", "id"].compactMap { element.literal($0) }, properties: properties, options: element.helper?.options)
  }

  /// Components that render an `<input>` but do not pass `passwordrules` on to it: Ionic's
  /// `<ion-input>` copies only a fixed list of attributes (tabindex, title, ARIA). Their rules do
  /// nothing, as on any element that is not a password field.
  static let dropsPasswordRules: Set<String> = ["ion-input", "ioninput"]

  /// Components whose `autocomplete` is `off` unless given one, which they write on the `<input>` they
  /// render: Ionic's `<ion-input>` and Element Plus's `<el-input>` (each's `autocomplete` prop defaults
  /// to `'off'`; Element UI's did too).
  static let defaultsToAutocompleteOff: Set<String> = ["ion-input", "ioninput", "el-input", "elinput"]

  /// The `autocomplete="off"` a component writes by default, positioned on its name, where the value
  /// comes from (no fix edits it there; one inserts the right value).
  static func writtenOff(by name: Range<Int>) -> Property {
    var positions = ValuePositions(valueRange: name)
    for (k, scalar) in "off".unicodeScalars.enumerated() { positions.append(scalar, (name.lowerBound + k)..<(name.lowerBound + k + 1)) }
    return Property(name: "autocomplete", nameRange: name, range: name, value: .literal(LiteralValue(text: "off", positions: positions)))
  }

  /// Whether a component can be a field at all: most components of a page (`<div>`, `<Card>`,
  /// `<Button>`) have none of the props a password or username field is known by, nor a name
  /// for one, and are passed over before those props are read.
  func mayBeComponentField(_ element: MarkupElement, lowercasedName name: String) -> Bool {
    if element.attributes.contains(where: { Self.fieldDefiningKeys.contains($0.key) }) { return true }
    if containsBytes(name, "password") { return true }
    return !passwordComponents.isEmpty || !usernameComponents.isEmpty
  }

  /// The props `isPassword` and `looksLikeUsername` read.
  static let fieldDefiningKeys: Set<String> = ["type", "autocomplete", "name", "id", "show-password"]

  func isPassword(_ element: MarkupElement, lowercasedName name: String) -> Bool {
    if element.literal("type").map(asciiTrimmedLowercase) == "password" { return name == "input" || componentsAreFields }
    guard componentsAreFields else { return false }
    // Element Plus's `<el-input show-password>` is a password input (with an eye to show it) whatever its `type`.
    if element.attributes.contains(where: { $0.key == "show-password" }) { return true }
    return passwordComponents.contains(flavor == .jsx ? element.name : name) || namesPasswordInput(element, lowercasedName: name)
  }

  /// A configured username component (`components: { LoginField: username }`).
  func isUsernameComponent(_ element: MarkupElement, lowercasedName name: String) -> Bool {
    guard componentsAreFields, !usernameComponents.isEmpty else { return false }
    return usernameComponents.contains(flavor == .jsx ? element.name : name)
  }

  /// `autocomplete="username"` said explicitly.
  func saysUsername(_ element: MarkupElement) -> Bool {
    if flavor == .reactNative { return reactNativeSaysUsername(element) }
    return autocompleteTokens(element).contains("username")
  }

  func looksLikeUsername(_ element: MarkupElement) -> Bool {
    let tokens = autocompleteTokens(element)
    if tokens.contains("username") || tokens.contains("email") { return true }
    let type = element.literal("type").map(asciiTrimmedLowercase) ?? "text"
    guard ["text", "email", "tel", ""].contains(type) else { return false }
    if type == "email" { return true }
    let words = asciiLowercased((element.literal("name") ?? "") + " " + (element.literal("id") ?? ""))
    return Self.usernameWords.contains { containsBytes(words, $0) }
  }

  /// Words a username field's name says (`user_email`, `loginField`); the Swift reader's too.
  public static let usernameWords = ["user", "email", "e-mail", "login", "account"]

  func autocompleteTokens(_ element: MarkupElement) -> [String] {
    asciiTrimmedLowercase(element.literal("autocomplete") ?? "").split(whereSeparator: isASCIIWhitespace).map(String.init)
  }

  /// How a message names the element that carries stray rules: `<input type="email">`, `<div>`.
  func describe(_ element: MarkupElement) -> String {
    if flavor == .reactNative { return "`<\(element.name)>`" }
    // A component as written (`<IonInput>`); libxml2 has lowercased what it parsed.
    guard asciiLowercased(element.name) == "input" else { return "`<\(element.name)>`" }
    return "`<input type=\"\(element.literal("type") ?? "text")\">`"
  }
}
