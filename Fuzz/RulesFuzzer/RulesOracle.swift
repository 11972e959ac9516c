import PasswordRules

/// What must hold for every rules string:
/// - every range (issues, properties, class items, acceptance findings) lies inside the input, in
///   Unicode scalars, with lower ≤ upper;
/// - the round-trip form reads back with no syntax problem as the same canonical form, and is a fixed
///   point (writing the read-back rules gives the same text);
/// - every generated password satisfies its constraints, by an independent judge; a generated password
///   proves the rules satisfiable; satisfiable rules with a short enough minimum do generate.
struct RulesOracle {
  let input: String
  let hash: UInt64

  /// The issue kinds that mean "this text does not read as written" (ConformanceTests.syntaxFamily).
  static let syntaxFamily: Set<RulesIssue.Kind> = [
    .unknownProperty, .unknownCharacterClass, .malformedNumber, .malformedList, .customClassSyntax, .customClassDash,
  ]

  func check() {
    let parsed = RulesParser.parse(input)
    let scalarCount = input.unicodeScalars.count
    checkRanges(parsed, scalarCount)
    checkRoundTrip(parsed)
    _ = parsed.canonical.text(.canonical)
    _ = parsed.minified.text(.minified)
    _ = parsed.minified.text(.roundTrip)
    checkGenerator(EffectiveConstraints(parsed.canonical), seed: hash, what: "canonical rules")
    checkAcceptance(parsed, scalarCount)
  }

  // MARK: - Ranges

  func inside(_ range: Range<Int>, _ count: Int) -> Bool { range.lowerBound >= 0 && range.upperBound <= count }

  func checkRanges(_ parsed: ParsedRules, _ count: Int) {
    for issue in parsed.issues {
      require(inside(issue.range, count), "\(issue.kind) range \(issue.range) outside 0..<\(count) in \(input.debugDescription)")
    }
    for property in parsed.properties {
      require(inside(property.nameRange, count) && inside(property.valueRange, count),
              "property \(property.name) range \(property.range) outside 0..<\(count)")
      require(property.nameRange.upperBound <= property.valueRange.lowerBound, "property value before its name")
      if case .classes(let items) = property.value {
        for item in items { require(inside(item.range, count), "class item \(item.range) outside 0..<\(count)") }
      }
    }
    if case .discarded(let at) = parsed.outcome { require(at >= 0 && at <= count, "discarded at \(at) of \(count)") }
  }

  // MARK: - Round trip

  func checkRoundTrip(_ parsed: ParsedRules) {
    let text = parsed.roundTripText
    let reparsed = RulesParser.parse(text)
    let syntax = reparsed.issues.filter { Self.syntaxFamily.contains($0.kind) }.map(\.kind)
    require(syntax.isEmpty && reparsed.referenceLabels.isEmpty,
            "round-trip text \(text.debugDescription) of \(input.debugDescription) has syntax issues \(syntax) \(reparsed.referenceLabels)")
    let (before, after) = (parsed.canonical.text(.canonical), reparsed.canonical.text(.canonical))
    require(before == after, "round trip of \(input.debugDescription) via \(text.debugDescription): \(before.debugDescription) ≠ \(after.debugDescription)")
    require(reparsed.roundTripText == text, "round-trip text is not a fixed point: \(text.debugDescription) → \(reparsed.roundTripText.debugDescription)")
  }

  // MARK: - Acceptance

  /// HTML attributes drawn from the hash: sometimes absent, often small (near the interesting limits).
  func html() -> (HTMLConstraints, isNew: Bool) {
    let h = hash >> 8
    func length(_ bits: UInt64) -> Int? { bits % 4 == 0 ? nil : Int(bits / 4 % 80) }
    let constraints = HTMLConstraints(minLength: length(h & 0xFFFF), maxLength: length(h >> 16 & 0xFFFF), hasPattern: h >> 32 & 1 == 1)
    return (constraints, h >> 33 & 1 == 1)
  }

  func checkAcceptance(_ parsed: ParsedRules, _ count: Int) {
    let (constraints, isNew) = html()
    for rules in [parsed, nil] {
      let (effective, findings) = Acceptance.evaluate(rules: rules, html: constraints, isNewPasswordField: isNew)
      for finding in findings {
        if case .rules(let range) = finding.source {
          require(rules != nil, "\(finding.kind) points into rules that were not given")
          require(inside(range, count), "\(finding.kind) range \(range) outside 0..<\(count) in \(input.debugDescription)")
        }
      }
      let generated = checkGenerator(effective, seed: hash ^ 0x5555, what: "effective constraints \(constraints)")
      if generated {
        // (`length-conflict` may still say that the rules and the attributes disagree.)
        require(!findings.contains { $0.kind == .unsatisfiableRules },
                "\(input.debugDescription) with \(constraints): a password was generated, yet \(findings.map(\.kind))")
      }
    }
  }

  // MARK: - Generator

  /// Generates two passwords and judges them; true when it generated.
  @discardableResult
  func checkGenerator(_ constraints: EffectiveConstraints, seed: UInt64, what: String) -> Bool {
    let generator = PasswordGenerator(source: SeededRandomSource(seed: seed))
    let satisfiability = constraints.satisfiability
    guard let passwords = generator.generate(constraints, count: 2) else {
      if case .satisfiable(let lengths) = satisfiability, lengths.lowerBound <= PasswordGenerator.maximumLength,
        constraints.required.count(where: { !$0.isEmpty }) <= 20 {  // at most 20 lists: satisfiability is exact
        require(false, "\(input.debugDescription), \(what): satisfiable with lengths \(lengths), but nothing generated")
      }
      return false
    }
    guard case .satisfiable(let lengths) = satisfiability else {
      require(false, "\(input.debugDescription), \(what): generated \(passwords) for rules judged \(satisfiability)")
      return true
    }
    for password in passwords {
      let problems = PasswordJudge.violations(password, constraints)
      require(problems.isEmpty, "\(input.debugDescription), \(what): \(password.debugDescription) \(problems)")
      require(lengths.contains(password.unicodeScalars.count), "\(password.debugDescription) outside lengths \(lengths)")
    }
    return true
  }
}
