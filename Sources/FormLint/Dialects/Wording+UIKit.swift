extension Wording {
  /// iOS AutoFill reads the rules; a UIKit field has no length limits or pattern of its own, so a
  /// minimum or maximum is declared in the rules (`minlength: 12`). `rules` is how the source names them.
  static func uiKit(rules: String) -> Wording {
    Wording(
      reader: "AutoFill", rules: rules, minLengthLimit: "the field's minimum length",
      maxLengthLimit: "the field's maximum length", minLength: "minlength", maxLength: "maxlength", pattern: "pattern",
      limit: "the field's limit", enforcer: "the field", minimumInRulesOnly: true)
  }
}
