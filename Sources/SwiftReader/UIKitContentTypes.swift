import FieldModel

/// UIKit's `UITextContentType` values: the members as Swift spells them and their raw strings
/// (which follow HTML's autocomplete tokens).
public enum UIKitContentTypes {
  /// What a content type is for, from a member name (`newPassword`) or a raw value (`new-password`).
  public enum Meaning: Sendable, Hashable {
    case username, email, currentPassword, newPassword, oneTimeCode, other
  }

  /// `nil` for a value UIKit does not define.
  public static func meaning(of literal: String) -> Meaning? {
    if let meaning = special[literal] { return meaning }
    if members[literal] != nil || rawValues.contains(literal) { return .other }
    return nil
  }

  static let special: [String: Meaning] = [
    "username": .username, "emailAddress": .email, "email": .email, "password": .currentPassword,
    "newPassword": .newPassword, "new-password": .newPassword, "oneTimeCode": .oneTimeCode,
    "one-time-code": .oneTimeCode,
  ]

  /// Member name → raw value.
  public static let members: [String: String] = [
    "username": "username", "password": "password", "newPassword": "new-password", "oneTimeCode": "one-time-code",
    "emailAddress": "email", "URL": "url", "telephoneNumber": "tel", "name": "name", "namePrefix": "honorific-prefix",
    "givenName": "given-name", "middleName": "additional-name", "familyName": "family-name",
    "nameSuffix": "honorific-suffix", "nickname": "nickname", "jobTitle": "organization-title",
    "organizationName": "organization", "location": "location", "fullStreetAddress": "street-address",
    "streetAddressLine1": "address-line1", "streetAddressLine2": "address-line2", "addressCity": "address-level2",
    "addressState": "address-level1", "addressCityAndState": "address-level1+2", "sublocality": "address-level3",
    "countryName": "country-name", "postalCode": "postal-code", "creditCardNumber": "cc-number",
    "creditCardSecurityCode": "cc-csc", "creditCardName": "cc-name", "creditCardGivenName": "cc-given-name",
    "creditCardMiddleName": "cc-additional-name", "creditCardFamilyName": "cc-family-name",
    "creditCardExpiration": "cc-exp", "creditCardExpirationMonth": "cc-exp-month",
    "creditCardExpirationYear": "cc-exp-year", "creditCardType": "cc-type", "birthdate": "bday",
    "birthdateDay": "bday-day", "birthdateMonth": "bday-month", "birthdateYear": "bday-year",
    "dateTime": "date-time", "flightNumber": "flight-number", "shipmentTrackingNumber": "shipment-tracking-number",
    "cellularEID": "cellular-eid", "cellularIMEI": "cellular-imei",
  ]

  static let rawValues = Set(members.values)
}
