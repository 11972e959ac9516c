// Only where SwiftReader (swift-syntax) is built: the fuzz build (Fuzz/build.sh) leaves it out.
#if canImport(SwiftReader)
import FieldModel
import PasswordRules
import Readers

/// UIKit in Swift: `UITextInputPasswordRules(descriptor:)`, `textContentType = .newPassword`,
/// `isSecureTextEntry`. Code takes no inserted property (`insertion` is nil): the messages say what
/// to write.
public struct SwiftDialect: Dialect {
  /// The content type at hand is a raw string (`UITextContentType(rawValue: "new-password")`): only
  /// UIKit's raw values name one there, not its members' names (`"newPassword"` is no content type).
  var rawValuesOnly = false

  public init() {}

  public func forContentType(writtenAs name: String) -> any Dialect {
    var dialect = self
    dialect.rawValuesOnly = name == Self.rawValueName
    return dialect
  }

  static let rawValueName = TextContentType.rawValuePropertyName

  public func name(of key: PropertyKey) -> String {
    switch key {
    case .rules: "passwordRules"
    case .contentType, .autoComplete: "textContentType"
    case .secureEntry: "isSecureTextEntry"
    case .minLength: "minimum length"
    case .maxLength: "maximum length"
    case .pattern: "pattern"
    }
  }

  /// `textContentType = .newPassword` for `newPassword`, `.newPassword` or `new-password`;
  /// `UITextInputPasswordRules(descriptor: "…")` with the value escaped.
  public func written(_ key: PropertyKey, _ value: String) -> String {
    switch key {
    case .contentType:
      let bare = value.hasPrefix(".") ? String(value.dropFirst()) : value
      return "textContentType = .\(TextContentType.anySpelling(value)?.swiftName ?? bare)"
    case .rules: return "UITextInputPasswordRules(descriptor: \"\(Self.escaped(value))\")"
    case .secureEntry: return "isSecureTextEntry = \(value)"
    default: return "\(name(of: key)) \(value)"
    }
  }

  public func insertion(_ key: PropertyKey, _ value: String) -> String? { nil }

  public var wording: Wording { .uiKit(rules: "passwordRules") }

  /// A screen is a type (and its extensions in the file): usually a view controller or a SwiftUI view.
  public var screenNoun: String { "type" }

  /// A member as written (`newPassword`), or the raw string of `UITextContentType("…")` (`new-password`);
  /// `nil` for anything UIKit does not declare.
  public func contentType(_ literal: String) -> [ContentType]? {
    ContentType.uiKit(rawValuesOnly ? TextContentType.raw(literal) : TextContentType.swift(literal) ?? TextContentType.raw(literal))
  }

  public func spelling(of contentType: ContentType) -> String {
    contentType.uiKitSpelling({ "." + $0.swiftName }, none: "nil")
  }

  public func spelling(of contentType: ContentType, quoted: Bool) -> String {
    contentType.uiKitSpelling(quoted ? \.rawValue : \.swiftName, none: quoted ? "" : "nil")
  }

  /// `value` inside a Swift string literal: `"` and `\` escaped, control characters as escapes.
  public static func escaped(_ value: String) -> String {
    var result = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
#endif
