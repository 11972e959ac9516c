@testable import FormLint
import Testing

@Suite struct ConfigurationTests {
  @Test func readsIncludeExcludeAndRuleLevels() throws {
    let config = try Configuration.parse("""
      include: ["*.html", "*.njk"]
      exclude: vendor/**
      rules:
        short-maximum-length: off
        pattern-with-rules: error
      """)
    #expect(config.include == ["*.html", "*.njk"])
    #expect(config.exclude == ["vendor/**"])
    #expect(config.rules.severity(for: "short-maximum-length") == nil)
    #expect(config.rules.severity(for: "pattern-with-rules") == .error)
    #expect(config.rules.severity(for: "autocomplete-off") == .warning)
  }

  @Test func rejectsUnknownKeysRulesAndLevels() {
    #expect(throws: Configuration.Error.self) { try Configuration.parse("rulez: {}") }
    #expect(throws: Configuration.Error.self) { try Configuration.parse("rules: {no-such-rule: off}") }
    #expect(throws: Configuration.Error.self) { try Configuration.parse("rules: {autocomplete-off: loud}") }
    #expect(throws: Configuration.Error.self) { try Configuration.parse("- just\n- a list") }
    #expect(throws: Configuration.Error.self) { try Configuration.parse("include: [unclosed") }
  }

  @Test func anEmptyFileIsTheDefault() throws {
    #expect(try Configuration.parse("") == Configuration())
  }
}
