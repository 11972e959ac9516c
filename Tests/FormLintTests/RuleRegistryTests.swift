@testable import FormLint
import Testing

@Suite struct RuleRegistryTests {
  @Test func idsAreUniqueKebabCaseAndDocumented() {
    let ids = RuleRegistry.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for rule in RuleRegistry.all {
      #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
      #expect(rule.name != rule.id && !rule.name.isEmpty)
      #expect(!rule.summary.isEmpty && !rule.documentation.isEmpty)
      #expect(rule.summary.first?.isUppercase != true, "summaries start lowercase: \(rule.id)")
    }
  }

  @Test func theMinimumCatalogIsPresent() {
    let catalog = [
      "unknown-property", "unknown-character-class", "malformed-number", "malformed-list", "custom-class-syntax",
      "custom-class-dash", "custom-class-ignored-characters", "ignored-property", "redundant-allowed",
      "autofill-max-length", "autofill-character-classes", "pattern-with-rules", "length-conflict",
      "unsatisfiable-rules", "confirm-field-rules", "rules-on-non-password-field", "new-password-autocomplete",
      "autocomplete-off", "missing-username-field", "short-minimum-length", "short-maximum-length",
      "suggest-rules-from-pattern",
    ]
    let ids = Set(RuleRegistry.all.map(\.id))
    for id in catalog { #expect(ids.contains(id), "missing \(id)") }
  }

  /// The examples in each rule's documentation are run, so the docs cannot rot.
  @Test(arguments: RuleRegistry.all.filter { !$0.failingExample.isEmpty })
  func documentedExamplesBehaveAsDocumented(rule: RuleMetadata) {
    let failing = lint(rule.failingExample)
    #expect(!failing.with(rule.id).isEmpty, "the failing example of \(rule.id) reports nothing: \(failing.rules)")
    let passing = lint(rule.passingExample)
    #expect(passing.with(rule.id).isEmpty, "the passing example of \(rule.id) reports: \(passing.with(rule.id).map(\.message))")
  }
}

extension RuleMetadata: CustomTestStringConvertible {
  public var testDescription: String { id }
}
