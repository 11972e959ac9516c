@testable import FormLint
import HTMLScanner
import Testing

@Suite struct FieldRoleTests {
  func page(_ html: String) -> Document { document(html) }

  @Test func signUpIsNewThenConfirm() {
    let p = page("""
      <form><input autocomplete=username><input type=password autocomplete=new-password passwordrules="minlength: 12">
      <input type=password autocomplete=new-password></form>
      """)
    #expect(p.screens.count == 1)
    #expect(p.screens[0].fields.map(\.role) == [.new, .confirm])
    #expect(p.screens[0].fields[1].confirms == 0)
    #expect(p.screens[0].fields[1].effectiveRules?.canonical.text(.canonical) == "allowed: ascii-printable; minlength: 12")
    #expect(p.screens[0].usernameField != nil)
  }

  @Test func changePasswordHasAllThreeRoles() {
    let p = page("""
      <form><input type=password name=current><input type=password name=new_password>
      <input type=password name=confirm_password></form>
      """)
    #expect(p.screens[0].fields.map(\.role) == [.current, .new, .confirm])
  }

  @Test func aFieldBeforeOneThatSaysNewPasswordIsTheCurrentOne() {
    // A change-password form whose first field says nothing (or something unknown).
    let p = page("""
      <form><input type=hidden autocomplete=username><input type=password autocomplete=password>
      <input type=password autocomplete=new-password passwordrules="minlength: 12"></form>
      """)
    #expect(p.screens[0].fields.map(\.role) == [.current, .new])
    // Rules alone on the second field (no `new-password`) still make it the misplaced confirmation.
    let rulesOnly = page("<form><input type=password><input type=password passwordrules=\"minlength: 12\"></form>")
    #expect(rulesOnly.screens[0].fields.map(\.role) == [.new, .confirm])
    // So does a sign-up form's.
    let signUp = page("<form action=/register><input type=password><input type=password autocomplete=new-password></form>")
    #expect(signUp.screens[0].fields.map(\.role) == [.new, .confirm])
  }

  @Test func symfonysPlainPasswordIsANewPassword() {
    #expect(page("<form><input type=password name=plainPassword></form>").screens[0].fields.map(\.role) == [.new])
  }

  @Test func unsignalledFieldsGetRolesByCount() {
    #expect(page("<form><input type=password></form>").screens[0].fields.map(\.role) == [.current])
    #expect(page("<form><input type=password><input type=password></form>").screens[0].fields.map(\.role) == [.new, .confirm])
    #expect(page("<form><input type=password><input type=password><input type=password></form>").screens[0].fields.map(\.role)
      == [.current, .new, .confirm])
  }

  @Test func aOneTimeCodeTakesNoPartInThePairing() {
    let p = page("""
      <form><input autocomplete=username><input type=password name=password autocomplete=off>
      <input type=password name=password_confirmation autocomplete=new-password>
      <input type=password name=pin autocomplete=one-time-code></form>
      """)
    #expect(p.screens[0].fields.map(\.role) == [.new, .confirm, .current])
    #expect(p.screens[0].fields[1].confirms == 0)
  }

  @Test func theFieldAConfirmFieldFollowsIsTheNewOne() {
    // `password` says nothing itself; `password_confirmation` after it does, for both.
    let p = page("""
      <form><input type=password name=password><input type=password name=password_confirmation>
      <input type=password name=pin autocomplete="{{ purpose }}"></form>
      """)
    #expect(p.screens[0].fields.map(\.role) == [.new, .confirm, .current])
  }

  @Test func formLessFieldsFormOneGroupPerDocument() {
    let p = page("""
      <div><input type=email name=email><input type=password autocomplete=new-password></div>
      <section><input type=password name=password2></section>
      """)
    #expect(p.screens.count == 1)
    #expect(p.screens[0].anchor == nil)
    #expect(p.screens[0].fields.map(\.role) == [.new, .confirm])
    #expect(p.screens[0].usernameField?.names == ["email"])
  }

  @Test func formAttributeJoinsAFormByID() {
    let p = page("""
      <form id=f><input type=password autocomplete=new-password passwordrules="minlength: 14"></form>
      <input form=f type=password name=confirm>
      <input form=missing type=password autocomplete=current-password>
      """)
    let form = p.screens.first { $0.anchor != nil }!
    #expect(form.fields.map(\.role) == [.new, .confirm])
    // A form attribute naming no form leaves the field without an owner: the document group.
    let loose = p.screens.first { $0.anchor == nil }!
    #expect(loose.fields.map(\.role) == [.current])
  }

  @Test func confirmFieldWithDifferentRulesIsReported() {
    let html = """
      <form><input autocomplete=username><input type=password autocomplete=new-password passwordrules="minlength: 12; required: upper">
      <input type=password name=confirm passwordrules="minlength: 8"></form>
      """
    let found = lint(html).with("confirm-field-rules")
    #expect(found.count == 1)
    #expect(found.first.map { covered($0, in: html) } == #"passwordrules="minlength: 8""#)
  }

  /// AutoFill generates for the new field and fills both: the confirmation field's own rules are to be
  /// removed (`confirm-field-rules`), not judged as AutoFill's; rules on it alone still are.
  @Test func confirmFieldsOwnRulesAreNotJudgedBesideTheNewFields() {
    let html = """
      <form><input autocomplete=username><input type=password autocomplete=new-password passwordrules="required: upper; required: lower; required: digit; minlength: 12;">
      <input type=password name=password_confirmation autocomplete=new-password passwordrules="required: upper; minlength: 8;"></form>
      """
    #expect(lint(html).rules == ["confirm-field-rules"])
    let alone = html.replacingOccurrences(of: #" passwordrules="required: upper; required: lower; required: digit; minlength: 12;""#, with: "")
    #expect(lint(alone).rules.contains("autofill-character-classes"))
    // What the field cannot accept at all, its own maximum under its own rules' minimum, still holds.
    let conflict = html.replacingOccurrences(of: #"name=password_confirmation"#, with: #"name=password_confirmation maxlength=6"#)
    #expect(lint(conflict).rules.contains("length-conflict"))
    // Its syntax is still its own.
    #expect(lint(html.replacingOccurrences(of: "minlength: 8;", with: "minlenght: 8;")).rules.contains("unknown-property"))
  }

  @Test func confirmRulesBesideIgnoredNewRulesSayWhy() {
    // The new field's value is ignored as a whole (`digits`): there is no policy to compare with.
    let html = """
      <form><input autocomplete=username><input type=password autocomplete=new-password passwordrules="required: digits">
      <input type=password name=confirm passwordrules="minlength: 8"></form>
      """
    let found = lint(html).with("confirm-field-rules")
    #expect(found.count == 1)
    #expect(found.first?.message.contains("the new-password field's are ignored") == true)
    #expect(found.first?.message.contains("(``)") == false)
  }

  @Test func ignoredConfirmRulesAreNotQuotedAsEmpty() {
    let html = """
      <form><input autocomplete=username><input type=password autocomplete=new-password passwordrules="minlength: 12; required: upper">
      <input type=password autocomplete=new-password passwordrules="minlength: 12; required: uppers"></form>
      """
    let found = lint(html).with("confirm-field-rules")
    #expect(found.count == 1)
    #expect(found.first?.message.contains("ignored as a whole") == true)
    #expect(found.first?.message.contains("``") == false)
  }

  @Test func rulesOnlyOnTheConfirmFieldAreReported() {
    let html = """
      <form><input autocomplete=username><input type=password autocomplete=new-password>
      <input type=password autocomplete=new-password passwordrules="minlength: 12"></form>
      """
    let found = lint(html).with("confirm-field-rules")
    #expect(found.count == 1)
    #expect(found.first?.message.contains("only the confirmation field") == true)
  }

  @Test func confirmFieldInheritsWithoutDuplicateFindings() {
    let html = """
      <form><input autocomplete=username><input type=password autocomplete=new-password passwordrules="maxlength: 10">
      <input type=password autocomplete=new-password></form>
      """
    // The too-short maximum is reported once, on the new field's rules, not again on the confirm field.
    #expect(lint(html).with("autofill-max-length").count == 1)
  }

  @Test func aConfirmFieldsMaximumUnderTheMinimumIsOneMistake() {
    let html = """
      <form><input autocomplete=username><input type=password autocomplete=new-password passwordrules="minlength: 12">
      <input type=password autocomplete=new-password maxlength=10></form>
      """
    // It has no rules of its own for Safari to ignore: the maximum under the minimum is said once.
    #expect(lint(html).with("length-conflict").count == 1)
    #expect(lint(html).with("autofill-max-length").isEmpty)
    // Without a minimum to conflict with, its maximum under 12 is still said.
    let unbounded = html.replacingOccurrences(of: "minlength: 12", with: "required: upper; required: digit")
    #expect(lint(unbounded).with("length-conflict").isEmpty)
    #expect(lint(unbounded).with("autofill-max-length").count == 1)
    // Said as what it is: the rules are read on the new field; the generated password does not fit here.
    let message = lint(unbounded).with("autofill-max-length").first?.message ?? ""
    #expect(message.contains("does not fit in this confirmation field") && !message.contains("ignores these rules"), "\(message)")
  }
}

@Suite struct FieldNameWordTests {
  func role(_ attributes: String) -> FieldRole? {
    let roles = FieldRoles(dialect: HTMLDialect())
    return document("<form><input type=password \(attributes)></form>").screens.first?.fields.first.map {
      roles.hint($0.field) == .current ? .current : roles.hint($0.field) == .new ? .new
        : roles.hint($0.field) == .confirm ? .confirm : nil
    } ?? nil
  }

  @Test func namesAreReadAsWords() {
    #expect(role("name=confirmPassword") == .confirm)
    #expect(role("name=password_confirmation") == .confirm)
    #expect(role("id=passwordAgain") == .confirm)
    #expect(role("name=password2") == .confirm)
    #expect(role("name=re-enter-password") == .confirm)
    #expect(role("name=oldPassword") == .current)
    #expect(role("id=current-password") == .current)
    #expect(role("name=newPassword") == .new)
    #expect(role("name=newpassword") == .new)
    #expect(role("name=placeholder") == nil)
    #expect(role("name=password") == nil)
  }
}

/// Names that say what a lone password field is for.
@Suite struct LonePasswordFieldRoleTests {
  func page(_ html: String) -> Document { document(html) }

  /// A reset's or change form's new fields copied from the sign-in form: a confirmation repeats the new
  /// password, whatever the content types say; a field named for the current one stays it.
  @Test func fieldsCopiedFromTheSignInFormKeepTheirPlaces() {
    func roles(_ html: String) -> [FieldRole] { page(html).screens[0].fields.map(\.role) }
    #expect(roles("""
      <form action="/reset-password"><input autocomplete=username><input type=password name=password autocomplete=current-password>
      <input type=password name=password_confirmation autocomplete=current-password></form>
      """) == [.new, .confirm])
    #expect(roles("""
      <form><input type=password name=current_password autocomplete=current-password>
      <input type=password name=password autocomplete=current-password>
      <input type=password name=password_confirmation autocomplete=current-password></form>
      """) == [.current, .new, .confirm])
    // A field named for the new password keeps its place whatever it says; `newsletter` is no such name.
    #expect(roles("""
      <form><input type=password name=Input.OldPassword autocomplete=current-password>
      <input type=password name=Input.NewPassword autocomplete=current-password></form>
      """) == [.current, .new])
    #expect(roles("""
      <form><input type=password name=current_password autocomplete=current-password>
      <input type=password name=new_password autocomplete=current-password>
      <input type=password name=confirm_password autocomplete=current-password></form>
      """) == [.current, .new, .confirm])
    #expect(roles("<form><input type=password name=password autocomplete=current-password><input type=password name=newsletter_password autocomplete=current-password></form>") == [.current, .current])
    // Two fields that sign in (a re-authentication) stay so.
    #expect(roles("<form><input type=password name=password autocomplete=current-password><input type=password name=admin_password autocomplete=current-password></form>") == [.current, .current])
  }

  @Test func aConfirmationOfNothingIsTheCurrentPassword() {
    // Gitea's delete-account form asks for the current password under the id `password-confirmation`.
    let p = page(#"<form action="/user/settings/account/delete"><input id="password-confirmation" name="password" type="password" required></form>"#)
    #expect(p.screens[0].fields.map(\.role) == [.current])
    #expect(page("<form><input type=password name=password_confirmation></form>").screens[0].fields.map(\.role) == [.current])
    // Before its new field, a confirmation still repeats it.
    let before = page("<form><input type=password name=password_confirmation><input type=password name=password autocomplete=new-password></form>")
    #expect(before.screens[0].fields.map(\.role) == [.confirm, .new])
  }

  @Test(arguments: ["backup_code", "recoveryCode", "verification_code", "code", "otp"])
  func aFieldNamedForACodeIsACode(name: String) {
    let p = page(#"<form><input type="password" name="\#(name)" autocomplete="off"></form>"#)
    #expect(p.screens[0].fields.map(\.role) == [.current])
    let found = lint(#"<form><input type="password" name="\#(name)" autocomplete="off"></form>"#)
    #expect(found.first?.fix?.edits.first?.replacement == "one-time-code")
    // A card's security code is no one-time code.
    #expect(lint(#"<form><input type="password" name="card_security_code" autocomplete="off"></form>"#).first?.fix?.edits.first?.replacement
      == "current-password")
  }
}
