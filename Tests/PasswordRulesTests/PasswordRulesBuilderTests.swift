import PasswordRules
import Testing

@Suite struct PasswordRulesBuilderTests {
  /// The reader takes `rules` exactly as meant: every property kept, in order, with exactly these classes.
  func expectReadsBack(_ rules: [PasswordRule], allowingNotes: Bool = false) throws {
    let text = try PasswordRule.descriptor(rules)
    let parsed = RulesParser.parse(text)
    let issues = parsed.issues.filter { !(allowingNotes && $0.rule == "redundant-allowed") }
    #expect(issues.isEmpty, "\(text.debugDescription): \(issues.map(\.message))")
    #expect(parsed.referenceLabels.isEmpty)
    #expect(parsed.properties.count == rules.count, "\(text.debugDescription)")
    for (rule, property) in zip(rules, parsed.properties) {
      switch (rule, property.value) {
      case (.required(let classes), .classes(let items)):
        #expect(property.name == .required)
        #expect(items.map(\.value) == (try classes.map { try $0.classValue() }), "\(text.debugDescription)")
      case (.allowed(let classes), .classes(let items)):
        #expect(property.name == .allowed)
        #expect(items.map(\.value) == (try classes.map { try $0.classValue() }), "\(text.debugDescription)")
      case (.maxConsecutive(let n), .number(let v)): #expect(property.name == .maxConsecutive && v == Double(n))
      case (.minLength(let n), .number(let v)): #expect(property.name == .minLength && v == Double(n))
      case (.maxLength(let n), .number(let v)): #expect(property.name == .maxLength && v == Double(n))
      default: Issue.record("\(rule) read as \(property)")
      }
    }
  }

  @Test func documentationExample() throws {
    let rules: [PasswordRule] = [
      .required(.upper), .required(.digit), .required(.custom(["-", "]", "!"])),
      .allowed(.lower), .minLength(12), .maxLength(64),
    ]
    #expect(try PasswordRule.descriptor(rules)
      == "required: upper; required: digit; required: [-!]]; allowed: lower; minlength: 12; maxlength: 64")
    try expectReadsBack(rules)
  }

  @Test func namesAreTheReaders() throws {
    let rules: [PasswordRule] = [.required(.upper, .lower, .digit), .allowed(.special), .allowed([.asciiPrintable, .unicode]), .maxConsecutive(3)]
    #expect(try PasswordRule.descriptor(rules)
      == "required: upper, lower, digit; allowed: special; allowed: ascii-printable, unicode; max-consecutive: 3")
    try expectReadsBack(rules)
  }

  @Test(arguments: [
    (Set<Character>(["-"]), "[-]"),
    (["]"], "[]]"),
    (["["], "[[]"),
    ([" "], "[ ]"),
    ([","], "[,]"),
    ([";"], "[;]"),
    (["-", "]"], "[-]]"),
    (["a", "-", "z"], "[-az]"),
    (["]", "a"], "[a]]"),
    (["-", "]", "[", " ", ",", ";", "A", "b", "7"], "[-Ab7 ,;[]]"),
  ] as [(Set<Character>, String)])
  func customClassesAreEscaped(characters: Set<Character>, expected: String) throws {
    #expect(try PasswordRule.descriptor([.required(.custom(characters))]) == "required: " + expected)
    try expectReadsBack([.required(.custom(characters)), .allowed(.custom(characters), .lower), .minLength(8)], allowingNotes: true)
    let canonical = RulesParser.parse(try PasswordRule.descriptor([.allowed(.custom(characters))])).canonical
    #expect(canonical.allowed == CanonicalRules.canonicalize([.custom(ASCIISet(String(characters)))]))
  }

  @Test func everyPrintableCharacterAlone() throws {
    for value in 0x20...0x7E {
      let character = Character(Unicode.Scalar(UInt8(value)))
      try expectReadsBack([.required(.custom([character])), .allowed(.upper, .custom([character, "-"]))], allowingNotes: character == "-")
    }
  }

  @Test func randomRuleSetsReadBack() throws {
    var random = SeededRandomSource(seed: 99)
    let tricky: [Character] = ["-", "]", "[", " ", ",", ";", ":", "\\", "\"", "'"]
    let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
    func randomClass() -> CharacterClass {
      switch Int.random(in: 0..<8, using: &random) {
      case 0: .upper
      case 1: .lower
      case 2: .digit
      case 3: .special
      case 4: Bool.random(using: &random) ? .asciiPrintable : .unicode
      default:
        .custom(Set((0..<Int.random(in: 1...8, using: &random)).map { _ in
          Bool.random(using: &random) ? tricky.randomElement(using: &random)! : printable.randomElement(using: &random)!
        }))
      }
    }
    for _ in 0..<500 {
      let rules: [PasswordRule] = (0..<Int.random(in: 1...6, using: &random)).map { _ in
        switch Int.random(in: 0..<5, using: &random) {
        case 0: .required((0..<Int.random(in: 1...3, using: &random)).map { _ in randomClass() })
        case 1: .allowed((0..<Int.random(in: 1...3, using: &random)).map { _ in randomClass() })
        case 2: .maxConsecutive(Int.random(in: 1...10, using: &random))
        case 3: .minLength(Int.random(in: 1...100, using: &random))
        default: .maxLength(Int.random(in: 1...1000, using: &random))
        }
      }
      try expectReadsBack(rules, allowingNotes: true)
    }
  }

  @Test func refusesWhatTheLanguageCannotSay() {
    #expect(throws: PasswordRuleError.notPrintableASCII("é")) { try PasswordRule.descriptor([.required(.custom(["a", "é"]))]) }
    #expect(throws: PasswordRuleError.notPrintableASCII("\t")) { try PasswordRule.descriptor([.allowed(.custom(["\t"]))]) }
    #expect(throws: PasswordRuleError.notPrintableASCII("e\u{301}")) { try PasswordRule.descriptor([.allowed(.custom(["e\u{301}"]))]) }
    #expect(throws: PasswordRuleError.notPrintableASCII("\u{7F}")) { try PasswordRule.descriptor([.allowed(.custom(["\u{7F}"]))]) }
    #expect(throws: PasswordRuleError.emptyCustomClass) { try PasswordRule.descriptor([.required(.custom([]))]) }
    #expect(throws: PasswordRuleError.emptyClassList(.required)) { try PasswordRule.descriptor([.required([])]) }
    #expect(throws: PasswordRuleError.notPositive(.minLength, 0)) { try PasswordRule.descriptor([.minLength(0)]) }
    #expect(throws: PasswordRuleError.notPositive(.maxLength, -5)) { try PasswordRule.descriptor([.maxLength(-5)]) }
    #expect(throws: PasswordRuleError.notPositive(.maxConsecutive, 0)) { try PasswordRule.descriptor([.maxConsecutive(0)]) }
    #expect(PasswordRuleError.notPrintableASCII("\t").description == #""\\t" is not printable ASCII: a custom class cannot contain it"#)
    #expect(PasswordRuleError.notPositive(.minLength, 0).description == "`minlength` must be at least 1, not 0")
  }

  @Test func emptyRuleListIsEmptyText() throws {
    #expect(try PasswordRule.descriptor([]) == "")
  }
}
