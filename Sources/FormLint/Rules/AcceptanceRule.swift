import HTMLScanner

/// A rule whose findings come from the acceptance evaluation of each password field
/// (effective length bounds, allowed classes, satisfiability), positioned on what causes them.
protocol AcceptanceRule: LintRule {}

extension AcceptanceRule {
  func check(_ page: Page, into findings: inout [Finding]) {
    for form in page.forms {
      for field in form.fields {
        for result in field.acceptance where result.rule == id {
          findings.append(finding(result.message, at: page.range(of: result.source, field: field, form: form)))
        }
      }
    }
  }
}

extension Page {
  /// Where an acceptance finding points: the rules property, the HTML attribute, or the field.
  func range(of source: ConstraintSource, field: PasswordField, form: Form) -> Range<Int> {
    switch source {
    case .rules(let scalars):
      let owner = field.ownRules != nil ? field.element : field.confirms.map { form.fields[$0].element }
      if let attribute = owner?.attribute("passwordrules"), let value = rulesValue(of: attribute) {
        return value.positions.byteRange(of: scalars)
      }
      return field.element.tagNameRange
    case .htmlMinLength:
      return field.element.attribute("minlength").map(fullRange(of:)) ?? field.element.tagNameRange
    case .htmlMaxLength:
      return field.element.attribute("maxlength").map(fullRange(of:)) ?? field.element.tagNameRange
    case .htmlPattern:
      return field.element.attribute("pattern").map(fullRange(of:)) ?? field.element.tagNameRange
    case .field:
      return field.element.tagNameRange
    }
  }
}
