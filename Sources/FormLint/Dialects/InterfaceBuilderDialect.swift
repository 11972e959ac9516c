import FieldModel
import PasswordRules
import Readers

/// Interface Builder, in the words of Xcode's Attributes inspector: "Content Type: New Password",
/// "Secure Text Entry". A storyboard is edited in Xcode, not by hand: no insertions.
public struct InterfaceBuilderDialect: Dialect {
  public init() {}

  public func name(of key: PropertyKey) -> String {
    switch key {
    case .rules: "Password Rules"
    case .contentType, .autoComplete: "Content Type"
    case .secureEntry: "Secure Text Entry"
    case .minLength: "minimum length"
    case .maxLength: "maximum length"
    case .pattern: "pattern"
    }
  }

  /// `Content Type: New Password` for `new-password`, `newPassword` or a constant's name; `Secure
  /// Text Entry: on` for `YES`.
  public func written(_ key: PropertyKey, _ value: String) -> String {
    switch key {
    case .contentType:
      return "Content Type: " + (TextContentType.anySpelling(value)?.inspectorTitle ?? value)
    case .secureEntry:
      return "Secure Text Entry: " + (value == "YES" || value == "true" ? "on" : value == "NO" ? "off" : value)
    default:
      return "\(name(of: key)): \(value)"
    }
  }

  public func insertion(_ key: PropertyKey, _ value: String) -> String? { nil }

  public var wording: Wording { .uiKit(rules: "Password Rules") }

  public var screenNoun: String { "scene" }
  public var usernameFieldExample: String { "a text field with Content Type: Username (it may be hidden)" }

  /// The raw values Interface Builder stores (`new-password`, `one-time-code`, `email`); `nil` for
  /// anything else (`newPassword` is the Swift spelling, not a stored value).
  public func contentType(_ literal: String) -> [ContentType]? {
    ContentType.uiKit(TextContentType.raw(literal))
  }

  /// The raw value, as the file stores it: `new-password`.
  public func spelling(of contentType: ContentType) -> String {
    contentType.uiKitSpelling(\.rawValue, none: "")
  }
}
