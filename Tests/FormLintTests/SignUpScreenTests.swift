@testable import FormLint
import FieldModel
import Testing

/// One password field signs in, unless the form or the file says it signs up: then it chooses a new
/// password, and wants `autocomplete="new-password"`.
@Suite struct SignUpScreenTests {
  func rules(_ source: String, path: String) -> [String] {
    SourceLinter.lint(Array(source.utf8), path: path, settings: RuleSettings()).diagnostics.map(\.ruleID)
  }

  /// The Flask tutorial's `flaskr/templates/auth/register.html`, as written.
  static let flaskRegister = """
    {% extends 'base.html' %}
    {% block content %}
      <form method="post">
        <label for="username">Username</label>
        <input name="username" id="username" required>
        <label for="password">Password</label>
        <input type="password" name="password" id="password" required>
        <input type="submit" value="Register">
      </form>
    {% endblock %}
    """

  @Test func aFileNamedForSigningUpSaysSo() {
    #expect(rules(Self.flaskRegister, path: "flaskr/templates/auth/register.html").contains("new-password-autocomplete"))
    #expect(!rules(Self.flaskRegister, path: "flaskr/templates/auth/login.html").contains("new-password-autocomplete"))
    for name in ["registrations", "sign-up", "SignUpScreen.tsx", "create_account.ejs", "register.component.html"] {
      #expect(FormPurpose(saidBy: name) == .signUp, "\(name)")
    }
    for name in ["sessions", "login.html", "SignIn.tsx", "Login.razor", "sign_in.html.erb"] {
      #expect(FormPurpose(saidBy: name) == .signIn, "\(name)")
    }
    for name in ["unregister.html", "registered-users.html", "login-or-register.html", "signing-keys.html", "page.tsx"] {
      #expect(FormPurpose(saidBy: name) == nil, "\(name)")
    }
  }

  @Test func aFormNamedForSigningUpSaysSo() {
    let form = #"<form action="/signup" method="post"><input name="email" autocomplete="username"><input type="password" name="password"></form>"#
    #expect(rules(form, path: "index.html").contains("new-password-autocomplete"))
    let signIn = #"<form action="/session" method="post"><input name="email" autocomplete="username"><input type="password" name="password"></form>"#
    #expect(!rules(signIn, path: "index.html").contains("new-password-autocomplete"))
  }

  @Test func aSignInFormSignsInWhateverItsFields() {
    // A password and a PIN on a login page: not a new password and its confirmation.
    let form = """
      <form action="/login" method="post"><input name="email" autocomplete="username">
      <input type="password" name="password" autocomplete="current-password">
      <input type="password" name="otp" autocomplete="off"></form>
      """
    let found = SourceLinter.lint(Array(form.utf8), path: "index.html", settings: RuleSettings()).diagnostics
    // A code field wants a one-time code, never the saved password.
    #expect(found.with("autocomplete-off").first?.message.contains("`autocomplete=\"one-time-code\"`") == true)
    #expect(found.with("autocomplete-off").first?.fix?.edits.first?.replacement == "one-time-code")
    #expect(found.with("new-password-autocomplete").isEmpty && found.with("short-minimum-length").isEmpty)
    // The file's name says it too, when the form says nothing.
    let unnamed = form.replacingOccurrences(of: #" action="/login""#, with: "")
    #expect(rules(unnamed, path: "Components/Account/Pages/Login.razor").contains("autocomplete-off"))
    #expect(!rules(unnamed, path: "Components/Account/Pages/Login.razor").contains("short-minimum-length"))
  }

  @Test func aFileWithTwoScreensLeavesThemToTheirForms() {
    let page = """
      <form action="/session"><input type="password" name="password"></form>
      <form id="other"><input type="password" name="pin"></form>
      """
    #expect(!rules(page, path: "register.html").contains("new-password-autocomplete"))
  }

  @Test func rulesOnAFieldThatSaysItSignsInAreSaidSo() throws {
    let form = #"<form action="/login"><input name="u" autocomplete="username"><input type="password" autocomplete="current-password" passwordrules="minlength: 12; required: upper, lower, digit;"></form>"#
    let found = try #require(SourceLinter.lint(Array(form.utf8), path: "a.html", settings: RuleSettings()).diagnostics.with("new-password-autocomplete").first)
    #expect(found.message.hasPrefix("this field has passwordrules but says `autocomplete=\"current-password\"`"))
  }

  /// A sign-up's one field that says `current-password` was copied from the sign-in form (Passport's
  /// `signup.ejs`, Clerk's sign-up screen): it chooses a password all the same, and the value is the mistake.
  @Test func aSignUpsOneFieldSayingCurrentPasswordIsTheMistake() throws {
    let field = #"<form><input name="username" autocomplete="username"><input type="password" name="password" autocomplete="current-password" minlength="12"></form>"#
    let found = SourceLinter.lint(Array(field.utf8), path: "auth/register.html", settings: RuleSettings()).diagnostics
    #expect(found.rules == ["new-password-autocomplete"])
    #expect(found.first?.fix?.edits.first?.replacement == "new-password")
    // On a page that says nothing of its purpose, or signs in, the written value wins.
    #expect(rules(field, path: "auth/account.html").isEmpty)
    #expect(rules(field, path: "auth/login.html").isEmpty)
    // A folder says the page's purpose only for a generic page name: Django keeps every auth page in
    // `registration/`; Next.js' `sign-up/page.tsx` is the sign-up.
    #expect(rules(field, path: "templates/registration/password_confirm.html").isEmpty)
    #expect(rules(field, path: "resources/views/auth/register/confirm-password.blade.php").isEmpty)
    #expect(rules(field, path: "app/sign-up/page.html") == ["new-password-autocomplete"])
  }
}

/// The confirm field wants `autocomplete="new-password"` too (Apple: both fields of a new password
/// get the new-password content type), so that the generated password is filled in twice.
@Suite struct ConfirmFieldAutocompleteTests {
  @Test func aConfirmFieldWithoutAutocompleteIsReported() throws {
    let page = """
      <form><input name="email" autocomplete="username">
      <input type="password" name="password" autocomplete="new-password">
      <input type="password" name="password_confirmation"></form>
      """
    let found = lint(page).with("new-password-autocomplete")
    #expect(found.count == 1)
    #expect(found.first?.message.contains("repeats the new password") == true)
    #expect(found.first?.range?.start.line == 3)
    #expect(found.first?.fix?.edits.first?.replacement == #" autocomplete="new-password""#)
  }
}

/// A spread of props may set lengths; it cannot widen what the rules themselves allow.
@Suite struct SpreadLengthTests {
  func rules(_ source: String) -> [String] {
    SourceLinter.lint(Array(source.utf8), path: "A.jsx", settings: RuleSettings()).diagnostics.map(\.ruleID)
  }

  @Test func theRulesOwnAutoFillProblemsStillShow() {
    let classes = rules(#"export const A = () => <input type="password" {...register("password")} passwordrules="required: upper; minlength: 12;" />;"#)
    #expect(classes.contains("autofill-character-classes"))
    let short = rules(#"export const A = () => <input type="password" {...register("password")} passwordrules="required: upper; required: lower; maxlength: 8;" />;"#)
    #expect(short.contains("autofill-max-length"))
  }

  @Test func aMinimumTheSpreadMaySetIsNotReported() {
    let found = rules(#"export const A = () => <form><input type="password" autoComplete="new-password" {...props} passwordrules="required: upper, lower, digit;" /></form>;"#)
    #expect(!found.contains("short-minimum-length"))
    // Without the spread it is.
    #expect(rules(#"export const A = () => <form><input type="password" autoComplete="new-password" passwordrules="required: upper, lower, digit;" /></form>;"#)
      .contains("short-minimum-length"))
  }
}

/// `<form autocomplete="off">` reaches the password fields that have no `autocomplete` of their own.
@Suite struct FormAutocompleteTests {
  @Test func aSignInFormWithAutocompleteOff() throws {
    let page = """
      <form action="/login" method="post" autocomplete="off">
        <input name="email" autocomplete="username">
        <input type="password" name="password">
      </form>
      """
    let found = lint(page).with("autocomplete-off")
    #expect(found.count == 1)
    let diagnostic = try #require(found.first)
    #expect(covered(diagnostic, in: page) == #"autocomplete="off""#)
    #expect(diagnostic.fix?.edits.first?.replacement == #" autocomplete="current-password""#)
  }

  @Test func aFieldsOwnAutocompleteWins() {
    let page = #"<form autocomplete="off"><input type="password" name="password" autocomplete="current-password"></form>"#
    #expect(lint(page).isEmpty)
  }

  @Test func aSignUpFormIsNewPasswordAutocompletesConcern() {
    // The new field already gets `new-password-autocomplete`, with the value to use; one finding.
    let page = """
      <form autocomplete="off"><input name="email" autocomplete="username">
      <input type="password" name="password"><input type="password" name="password_confirmation"></form>
      """
    #expect(lint(page).with("autocomplete-off").isEmpty)
    #expect(lint(page).with("new-password-autocomplete").count == 2)
  }
}
