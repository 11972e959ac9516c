// redundant-allowed: an `allowed` class that the `required` properties already allow.

extension RulesParser {
  /// `redundant-allowed` notes: each `allowed` class (named or custom) whose characters the `required`
  /// properties already allow — the reference copies every `required` class into `allowed` — and whose
  /// removal leaves the canonical `allowed` unchanged. Ranges are the class items in the `allowed` lists.
  ///
  /// `unicode` and `ascii-printable` count by what they mean, not by their printable-ASCII marks:
  /// `required: ascii-printable; allowed: upper` makes `upper` redundant, `required: upper; allowed: unicode`
  /// does not. ``parse(_:)`` already includes these notes in its `issues`.
  public static func redundantAllowedIssues(_ parsed: ParsedRules) -> [RulesIssue] {
    var requiredCharacters = ASCIISet(), requiredUnicode = false
    for case .classes(let items) in parsed.properties.filter({ $0.name == .required }).map(\.value) {
      let list = CanonicalRules.canonicalize(items.map(\.value))
      if list == [.named(.unicode)] { requiredUnicode = true }
      for value in list { requiredCharacters.formUnion(value.characters) }
    }
    let allowed = CanonicalRules(parsed.properties, copyRequiredToAllowed: true).allowed
    let scalars = Array(parsed.input.unicodeScalars)
    var issues: [RulesIssue] = []
    for (p, property) in parsed.properties.enumerated() where property.name == .allowed {
      guard case .classes(let items) = property.value else { continue }
      for (i, item) in items.enumerated() {
        let covered = item.value == .named(.unicode)
          ? requiredUnicode
          : requiredUnicode || requiredCharacters.isSuperset(of: item.value.characters)
        guard covered else { continue }
        // The first `unicode`/`ascii-printable` in the pool wins, so removing one can still change the result.
        var without = parsed.properties
        var rest = items
        rest.remove(at: i)
        without[p].value = .classes(rest)
        guard CanonicalRules(without, copyRequiredToAllowed: true).allowed == allowed else { continue }
        let written = scalars.string(item.range).visibleForMessage
        issues.append(RulesIssue(
          kind: .redundantAllowed, effect: .none,
          problem: "`\(written)` is already allowed by `required` (every required class is allowed too), "
            + "so listing it under `allowed` changes nothing; remove it",
          range: item.range))
      }
    }
    return issues
  }
}

extension ParsedRules {
  /// These rules with the `redundant-allowed` notes merged into `issues` by position; the reader's own
  /// issues keep their order.
  func addingRedundantAllowedIssues() -> ParsedRules {
    var merged = issues
    for note in RulesParser.redundantAllowedIssues(self) {
      let index = merged.firstIndex { $0.range.lowerBound > note.range.lowerBound } ?? merged.endIndex
      merged.insert(note, at: index)
    }
    return ParsedRules(input: input, properties: properties, outcome: outcome, issues: merged, referenceLabels: referenceLabels)
  }
}
