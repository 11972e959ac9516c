import FieldModel

/// How formlint speaks about one kind of source: the words for its properties and values in
/// messages, and the text of an edit that adds or changes one. Rules say *what*; the dialect says it
/// in HTML, JSX, Swift or Objective-C. Suppression comments are found by the reader, which knows the
/// comment syntax.
public protocol Dialect: Sendable {
  /// A property in running text: "passwordrules", "the passwordRules prop".
  func name(of key: PropertyKey) -> String
  /// A property written with a value, as the source writes it: `autocomplete="new-password"`,
  /// `textContentType="newPassword"`, `textContentType = .newPassword`.
  func written(_ key: PropertyKey, _ value: String) -> String
  /// The text to insert at a field's `insertionPoint` to add the property, or `nil` when this source
  /// cannot take an inserted property.
  func insertion(_ key: PropertyKey, _ value: String) -> String?
  /// What a literal content type says, in the platform's vocabulary: `nil` for a value the platform
  /// does not know (for `invalid-content-type`).
  func contentType(_ literal: String) -> [ContentType]?
  /// Why a value of known words is still no content type (`off new-password`: `off` must stand alone);
  /// `nil` when the value is valid or a word of it is unknown.
  func whyIgnored(_ literal: String) -> String?
  /// How the platform spells a content type (`new-password`, `newPassword`, `.newPassword`).
  func spelling(of contentType: ContentType) -> String
  /// How a content type replaces a value written in a string (`quoted`: UIKit's raw value) or bare (a
  /// name: Swift's `.password` is read without its dot, so its replacement is `newPassword`).
  func spelling(of contentType: ContentType, quoted: Bool) -> String
  /// What a screen is called: "form", "screen", "view controller".
  var screenNoun: String { get }
  /// How to add a username field, in running text: "`<input autocomplete="username">` (it may be hidden)".
  var usernameFieldExample: String { get }
  /// Where the platform reads password rules, after "does nothing: ".
  var rulesReader: String { get }
  /// How the rules engine's messages name the reader of the rules and the field's other limits.
  var wording: Wording { get }
  /// The dialect of a field whose content type is written with the prop `name`: a platform with two
  /// props for it (React Native's `textContentType` and `autoComplete`) speaks each one's vocabulary.
  func forContentType(writtenAs name: String) -> any Dialect
  /// The name the platform reads for `key` when the name written, `name`, is one it ignores: React
  /// Native's props are JavaScript properties, so `passwordrules` is not `passwordRules`. `nil` when
  /// the platform reads `name` (HTML's attribute names, which React DOM passes on, ignore case).
  func readName(of key: PropertyKey, writtenAs name: String) -> String?
}

extension Dialect {
  public var screenNoun: String { "screen" }
  public var usernameFieldExample: String {
    "a field with `\(written(.contentType, spelling(of: .username)))`"
  }
  public var rulesReader: String { "AutoFill reads it only on a password field" }
  public var wording: Wording { .html }
  public func forContentType(writtenAs name: String) -> any Dialect { self }
  public func whyIgnored(_ literal: String) -> String? { nil }
  public func spelling(of contentType: ContentType, quoted: Bool) -> String { spelling(of: contentType) }
  public func readName(of key: PropertyKey, writtenAs name: String) -> String? { nil }
}

/// What a content type or `autocomplete` token says a field is for, whatever the platform's spelling.
public enum ContentType: Sendable, Hashable {
  case username, email, currentPassword, newPassword, oneTimeCode
  /// `autocomplete="off"`.
  case off
  /// A token the platform knows that formlint has no use for (`section-…`, `shipping`, `webauthn`, `name`).
  case other(String)
}

extension SourceKind {
  /// The dialect of documents of this kind.
  public var dialect: any Dialect {
    switch self {
    case .html, .template, .component: HTMLDialect()
    case .jsx: JSXDialect()
    case .reactNative: ReactNativeDialect()
    case .swift: Self.swiftDialect
    case .objectiveC: ObjectiveCDialect()
    case .interfaceBuilder: InterfaceBuilderDialect()
    }
  }
}
