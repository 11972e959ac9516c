// Only where SwiftReader (swift-syntax) is built: the fuzz build (Fuzz/build.sh) leaves it out.
#if canImport(SwiftReader)
import FieldModel
import SwiftReader

/// UIKit in Swift: `UITextInputPasswordRules(descriptor:)`, `textContentType = .newPassword`,
/// `isSecureTextEntry`. Code takes no inserted property: a fix that adds one is the reader's nil
/// `insertionPoint`, and `insertion` says so too.
public struct SwiftDialect: Dialect {
  public init() {}

  public func name(of key: PropertyKey) -> String { Self.propertyNames[key]! }

  public func written(_ key: PropertyKey, _ value: String) -> String {
    switch key {
    // A member name, bare (`newPassword`) or as `spelling(of:)` gives it (`.newPassword`).
    case .contentType: "textContentType = " + (value.hasPrefix(".") ? value : "." + value)
    case .rules: "UITextInputPasswordRules(descriptor: \"\(Self.escaped(value))\")"
    case .secureEntry: "isSecureTextEntry = \(value)"
    default: "\(name(of: key)) \(value)"
    }
  }

  public func insertion(_ key: PropertyKey, _ value: String) -> String? { nil }

  /// A member name as written (`newPassword`) or a raw value (`new-password`, from `UITextContentType("…")`).
  public func contentType(_ literal: String) -> [ContentType]? {
    guard let meaning = UIKitContentTypes.meaning(of: literal) else { return nil }
    switch meaning {
    case .username: return [.username]
    case .email: return [.email]
    case .currentPassword: return [.currentPassword]
    case .newPassword: return [.newPassword]
    case .oneTimeCode: return [.oneTimeCode]
    case .other: return [.other(literal)]
    }
  }

  public func spelling(of contentType: ContentType) -> String {
    switch contentType {
    case .username: ".username"
    case .email: ".emailAddress"
    case .currentPassword: ".password"
    case .newPassword: ".newPassword"
    case .oneTimeCode: ".oneTimeCode"
    case .off: "nil"
    case .other(let token): "." + token
    }
  }

  /// `value` inside a Swift string literal: `"` and `\` escaped, control characters as `\u{…}`.
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

  static let propertyNames: [PropertyKey: String] = [
    .rules: "UITextInputPasswordRules(descriptor:)", .minLength: "minimum length", .maxLength: "maximum length",
    .pattern: "pattern", .contentType: "textContentType", .secureEntry: "isSecureTextEntry",
  ]
}
#endif
