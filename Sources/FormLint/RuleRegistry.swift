/// Every rule formlint has, in catalog order. Ids are stable and never reused.
public enum RuleRegistry {
  static let rules: [any LintRule] = [
    // The rules language
    UnknownPropertyRule(), UnknownCharacterClassRule(), MalformedNumberRule(), MalformedListRule(),
    CustomClassSyntaxRule(), CustomClassDashRule(), CustomClassIgnoredCharactersRule(), IgnoredPropertyRule(),
    RedundantAllowedRule(), HTMLEntityInRulesRule(),
    // AutoFill acceptance
    AutofillMaxLengthRule(), AutofillCharacterClassesRule(), PatternWithRulesRule(), LengthConflictRule(),
    UnsatisfiableRulesRule(), ShortMinimumLengthRule(), ShortMaximumLengthRule(),
    // Forms and fields
    ConfirmFieldRulesRule(), RulesOnNonPasswordFieldRule(), NewPasswordAutocompleteRule(), AutocompleteOffRule(),
    MissingUsernameFieldRule(), InvalidContentTypeRule(), PropNameCaseRule(), SuggestRulesFromPatternRule(),
    // Suppressions
    UnusedSuppressionRule(),
  ]

  /// The catalog's metadata, in order, then the run's failures (which reports name like rules).
  public static let all: [RuleMetadata] = rules.map { type(of: $0).metadata } + RunFailure.allCases.map(\.metadata)

  public static func metadata(for id: String) -> RuleMetadata? { all.first { $0.id == id } }

  /// The rule that reports an engine issue kind: the one place the engine's kinds meet formlint's ids
  /// and default severities.
  public static func metadata(for kind: RulesIssue.Kind) -> RuleMetadata { issueRules[kind]! }
  public static func metadata(for kind: AcceptanceFinding.Kind) -> RuleMetadata { acceptanceRules[kind]! }

  private static let issueRules: [RulesIssue.Kind: RuleMetadata] = Dictionary(uniqueKeysWithValues: rules.compactMap {
    guard let rule = $0 as? any RulesLanguageRule else { return nil }
    return (type(of: rule).issueKind, type(of: rule).metadata)
  })
  private static let acceptanceRules: [AcceptanceFinding.Kind: RuleMetadata] = Dictionary(uniqueKeysWithValues: rules.compactMap {
    guard let rule = $0 as? any AcceptanceRule else { return nil }
    return (type(of: rule).acceptanceKind, type(of: rule).metadata)
  })

  /// Runs every rule on `document`.
  static func check(_ document: Document) -> [Finding] {
    var findings: [Finding] = []
    for rule in rules { rule.check(document, into: &findings) }
    // A literal several fields share (a Swift `let` constant, an Objective-C `#define`) is one value
    // in the file: its findings are reported once, not once per field that uses it.
    var seen = Set<Finding>()
    return findings.filter { seen.insert($0).inserted }
  }
}
