/// A form that sets a new password but has no username field for the password manager to save it under.
struct MissingUsernameFieldRule: LintRule {
  static let metadata = RuleMetadata(
    id: "missing-username-field",
    name: "Missing username field",
    defaultSeverity: .note,
    summary: "a new-password form with no username field (`autocomplete=\"username\"`)",
    documentation: """
      Password managers save a generated password together with the account's username. A sign-up or \
      change-password form without a username field (`autocomplete="username"`, or an email field) leaves them \
      guessing, and AutoFill may not offer a strong password. On a change-password form, a hidden field \
      `<input type="hidden" autocomplete="username" value="…">` is enough. In a template, a form helper that \
      may write the username field (`<%= f.email_field :email %>`, `{{ form.username }}`) counts as one: formlint \
      cannot see what it writes.
      """,
    failingExample: #"<form><input type="password" autocomplete="new-password" passwordrules="minlength: 12;"></form>"#,
    passingExample: #"<form><input autocomplete="username" name="email"><input type="password" autocomplete="new-password" passwordrules="minlength: 12;"></form>"#,
    tags: ["forms", "autofill"])

  func check(_ document: Document, into findings: inout [Finding]) {
    let dialect = document.dialect
    // A new field whose autocomplete is computed may not be one (a macro's or a partial's field,
    // `autocomplete="{{ purpose }}"`): its role is a guess, too weak for this note.
    func surelyNew(_ field: PasswordField) -> Bool {
      guard field.role == .new else { return false }
      guard let contentType = field.field[.contentType] else { return true }
      // A helper's or a spread's may-be value is unknown, not computed: its role stands.
      return contentType.literal != nil || contentType.comesFromSpread
    }
    for screen in document.screens where screen.fields.contains(where: surelyNew) && screen.usernameField == nil && !screen.usernameFieldMayBeUnseen {
      guard let anchor = screen.anchor ?? screen.fields.first(where: { $0.role == .new })?.anchor else { continue }
      // Fields outside any form (a component's, a page's loose fields) are the file's.
      let noun = screen.anchor == nil ? "file" : dialect.screenNoun
      findings.append(finding(
        "this \(noun) sets a new password but has no username field: AutoFill may not offer a strong password; "
          + "add \(dialect.usernameFieldExample)", at: anchor))
    }
  }
}
