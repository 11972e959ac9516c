/// AutoFill acceptance: a field's effective constraints (its rules combined with its HTML attributes)
/// and what Safari and password managers make of them.
public enum Acceptance {
  /// Apple: rules whose maximum length is under this are ignored.
  public static let autofillMinimumMaximumLength = 12
  /// A new password shorter than this is weak (`Kind.shortMinimumLength`).
  public static let recommendedMinimumLength = 8
  /// A maximum under this cuts off passphrases and generated passwords (`Kind.shortMaximumLength`).
  public static let recommendedMaximumLength = 64

  /// Combines a field's rules (nil when it has no `passwordrules`) with its HTML attributes.
  ///
  /// Effective minimum = max(rules `minlength`, `minlength` attribute); effective maximum = min(rules
  /// `maxlength`, `maxlength` attribute). Findings: `autofillMaxLength` and `autofillCharacterClasses`
  /// (only for rules that keep at least one property: a value Safari discards already has its own
  /// diagnostics), `patternWithRules` (whenever the attribute is present), `lengthConflict`,
  /// `unsatisfiableRules` (not repeated when `lengthConflict` already says minimum > maximum), and for
  /// new-password fields `shortMinimumLength` and `shortMaximumLength`.
  public static func evaluate(
    rules: ParsedRules?, html: HTMLConstraints, isNewPasswordField: Bool, wording: Wording = .html
  ) -> (EffectiveConstraints, [AcceptanceFinding]) {
    let bounds = LengthBounds(rules: rules, html: html, wording: wording)
    var effective = EffectiveConstraints(rules?.canonical ?? CanonicalRules(allowed: [.named(.asciiPrintable)]))
    effective.minimum = bounds.minimum?.value ?? 0
    effective.maximum = bounds.maximum?.value

    var findings: [AcceptanceFinding] = []
    let keepsRules = !(rules?.properties.isEmpty ?? true)
    if keepsRules, let rules {
      findings += autofillMaxLength(bounds, wording)
      findings += autofillCharacterClasses(effective.allowed, rules, wording)
    }
    if rules != nil && html.hasPattern {
      findings.append(AcceptanceFinding(
        kind: .patternWithRules,
        message: "`\(wording.pattern)` together with `\(wording.rules)`: password managers generate by the rules and do not "
          + "read `\(wording.pattern)`, so a generated password can fail it; drop `\(wording.pattern)` and say it all in `\(wording.rules)`",
        source: .htmlPattern))
    }
    findings += lengthConflicts(bounds, wording)
    // minimum > maximum is unsatisfiable too, but `lengthConflict` already says so, at the right place.
    if !bounds.minimumExceedsMaximum { findings += unsatisfiable(effective, bounds, rules, wording) }
    if isNewPasswordField { findings += shortLengths(bounds, rules, wording) }
    return (effective, findings)
  }

  // MARK: - AutoFill's limits

  static func autofillMaxLength(_ bounds: LengthBounds, _ wording: Wording) -> [AcceptanceFinding] {
    let limit = Double(autofillMinimumMaximumLength)
    guard let maximum = bounds.maximum, maximum.value < limit else { return [] }
    let culprits = [bounds.rulesMaximum, bounds.htmlMaximum].compactMap { $0 }.filter { $0.value < limit }
    let what = culprits.map(\.name).joined(separator: " and ")
    return [AcceptanceFinding(
      kind: .autofillMaxLength,
      message: "maximum length \(number(maximum.value)) (\(maximum.name)) is under \(autofillMinimumMaximumLength), "
        + "so \(wording.reader) ignores these rules; raise \(what) to at least \(autofillMinimumMaximumLength)",
      source: maximum.source)]
  }

  static func autofillCharacterClasses(_ allowed: [ClassValue], _ rules: ParsedRules, _ wording: Wording) -> [AcceptanceFinding] {
    let characters = allowed.reduce(into: ASCIISet()) { $0.formUnion($1.characters) }
    let groups: [(String, ASCIISet)] = [("upper", .upper), ("lower", .lower), ("digit", .digit)]
    let full = groups.filter { characters.isSuperset(of: $0.1) }.map(\.0)
    guard full.count < 2 else { return [] }
    let partial = groups.compactMap { name, group -> String? in
      let part = characters.intersection(group)
      guard !part.isEmpty, part != group else { return nil }
      return "`\(CanonicalRules.text(of: .custom(part), .roundTrip))` includes only part of \(name)"
    }
    let missing = groups.map(\.0).filter { !full.contains($0) }
    var message = full.isEmpty
      ? "none of upper, lower and digit is allowed in full"
      : "only \(full[0]) of upper, lower and digit is allowed in full"
    message += ", so \(wording.reader) ignores these rules"
    if !partial.isEmpty { message += " (" + partial.joined(separator: ", ") + ")" }
    message += full.isEmpty
      ? "; allow at least two of them, e.g. `allowed: upper, lower, digit`"
      : "; allow " + missing.map { "`\($0)`" }.joined(separator: " or ") + " as well"
    return [AcceptanceFinding(
      kind: .autofillCharacterClasses, message: message,
      source: .rules(rules.hull { $0.name.takesClasses }))]
  }

  // MARK: - Weak lengths

  static func shortLengths(_ bounds: LengthBounds, _ rules: ParsedRules?, _ wording: Wording) -> [AcceptanceFinding] {
    var findings: [AcceptanceFinding] = []
    let least = recommendedMinimumLength
    if let minimum = bounds.minimum, minimum.value > 0 {
      if minimum.value < Double(least) {
        findings.append(AcceptanceFinding(
          kind: .shortMinimumLength,
          message: "minimum length \(number(minimum.value)) (\(minimum.name)) accepts weak passwords; "
            + "raise \(Self.name(of: minimum.source, rules: "minlength", field: wording.minLength)) to at least \(least)",
          source: minimum.source))
      }
    } else if let rules, rules.isDiscarded, writesAMinimum(rules.input) {
      // The value's own `minlength` is lost with it: the advice is the error's, not another minimum.
      findings.append(AcceptanceFinding(
        kind: .shortMinimumLength,
        message: "no minimum length takes effect, so a one-character password is accepted: \(wording.reader) "
          + "ignores the whole \(wording.rules) value for its error, and its `minlength` with it; correct the error",
        source: .field))
    } else {
      findings.append(AcceptanceFinding(
        kind: .shortMinimumLength,
        message: "no minimum length takes effect, so a one-character password is accepted; "
          + "declare a minimum of at least \(least) ("
          + (wording.minimumInRulesOnly ? "`minlength: \(least);` in \(wording.rules)" : "`\(wording.minLength)`") + ")",
        source: .field))
    }
    if let maximum = bounds.maximum, maximum.value < Double(recommendedMaximumLength) {
      findings.append(AcceptanceFinding(
        kind: .shortMaximumLength,
        message: "maximum length \(number(maximum.value)) (\(maximum.name)) cuts off passphrases and long "
          + "generated passwords; raise \(Self.name(of: maximum.source, rules: "maxlength", field: wording.maxLength)) "
          + "to at least \(recommendedMaximumLength)",
        source: maximum.source))
    }
    return findings
  }

  /// Whether discarded rules write `minlength:` with a number other than 0 (`minlength: 12`), as a
  /// property: not inside a class (`[minlength]`), not one that would set no minimum (`minlength: 0`).
  static func writesAMinimum(_ input: String) -> Bool {
    let scalars = Array(input.lowercased().unicodeScalars)
    let name = Array("minlength".unicodeScalars)
    var depth = 0
    var i = 0
    while i < scalars.count {
      if scalars[i] == "[" { depth += 1 } else if scalars[i] == "]" { depth = max(0, depth - 1) }
      if depth == 0, i + name.count <= scalars.count, Array(scalars[i..<i + name.count]) == name {
        var k = i + name.count
        while k < scalars.count, scalars[k].properties.isWhitespace { k += 1 }
        guard k < scalars.count, scalars[k] == ":" else { i += 1; continue }
        k += 1
        while k < scalars.count, scalars[k].properties.isWhitespace { k += 1 }
        var digits = ""
        while k < scalars.count, ("0"..."9").contains(scalars[k]) { digits.unicodeScalars.append(scalars[k]); k += 1 }
        if digits.contains(where: { $0 != "0" }) { return true }
      }
      i += 1
    }
    return false
  }

  /// A length limit's name where it is written: the rules' property, or the field's own limit.
  static func name(of source: ConstraintSource, rules: String, field: String) -> String {
    if case .rules = source { return rules }
    return field
  }

  /// A number as the canonical text writes it (`12`, not `12.0`).
  static func number(_ value: Double) -> String { formatJavaScriptNumber(value) }
}
