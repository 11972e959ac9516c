import FieldModel

/// UIKit's `UITextContentType` values in each spelling formlint reads: the Swift member
/// (`.newPassword`), the Objective-C constant (`UITextContentTypeNewPassword`) and the raw string
/// value Interface Builder stores (`new-password`).
///
/// The raw values of `username`, `password`, `newPassword`, `oneTimeCode` and `emailAddress` are
/// the ones seen in storyboards; the others follow UIKit's HTML-autocomplete-style raw values as
/// documented for each constant.
public struct TextContentType: Sendable, Hashable {
  /// The Swift member: `newPassword`.
  public var swiftName: String
  /// The raw string value: `new-password`.
  public var rawValue: String

  /// `UITextContentTypeNewPassword`.
  public var objectiveCName: String {
    "UITextContentType" + (swiftName == "URL" ? swiftName : swiftName.prefix(1).uppercased() + swiftName.dropFirst())
  }

  /// Interface Builder's title in the Attributes inspector: `New Password`, `One Time Code`, `URL`.
  public var inspectorTitle: String {
    if swiftName == "URL" { return "URL" }
    var words: [String] = []
    var word = ""
    for character in swiftName {
      if character.isUppercase, !word.isEmpty, !(word.last!.isUppercase) {
        words.append(word)
        word = ""
      }
      word.append(character)
    }
    words.append(word)
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }

  public static let all: [TextContentType] = [
    ("name", "name"), ("namePrefix", "honorific-prefix"), ("givenName", "given-name"),
    ("middleName", "additional-name"), ("familyName", "family-name"), ("nameSuffix", "honorific-suffix"),
    ("nickname", "nickname"), ("jobTitle", "organization-title"), ("organizationName", "organization"),
    ("location", "location"), ("fullStreetAddress", "street-address"), ("streetAddressLine1", "address-line1"),
    ("streetAddressLine2", "address-line2"), ("addressCity", "address-level2"), ("addressState", "address-level1"),
    ("addressCityAndState", "address-level1+2"), ("sublocality", "address-level3"), ("countryName", "country-name"),
    ("postalCode", "postal-code"), ("telephoneNumber", "tel"), ("emailAddress", "email"), ("URL", "url"),
    ("creditCardNumber", "cc-number"), ("username", "username"), ("password", "password"),
    ("newPassword", "new-password"), ("oneTimeCode", "one-time-code"),
    ("shipmentTrackingNumber", "shipment-tracking-number"), ("flightNumber", "flight-number"),
    ("dateTime", "date-time"), ("birthdate", "bday"), ("birthdateDay", "bday-day"),
    ("birthdateMonth", "bday-month"), ("birthdateYear", "bday-year"), ("creditCardSecurityCode", "cc-csc"),
    ("creditCardName", "cc-name"), ("creditCardGivenName", "cc-given-name"),
    ("creditCardMiddleName", "cc-additional-name"), ("creditCardFamilyName", "cc-family-name"),
    ("creditCardExpiration", "cc-exp"), ("creditCardExpirationMonth", "cc-exp-month"),
    ("creditCardExpirationYear", "cc-exp-year"), ("creditCardType", "cc-type"),
    ("cellularEID", "cellular-eid"), ("cellularIMEI", "cellular-imei"),
  ].map { TextContentType(swiftName: $0.0, rawValue: $0.1) }

  private static let byObjectiveCName = Dictionary(all.map { ($0.objectiveCName, $0) }, uniquingKeysWith: { a, _ in a })
  private static let byRawValue = Dictionary(all.map { ($0.rawValue, $0) }, uniquingKeysWith: { a, _ in a })
  private static let bySwiftName = Dictionary(all.map { ($0.swiftName, $0) }, uniquingKeysWith: { a, _ in a })

  public static func objectiveC(_ name: String) -> TextContentType? { byObjectiveCName[name] }
  public static func raw(_ value: String) -> TextContentType? { byRawValue[value] }
  public static func swift(_ name: String) -> TextContentType? { bySwiftName[name] }

  /// What a Swift reader names a content type written as a raw string (`UITextContentType(rawValue:
  /// "new-password")`), where only raw values name one.
  public static let rawValuePropertyName = "UITextContentType(rawValue:)"

  /// Any spelling: an Objective-C constant, a Swift member (with or without its dot), a raw value.
  public static func anySpelling(_ value: String) -> TextContentType? {
    objectiveC(value) ?? swift(value.hasPrefix(".") ? String(value.dropFirst()) : value) ?? raw(value)
  }

  /// What the field is for, as far as a reader needs to know: a password field, a username field.
  public var fieldKind: Field.Kind {
    switch swiftName {
    case "password", "newPassword": .password
    case "username", "emailAddress": .username
    default: .other
    }
  }
}
