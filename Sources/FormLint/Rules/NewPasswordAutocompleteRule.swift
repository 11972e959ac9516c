/// A field with rules, or the new field of a sign-up/change form, without `autocomplete="new-password"`.
struct NewPasswordAutocompleteRule: LintRule {
  static let metadata = RuleMetadata(
    id: "new-password-autocomplete",
    name: "Missing autocomplete=\"new-password\"",
    defaultSeverity: .warning,
    summary: "a field with rules (or a new-password field) lacks `autocomplete=\"new-password\"`",
    documentation: """
      `autocomplete="new-password"` is how a page tells password managers that a new password is being chosen \
      here, which is when they offer to generate one. A field that carries `passwordrules` but is not marked \
      this way may not get a generated password at all.
      """,
    failingExample: #"<input type="password" name="new-password" passwordrules="required: upper; required: digit; minlength: 12">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 12">"#,
    tags: ["forms", "autofill"])

  func check(_ page: Page, into findings: inout [Finding]) {
    for field in page.allFields where field.role == .new || (field.ownRules != nil && field.role != .confirm) {
      let tokens = field.element.autocompleteTokens
      guard !tokens.contains("new-password") else { continue }
      if let attribute = field.element.attribute("autocomplete") {
        let written = attribute.value ?? ""
        findings.append(finding(
          "this field sets a new password but says `autocomplete=\"\(written)\"`: use `autocomplete=\"new-password\"` "
            + "so password managers offer a strong password", at: page.fullRange(of: attribute)))
      } else {
        let tag = field.element.tagNameRange
        findings.append(finding(
          "this field sets a new password but has no `autocomplete=\"new-password\"`: password managers may not offer a strong password",
          at: tag, fix: page.insertionFix(after: tag, text: #" autocomplete="new-password""#)))
      }
    }
  }
}

extension Page {
  /// An insertion right after `range`, offered only on UTF-8 pages (where offsets are the file's).
  func insertionFix(after range: Range<Int>, text: String) -> Fix? {
    guard scanned.encoding.hasPrefix("UTF-8") else { return nil }
    return Fix(description: "insert `\(text.drop { $0 == " " })`", edits: [Fix.Edit(range: range.upperBound..<range.upperBound, replacement: text)])
  }
}
