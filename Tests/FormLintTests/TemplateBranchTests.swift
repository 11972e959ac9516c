@testable import FormLint
import Testing

/// A field written once per branch of an if/else is one field, but each branch's rules are read.
@Suite struct TemplateBranchTests {
  func lint(_ source: String, path: String) -> [Diagnostic] {
    SourceLinter.lint(Array(source.utf8), path: path, settings: RuleSettings()).diagnostics
  }

  /// A component's tag that writes its sign-up attributes in one branch and its sign-in ones in the
  /// other: each branch is the field as that branch writes it, the rules only in theirs.
  @Test func aTagsBranchesEachWriteTheirOwnAttributes() {
    let blade = """
      @props(['name' => 'password', 'new' => false])
      <input type="password" name="{{ $name }}"
             @if ($new)
                 autocomplete="new-password"
                 passwordrules="required: upper; required: lower; required: digit; minlength: 12;"
             @else
                 autocomplete="current-password"
             @endif
             {{ $attributes->merge(['class' => 'rounded-md']) }}>
      """
    #expect(lint(blade, path: "resources/views/components/password-input.blade.php").isEmpty)
    let erb = """
      <%= tag.input type: "password", name: "password" %>
      <input type="password" name="user[password]" <% if @new %>autocomplete="new-password" passwordrules="required: upper; required: lower; required: digit; minlength: 12;"<% else %>autocomplete="current-password"<% end %>>
      """
    #expect(!lint(erb, path: "app/views/users/_password.html.erb").rules.contains("new-password-autocomplete"))
    // Rules written outside the conditional are the other branch's too.
    let shared = blade.replacingOccurrences(of: #"name="{{ $name }}""#, with: #"name="{{ $name }}" passwordrules="required: upper; required: lower; required: digit; minlength: 12;""#)
      .replacingOccurrences(of: #"""
                 passwordrules="required: upper; required: lower; required: digit; minlength: 12;"

      """#, with: "\n")
    #expect(lint(shared, path: "resources/views/components/password-input.blade.php").rules == ["new-password-autocomplete"])
  }

  @Test func unnamedAlternativesAreOneFieldToo() {
    let angular = """
      <form>
        <input type="email" autocomplete="username">
        @if (strict) {
          <input type="password" autocomplete="new-password" passwordrules="required: upper, lower, digit; minlength: 16;">
        } @else {
          <input type="password" autocomplete="new-password" passwordrules="required: upper, lower, digit; minlength: 12;">
        }
      </form>
      """
    #expect(lint(angular, path: "register.component.html").isEmpty)
    // Branches of different shapes are not copies of each other: the second branch's pair stays a pair.
    let shapes = """
      <form><input type="email" autocomplete="username">
      {% if change %}<input type="password" autocomplete="current-password">
      {% else %}<input type="password" autocomplete="new-password" passwordrules="minlength: 12; required: upper, lower, digit;">
      <input type="password" autocomplete="new-password" passwordrules="minlength: 16; required: upper, lower, digit;">{% endif %}</form>
      """
    #expect(lint(shapes, path: "account.html.j2").with("confirm-field-rules").count == 1)
  }

  @Test func formsATemplateTagWritesAreForms() throws {
    // Shopify's login page beside its sign-up form: two forms, not a new and a confirm field.
    let liquid = """
      {% form 'create_customer' %}<input type="email" name="customer[email]" autocomplete="username">
      <input type="password" name="customer[password]" autocomplete="new-password" minlength="12">{% endform %}
      {% form 'customer_login' %}<input type="email" name="customer[email]" autocomplete="username">
      <input type="password" name="customer[password]">{% endform %}
      """
    #expect(lint(liquid, path: "customers/account.liquid").isEmpty)
    // A finding about the form points at the tag that writes it.
    let twig = "{{ form_start(changeForm) }}\n<input type=\"password\" name=\"plainPassword\" autocomplete=\"new-password\" minlength=\"12\">\n{{ form_end(changeForm, {render_rest: false}) }}"
    let note = try #require(lint(twig, path: "change.html.twig").with("missing-username-field").first)
    #expect(note.range?.start.line == 1 && note.range?.start.column == 1)
  }

  @Test func aCopyThatSaysItsRoleKeepsIt() {
    // One partial for the reset and the sign-in: `@isset($token)` sets a new password, `@else` signs in.
    let blade = """
      <form method="POST"><input type="email" name="email" autocomplete="username">
      @isset($token)
      <input type="password" name="password" minlength="12" autocomplete="new-password">
      @else
      <input type="password" name="password" autocomplete="current-password">
      @endisset
      </form>
      """
    #expect(lint(blade, path: "auth.blade.php").isEmpty)
    // The other way round: the `else` branch's new password is checked as one.
    let twig = """
      <form><input type="email" name="email" autocomplete="username">
      {% if login %}<input type="password" name="password" autocomplete="current-password">
      {% else %}<input type="password" name="password" minlength="6" autocomplete="new-password">{% endif %}</form>
      """
    let found = lint(twig, path: "auth.html.twig")
    #expect(found.rules == ["short-minimum-length"])
    #expect(found.first?.range?.start.line == 3)
  }

  @Test func aCopyIsCheckedAsTheFieldItRepeats() throws {
    // Bootstrap's error state: the same field written twice, the else branch wrong.
    let source = """
      <form><input type="email" name="email" autocomplete="username">
      {% if form.errors %}<input type="password" name="password" class="is-invalid" autocomplete="current-password">
      {% else %}<input type="password" name="password" autocomplete="off">{% endif %}</form>
      """
    let report = SourceLinter.lint(Array(source.utf8), path: "login.html", settings: RuleSettings())
    #expect(report.passwordFields == 1)
    let off = try #require(report.diagnostics.with("autocomplete-off").first)
    #expect(off.range?.start.line == 3)
    // With the copy's role: current-password, as in the other branch.
    #expect(off.message.contains("current-password"))
    let signUp = """
      <form><input type="email" name="email" autocomplete="username">
      {% if strict %}<input type="password" name="pw" autocomplete="new-password" passwordrules="minlength: 12; required: upper, lower, digit;">
      {% else %}<input type="password" name="pw" passwordrules="minlength: 8; required: upper, lower, digit;">{% endif %}</form>
      """
    let missing = lint(signUp, path: "signup.html").with("new-password-autocomplete")
    #expect(missing.map { $0.range?.start.line } == [3])
  }

  @Test func aSignInBranchIsNoCopyOfASignUpBranch() {
    let svelte = """
      <form method="POST"><input name="email" autocomplete="username" />
      {#if mode === "login"} <input type="password" name="password" />
      {:else} <input type="password" name="password" autocomplete="new-password" />
              <input type="password" name="confirm" autocomplete="new-password" />{/if}</form>
      """
    let found = lint(svelte, path: "src/routes/auth/+page.svelte")
    // The sign-in field (line 2) is no new-password field.
    #expect(!found.contains { $0.range?.start.line == 2 }, "\(found.map(\.message))")
  }

  @Test func aTypoOnlyInTheElseBranchIsFound() throws {
    let source = """
      <form>
      <input type="text" name="email" autocomplete="username">
      {% if strict %}
      <input type="password" name="pw" autocomplete="new-password" passwordrules="required: upper; minlength: 12;">
      {% else %}
      <input type="password" name="pw" autocomplete="new-password" passwordrules="required: digits; minlength: 12;">
      {% endif %}
      </form>
      """
    let found = lint(source, path: "signup.html.j2")
    let typo = try #require(found.with("unknown-character-class").first)
    #expect(typo.range?.start.line == 6)
    #expect(covered(typo, in: source) == "digits")
    // Still one field: the copy is not a confirm field of the first, nor a new field of its own.
    #expect(found.with("confirm-field-rules").isEmpty)
    #expect(SourceLinter.lint(Array(source.utf8), path: "signup.html.j2", settings: RuleSettings()).passwordFields == 1)
  }

  @Test func theSameRulesInBothBranchesAreReportedWhereEachIsWritten() {
    let source = """
      {% if a %}<input type="password" name="pw" passwordrules="required: digits">{% else %}
      <input type="password" name="pw" passwordrules="required: digits">{% endif %}
      """
    #expect(lint(source, path: "a.j2").with("unknown-character-class").compactMap { $0.range?.start.line } == [1, 2])
  }

  /// Thymeleaf's `th:if`/`th:unless` of one condition (on the fields or on `<th:block>`s around them) and a
  /// JSP scriptlet's `if { } else { }`: one of the two renders, so there is no confirmation field.
  @Test(arguments: [
    ("signup.html", #"<input th:if="${strict}" "#, #"<input th:unless="${strict}" "#, "", ""),
    ("signup.html", #"<th:block data-th-if="${strict}"><input "#, #"<th:block data-th-unless="${strict}"><input "#, "</th:block>", ""),
    ("signup.jsp", "<% if (strict) { %><input ", "<% } else { %><input ", "", "<% } %>"),
  ])
  func alternativesWrittenAsAttributesOrScriptletsAreOneField(path: String, first: String, second: String, closeEach: String, closeAll: String) {
    let source = """
      <form method="post">
        <input type="email" name="email" autocomplete="username">
        \(first)type="password" name="password" autocomplete="new-password" passwordrules="minlength: 12; required: lower; required: upper; required: digit;">\(closeEach)
        \(second)type="password" name="password" autocomplete="new-password" passwordrules="minlength: 8; required: lower; required: digit;">\(closeEach)
        \(closeAll)
      </form>
      """
    #expect(lint(source, path: path).isEmpty)
    // Each branch's rules are still read (the ignored ones leave that branch without a minimum).
    let typo = lint(source.replacingOccurrences(of: "required: lower; required: digit;", with: "required: digits;"), path: path)
    #expect(typo.rules == ["short-minimum-length", "unknown-character-class"])
  }

  @Test func thymeleafConditionsThatDifferAreNoAlternatives() {
    let source = """
      <form method="post">
        <input type="email" name="email" autocomplete="username">
        <input th:if="${strict}" type="password" name="password" autocomplete="new-password" passwordrules="minlength: 12; required: lower; required: upper; required: digit;">
        <input th:unless="${lenient}" type="password" name="password" autocomplete="new-password" passwordrules="minlength: 8; required: lower; required: digit;">
      </form>
      """
    #expect(lint(source, path: "signup.html").rules == ["confirm-field-rules"])
  }

  /// A shared sign-in/sign-up template: the branches render apart, so the `else` branch's lone password
  /// signs in (whether or not it has the `if` branch's name), and the `if` branch's pair is a pair.
  @Test(arguments: [
    ("login.ftl", "<#if register??>", "<#else>", "</#if>"),
    ("login.html.j2", "{% if signup %}", "{% else %}", "{% endif %}"),
    ("login.ejs", "<% if (signup) { %>", "<% } else { %>", "<% } %>"),
    ("login.tmpl", "{{if .Signup}}", "{{else}}", "{{end}}"),
  ])
  func aSignInBranchBesideASignUpBranchSignsIn(path: String, open: String, otherwise: String, close: String) {
    for newName in ["password-new", "password"] {
      let source = """
        <form method="post">
          <input name="username" type="text" autocomplete="username">
          \(open)
          <input name="\(newName)" type="password" autocomplete="new-password" minlength="12">
          \(otherwise)
          <input name="password" type="password" autocomplete="off">
          \(close)
        </form>
        """
      let found = lint(source, path: path)
      #expect(found.rules == ["autocomplete-off"], "\(path) \(newName)")
      #expect(found.first?.fix?.edits.first?.replacement == "current-password", "\(path) \(newName)")
    }
    // The sign-up branch's confirmation still repeats its new password.
    let pair = """
      <form method="post">
        <input name="username" type="text" autocomplete="username">
        \(open)
        <input name="password" type="password" autocomplete="new-password" minlength="12">
        <input name="password2" type="password" minlength="12">
        \(otherwise)
        <input name="password" type="password" autocomplete="current-password">
        \(close)
      </form>
      """
    #expect(lint(pair, path: path).rules == ["new-password-autocomplete"])
    #expect(lint(pair, path: path).first?.message.contains("repeats the new password") == true)
  }

  /// Thousands of conditionals around password fields (copies and fields of their own in each branch) are
  /// read in one pass each: every field and copy is checked, and the run ends (it took minutes at 500).
  @Test(arguments: [("{% if a %}", "{% else %}", "{% endif %}", "big.html.j2"), ("@if($a)", "@else", "@endif", "big.blade.php")])
  func thousandsOfConditionalsAroundFields(open: String, otherwise: String, close: String, path: String) {
    var copies = "<form><input name=\"u\" autocomplete=\"username\">\n"
    var own = copies
    for i in 0..<3_000 {
      copies += "\(open)<input type=\"password\" name=\"p\(i)\" autocomplete=\"new-password\">\(otherwise)<input type=\"password\" name=\"p\(i)\" autocomplete=\"off\">\(close)\n"
      own += "\(open)<input type=\"password\" name=\"x\(i)\">\(otherwise)<input type=\"password\" name=\"y\(i)\" autocomplete=\"off\">\(close)\n"
    }
    let report = SourceLinter.lint(Array((copies + "</form>").utf8), path: path)
    #expect(report.passwordFields == 3_000)
    #expect(report.diagnostics.with("autocomplete-off").count == 3_000, "each copy is checked")
    let separate = SourceLinter.lint(Array((own + "</form>").utf8), path: path)
    #expect(separate.passwordFields == 6_000)
    #expect(separate.diagnostics.with("autocomplete-off").count == 3_000)
  }
}
