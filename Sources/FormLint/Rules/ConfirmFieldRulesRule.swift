import PasswordRules

/// A confirm field whose `passwordrules` differ from its new-password field's, or that alone has rules.
struct ConfirmFieldRulesRule: LintRule {
  static let metadata = RuleMetadata(
    id: "confirm-field-rules",
    name: "Rules on the confirmation field",
    defaultSeverity: .warning,
    summary: "a confirmation field's rules differ from the new-password field's, or only the confirmation field has rules",
    documentation: """
      A password manager generates the password in the new-password field and fills the same password into the \
      confirmation field after it. The confirmation field needs no `passwordrules` of its own: it inherits the new \
      field's. Rules that differ between the two are confusing at best; rules only on the confirmation field are \
      never used to generate anything.
      """,
    failingExample: #"""
      <form><input autocomplete="username">
      <input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 12">
      <input type="password" autocomplete="new-password" name="confirm" passwordrules="required: upper; minlength: 8"></form>
      """#,
    passingExample: #"""
      <form><input autocomplete="username">
      <input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 12">
      <input type="password" autocomplete="new-password" name="confirm"></form>
      """#,
    tags: ["forms", "autofill"])

  func check(_ document: Document, into findings: inout [Finding]) {
    let rules = document.dialect.name(of: .rules)
    for screen in document.screens {
      for field in screen.allFields where field.role == .confirm {
        guard let own = field.ownRules, let property = field.rules, let newIndex = field.confirms else { continue }
        let newField = screen.fields[newIndex]
        // Rules computed at run time may be the same: say nothing.
        guard !(newField.rules?.isDynamic ?? false) else { continue }
        guard let theirs = newField.ownRules else {
          findings.append(finding(
            "only the confirmation field has \(rules): password managers generate in the new-password field, "
              + "so move the rules to that field", at: property.range))
          continue
        }
        // Compared as the reference canonicalizes them; shown in the form that reads back the same.
        guard !Self.same(own.canonical, theirs.canonical) else { continue }
        if theirs.roundTripText.isEmpty {
          // The new field's rules are ignored as a whole (its own error says why): nothing to compare.
          findings.append(finding(
            "the confirmation field has its own rules (`\(own.roundTripText)`) while the new-password field's are "
              + "ignored: fix those and remove these, the confirmation field inherits the new field's rules", at: property.range))
        } else if own.roundTripText.isEmpty {
          // This field's own rules are ignored as a whole (their error says why): there is nothing to quote.
          findings.append(finding(
            "the confirmation field has rules of its own, ignored as a whole, where the new-password field's are "
              + "`\(theirs.roundTripText)`: remove them, the confirmation field inherits the new field's rules", at: property.range))
        } else {
          findings.append(finding(
            "the confirmation field's rules (`\(own.roundTripText)`) differ from the new-password field's "
              + "(`\(theirs.roundTripText)`): "
              + "remove them, the confirmation field inherits the new field's rules", at: property.range))
        }
      }
    }
  }

  /// The same rules: what the reference keeps, each `required` a condition of its own, in any order
  /// (`required: upper; required: lower` is `required: lower; required: upper`).
  static func same(_ a: CanonicalRules, _ b: CanonicalRules) -> Bool {
    guard a.allowed == b.allowed, a.maxConsecutive == b.maxConsecutive, a.minLength == b.minLength,
      a.maxLength == b.maxLength, a.required.count == b.required.count
    else { return false }
    var unmatched = b.required
    for list in a.required {
      guard let match = unmatched.firstIndex(of: list) else { return false }
      unmatched.remove(at: match)
    }
    return true
  }
}
