import FieldModel
import PasswordRules

/// React Native `<TextInput>` props: `passwordRules`, `textContentType="newPassword"`, `maxLength`,
/// `secureTextEntry`. React Native has no `minLength` or `pattern`: nothing is inserted for them.
public struct ReactNativeDialect: Dialect {
  public init() {}

  public func name(of key: PropertyKey) -> String { Self.propNames[key]! }

  public func written(_ key: PropertyKey, _ value: String) -> String {
    switch key {
    case .secureEntry: "secureTextEntry"
    case .maxLength, .minLength: "\(name(of: key))={\(value)}"
    default: "\(name(of: key))=\"\(value)\""
    }
  }

  public func insertion(_ key: PropertyKey, _ value: String) -> String? {
    key == .minLength || key == .pattern ? nil : " " + written(key, value)
  }

  /// `textContentType` takes one of UIKit's `UITextContentType` names, exactly as spelled (React
  /// Native's list); anything else is unknown.
  public func contentType(_ literal: String) -> [ContentType]? {
    switch literal {
    case "username": [.username]
    case "emailAddress": [.email]
    case "password": [.currentPassword]
    case "newPassword": [.newPassword]
    case "oneTimeCode": [.oneTimeCode]
    case "none": [.off]
    default: Self.otherContentTypes.contains(literal) ? [.other(literal)] : nil
    }
  }

  public func spelling(of contentType: ContentType) -> String {
    switch contentType {
    case .username: "username"
    case .email: "emailAddress"
    case .currentPassword: "password"
    case .newPassword: "newPassword"
    case .oneTimeCode: "oneTimeCode"
    case .off: "none"
    case .other(let value): value
    }
  }

  public var usernameFieldExample: String { "a `<TextInput textContentType=\"username\">`" }

  /// `autoComplete` (React Native 0.71 and later, both platforms) takes autofill tokens, not UIKit's names.
  /// An `autocomplete` React Native ignores is still read in that vocabulary: it is what was meant.
  public func forContentType(writtenAs name: String) -> any Dialect {
    asciiLowercased(name) == "autocomplete" ? ReactNativeAutoCompleteDialect(base: self) : self
  }

  public func readName(of key: PropertyKey, writtenAs name: String) -> String? {
    let lowercased = asciiLowercased(name)
    let read = (key == .contentType || key == .autoComplete) && lowercased == "autocomplete" ? "autoComplete" : Self.propNames[key]!
    return name != read && lowercased == asciiLowercased(read) ? read : nil
  }
  public var rulesReader: String { "iOS reads it only on a `<TextInput secureTextEntry>`" }

  /// iOS reads `passwordRules`; a minimum length can only be said inside the rules (`minlength:`).
  public var wording: Wording {
    Wording(
      reader: "iOS", rules: "passwordRules", minLengthLimit: "the `minLength` prop",
      maxLengthLimit: "the `maxLength` prop", minLength: "minlength", maxLength: "maxLength", pattern: "pattern",
      limit: "the prop", enforcer: "the text input", minimumInRulesOnly: true)
  }

  static let propNames: [PropertyKey: String] = [
    .rules: "passwordRules", .minLength: "minLength", .maxLength: "maxLength", .pattern: "pattern",
    .contentType: "textContentType", .autoComplete: "autoComplete", .secureEntry: "secureTextEntry",
  ]

  /// React Native's other `textContentType` values (its TextInput documentation).
  static let otherContentTypes: Set<String> = [
    "URL", "addressCity", "addressCityAndState", "addressState", "countryName", "creditCardNumber",
    "creditCardExpiration", "creditCardExpirationMonth", "creditCardExpirationYear", "creditCardSecurityCode",
    "creditCardType", "creditCardName", "creditCardGivenName", "creditCardMiddleName", "creditCardFamilyName",
    "familyName", "fullStreetAddress", "givenName", "jobTitle", "location", "middleName", "name", "namePrefix",
    "nameSuffix", "nickname", "organizationName", "postalCode", "streetAddressLine1", "streetAddressLine2",
    "sublocality", "telephoneNumber", "birthdate", "birthdateDay", "birthdateMonth", "birthdateYear",
    "cellularEID", "cellularIMEI", "dateTime", "flightNumber", "shipmentTrackingNumber",
  ]
}

/// React Native's `autoComplete` prop: `autoComplete="new-password"`, `"current-password"`, `"off"`, as
/// on the web; Android's own values (`password-new`, `sms-otp`) are known but give iOS nothing.
/// Everything else is React Native's.
struct ReactNativeAutoCompleteDialect: Dialect {
  let base: ReactNativeDialect

  func name(of key: PropertyKey) -> String { key == .contentType ? "autoComplete" : base.name(of: key) }

  func written(_ key: PropertyKey, _ value: String) -> String {
    key == .contentType || key == .autoComplete ? "autoComplete=\"\(value)\"" : base.written(key, value)
  }

  func insertion(_ key: PropertyKey, _ value: String) -> String? { base.insertion(key, value) }
  func readName(of key: PropertyKey, writtenAs name: String) -> String? { base.readName(of: key, writtenAs: name) }

  func contentType(_ literal: String) -> [ContentType]? {
    // Android's own values: React Native maps no iOS content type to them, so for iOS AutoFill
    // (which generates passwords and reads `passwordRules`) they say nothing.
    if Self.androidValues.contains(literal) { return [.other(literal)] }
    // One token: React Native's prop is no list.
    return literal.contains(" ") ? nil : HTMLDialect().contentType(literal)
  }

  /// The values React Native's `autoComplete` takes beyond HTML's tokens (its TextInput documentation
  /// and Android's `HintConstants`, React Native 0.71 to 0.84).
  static let androidValues: Set<String> = [
    "password", "password-new", "username-new", "sms-otp", "2fa-app-otp", "email-otp", "gender",
    "name-family", "name-given", "name-middle", "name-middle-initial", "name-prefix", "name-suffix",
    "birthdate-day", "birthdate-full", "birthdate-month", "birthdate-year", "cc-exp-day", "cc-middle-name",
    "postal-address", "postal-address-country", "postal-address-extended", "postal-address-extended-postal-code",
    "postal-address-locality", "postal-address-region", "postal-address-unit", "postal-address-dependent-locality",
    "tel-country-code", "tel-device", "tel-national", "wifi-password", "upi-vpa", "promo-code", "flight-number",
    "flight-confirmation-code", "gift-card-number", "gift-card-pin", "loyalty-account-number",
  ]

  func spelling(of contentType: ContentType) -> String { HTMLDialect().spelling(of: contentType) }
  var screenNoun: String { base.screenNoun }
  var usernameFieldExample: String { base.usernameFieldExample }
  var rulesReader: String { base.rulesReader }
  var wording: Wording { base.wording }
}
