/// `autocomplete="off"` on a password field.
struct AutocompleteOffRule: LintRule {
  static let metadata = RuleMetadata(
    id: "autocomplete-off",
    name: "autocomplete=\"off\" on a password field",
    defaultSeverity: .warning,
    summary: "`autocomplete=\"off\"` on a password field",
    documentation: """
      `autocomplete="off"` asks password managers not to save or fill the field. Most browsers ignore it on \
      password fields, but some password managers honour it, and it hides the field's real purpose. Say what \
      the field is: `current-password` to sign in, `new-password` where a password is chosen.
      """,
    failingExample: #"<input type="password" autocomplete="off" name="password">"#,
    passingExample: #"<input type="password" autocomplete="current-password" name="password">"#,
    tags: ["forms", "autofill"])

  func check(_ page: Page, into findings: inout [Finding]) {
    for field in page.allFields where field.element.autocompleteTokens == ["off"] {
      guard let attribute = field.element.attribute("autocomplete") else { continue }
      let meant = field.role == .current ? "current-password" : "new-password"
      var fix: Fix?
      if let valueRange = attribute.valueRange, page.scanned.encoding.hasPrefix("UTF-8"),
         Array(page.text.bytes[valueRange]) == Array("off".utf8) {
        fix = Fix(description: "replace `off` with `\(meant)`", edits: [Fix.Edit(range: valueRange, replacement: meant)])
      }
      findings.append(finding(
        "`autocomplete=\"off\"` on a password field keeps some password managers from saving or generating a password: "
          + "use `autocomplete=\"\(meant)\"`", at: page.fullRange(of: attribute), fix: fix))
    }
  }
}
