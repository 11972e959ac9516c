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
    let tokens = asciiTrimmedLowercase(literal).split(whereSeparator: isASCIIWhitespace)
    // Known words in an order the autofill grammar refuses (`off new-password`) mean nothing either.
    if Self.grammarProblem(tokens) != nil { return nil }
    for token in tokens {
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

  public func whyIgnored(_ literal: String) -> String? {
    Self.grammarProblem(asciiTrimmedLowercase(literal).split(whereSeparator: isASCIIWhitespace))
  }

  /// Why known tokens make no autofill value together, as HTML's processing model reads them (and
  /// WebKit's `AutofillData`, which gives such a field no purpose at all): `off` and `on` stand alone;
  /// otherwise `[section-*] [shipping|billing] [home|work|mobile|fax|pager] purpose [webauthn]`, the
  /// kind of phone or e-mail only before a contact purpose (`tel…`, `email`, `impp`). `nil`: a valid
  /// value, or one with a word the platform does not know (each such word is its own finding).
  static func grammarProblem(_ tokens: [Substring]) -> String? {
    guard tokens.count > 1,
      tokens.allSatisfy({ $0.hasPrefix("section-") || otherAutofillTokens.contains(String($0)) || purposes.contains(String($0)) })
    else { return nil }
    if let alone = tokens.first(where: { $0 == "off" || $0 == "on" }) {
      return "`\(alone)` must stand alone"
    }
    let named = tokens.filter { purposes.contains(String($0)) || otherPurposes.contains(String($0)) }
    if named.count > 1 {
      return "a value names one purpose, not \(named.map { "`\($0)`" }.joined(separator: " and "))"
    }
    var rest = tokens[...]
    if rest.last == "webauthn" { rest = rest.dropLast() }
    guard let purpose = rest.popLast(), named.first == purpose else { return Self.purposeComesLast }
    if let kind = rest.last, contactKinds.contains(String(kind)) {
      guard purpose == "email" || purpose == "impp" || purpose.hasPrefix("tel") else {
        return "`\(kind)` qualifies only a phone number, an e-mail address or a messaging address"
      }
      rest = rest.dropLast()
    }
    if let mode = rest.last, mode == "shipping" || mode == "billing" { rest = rest.dropLast() }
    if let section = rest.last, section.hasPrefix("section-") { rest = rest.dropLast() }
    return rest.isEmpty ? nil : Self.purposeComesLast
  }

  static let purposeComesLast = "the purpose comes last, after `section-…`, `shipping`/`billing` and a phone's or e-mail's kind"

  /// Purposes formlint reads, and the other tokens of `otherAutofillTokens` that name a purpose (not a
  /// modifier or `on`).
  static let purposes: Set<String> = ["username", "email", "current-password", "new-password", "one-time-code", "off"]
  static let otherPurposes: Set<String> =
    otherAutofillTokens.subtracting(["on", "shipping", "billing", "webauthn"]).subtracting(contactKinds)
  static let contactKinds: Set<String> = ["home", "work", "mobile", "fax", "pager"]

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
