/// A field with rules, or the new or confirm field of a sign-up/change form, without
/// `autocomplete="new-password"`.
struct NewPasswordAutocompleteRule: LintRule {
  static let metadata = RuleMetadata(
    id: "new-password-autocomplete",
    name: "Missing autocomplete=\"new-password\"",
    defaultSeverity: .warning,
    summary: "a field with rules (or a new-password or confirm field) lacks `autocomplete=\"new-password\"`",
    documentation: """
      `autocomplete="new-password"` is how a page tells password managers that a new password is being chosen \
      here, which is when they offer to generate one. A field that carries `passwordrules` but is not marked \
      this way may not get a generated password at all. The field that repeats the new password wants it \
      too: that is how a password manager knows to fill the generated password there as well.
      """,
    failingExample: #"<input type="password" name="new-password" passwordrules="required: upper; required: digit; minlength: 12">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: upper; required: digit; minlength: 12">"#,
    tags: ["forms", "autofill"])

  func check(_ document: Document, into findings: inout [Finding]) {
    for field in document.allFields where field.role != .current || field.ownRules != nil {
      let dialect = document.dialect(for: field.field)
      let wanted = dialect.written(.contentType, dialect.spelling(of: .newPassword))
      guard let property = field.field[.contentType] else {
        let message = field.role == .confirm
          ? "this field repeats the new password but has no `\(wanted)`: password managers may not fill in the password they generated"
          : "this field sets a new password but has no `\(wanted)`: password managers may not offer a strong password"
        findings.append(finding(
          message, at: field.anchor, fix: document.insertionFix(.contentType, dialect.spelling(of: .newPassword), into: field.field)))
        continue
      }
      // A computed content type may well be right.
      guard let literal = property.literal else { continue }
      let written = literal.text
      // A value the platform does not know is `invalid-content-type`'s, with its own fix.
      guard let types = dialect.contentType(written), !types.contains(.newPassword) else { continue }
      // `off` is `autocomplete-off`'s, which says to use new-password here and carries the fix: one
      // mistake, one finding (and one suppression silences it).
      guard types != [.off] else { continue }
      let rules = dialect.name(of: .rules)
      let message = field.role == .current
        // Rules on a field that says it signs in: one of the two is wrong.
        ? "this field has \(rules) but says `\(dialect.written(.contentType, written))`: password managers generate "
          + "passwords only for new-password fields; use `\(wanted)` where a password is chosen, or remove the \(rules)"
        : field.role == .confirm
          ? "this field repeats the new password but says `\(dialect.written(.contentType, written))`: use `\(wanted)` "
            + "so password managers fill in the password they generated"
          : types == [.other(written)] && dialect is ReactNativeAutoCompleteDialect
            // Android's own value (`password-new`): right there, unknown to iOS.
            ? "this field sets a new password but says `\(dialect.written(.contentType, written))`, which only Android reads: "
              + "use `\(wanted)` so password managers offer a strong password on iOS too"
            : "this field sets a new password but says `\(dialect.written(.contentType, written))`: use `\(wanted)` "
              + "so password managers offer a strong password"
      // Where the field is no sign-in field, the value is the mistake: the fix writes new-password over it.
      let fix = field.role == .current
        ? nil : document.fix(replacing: literal.positions.valueRange, written: written, with: document.spelling(of: .newPassword, replacing: literal, in: dialect))
      findings.append(finding(message, at: property.range, fix: fix))
    }
    checkAndroidHints(document, into: &findings)
  }

  /// React Native's `autoComplete` beside `textContentType` is what Android reads: on a new or confirm
  /// field, a sign-in value there (`current-password`, `password`) keeps Android from generating.
  private func checkAndroidHints(_ document: Document, into findings: inout [Finding]) {
    for field in document.allFields where field.role != .current {
      let dialect = document.dialect(for: field.field, reading: .autoComplete)
      guard let property = field.field[.autoComplete], let literal = property.literal,
        let types = dialect.contentType(literal.text), types == [.currentPassword] || literal.text == "password"
      else { continue }
      let spelling = dialect.spelling(of: .newPassword)
      let (says, so) = field.role == .confirm
        ? ("this field repeats the new password", "fill in the password they generated there too")
        : ("this field sets a new password", "offer a strong password there too")
      findings.append(finding(
        "\(says) but says `\(dialect.written(.autoComplete, literal.text))`, which Android reads: use "
          + "`\(dialect.written(.autoComplete, spelling))` so password managers \(so)", at: property.range,
        fix: document.fix(replacing: literal.positions.valueRange, written: literal.text, with: spelling)))
    }
  }
}
