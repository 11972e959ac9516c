import FieldModel
import PasswordRules
import Readers

/// Objective-C: `[UITextInputPasswordRules passwordRulesWithDescriptor:@"…"]`,
/// `textContentType = UITextContentTypeNewPassword`, `secureTextEntry = YES`. Code takes no
/// inserted property (`insertion` is nil): the messages say what to write.
public struct ObjectiveCDialect: Dialect {
  public init() {}

  public func name(of key: PropertyKey) -> String {
    switch key {
    // The property's name in dot syntax and in its setter; the descriptor call is in `written`.
    case .rules: "passwordRules"
    case .contentType, .autoComplete: "textContentType"
    case .secureEntry: "secureTextEntry"
    case .minLength: "minimum length"
    case .maxLength: "maximum length"
    case .pattern: "pattern"
    }
  }

  /// `textContentType = UITextContentTypeNewPassword` for `newPassword`, `new-password` or the
  /// constant itself; `passwordRulesWithDescriptor:@"…"` with the value escaped.
  public func written(_ key: PropertyKey, _ value: String) -> String {
    switch key {
    case .contentType:
      let constant = TextContentType.anySpelling(value)?.objectiveCName ?? value
      return "textContentType = \(constant)"
    case .rules:
      return "[UITextInputPasswordRules passwordRulesWithDescriptor:\(Self.stringLiteral(value))]"
    case .secureEntry:
      return "secureTextEntry = \(value)"
    default:
      return "\(name(of: key)) \(value)"
    }
  }

  public func insertion(_ key: PropertyKey, _ value: String) -> String? { nil }

  public var wording: Wording { .uiKit(rules: "passwordRules") }

  /// A screen is an `@implementation`: usually a view controller, not always.
  public var screenNoun: String { "class" }

  /// A `UITextContentType…` constant UIKit declares, or the raw string of one (`@"new-password"`,
  /// which is what the constants hold); `nil` for anything else.
  public func contentType(_ literal: String) -> [ContentType]? {
    ContentType.uiKit(TextContentType.objectiveC(literal) ?? TextContentType.raw(literal))
  }

  public func spelling(of contentType: ContentType) -> String {
    contentType.uiKitSpelling(\.objectiveCName, none: "nil")
  }

  public func spelling(of contentType: ContentType, quoted: Bool) -> String {
    contentType.uiKitSpelling(quoted ? \.rawValue : \.objectiveCName, none: quoted ? "" : "nil")
  }

  /// `@"…"` with `"` and `\` escaped, and line breaks as `\n`.
  static func stringLiteral(_ value: String) -> String {
    var out = "@\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
