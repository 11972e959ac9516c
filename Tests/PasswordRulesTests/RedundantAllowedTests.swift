import PasswordRules
import Testing

@Suite struct RedundantAllowedTests {
  func notes(_ rules: String) -> [Range<Int>] {
    RulesParser.parse(rules).issues.filter { $0.rule == "redundant-allowed" }.map(\.range)
  }

  @Test func namedClassRepeatsRequired() {
    let rules = "required: upper; allowed: upper, lower"
    let issues = RulesParser.redundantAllowedIssues(RulesParser.parse(rules))
    #expect(issues.map(\.range) == [range(of: "upper, lower", in: rules).lowerBound..<range(of: "upper, lower", in: rules).lowerBound + 5])
    #expect(issues.first?.effect == Effect.none)
    #expect(issues.first?.message == "`upper` is already allowed by `required` (every required class is allowed too), "
      + "so listing it under `allowed` changes nothing; remove it")
  }

  @Test(arguments: [
    ("required: ascii-printable; allowed: upper", ["upper"]),
    ("required: [abc]; allowed: [ab]", ["[ab]"]),
    ("required: lower; allowed: [xyz], digit", ["[xyz]"]),
    ("required: unicode; allowed: unicode", ["unicode"]),
    ("required: upper, lower, digit, special; allowed: upper", ["upper"]),
    ("allowed: upper; required: upper", ["upper"]),  // order does not matter for plain classes
  ])
  func redundant(rules: String, classes: [String]) {
    let ranges = notes(rules)
    let scalars = Array(rules.unicodeScalars)
    #expect(ranges.map { String(String.UnicodeScalarView(scalars[$0])) } == classes)
  }

  @Test(arguments: [
    "required: upper; allowed: unicode",  // unicode adds every non-ASCII character
    "required: upper; allowed: ascii-printable",
    "required: [abc]; allowed: [abd]",
    "required: upper; allowed: lower",
    "allowed: ascii-printable; required: unicode",  // removing it would turn `allowed` into unicode
    "required: upper, lower, digit, special; allowed: unicode",  // [ascii-printable] required: unicode is not covered
    "required: upper; allowed: upper, digits",  // discarded: nothing is read
    "allowed: upper, upper",
  ])
  func notRedundant(rules: String) {
    #expect(notes(rules).isEmpty)
  }

  @Test func mergedInTextOrder() {
    let rules = "required: upper, lower; allowed: [a-b], upper"
    let issues = RulesParser.parse(rules).issues
    #expect(issues.map(\.rule) == ["redundant-allowed", "custom-class-dash", "redundant-allowed"])
    #expect(issues.map(\.range.lowerBound) == issues.map(\.range.lowerBound).sorted())
  }

  /// `parse` includes the notes; they never touch what the conformance vectors measure.
  @Test func parseIncludesTheSeparateCall() throws {
    var total = 0
    for vector in try ConformanceFiles.all {
      let parsed = RulesParser.parse(vector.input)
      let separate = RulesParser.redundantAllowedIssues(parsed)
      #expect(parsed.issues.filter { $0.rule == "redundant-allowed" } == separate, "\(vector.input)")
      total += separate.count
    }
    #expect(total > 0)
  }
}
