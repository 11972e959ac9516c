/// Every rule formlint has, in catalog order. Ids are stable and never reused.
public enum RuleRegistry {
  static let rules: [any LintRule] = [
    // The rules language
    UnknownPropertyRule(), UnknownCharacterClassRule(), MalformedNumberRule(), MalformedListRule(),
    CustomClassSyntaxRule(), CustomClassDashRule(), CustomClassIgnoredCharactersRule(), IgnoredPropertyRule(),
    RedundantAllowedRule(),
    // AutoFill acceptance
    AutofillMaxLengthRule(), AutofillCharacterClassesRule(), PatternWithRulesRule(), LengthConflictRule(),
    UnsatisfiableRulesRule(), ShortMinimumLengthRule(), ShortMaximumLengthRule(),
    // Forms and fields
    ConfirmFieldRulesRule(), RulesOnNonPasswordFieldRule(), NewPasswordAutocompleteRule(), AutocompleteOffRule(),
    MissingUsernameFieldRule(), SuggestRulesFromPatternRule(),
    // The run
    IOErrorRule(), ParseErrorRule(), UnusedSuppressionRule(),
  ]

  /// The catalog's metadata, in order.
  public static let all: [RuleMetadata] = rules.map { type(of: $0).metadata }

  public static func metadata(for id: String) -> RuleMetadata? { all.first { $0.id == id } }

  /// Runs every page check on `page`.
  static func check(_ page: Page) -> [Finding] {
    var findings: [Finding] = []
    for rule in rules { rule.check(page, into: &findings) }
    return findings
  }
}
