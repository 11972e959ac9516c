import PasswordRules
import Testing

/// The round-trip form must read back, with no syntax issue, as the same canonical rules.
@Suite struct RoundTripTests {
  /// Reads `text` back; nil when it reads back as `parsed`, else what went wrong.
  static func mismatch(_ text: String, _ parsed: ParsedRules) -> String? {
    let reparsed = RulesParser.parse(text)
    let syntax = reparsed.issues.filter { ConformanceTests.syntaxFamily.contains($0.rule) }.map(\.rule)
    let (before, after) = (parsed.canonical.text(.canonical), reparsed.canonical.text(.canonical))
    if syntax.isEmpty && reparsed.referenceLabels.isEmpty && before == after { return nil }
    return "\(parsed.input.debugDescription) → \(text.debugDescription): \(syntax) \(before.debugDescription) ≠ \(after.debugDescription)"
  }

  /// Over every vector, `roundTripText` reads back as the same rules. `minified.text(.roundTrip)` is the same
  /// text except in the three cases `roundTripText` corrects (an empty `required`, a number beyond 2^53, the
  /// `unicode`/`ascii-printable` order).
  @Test(arguments: ConformanceFiles.names)
  func everyVectorRoundTrips(file: String) throws {
    var failures: [String] = [], unexplained: [String] = []
    for vector in try ConformanceFiles.load(file) {
      let parsed = RulesParser.parse(vector.input)
      let text = parsed.roundTripText
      if let failure = Self.mismatch(text, parsed) { failures.append(failure) }
      let m = parsed.minified
      if m.text(.roundTrip) != text {
        let emptyRequired = m.required.contains([])
        let hugeNumber = [m.maxConsecutive, m.minLength, m.maxLength].contains { ($0 ?? 0) >= 9_007_199_254_740_992 }
        let reordered = text.hasPrefix("allowed:") && !m.required.isEmpty
        if !(emptyRequired || hugeNumber || reordered) { unexplained.append(vector.input.debugDescription) }
      }
    }
    #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) do not round-trip:\n" + failures.prefix(40).joined(separator: "\n")))
    #expect(unexplained.isEmpty, Comment(rawValue: unexplained.prefix(40).joined(separator: "\n")))
  }

  @Test(arguments: [
    ("required: [-a]", "required: [-a]"),
    ("required: [a]], lower; allowed: [-_ ]", "required: lower, []]; allowed: [- _]"),
    ("required: []; maxlength: 3", "required: []; maxlength: 3"),
    ("required: [é]", "required: []"),
    ("allowed: unicode; required: upper, lower, digit, special", "allowed: unicode; required: ascii-printable"),
    ("allowed: ascii-printable; required: unicode", "allowed: ascii-printable; required: unicode"),
    ("required: unicode; allowed: ascii-printable", "required: unicode; allowed: ascii-printable"),
    ("minlength: 1000000000000000000000", "minlength: 1000000000000000000000"),
    ("minlength: 999999999999999999999", "minlength: 999999999999999990000"),
    ("maxlength: " + String(repeating: "9", count: 400), "maxlength: 1" + String(repeating: "0", count: 309)),
    ("max-consecutive: 9007199254740993", "max-consecutive: 9007199254740992"),
  ])
  func corrections(input: String, expected: String) {
    let parsed = RulesParser.parse(input)
    #expect(parsed.roundTripText == expected)
    #expect(Self.mismatch(parsed.roundTripText, parsed) == nil)
  }

  @Test func referenceMinifiedFormDoesNotAlwaysRoundTrip() {
    let parsed = RulesParser.parse("required: [-a]")
    #expect(parsed.minified.text(.minified) == "required: [a-]")
    let reread = RulesParser.parse("required: [a-]")
    #expect(reread.referenceLabels == ["misplaced-dash"])
    #expect(reread.canonical.text(.canonical) == "required: [a]; allowed: [a]")
    #expect(parsed.canonical.text(.canonical) == "required: [a-]; allowed: [a-]")
    #expect(parsed.minified.text(.roundTrip) == "required: [-a]")
    #expect(RulesParser.parse(parsed.minified.text(.roundTrip)).canonical == parsed.canonical)
  }
}
