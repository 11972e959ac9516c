import PasswordRules
import Testing

func satisfiability(_ rules: String) -> Satisfiability {
  EffectiveConstraints(RulesParser.parse(rules).canonical).satisfiability
}

@Suite struct SatisfiabilityTests {
  @Test(arguments: [
    ("required: upper; required: lower; required: digit; maxlength: 2",
     Satisfiability.unsatisfiable(.tooManyRequired(needed: 3, maximum: 2))),
    ("required: upper; required: lower; required: digit; maxlength: 3", .satisfiable(lengths: 3...3)),
    ("required: [a]; required: [a]; maxlength: 1", .satisfiable(lengths: 1...1)),
    ("allowed: [a]; max-consecutive: 2; minlength: 3",
     .unsatisfiable(.runLimit(character: UInt8(ascii: "a"), maxConsecutive: 2, minimum: 3))),
    ("allowed: [a]; max-consecutive: 3; minlength: 3", .satisfiable(lengths: 3...3)),
    ("max-consecutive: 2; required: [a]; maxlength: 2", .satisfiable(lengths: 1...2)),
    ("required: [ab]; required: [bc]; maxlength: 1", .satisfiable(lengths: 1...1)),
    ("required: [a]; required: [c]; required: [ab]; maxlength: 2", .satisfiable(lengths: 2...2)),
    ("required: [a]; required: [c]; required: [b]; maxlength: 2", .unsatisfiable(.tooManyRequired(needed: 3, maximum: 2))),
    ("minlength: 20; maxlength: 16", .unsatisfiable(.lengthBounds(minimum: 20, maximum: 16))),
    ("required: upper; required: [A]; maxlength: 1", .satisfiable(lengths: 1...1)),
    ("required: unicode; maxlength: 1", .satisfiable(lengths: 1...1)),
    ("allowed: unicode; max-consecutive: 1; minlength: 30", .satisfiable(lengths: 30...Int.max)),
    ("allowed: [ab]; max-consecutive: 1; minlength: 30", .satisfiable(lengths: 30...Int.max)),
    ("required: [a]; max-consecutive: 1; minlength: 2", .unsatisfiable(.runLimit(character: UInt8(ascii: "a"), maxConsecutive: 1, minimum: 2))),
    ("required: ; maxlength: 1", .satisfiable(lengths: 1...1)),  // `required: []` requires nothing
    ("", .satisfiable(lengths: 1...Int.max)),
    // The classic case where picking the character that hits most lists first needs one too many.
    ("required: [ab]; required: [cd]; required: [ac]; required: [bd]; required: [abcd]; maxlength: 2", .satisfiable(lengths: 2...2)),
  ] as [(String, Satisfiability)])
  func decides(rules: String, expected: Satisfiability) {
    #expect(satisfiability(rules) == expected)
  }

  @Test func requiredEmptyListIsKeptButNeedsNothing() {
    #expect(RulesParser.parse("required: []").canonical.required == [[]])
  }

  @Test func handBuiltConstraints() {
    let unreachable = EffectiveConstraints(allowed: [.named(.digit)], required: [[.named(.upper)]])
    #expect(unreachable.satisfiability == .unsatisfiable(.requiredNotAllowed(index: 0)))
    #expect(EffectiveConstraints(maximum: 0).satisfiability == .unsatisfiable(.lengthBounds(minimum: 1, maximum: 0)))
    #expect(EffectiveConstraints(maxConsecutive: 0).satisfiability == .unsatisfiable(.noCharacters))
    #expect(EffectiveConstraints(minimum: .infinity).satisfiability == .satisfiable(lengths: Int.max...Int.max))
  }

  @Test func manyDistinctLists() {
    let letters = "abcdefghijklmnopqrstuvwxyz".map { "required: [\($0)]" }.joined(separator: "; ")
    #expect(satisfiability(letters + "; maxlength: 25") == .unsatisfiable(.tooManyRequired(needed: 26, maximum: 25)))
    #expect(satisfiability(letters + "; maxlength: 26") == .satisfiable(lengths: 26...26))
  }

  /// The minimum hitting set against brute force over every subset of a small alphabet.
  @Test func minimumHittingSetIsExact() {
    var random = SeededRandomSource(seed: 7)
    let alphabet = Array("abcdefg")
    for _ in 0..<300 {
      let lists = (0..<Int.random(in: 1...9, using: &random)).map { _ in
        Set((0..<Int.random(in: 1...3, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
      }
      let smallest = (1..<(1 << alphabet.count)).filter { mask in
        lists.allSatisfy { list in list.contains { mask & (1 << alphabet.firstIndex(of: $0)!) != 0 } }
      }.map(\.nonzeroBitCount).min()!
      let rules = lists.map { "required: [\(String($0.sorted()))]" }.joined(separator: "; ")
      #expect(satisfiability(rules + "; maxlength: \(smallest)") == .satisfiable(lengths: smallest...smallest), "\(rules)")
      if smallest > 1 {
        #expect(satisfiability(rules + "; maxlength: \(smallest - 1)")
          == .unsatisfiable(.tooManyRequired(needed: smallest, maximum: smallest - 1)), "\(rules)")
      }
    }
  }

  @Test func twentyOverlappingListsStayFast() {
    var random = SeededRandomSource(seed: 11)
    let characters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    let rules = (0..<20).map { _ in
      "required: [" + String((0..<4).map { _ in characters.randomElement(using: &random)! }) + "]"
    }.joined(separator: "; ")
    let clock = ContinuousClock()
    let elapsed = clock.measure { _ = satisfiability(rules + "; maxlength: 3") }
    #expect(elapsed < .seconds(5))
  }

  @Test func unsatisfiableFinding() {
    let rules = "required: upper; required: lower; required: digit; maxlength: 2"
    let found = findings(rules, rule: "unsatisfiable-rules")
    #expect(found.count == 1)
    #expect(found.first?.message == "the required classes need at least 3 different characters but the maximum length is 2, "
      + "so no password satisfies the rules; raise maxlength to at least 3 or require fewer classes")
    #expect(found.first?.source == .rules(range(of: "maxlength: 2", in: rules)))
    let run = findings("allowed: [a]; max-consecutive: 2; minlength: 3", rule: "unsatisfiable-rules")
    #expect(run.first?.message.hasPrefix("`a` is the only allowed character and `max-consecutive: 2`") == true)
    #expect(findings("required: [a]; required: [a]; maxlength: 1", rule: "unsatisfiable-rules").isEmpty)
    #expect(findings(nil, maxLength: 0, rule: "unsatisfiable-rules").map(\.source) == [.htmlMaxLength])
  }
}
