// Length conflicts and unsatisfiable rules: the length limits, where each comes from, and whether
// anything fits between them.

/// One length limit and where it is written.
struct LengthBound {
  var value: Double
  var source: ConstraintSource
  /// How a message names it: "the rules' `maxlength`", "the `maxlength` attribute".
  var name: String
}

/// The length limits of a field, from its rules and its HTML attributes.
struct LengthBounds {
  var rulesMinimum, htmlMinimum, rulesMaximum, htmlMaximum: LengthBound?

  init(rules: ParsedRules?, html: HTMLConstraints, wording: Wording) {
    if let rules {
      let canonical = rules.canonical
      rulesMinimum = Self.bound(rules, .minLength, canonical.minLength)
      rulesMaximum = Self.bound(rules, .maxLength, canonical.maxLength)
    }
    htmlMinimum = html.minLength.map { LengthBound(value: Double($0), source: .htmlMinLength, name: wording.minLengthLimit) }
    htmlMaximum = html.maxLength.map { LengthBound(value: Double($0), source: .htmlMaxLength, name: wording.maxLengthLimit) }
  }

  private static func bound(_ rules: ParsedRules, _ name: PropertyName, _ value: Double?) -> LengthBound? {
    guard let value, let property = rules.properties.first(where: { $0.name == name && $0.value == .number(value) })
    else { return nil }
    return LengthBound(value: value, source: .rules(property.range), name: "the rules' `\(name.rawValue)`")
  }

  /// The larger minimum; on a tie, the rules'.
  var minimum: LengthBound? {
    guard let html = htmlMinimum else { return rulesMinimum }
    guard let rules = rulesMinimum else { return html }
    return html.value > rules.value ? html : rules
  }

  /// The smaller maximum; on a tie, the rules'.
  var maximum: LengthBound? {
    guard let html = htmlMaximum else { return rulesMaximum }
    guard let rules = rulesMaximum else { return html }
    return html.value < rules.value ? html : rules
  }

  var minimumExceedsMaximum: Bool {
    guard let minimum, let maximum else { return false }
    return minimum.value > maximum.value
  }
}

extension Acceptance {
  static func lengthConflicts(_ bounds: LengthBounds, _ wording: Wording) -> [AcceptanceFinding] {
    var findings: [AcceptanceFinding] = []
    func add(_ message: String, _ source: ConstraintSource) {
      findings.append(AcceptanceFinding(kind: .lengthConflict, message: message, source: source))
    }
    if let minimum = bounds.minimum, let maximum = bounds.maximum, minimum.value > maximum.value {
      let source: ConstraintSource =
        switch (minimum.source, maximum.source) {
        case (.rules(let a), .rules(let b)): .rules(min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound))
        case (_, .htmlMaxLength): .htmlMaxLength
        default: minimum.source
        }
      add("minimum length \(number(minimum.value)) (\(minimum.name)) is greater than maximum length "
          + "\(number(maximum.value)) (\(maximum.name)), so no password fits; lower the minimum or raise the maximum",
          source)
    }
    // Only the harmful directions: an attribute stricter than the rules the generator follows.
    if let rules = bounds.rulesMaximum, let html = bounds.htmlMaximum, html.value < rules.value {
      // Lowering the rules to the attribute would make them ignored (under 12) or unsatisfiable (under
      // their minimum): then the attribute is what must move.
      let lowerRules = html.value >= Double(autofillMinimumMaximumLength) && html.value >= (bounds.rulesMinimum?.value ?? 0)
      add("\(wording.maxLengthLimit) (\(number(html.value))) is lower than the rules' `maxlength: \(number(rules.value))`: "
          + "\(wording.limit) wins, so \(wording.enforcer) cuts generated passwords to \(number(html.value)) characters; "
          + (lowerRules ? "set the rules' maxlength to \(number(html.value))" : "raise \(wording.maxLengthLimit) to \(number(rules.value))"),
          rules.source)
    }
    if let rules = bounds.rulesMinimum, let html = bounds.htmlMinimum, html.value > rules.value {
      add("\(wording.minLengthLimit) (\(number(html.value))) is higher than the rules' `minlength: \(number(rules.value))`: "
          + "\(wording.limit) wins, so the form refuses generated passwords shorter than \(number(html.value)) characters; "
          + "raise the rules' minlength to \(number(html.value))",
          rules.source)
    }
    return findings
  }

  static func unsatisfiable(
    _ effective: EffectiveConstraints, _ bounds: LengthBounds, _ rules: ParsedRules?, _ wording: Wording
  ) -> [AcceptanceFinding] {
    guard case .unsatisfiable(let reason) = effective.satisfiability else { return [] }
    let whole: ConstraintSource = rules.flatMap { $0.properties.isEmpty ? nil : .rules($0.hull { _ in true }) } ?? .field
    let maximumSource = bounds.maximum?.source ?? whole
    let message: String
    var source = whole
    switch reason {
    case .lengthBounds(_, let maximum):
      message = "maximum length \(maximum) leaves no room for a password; raise \(wording.maxLength)"
      source = maximumSource
    case .requiredNotAllowed(let index):
      message = "required `\(CanonicalRules.text(of: effective.required[index], .roundTrip))` has no allowed character, "
        + "so no password satisfies the rules; allow its characters"
    case .noCharacters:
      message = "no character can be used, so no password satisfies the rules; allow some characters"
    case .tooManyRequired(let needed, let maximum):
      message = "the required classes need at least \(needed) different characters but the maximum length is "
        + "\(maximum), so no password satisfies the rules; raise \(wording.maxLength) to at least \(needed) or require fewer classes"
      source = maximumSource
    case .runLimit(let character, let limit, let minimum):
      let quoted = "`" + String(decoding: [character], as: UTF8.self) + "`"
      message = "\(quoted) is the only allowed character and `max-consecutive: \(limit)` allows at most \(limit) in a row, "
        + "but the minimum length is \(minimum), so no password satisfies the rules; "
        + "allow more characters or raise max-consecutive to at least \(minimum)"
    }
    return [AcceptanceFinding(kind: .unsatisfiableRules, message: message, source: source)]
  }
}

extension ParsedRules {
  /// From the start of the first kept property matching `include` to the end of the last one.
  func hull(_ include: (Property) -> Bool) -> Range<Int> {
    let matching = properties.filter(include)
    guard let first = matching.first, let last = matching.last else { return 0..<input.unicodeScalars.count }
    return first.range.lowerBound..<last.range.upperBound
  }
}
