/// How the engine's messages name what surrounds the rules: who reads them and how the field's other
/// limits are written. A linter passes the wording of the source it lints; HTML's is the default.
public struct Wording: Sendable, Hashable {
  /// Who reads the rules and acts on them: "Safari", "AutoFill".
  public var reader: String
  /// The rules as written on the field, in running text: "passwordrules", "the descriptor".
  public var rules: String
  /// The field's own length limits and pattern, as a message names them: "the `minlength` attribute".
  public var minLengthLimit: String
  public var maxLengthLimit: String
  /// The words a fix uses for them: "minlength", "maxLength".
  public var minLength: String
  public var maxLength: String
  public var pattern: String
  /// What the field's own limits are, and what enforces them, in running text: "the attribute", "the
  /// browser"; "the prop", "the text input".
  public var limit: String
  public var enforcer: String
  /// The field has no minimum length of its own (React Native, UIKit): a minimum is said in the rules.
  public var minimumInRulesOnly: Bool

  public init(
    reader: String, rules: String, minLengthLimit: String, maxLengthLimit: String, minLength: String,
    maxLength: String, pattern: String, limit: String = "the attribute", enforcer: String = "the browser",
    minimumInRulesOnly: Bool = false
  ) {
    self.reader = reader
    self.rules = rules
    self.minLengthLimit = minLengthLimit
    self.maxLengthLimit = maxLengthLimit
    self.minLength = minLength
    self.maxLength = maxLength
    self.pattern = pattern
    self.limit = limit
    self.enforcer = enforcer
    self.minimumInRulesOnly = minimumInRulesOnly
  }

  /// Safari and HTML attributes.
  public static let html = Wording(
    reader: "Safari", rules: "passwordrules", minLengthLimit: "the `minlength` attribute",
    maxLengthLimit: "the `maxlength` attribute", minLength: "minlength", maxLength: "maxlength", pattern: "pattern")
}
