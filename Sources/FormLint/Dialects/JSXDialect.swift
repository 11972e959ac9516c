import FieldModel
import PasswordRules

/// React DOM props: `autoComplete="new-password"`, `minLength`, `maxLength`; `passwordrules` stays
/// lowercase (React passes an unknown lowercase attribute through and warns about `passwordRules`).
/// The values are HTML's.
public struct JSXDialect: Dialect {
  /// How the field at hand writes its content type: React's `autoComplete`, or HTML's `autocomplete`
  /// as Preact, Solid and Qwik take it.
  var contentTypeName = "autoComplete"

  public init() {}

  public func name(of key: PropertyKey) -> String { key == .contentType ? contentTypeName : Self.propNames[key]! }

  public func forContentType(writtenAs name: String) -> any Dialect {
    var dialect = self
    if name == "autocomplete" { dialect.contentTypeName = name }
    return dialect
  }

  public func written(_ key: PropertyKey, _ value: String) -> String { "\(name(of: key))=\"\(value)\"" }

  public func insertion(_ key: PropertyKey, _ value: String) -> String? { " " + written(key, value) }

  public func contentType(_ literal: String) -> [ContentType]? { HTMLDialect().contentType(literal) }

  public func whyIgnored(_ literal: String) -> String? { HTMLDialect().whyIgnored(literal) }

  public func spelling(of contentType: ContentType) -> String { HTMLDialect().spelling(of: contentType) }

  public var screenNoun: String { "form" }
  public var usernameFieldExample: String { "`<input \(contentTypeName)=\"username\">` (it may be hidden)" }
  public var rulesReader: String { "Safari reads it only on `<input type=\"password\">`" }

  public var wording: Wording {
    Wording(
      reader: "Safari", rules: "passwordrules", minLengthLimit: "the `minLength` prop",
      maxLengthLimit: "the `maxLength` prop", minLength: "minLength", maxLength: "maxLength", pattern: "pattern",
      limit: "the prop")
  }

  static let propNames: [PropertyKey: String] = [
    .rules: "passwordrules", .minLength: "minLength", .maxLength: "maxLength", .pattern: "pattern",
    .contentType: "autoComplete", .autoComplete: "autoComplete", .secureEntry: "type",
  ]
}
