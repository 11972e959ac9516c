/// `passwordrules` on an element other than `<input type=password>`, where nothing reads it.
struct RulesOnNonPasswordFieldRule: LintRule {
  static let metadata = RuleMetadata(
    id: "rules-on-non-password-field",
    name: "Rules on a non-password field",
    defaultSeverity: .warning,
    summary: "`passwordrules` on anything but `<input type=password>`",
    documentation: """
      Safari reads `passwordrules` only on `<input type="password">`. On a text field, a form or any other \
      element it does nothing. This often happens when a field's `type` is switched to `text` for a \
      "show password" toggle in the markup itself.
      """,
    failingExample: #"<input type="text" name="password" passwordrules="required: upper; required: digit; minlength: 12">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 12">"#,
    tags: ["forms", "correctness"])

  func check(_ document: Document, into findings: inout [Finding]) {
    // The property's name in running text (`passwordRules` in Swift, not the descriptor call).
    let rules = document.dialect.wording.rules
    for stray in document.source.strayRules {
      findings.append(finding(
        "\(rules) on \(stray.carrier) does nothing: \(document.dialect.rulesReader)", at: stray.rules.range))
    }
  }
}
