import PasswordRules
import Testing

/// Evaluates `rules` (nil: no `passwordrules`) with the given HTML attributes.
func acceptance(
  _ rules: String?, minLength: Int? = nil, maxLength: Int? = nil, pattern: Bool = false, new: Bool = false
) -> (EffectiveConstraints, [AcceptanceFinding]) {
  Acceptance.evaluate(
    rules: rules.map(RulesParser.parse), html: HTMLConstraints(minLength: minLength, maxLength: maxLength, hasPattern: pattern),
    isNewPasswordField: new)
}

func findings(
  _ rules: String?, minLength: Int? = nil, maxLength: Int? = nil, pattern: Bool = false, new: Bool = false, rule: String
) -> [AcceptanceFinding] {
  acceptance(rules, minLength: minLength, maxLength: maxLength, pattern: pattern, new: new).1.filter { $0.rule == rule }
}

/// The Unicode-scalar range of `part` in `text` (first occurrence).
func range(of part: String, in text: String) -> Range<Int> {
  let s = Array(text.unicodeScalars), p = Array(part.unicodeScalars)
  let start = (0...(s.count - p.count)).first { Array(s[$0..<$0 + p.count]) == p }!
  return start..<start + p.count
}

@Suite struct EffectiveConstraintsTests {
  @Test func combinesRulesAndAttributes() {
    let (effective, _) = acceptance("required: upper; minlength: 10; maxlength: 40", minLength: 12, maxLength: 30)
    #expect(effective.minimum == 12)
    #expect(effective.maximum == 30)
    #expect(effective.required == [[.named(.upper)]])
    #expect(effective.allowed == [.named(.upper)])
    #expect(effective.maxConsecutive == nil)
  }

  @Test func withoutRules() {
    let (effective, found) = acceptance(nil)
    #expect(effective == EffectiveConstraints(minimum: 0, maximum: nil, allowed: [.named(.asciiPrintable)]))
    #expect(found.isEmpty)
  }
}

@Suite struct AutofillAcceptanceTests {
  @Test func maxLengthBoundary() {
    let rules = "required: upper; required: digit; maxlength: 11"
    let found = findings(rules, rule: "autofill-max-length")
    #expect(found.count == 1)
    #expect(found.first?.source == .rules(range(of: "maxlength: 11", in: rules)))
    #expect(found.first?.message.contains("maximum length 11") == true)
    #expect(found.first?.message.contains("raise the rules' `maxlength` to at least 12") == true)
    #expect(findings("required: upper; required: digit; maxlength: 12", rule: "autofill-max-length").isEmpty)
  }

  @Test func maxLengthFromTheAttribute() {
    let found = findings("required: upper; required: digit", maxLength: 11, rule: "autofill-max-length")
    #expect(found.map(\.source) == [.htmlMaxLength])
    #expect(findings("required: upper; required: digit", maxLength: 12, rule: "autofill-max-length").isEmpty)
    // Only rules are ignored: a field without them has nothing to ignore.
    #expect(findings(nil, maxLength: 8, rule: "autofill-max-length").isEmpty)
    // A value Safari discards entirely already has its own diagnostics.
    #expect(findings("required: digits", maxLength: 8, rule: "autofill-max-length").isEmpty)
  }

  @Test func twoFullClassesPass() {
    for rules in ["allowed: upper, lower", "required: lower; required: digit", "allowed: unicode", "allowed: ascii-printable",
                  "required: upper; allowed: digit", "minlength: 12"] {
      #expect(findings(rules, rule: "autofill-character-classes").isEmpty, "\(rules)")
    }
  }

  @Test func oneFullClassFails() {
    let rules = "required: lower; allowed: special"
    let found = findings(rules, rule: "autofill-character-classes")
    #expect(found.count == 1)
    #expect(found.first?.message == "only lower of upper, lower and digit is allowed in full, so Safari ignores these rules; "
      + "allow `upper` or `digit` as well")
    #expect(found.first?.source == .rules(0..<rules.unicodeScalars.count))
  }

  @Test func partialClassIsNamed() {
    let found = findings("required: [abc]; allowed: upper", rule: "autofill-character-classes")
    #expect(found.first?.message.contains("only upper of upper, lower and digit") == true)
    #expect(found.first?.message.contains("(`[abc]` includes only part of lower)") == true)
    let none = findings("allowed: [ABC0-9], special", rule: "autofill-character-classes")
    #expect(none.first?.message.hasPrefix("none of upper, lower and digit is allowed in full") == true)
    #expect(none.first?.message.contains("`[ABC]` includes only part of upper, `[09]` includes only part of digit") == true)
  }

  @Test func patternWithRules() {
    let found = findings("required: upper; required: digit", pattern: true, rule: "pattern-with-rules")
    #expect(found.map(\.source) == [.htmlPattern])
    #expect(findings(nil, pattern: true, rule: "pattern-with-rules").isEmpty)
    #expect(findings("required: upper; required: digit", rule: "pattern-with-rules").isEmpty)
  }
}

@Suite struct LengthConflictTests {
  @Test func minimumAboveMaximumInRules() {
    let rules = "required: upper; minlength: 20; required: digit; maxlength: 16"
    let found = findings(rules, rule: "length-conflict")
    #expect(found.count == 1)
    #expect(found.first?.message == "minimum length 20 (the rules' `minlength`) is greater than maximum length 16 "
      + "(the rules' `maxlength`), so no password fits; lower the minimum or raise the maximum")
    #expect(found.first?.source == .rules(range(of: "minlength: 20; required: digit; maxlength: 16", in: rules)))
    // Said once: no `unsatisfiable-rules` on top.
    #expect(findings(rules, rule: "unsatisfiable-rules").isEmpty)
    #expect(findings("minlength: 16; maxlength: 16", rule: "length-conflict").isEmpty)
  }

  @Test func minimumAboveMaximumAcrossRulesAndAttribute() {
    let found = findings("required: upper; required: digit; minlength: 20", maxLength: 16, rule: "length-conflict")
    #expect(found.map(\.source) == [.htmlMaxLength])
    #expect(findings(nil, minLength: 20, maxLength: 16, rule: "length-conflict").map(\.source) == [.htmlMaxLength])
    #expect(findings(nil, minLength: 16, maxLength: 16, rule: "length-conflict").isEmpty)
  }

  @Test func attributeMaximumBelowRules() {
    let rules = "required: upper; required: digit; maxlength: 64"
    let found = findings(rules, maxLength: 20, rule: "length-conflict")
    #expect(found.count == 1)
    #expect(found.first?.source == .rules(range(of: "maxlength: 64", in: rules)))
    #expect(found.first?.message.contains("the attribute wins, so the browser cuts generated passwords to 20 characters") == true)
    #expect(findings(rules, maxLength: 64, rule: "length-conflict").isEmpty)
    #expect(findings(rules, maxLength: 100, rule: "length-conflict").isEmpty)  // the rules are stricter: harmless
  }

  @Test func attributeMinimumAboveRules() {
    let rules = "required: upper; required: digit; minlength: 8"
    let found = findings(rules, minLength: 12, rule: "length-conflict")
    #expect(found.count == 1)
    #expect(found.first?.source == .rules(range(of: "minlength: 8", in: rules)))
    #expect(found.first?.message.contains("the attribute wins") == true)
    #expect(found.first?.message.contains("raise the rules' minlength to 12") == true)
    #expect(findings(rules, minLength: 8, rule: "length-conflict").isEmpty)
    #expect(findings(rules, minLength: 6, rule: "length-conflict").isEmpty)
  }
}

@Suite struct NewPasswordFieldTests {
  @Test func shortMinimumOnlyOnNewFields() {
    #expect(findings(nil, new: true, rule: "short-minimum-length").map(\.source) == [.field])
    #expect(findings(nil, new: false, rule: "short-minimum-length").isEmpty)
    #expect(findings(nil, minLength: 7, new: true, rule: "short-minimum-length").map(\.source) == [.htmlMinLength])
    #expect(findings(nil, minLength: 8, new: true, rule: "short-minimum-length").isEmpty)
    let rules = "minlength: 7; required: upper, lower"
    let found = findings(rules, new: true, rule: "short-minimum-length")
    #expect(found.map(\.source) == [.rules(range(of: "minlength: 7", in: rules))])
    #expect(findings("minlength: 7", minLength: 8, new: true, rule: "short-minimum-length").isEmpty)
  }

  /// Rules the reference discards lose their `minlength`: the note points at their error, not at a
  /// minimum they already write.
  @Test func aDiscardedMinimumPointsAtTheError() throws {
    let discarded = try #require(findings("minlength: 12; required: digits", new: true, rule: "short-minimum-length").first)
    #expect(discarded.source == .field)
    #expect(discarded.message.contains("its `minlength` with it; correct the error"), "\(discarded.message)")
    for unwritten in ["required: digits", "required: [minlength]; required: digits", "minlength: 0; required: digits"] {
      let found = try #require(findings(unwritten, new: true, rule: "short-minimum-length").first)
      #expect(found.message.contains("declare a minimum of at least 8"), "\(unwritten): \(found.message)")
    }
  }

  @Test func shortMaximumOnlyOnNewFields() {
    #expect(findings(nil, maxLength: 63, new: true, rule: "short-maximum-length").map(\.source) == [.htmlMaxLength])
    #expect(findings(nil, maxLength: 63, new: false, rule: "short-maximum-length").isEmpty)
    #expect(findings(nil, maxLength: 64, new: true, rule: "short-maximum-length").isEmpty)
    #expect(findings(nil, new: true, rule: "short-maximum-length").isEmpty)
    #expect(findings("maxlength: 63", new: true, rule: "short-maximum-length").count == 1)
  }

  @Test func messagesReadLikeTheCatalog() {
    let cases: [(String?, Int?, Int?)] = [
      ("maxlength: 10; minlength: 4; allowed: lower", nil, 9), ("required: upper; maxlength: 2; required: digit; required: lower", 1, nil),
      ("allowed: [a]; max-consecutive: 2; minlength: 3", nil, nil), (nil, 20, 10), ("minlength: 8; maxlength: 64", 12, 20),
    ]
    for (rules, min, max) in cases {
      for finding in acceptance(rules, minLength: min, maxLength: max, pattern: true, new: true).1 {
        #expect(finding.message.first(where: \.isLetter)?.isLowercase == true, "\(finding.message)")
        #expect(finding.message.last != ".", "\(finding.message)")
        #expect(!finding.message.contains(".0"), "\(finding.message)")
      }
    }
  }
}

@Suite struct LengthConflictAdviceTests {
  /// The attribute below the rules' maximum: lower the rules to it, unless that would make them ignored
  /// (under 12) or unsatisfiable (under their minimum); then raise the attribute.
  @Test(arguments: [
    (32, "required: upper; required: digit; maxlength: 64;", "set the rules' maxlength to 32"),
    (10, "required: upper; required: digit; maxlength: 64;", "raise the `maxlength` attribute to 64"),
    (14, "required: upper; required: digit; minlength: 16; maxlength: 64;", "raise the `maxlength` attribute to 64"),
  ])
  func adviceThatKeepsTheRulesWorking(maxLength: Int, rules: String, advice: String) throws {
    let found = findings(rules, maxLength: maxLength, rule: "length-conflict").filter { $0.message.contains("is lower than the rules'") }
    let finding = try #require(found.first)
    #expect(finding.message.hasSuffix(advice))
  }
}
