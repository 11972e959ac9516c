import FieldModel

/// HTML attributes: `passwordrules`, `autocomplete="new-password"`, `minlength`.
public struct HTMLDialect: Dialect {
  public init() {}

  public func name(of key: PropertyKey) -> String { Self.attributeNames[key]! }

  public func written(_ key: PropertyKey, _ value: String) -> String { "\(name(of: key))=\"\(value)\"" }

  /// ` name="value"`, with `&` and `"` written as references so that the value reads back as given.
  public func insertion(_ key: PropertyKey, _ value: String) -> String? {
    var escaped = ""
    for character in value {
      switch character {
      case "&": escaped += "&amp;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return " " + written(key, escaped)
  }

  /// `nil` when a token is not an autofill token of the HTML standard (`new_password`): browsers then
  /// ignore the whole value.
  public func contentType(_ literal: String) -> [ContentType]? {
    var types: [ContentType] = []
    for token in asciiTrimmedLowercase(literal).split(whereSeparator: isASCIIWhitespace) {
      switch token {
      case "username": types.append(.username)
      case "email": types.append(.email)
      case "current-password": types.append(.currentPassword)
      case "new-password": types.append(.newPassword)
      case "one-time-code": types.append(.oneTimeCode)
      case "off": types.append(.off)
      default:
        guard token.hasPrefix("section-") || Self.otherAutofillTokens.contains(String(token)) else { return nil }
        types.append(.other(String(token)))
      }
    }
    return types
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

  /// The standard's other autofill tokens: field names, `shipping`/`billing`, contact kinds, `webauthn`.
  static let otherAutofillTokens: Set<String> = [
    "on", "name", "honorific-prefix", "given-name", "additional-name", "family-name", "honorific-suffix", "nickname",
    "organization-title", "organization", "street-address", "address-line1", "address-line2", "address-line3",
    "address-level4", "address-level3", "address-level2", "address-level1", "country", "country-name", "postal-code",
    "cc-name", "cc-given-name", "cc-additional-name", "cc-family-name", "cc-number", "cc-exp", "cc-exp-month",
    "cc-exp-year", "cc-csc", "cc-type", "transaction-currency", "transaction-amount", "language", "bday", "bday-day",
    "bday-month", "bday-year", "sex", "url", "photo", "tel", "tel-country-code", "tel-national", "tel-area-code",
    "tel-local", "tel-local-prefix", "tel-local-suffix", "tel-extension", "impp", "shipping", "billing", "home",
    "work", "mobile", "fax", "pager", "webauthn",
  ]

  static let attributeNames: [PropertyKey: String] = [
    .rules: "passwordrules", .minLength: "minlength", .maxLength: "maxlength", .pattern: "pattern",
    .contentType: "autocomplete", .autoComplete: "autocomplete", .secureEntry: "type",
  ]
}
