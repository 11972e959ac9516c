import FieldModel

/// A rule whose findings come from the acceptance evaluation of each password field (effective length
/// bounds, allowed classes, satisfiability), positioned on what causes them.
protocol AcceptanceRule: LintRule {
  /// The engine's acceptance finding kind this rule reports.
  static var acceptanceKind: AcceptanceFinding.Kind { get }
  /// Whether `result`, of this rule's kind, is reported on `field` (all are, unless a rule says otherwise).
  func reports(_ result: AcceptanceFinding, on field: PasswordField) -> Bool
}

extension AcceptanceRule {
  func reports(_ result: AcceptanceFinding, on field: PasswordField) -> Bool { true }

  func check(_ document: Document, into findings: inout [Finding]) {
    for screen in document.screens {
      for field in screen.allFields {
        for result in field.acceptance where result.kind == Self.acceptanceKind && reports(result, on: field) {
          findings.append(finding(result.message, at: document.range(of: result.source, field: field, screen: screen)))
        }
      }
    }
    for (value, acceptance) in document.detachedRules {
      for result in acceptance where result.kind == Self.acceptanceKind {
        let range: Range<Int> =
          if case .rules(let scalars) = result.source { value.positions.byteRange(of: scalars) } else { value.property.range }
        findings.append(finding(result.message, at: range))
      }
    }
  }
}

extension Document {
  /// Where an acceptance finding points: the rules property, the length or pattern property, or the field.
  func range(of source: ConstraintSource, field: PasswordField, screen: AnalyzedScreen) -> Range<Int> {
    switch source {
    case .rules(let scalars):
      let owner = field.ownRules != nil ? field : field.confirms.map { screen.fields[$0] }
      if let property = owner?.rules, let value = rulesValue(of: property) {
        return value.positions.byteRange(of: scalars)
      }
      return field.anchor
    case .htmlMinLength: return field.field[.minLength]?.range ?? field.anchor
    case .htmlMaxLength: return field.field[.maxLength]?.range ?? field.anchor
    case .htmlPattern: return field.field[.pattern]?.range ?? field.anchor
    case .field: return field.anchor
    }
  }
}
