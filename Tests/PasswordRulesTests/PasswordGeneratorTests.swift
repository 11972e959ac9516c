import PasswordRules
import Testing

/// An independent judge of a password against canonical rules, by each class's definition.
enum PasswordChecker {
  static func admits(_ value: ClassValue, _ c: Unicode.Scalar) -> Bool {
    let printable = (0x20...0x7E).contains(c.value)
    let alphanumeric = ("A"..."Z").contains(c) || ("a"..."z").contains(c) || ("0"..."9").contains(c)
    switch value {
    case .named(.upper): return ("A"..."Z").contains(c)
    case .named(.lower): return ("a"..."z").contains(c)
    case .named(.digit): return ("0"..."9").contains(c)
    case .named(.special): return printable && !alphanumeric
    case .named(.asciiPrintable): return printable
    case .named(.unicode): return true
    case .custom(let set): return c.isASCII && set.contains(UInt8(c.value))
    }
  }

  /// What is wrong with `password` under `rules` (empty when it satisfies them).
  static func violations(_ password: String, _ rules: CanonicalRules) -> [String] {
    let scalars = Array(password.unicodeScalars)
    var problems: [String] = []
    let allowed = rules.allowed.isEmpty ? [ClassValue.named(.asciiPrintable)] : rules.allowed
    // Each class list judged once per distinct character.
    let distinct = Set(scalars)
    func hits(_ list: [ClassValue]) -> Set<Unicode.Scalar> { distinct.filter { c in list.contains { admits($0, c) } } }
    for c in distinct.subtracting(hits(allowed)) { problems.append("\(c) not allowed") }
    for list in rules.required where !list.isEmpty && hits(list).isEmpty { problems.append("misses \(list)") }
    if let min = rules.minLength, Double(scalars.count) < min { problems.append("shorter than \(min)") }
    if let max = rules.maxLength, Double(scalars.count) > max { problems.append("longer than \(max)") }
    if scalars.isEmpty { problems.append("empty") }
    var run = 0, longest = 0
    for (i, c) in scalars.enumerated() {
      run = i > 0 && scalars[i - 1] == c ? run + 1 : 1
      longest = Swift.max(longest, run)
    }
    if let limit = rules.maxConsecutive, Double(longest) > limit { problems.append("run of \(longest)") }
    return problems
  }
}

@Suite struct PasswordGeneratorTests {
  let generator = PasswordGenerator(source: SeededRandomSource(seed: 20_241_122))

  func check(_ rules: String, count: Int = 3) -> [String]? {
    let canonical = RulesParser.parse(rules).canonical
    let passwords = generator.generate(canonical, count: count)
    for password in passwords ?? [] {
      #expect(PasswordChecker.violations(password, canonical).isEmpty, "\(rules.debugDescription): \(password.debugDescription)")
    }
    return passwords
  }

  @Test func checkerCatchesEachViolation() {
    let rules = RulesParser.parse("required: upper; required: [-]; allowed: lower; max-consecutive: 2; minlength: 4; maxlength: 6").canonical
    #expect(PasswordChecker.violations("Ab-c", rules).isEmpty)
    #expect(PasswordChecker.violations("Abbb-", rules) == ["run of 3"])
    #expect(PasswordChecker.violations("abc-", rules).count == 1)
    #expect(PasswordChecker.violations("A1-c", rules) == ["1 not allowed"])
    #expect(PasswordChecker.violations("A-c", rules) == ["shorter than 4.0"])
    #expect(PasswordChecker.violations("A-cdefg", rules) == ["longer than 6.0"])
    #expect(PasswordChecker.violations("Ab-é", rules) == ["é not allowed"])
    #expect(PasswordChecker.violations("Ab-é", RulesParser.parse("required: upper; required: [-]; allowed: unicode").canonical).isEmpty)
  }

  @Test func everyQuirkGetsValidPasswords() throws {
    for vector in try ConformanceFiles.load("quirks") {
      let passwords = check(vector.input)
      #expect(passwords?.count == 3, "\(vector.input)")
    }
  }

  @Test func everySatisfiableGeneratedVectorGetsValidPasswords() throws {
    var satisfiable = 0, unsatisfiable = 0
    for vector in try ConformanceFiles.load("generated") {
      let canonical = RulesParser.parse(vector.input).canonical
      switch EffectiveConstraints(canonical).satisfiability {
      case .satisfiable(let lengths) where lengths.lowerBound <= PasswordGenerator.maximumLength:
        satisfiable += 1
        #expect(check(vector.input)?.count == 3, "\(vector.input)")
      case .satisfiable:
        #expect(generator.generate(canonical, count: 1) == nil)
      case .unsatisfiable:
        unsatisfiable += 1
        #expect(generator.generate(canonical, count: 1) == nil, "\(vector.input)")
      }
    }
    #expect(satisfiable > 1000)
    #expect(unsatisfiable > 0)
  }

  @Test(arguments: [
    "required: upper; required: lower; required: digit; maxlength: 2",
    "allowed: [a]; max-consecutive: 2; minlength: 3",
    "minlength: 20; maxlength: 16",
  ])
  func unsatisfiableGivesNil(rules: String) {
    #expect(generator.generate(RulesParser.parse(rules).canonical, count: 3) == nil)
  }

  @Test(arguments: [
    "required: [a]; required: [a]; maxlength: 1",
    "max-consecutive: 2; required: [a]; maxlength: 2",
    "required: [ab]; required: [bc]; maxlength: 1",
    "required: [a]; required: [c]; required: [ab]; maxlength: 2",
    "allowed: [ab]; max-consecutive: 1; minlength: 30",
    "required: [a]; required: [b]; max-consecutive: 1; maxlength: 3",
    "allowed: [a]; max-consecutive: 3",
    "required: [ ]; allowed: [ab]; max-consecutive: 1",
    "required: [ab]; required: [cd]; required: [ac]; required: [bd]; maxlength: 2",
    "allowed: unicode; max-consecutive: 1",
    "required: upper; required: [A]; max-consecutive: 1; maxlength: 1",
    "required: [-]; required: []]; allowed: [ ]; max-consecutive: 1; minlength: 40",
  ])
  func tightRules(rules: String) {
    #expect(check(rules, count: 20)?.count == 20)
  }

  @Test func lengths() {
    func length(_ rules: String) -> Int? { check(rules, count: 1)?.first?.unicodeScalars.count }
    #expect(length("") == 20)
    #expect(length("required: upper, lower") == 20)
    #expect(length("minlength: 8") == 16)
    #expect(length("minlength: 30") == 30)
    #expect(length("maxlength: 12") == 12)
    #expect(length("minlength: 8; maxlength: 64") == 16)
    #expect(length("allowed: [a]; max-consecutive: 3") == 3)
    #expect(generator.generate(RulesParser.parse("minlength: 5000").canonical, count: 1) == nil)
    #expect(generator.generate(CanonicalRules(), count: 0) == [])
  }

  @Test func spaceOnlyWhenNeeded() {
    let passwords = check("minlength: 64", count: 20) ?? []
    #expect(passwords.allSatisfy { !$0.contains(" ") })
    #expect(check("required: [ ]; allowed: upper")?.allSatisfy { $0.contains(" ") } == true)
  }

  @Test func seededIsReproducibleAndDefaultIsSecure() {
    let rules = RulesParser.parse("required: upper; required: digit; minlength: 12").canonical
    let a = PasswordGenerator(source: SeededRandomSource(seed: 1)).generate(rules, count: 5)
    let b = PasswordGenerator(source: SeededRandomSource(seed: 1)).generate(rules, count: 5)
    #expect(a == b)
    #expect(PasswordGenerator(source: SeededRandomSource(seed: 1)).isCryptographicallySecure == false)
    let secure = PasswordGenerator()
    #expect(secure.isCryptographicallySecure)
    #expect(SystemRandomSource().isCryptographicallySecure)
    let samples = secure.generate(rules, count: 2) ?? []
    #expect(samples.count == 2 && samples[0] != samples[1])
    for password in samples { #expect(PasswordChecker.violations(password, rules).isEmpty) }
  }

  /// Every allowed character turns up about equally often (no modulo bias, no favourite).
  @Test func fillerIsUniform() {
    let passwords = generator.generate(RulesParser.parse("allowed: [abcdefg]; minlength: 100; maxlength: 100").canonical, count: 70) ?? []
    var counts: [Character: Int] = [:]
    for password in passwords { for c in password { counts[c, default: 0] += 1 } }
    #expect(counts.count == 7)
    for (_, n) in counts { #expect((900...1100).contains(n)) }  // expected 1,000 each, σ ≈ 29
  }
}
