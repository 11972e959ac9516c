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
    // An example that is not markup is Swift (`html-entity-in-rules`); a `<TextInput>`, React Native.
    let path = rule.failingExample.hasPrefix("<TextInput") ? "Screen.tsx" : rule.failingExample.hasPrefix("<") ? "page.html" : "Example.swift"
    let failing = SourceLinter.lint(Array(rule.failingExample.utf8), path: path).diagnostics
    #expect(!failing.with(rule.id).isEmpty, "the failing example of \(rule.id) reports nothing: \(failing.rules)")
    let passing = SourceLinter.lint(Array(rule.passingExample.utf8), path: path).diagnostics
    #expect(passing.with(rule.id).isEmpty, "the passing example of \(rule.id) reports: \(passing.with(rule.id).map(\.message))")
  }
}

extension RuleMetadata: CustomTestStringConvertible {
  public var testDescription: String { id }
}

@Suite struct CatalogTests {
  /// Every engine kind is reported by exactly one rule, whose id is the kind's name in kebab case.
  @Test func everyEngineKindHasItsRule() {
    for kind in RulesIssue.Kind.allCases {
      #expect(RuleRegistry.metadata(for: kind).id == kebab("\(kind)"), "\(kind)")
    }
    for kind in AcceptanceFinding.Kind.allCases {
      #expect(RuleRegistry.metadata(for: kind).id == kebab("\(kind)"), "\(kind)")
    }
  }

  /// Failures of the run are named like rules in reports but are not rules: a config cannot turn them off.
  @Test func failuresAreNotConfigurable() {
    for failure in RunFailure.allCases {
      #expect(!RuleRegistry.rules.contains { type(of: $0).metadata.id == failure.rawValue })
      #expect(throws: Configuration.Error.self) {
        try Configuration.parse("rules:\n  \(failure.rawValue): off\n")
      }
    }
  }

  private func kebab(_ name: String) -> String {
    name.reduce(into: "") { out, c in out += c.isUppercase ? "-" + c.lowercased() : String(c) }
  }
}
