import FieldModel

/// `autocomplete="off"` on a password field, or on the form of a sign-in field that has none.
struct AutocompleteOffRule: LintRule {
  static let metadata = RuleMetadata(
    id: "autocomplete-off",
    name: "autocomplete=\"off\" on a password field",
    defaultSeverity: .warning,
    summary: "`autocomplete=\"off\"` on a password field",
    documentation: """
      `autocomplete="off"` asks password managers not to save or fill the field. Most browsers ignore it on \
      password fields, but some password managers honour it, and it hides the field's real purpose. Say what \
      the field is: `current-password` to sign in, `new-password` where a password is chosen. A form's \
      `autocomplete="off"` reaches its fields that have none of their own. A field named for a secret the \
      site keeps for another system (`secret`, `api_key`, `webhook_token`, `smtp_password`, `bind_password`) \
      is not the user's password: `off` is right there, and is not reported. A component that writes \
      `off` unless given another value (Ionic's `<ion-input>`, Element Plus's `<el-input>`, Keycloak's `field.password` macro) is \
      reported at its name.
      """,
    failingExample: #"<input type="password" autocomplete="off" name="password">"#,
    passingExample: #"<input type="password" autocomplete="current-password" name="password">"#,
    tags: ["forms", "autofill"])

  func check(_ document: Document, into findings: inout [Finding]) {
    checkForms(document, into: &findings)
    for field in document.allFields {
      for key in PropertyKey.contentTypes {
        check(field, key, document, into: &findings)
      }
    }
  }

  private func check(_ field: PasswordField, _ key: PropertyKey, _ document: Document, into findings: inout [Finding]) {
    let dialect = document.dialect(for: field.field, reading: key)
    guard let property = field.field[key], let literal = property.literal,
      dialect.contentType(literal.text) == [.off], !field.holdsAnotherSystemsSecret
    else { return }
    let meantType: ContentType = FieldRoles.namesOneTimeCode(field.field.names) ? .oneTimeCode : field.role == .current ? .currentPassword : .newPassword
    let meant = dialect.spelling(of: meantType)
    let off = dialect.spelling(of: .off)
    // A value the field's helper or component writes unless given one (Keycloak's `<@field.password>`,
    // Ionic's `<ion-input>`) is positioned on its name: a component's fix gives it the right value.
    let byDefault = property.range == field.anchor
    let fix = byDefault
      ? document.insertionFix(.contentType, meant, into: field.field, speaking: dialect)
      : document.fix(replacing: literal.positions.valueRange, written: literal.text, with: document.spelling(of: meantType, replacing: literal, in: dialect))
    let written: String
    if !byDefault {
      // As written (`OFF` is `off` to the browser, and the fix replaces what is there), unless the value
      // holds a tab or a line break, which a message does not show.
      let shown = literal.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } ? literal.text : off
      written = "`\(dialect.written(.contentType, shown))` on a password field"
    } else if field.field.insertionPoint == nil {
      written = "this helper writes `\(dialect.written(.contentType, off))` unless given another value, which"
    } else {
      let tag = String(decoding: document.text.bytes[field.anchor].drop { $0 == UInt8(ascii: "<") }, as: UTF8.self)
      written = "`<\(tag)>` writes `\(dialect.written(.contentType, off))` unless given another value, which"
    }
    findings.append(finding(
      "\(written) keeps some password managers from saving or generating a password: use "
        + "`\(dialect.written(.contentType, meant))`", at: property.range, fix: fix))
  }

  /// `<form autocomplete="off">` reaches the fields without an `autocomplete` of their own. A new or
  /// confirm field is `new-password-autocomplete`'s (which asks for the value and inserts it); a
  /// sign-in field is reported here, at the form's attribute, with the field's fix.
  private func checkForms(_ document: Document, into findings: inout [Finding]) {
    for screen in document.screens {
      guard let property = screen.formAutocomplete, let literal = property.literal,
        document.dialect.contentType(literal.text) == [.off]
      else { continue }
      // The form's attribute as the form writes it (`autocomplete="off"`, Rails' `html: { autocomplete: "off" }`),
      // which need not be the field's language (a Rails helper's field in a plain `<form>`).
      let writtenOnForm = String(decoding: document.text.bytes[property.range], as: UTF8.self)
      for field in screen.allFields
      where field.role == .current && field.ownRules == nil && field.field[.contentType] == nil && !field.holdsAnotherSystemsSecret {
        let dialect = document.dialect(for: field.field)
        let meant = dialect.spelling(of: .currentPassword)
        let onForm = writtenOnForm.contains("\n") ? dialect.written(.contentType, dialect.spelling(of: .off)) : writtenOnForm
        findings.append(finding(
          "`\(onForm)` on the form reaches its password field, and keeps "
            + "some password managers from saving or filling it: give the field `\(dialect.written(.contentType, meant))`",
          at: property.range, fix: document.insertionFix(.contentType, meant, into: field.field)))
      }
    }
  }
}
