import PasswordRules
import Testing

/// Every diagnostic's range, to the character. Inputs mark the expected range with `⟦…⟧`,
/// which are removed before parsing (so offsets count the real input's Unicode scalars).
@Suite struct IssueRangeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var marked: String
    var rule: String
    var effect: Effect
    var suggestion: String?
    var testDescription: String { marked.debugDescription }

    init(_ marked: String, _ rule: String, _ effect: Effect, suggestion: String? = nil) {
      self.marked = marked
      self.rule = rule
      self.effect = effect
      self.suggestion = suggestion
    }

    /// The input without markers, and the marked range in Unicode scalars.
    var inputAndRange: (String, Range<Int>) {
      var scalars = String.UnicodeScalarView()
      var start = 0, end = 0
      for scalar in marked.unicodeScalars {
        switch scalar {
        case "⟦": start = scalars.count
        case "⟧": end = scalars.count
        default: scalars.append(scalar)
        }
      }
      return (String(scalars), start..<end)
    }
  }

  static let cases: [Case] = [
    Case("required: upper; required: ⟦digits⟧", "unknown-character-class", .wholeValueDiscarded, suggestion: "digit"),
    Case("required: upper;\trequired: ⟦Upper-case⟧", "unknown-character-class", .wholeValueDiscarded, suggestion: "upper"),
    Case("⟦min-length⟧: 8", "unknown-property", .wholeValueDiscarded, suggestion: "minlength"),
    Case("minlength: 8; ⟦maxLength⟧: 64", "unknown-property", .wholeValueDiscarded, suggestion: "maxlength"),
    Case("⟦Required⟧: upper", "unknown-property", .wholeValueDiscarded, suggestion: "required"),
    Case("minlength: 12⟦ ⟧;", "malformed-number", .propertyDropped, suggestion: ""),
    Case("maxlength: 20; minlength: 12⟦\r\n⟧", "malformed-number", .propertyDropped, suggestion: ""),
    // The next property after a number: the `;` is missing, and taking the space out would join the two.
    Case("minlength: ⟦12⟧ required: lower", "malformed-number", .wholeValueDiscarded, suggestion: "12;"),
    Case("minlength: ⟦12⟧\r\nmaxlength: 64;", "malformed-number", .wholeValueDiscarded, suggestion: "12;"),
    // A pasted no-break or thin space is a space.
    Case("required: upper;⟦\u{00A0}⟧required: digit", "malformed-list", .restIgnored, suggestion: " "),
    Case("required:⟦\u{2009}⟧upper", "malformed-list", .wholeValueDiscarded, suggestion: " "),
    // Before anything else, taking the whitespace out would make another value (`121`): no fix.
    Case("minlength: 12⟦ ⟧1;", "malformed-number", .wholeValueDiscarded, suggestion: nil),
    Case("max-consecutive: ⟦-1⟧", "malformed-number", .wholeValueDiscarded),
    Case("minlength: ⟦1e3⟧; maxlength: 64", "malformed-number", .wholeValueDiscarded),
    Case("minlength: ⟦twelve⟧", "malformed-number", .wholeValueDiscarded),
    Case("required: upper ⟦lower⟧", "malformed-list", .wholeValueDiscarded),
    Case("required: upper,⟦,⟧lower", "malformed-list", .wholeValueDiscarded, suggestion: ""),
    Case("required: upper⟦,⟧", "malformed-list", .propertyDropped, suggestion: ""),
    Case("required: upper⟦,⟧; minlength: 14", "malformed-list", .propertyDropped, suggestion: ""),
    Case("required⟦ ⟧: upper", "malformed-list", .wholeValueDiscarded, suggestion: ""),
    Case("minlength: 8;⟦;⟧x", "malformed-list", .restIgnored, suggestion: ""),
    Case("required: upper, ⟦[abc; minlength: 8⟧", "custom-class-syntax", .restIgnored),
    Case("allowed: [a⟦]b⟧]", "custom-class-syntax", .wholeValueDiscarded),
    Case("allowed: [] ⟦]⟧", "custom-class-syntax", .wholeValueDiscarded),
    Case("allowed: [a⟦-⟧z]", "custom-class-dash", .silentlyChanged),
    Case("required: [\t⟦-⟧a]", "custom-class-dash", .silentlyChanged),
    Case("required: [!⟦é⟧#]", "custom-class-ignored-characters", .silentlyChanged, suggestion: ""),
    Case("required: [!⟦😀\t⟧#]", "custom-class-ignored-characters", .silentlyChanged, suggestion: ""),
    // Removing them would put the dropped `-` first, where it counts: no replacement.
    Case("allowed: upper, lower, digit, [⟦éè⟧-]", "custom-class-ignored-characters", .silentlyChanged),
    Case("required: [😀]; required: upper; ⟦max-consecutive: 0⟧", "ignored-property", .propertyDropped),
    Case("required: upper; ⟦required: ⟧;", "ignored-property", .propertyDropped),
    Case("required: upper; allowed: ⟦[]⟧", "ignored-property", .none),
    Case("réquired: upper".replacingOccurrences(of: "réquired", with: "⟦r⟧équired"), "unknown-property", .wholeValueDiscarded),
    Case("⟦🔐⟧ ;", "malformed-list", .restIgnored),
    Case("minlength: 8; ⟦🔐⟧", "malformed-list", .restIgnored),
  ]

  @Test(arguments: cases)
  func rangeEffectAndSuggestion(_ c: Case) {
    let (input, expected) = c.inputAndRange
    let issues = RulesParser.parse(input).issues.filter { $0.rule == c.rule }
    #expect(issues.count >= 1, "no \(c.rule) in \(RulesParser.parse(input).issues.map(\.rule))")
    guard let issue = issues.first(where: { $0.range == expected }) else {
      Issue.record("\(c.rule) ranges \(issues.map(\.range)), expected \(expected)")
      return
    }
    #expect(issue.effect == c.effect)
    #expect(issue.suggestion == c.suggestion)
    #expect(issue.message.first?.isUppercase == false && issue.message.last != ".")
  }

  @Test func messagesSayTheEffectAndTheFix() {
    let issue = RulesParser.parse("required: upper; required: digits").issues[0]
    #expect(issue.message == "unknown character class `digits`: Safari ignores the whole passwordrules value; did you mean `digit`?")
    // A property after a `,` was meant after a `;`; after a `:` it is only an unknown class.
    let comma = RulesParser.parse("required: digit, max-consecutive: 3").issues[0]
    #expect(comma.message.hasSuffix("`max-consecutive` is a property: end the list before it with `;`, not `,`"))
    let colon = RulesParser.parse("required: max-consecutive: 3").issues[0]
    #expect(!colon.message.contains("is a property"))
    // Words too far from a class's name for an edit distance, which people write for it.
    for (written, meant) in [("numbers", "digit"), ("Number", "digit"), ("symbols", "special"), ("uppercase", "upper"), ("ascii", "ascii-printable")] {
      #expect(RulesParser.parse("required: \(written)").issues.first?.suggestion == meant, "\(written)")
    }
  }

  @Test func everyRangeLiesInsideTheInputOverAllVectors() throws {
    for vector in try ConformanceFiles.all {
      let count = vector.input.unicodeScalars.count
      for issue in RulesParser.parse(vector.input).issues {
        #expect(issue.range.lowerBound >= 0 && issue.range.upperBound <= count && !issue.range.isEmpty || count == 0,
                "\(vector.input.debugDescription): \(issue.rule) \(issue.range)")
      }
    }
  }
}
