import HTMLScanner

/// What a password field is for, as a password manager reads it.
public enum FieldRole: String, Sendable, Hashable {
  /// Sign-in or "current password" of a change form.
  case current
  /// A password being chosen: where a strong password is generated.
  case new
  /// The repetition of the `new` field before it.
  case confirm
}

/// One `<input type=password>` with everything the rules need, computed once.
public struct PasswordField: Sendable {
  public var element: ScannedElement
  public var role: FieldRole
  /// The field's own `passwordrules`, parsed.
  public var ownRules: ParsedRules?
  /// For a confirm field: the index (in its form's `fields`) of the new field it repeats.
  public var confirms: Int?
  /// The rules that apply: the field's own, or for a confirm field without any, its new field's.
  public var effectiveRules: ParsedRules?
  public var html: HTMLConstraints
  public var effective: EffectiveConstraints
  /// Acceptance findings for `effectiveRules` + `html`, positioned on this field.
  public var acceptance: [AcceptanceFinding]

  public var rulesAttribute: ScannedAttribute? { element.attribute("passwordrules") }
}

/// A `<form>`, or the form-less fields of a document.
public struct Form: Sendable {
  /// `nil` for the document's form-less group.
  public var element: ScannedElement?
  public var fields: [PasswordField]
  /// The field password managers save the password under (`autocomplete="username"`, an email field, …).
  public var usernameField: ScannedElement?

  public var hasNewPassword: Bool { fields.contains { $0.role == .new } }
}

/// A scanned page, turned into forms and fields.
public struct Page: Sendable {
  public var scanned: ScannedPage
  public var forms: [Form]
  /// Elements other than `<input type=password>` that carry `passwordrules`.
  public var otherElementsWithRules: [ScannedElement]
  /// Every `passwordrules` value on the page (fields and other elements), parsed, in document order.
  public var rulesValues: [RulesValue]

  public var text: SourceText { scanned.text }
  public var passwordFieldCount: Int { forms.reduce(0) { $0 + $1.fields.count } }
  public var allFields: [PasswordField] { forms.flatMap(\.fields) }
}

extension ScannedElement {
  /// `input` whose type is `password` (ASCII case-insensitive, surrounding whitespace ignored, as HTML does).
  var isPasswordInput: Bool { name == "input" && attribute("type")?.value?.asciiTrimmedLowercase == "password" }

  func attributeValue(_ name: String) -> String? { attribute(name)?.value }

  /// The `autocomplete` tokens, lower case (`section-x shipping new-password` → three tokens).
  var autocompleteTokens: [String] {
    (attributeValue("autocomplete") ?? "").asciiTrimmedLowercase.split(whereSeparator: \.isASCIIWhitespaceCharacter).map(String.init)
  }
}

extension String {
  var asciiTrimmedLowercase: String {
    var scalars = Substring(self).unicodeScalars
    while let first = scalars.first, first.properties.isWhitespace && first.isASCII { scalars.removeFirst() }
    while let last = scalars.last, last.properties.isWhitespace && last.isASCII { scalars.removeLast() }
    return String(scalars).lowercased()
  }
}

extension Character {
  var isASCIIWhitespaceCharacter: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\u{0C}" }
}
