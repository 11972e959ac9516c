import FieldModel

/// HTML attributes: `passwordrules`, `autocomplete="new-password"`, `minlength`.
public struct HTMLDialect: Dialect {
  public init() {}

  public func name(of key: PropertyKey) -> String { Self.attributeNames[key]! }

  public func written(_ key: PropertyKey, _ value: String) -> String { "\(name(of: key))=\"\(value)\"" }

  public func insertion(_ key: PropertyKey, _ value: String) -> String? { " " + written(key, value) }

  public func contentType(_ literal: String) -> [ContentType]? {
    asciiTrimmedLowercase(literal).split(whereSeparator: isASCIIWhitespace).map { token in
      switch token {
      case "username": .username
      case "email": .email
      case "current-password": .currentPassword
      case "new-password": .newPassword
      case "one-time-code": .oneTimeCode
      case "off": .off
      default: .other(String(token))
      }
    }
  }

  public func spelling(of contentType: ContentType) -> String {
    switch contentType {
    case .username: "username"
    case .email: "email"
    case .currentPassword: "current-password"
    case .newPassword: "new-password"
    case .oneTimeCode: "one-time-code"
    case .off: "off"
    case .other(let token): token
    }
  }

  public var screenNoun: String { "form" }
  public var usernameFieldExample: String { "`<input autocomplete=\"username\">` (it may be hidden)" }
  public var rulesReader: String { "Safari reads it only on `<input type=\"password\">`" }

  static let attributeNames: [PropertyKey: String] = [
    .rules: "passwordrules", .minLength: "minlength", .maxLength: "maxlength", .pattern: "pattern",
    .contentType: "autocomplete", .secureEntry: "type",
  ]
}
