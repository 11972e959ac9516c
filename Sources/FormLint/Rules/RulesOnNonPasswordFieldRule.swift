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

  func check(_ page: Page, into findings: inout [Finding]) {
    for element in page.otherElementsWithRules {
      guard let attribute = element.attribute("passwordrules") else { continue }
      let what = element.name == "input" ? "`<input type=\"\(element.attributeValue("type") ?? "text")\">`" : "`<\(element.name)>`"
      findings.append(finding(
        "passwordrules on \(what) does nothing: Safari reads it only on `<input type=\"password\">`",
        at: page.fullRange(of: attribute)))
    }
  }
}
