import PasswordRules
import Testing

/// Any string is a rules string: no crash, no overflow, linear time (sizes here would take
/// minutes if anything were quadratic).
@Suite struct HostileInputTests {
  @Test func aMegabyteOfRules() {
    let unit = "required: upper, lower, [-!@#]; minlength: 12; "
    let input = String(repeating: unit, count: 1_000_000 / unit.count)
    let parsed = RulesParser.parse(input)
    #expect(parsed.issues.isEmpty)
    #expect(parsed.canonical.text(.canonical).hasSuffix("minlength: 12"))
  }

  @Test func aHundredThousandOpeningBrackets() {
    let top = RulesParser.parse(String(repeating: "[", count: 100_000))
    #expect(top.referenceLabels == ["bad-property-start"])
    let inClass = RulesParser.parse("required: " + String(repeating: "[", count: 100_000))
    #expect(inClass.referenceLabels == ["unterminated-class"])
    // The class swallows the rest of the input and is lost; the property stays, empty.
    #expect(inClass.canonical.text(.canonical) == "required: ; allowed: ascii-printable")
  }

  @Test func aMegabyteIdentifierGetsNoSuggestionAndNoQuadraticWork() {
    let parsed = RulesParser.parse("required: " + String(repeating: "digits", count: 170_000))
    #expect(parsed.issues.first?.rule == "unknown-character-class")
    #expect(parsed.issues.first?.suggestion == nil)
  }

  @Test func nulBytesAndControlCharacters() {
    let parsed = RulesParser.parse("required: up\u{0}per; allowed: [\u{0}\u{1}a]")
    #expect(parsed.referenceLabels == ["unknown-class", "bad-property-separator"])
    #expect(parsed.issues[0].message.contains("`up`"))
    let skipped = RulesParser.parse("allowed: [\u{0}\u{1}a]").issues
    #expect(skipped.map(\.rule) == ["custom-class-ignored-characters"])
    #expect(skipped.first?.message.contains("U+0000U+0001") == true)
  }

  @Test func fourHundredDigitNumbersDoNotOverflow() {
    let parsed = RulesParser.parse("minlength: " + String(repeating: "9", count: 400))
    #expect(parsed.canonical.text(.canonical) == "allowed: ascii-printable; minlength: Infinity")
    let (effective, _) = Acceptance.evaluate(rules: parsed, html: HTMLConstraints(), isNewPasswordField: true)
    #expect(effective.minimum.isInfinite)
    #expect(PasswordGenerator(source: SeededRandomSource(seed: 1)).generate(effective, count: 1) == nil)
  }
}
