@testable import FormLint
import Testing

/// Form helpers read as the fields they write: Rails, WTForms, Django, Symfony, Laravel Collective.
@Suite struct FormHelperFieldTests {
  func report(_ source: String, path: String) -> FileReport {
    SourceLinter.lint(Array(source.utf8), path: path, settings: RuleSettings())
  }

  /// The one diagnostic of `rule`, and the text it covers.
  func only(_ rule: String, _ source: String, path: String) -> (Diagnostic, String)? {
    let found = report(source, path: path).diagnostics.with(rule)
    guard found.count == 1 else { return nil }
    return (found[0], covered(found[0], in: source))
  }

  @Test func railsRulesAreCheckedInsideTheRubyString() throws {
    let erb = """
      <%= form_with model: @user do |f| %>
        <%= f.email_field :email, autocomplete: "username" %>
        <%= f.password_field :password, autocomplete: "new-password",
              passwordrules: "minlength: 12; required: digits; required: upper" %>
      <% end %>
      """
    let (diagnostic, text) = try #require(only("unknown-character-class", erb, path: "new.html.erb"))
    #expect(text == "digits")
    #expect(diagnostic.range?.start.line == 4)
    // The fix edits the string's characters only.
    let edit = try #require(diagnostic.fix?.edits.first)
    #expect(String(decoding: Array(erb.utf8)[edit.range], as: UTF8.self) == "digits" && edit.replacement == "digit")
    #expect(report(erb, path: "new.html.erb").passwordFields == 1)
    #expect(report(erb, path: "new.html.erb").diagnostics.with("missing-username-field").isEmpty)
  }

  @Test func railsSpellingsOfOptions() throws {
    // Hash rockets with symbols and strings, a tag helper, parentheses, a nested `{ }`.
    for code in [
      #"<%= password_field_tag :pin, nil, :passwordrules => 'requird: digit', :autocomplete => "new-password" %>"#,
      #"<%= f.password_field(:pin, "passwordrules" => "requird: digit", "autocomplete" => "new-password") %>"#,
      #"<%= f.password_field :pin, { passwordrules: "requird: digit", autocomplete: "new-password" } %>"#,
      #"<%= f.input :pin, as: :password, input_html: { passwordrules: "requird: digit", autocomplete: "new-password" } %>"#,
    ] {
      let (_, text) = try #require(only("unknown-property", code, path: "a.html.erb"), "\(code)")
      #expect(text == "requird", "\(code)")
    }
  }

  @Test func railsValuesTheCodeComputesAreDynamic() {
    for code in [
      #"<%= f.password_field :password, passwordrules: "minlength: #{min}; required: digits" %>"#,
      #"<%= f.password_field :password, passwordrules: rules_for(@user) %>"#,
      #"<%= f.password_field :password, passwordrules: "required: digits\n" %>"#,
    ] {
      let report = report(code, path: "a.html.erb")
      #expect(report.passwordFields == 1, "\(code)")
      #expect(report.diagnostics.with("unknown-character-class").isEmpty, "\(code)")
    }
  }

  @Test func anEscapedQuoteKeepsPositions() throws {
    let code = #"<%= f.password_field :password, autocomplete: "new-password", passwordrules: "allowed: [\"]; requird: digit" %>"#
    let (_, text) = try #require(only("unknown-property", code, path: "a.html.erb"))
    #expect(text == "requird")
  }

  @Test func aHelperFieldTakesNoInsertedAttribute() throws {
    // Rails writes only the options it is given: the missing autocomplete is a finding, but an
    // inserted `autocomplete="…"` would be HTML inside Ruby.
    let code = #"<%= f.password_field :password, passwordrules: "minlength: 12; required: digit, upper, lower;" %>"#
    let (diagnostic, text) = try #require(only("new-password-autocomplete", code, path: "a.html.erb"))
    #expect(text == "password_field")
    #expect(diagnostic.fix == nil)
  }

  @Test func messagesSpellOptionsInTheHelpersLanguage() throws {
    let rules = "minlength: 12; required: digit, upper, lower;"
    let cases = [
      (#"<%= f.password_field :password, autocomplete: "off", passwordrules: "\#(rules)" %>"#, "a.html.erb", #"`autocomplete: "off"`"#),
      (#"{{ form_row(form.plainPassword, {attr: {autocomplete: 'off', passwordrules: '\#(rules)'}}) }}"#, "a.html.twig", "`autocomplete: 'off'`"),
      (#"{!! Form::password('password', ['autocomplete' => 'off', 'passwordrules' => '\#(rules)']) !!}"#, "a.blade.php", "`'autocomplete' => 'off'`"),
      (#"{{ form.password(autocomplete="off", passwordrules="\#(rules)") }}"#, "a.j2", #"`autocomplete="off"`"#),
      // Quoted keys as written (a Python dict in Jinja, a Twig hash), and C#'s anonymous object.
      (#"{{ form.password(**{'autocomplete': 'off', 'passwordrules': '\#(rules)'}) }}"#, "a.j2", "`'autocomplete': 'off'`"),
      (#"{{ form_row(form.plainPassword, {'attr': {'autocomplete': 'off', 'passwordrules': '\#(rules)'}}) }}"#, "a.html.twig", "`'autocomplete': 'off'`"),
      (#"{{ form_row(form.plainPassword, {attr: {"data-x": 'y', autocomplete: 'off', passwordrules: '\#(rules)'}}) }}"#, "b.html.twig", "`autocomplete: 'off'`"),
      (#"@Html.PasswordFor(m => m.Password, new { autocomplete = "off", passwordrules = "\#(rules)" })"#, "Login.cshtml", #"`autocomplete = "off"`"#),
    ]
    for (source, path, spelled) in cases {
      let (diagnostic, _) = try #require(only("autocomplete-off", source, path: path), "\(path)")
      #expect(diagnostic.message.hasPrefix(spelled), "\(diagnostic.message)")
    }
    // Rails asks for what Rails writes.
    let (missing, _) = try #require(only("new-password-autocomplete", #"<%= f.password_field :password, passwordrules: "\#(rules)" %>"#, path: "a.html.erb"))
    #expect(missing.message.contains(#"`autocomplete: "new-password"`"#))
  }

  /// Tokens ignore letter case: `OFF` is `off`, quoted as written and fixed in place.
  @Test func anUppercaseOffIsQuotedAndFixedAsWritten() throws {
    let html = #"<form><input type="password" name="password" autocomplete="OFF"></form>"#
    for path in ["a.html", "a.svelte"] {
      let (diagnostic, _) = try #require(only("autocomplete-off", html, path: path), "\(path)")
      #expect(diagnostic.message.hasPrefix(#"`autocomplete="OFF"`"#), "\(diagnostic.message)")
      #expect(diagnostic.fix?.edits.first?.replacement == "current-password")
    }
    // A tab or a line break in it is not shown raw.
    let spaced = html.replacingOccurrences(of: #""OFF""#, with: "\"\tOFF\n\"")
    let (diagnostic, _) = try #require(only("autocomplete-off", spaced, path: "a.html"))
    #expect(diagnostic.message.hasPrefix(#"`autocomplete="off"`"#), "\(diagnostic.message)")
  }

  @Test func railsSymbolValuesAreTheirNames() throws {
    let erb = #"<%= form.password_field :password, required: true, autocomplete: :off %>"#
    let (diagnostic, text) = try #require(only("autocomplete-off", erb, path: "a.html.erb"))
    #expect(text == "autocomplete: :off")
    // `:current-password` would be no symbol: no fix edits one.
    #expect(diagnostic.fix == nil)
    let simpleForm = #"<%= f.input :password, input_html: { autocomplete: :off } %>"#
    #expect(only("autocomplete-off", simpleForm, path: "a.html.erb") != nil)
  }

  @Test func simpleFormAdviceGoesUnderInputHTML() throws {
    let erb = """
      <%= simple_form_for(resource, as: resource_name, url: registration_path(resource_name)) do |f| %>
        <%= f.input :email, required: true, input_html: { autocomplete: "email" } %>
        <%= f.input :password, required: true %>
        <%= f.input :password_confirmation, required: true %>
      <% end %>
      """
    // On the new field and on its confirmation.
    let missing = report(erb, path: "new.html.erb").diagnostics.with("new-password-autocomplete")
    #expect(missing.count == 2)
    for diagnostic in missing {
      #expect(diagnostic.message.contains(#"`input_html: { autocomplete: "new-password" }`"#), "\(diagnostic.message)")
    }
  }

  @Test func wtformsAndDjangoFields() throws {
    let jinja = """
      <form method="post">
        {{ form.username(class_="form-control") }}
        {{ form.password.label }} {% if form.password.errors %}{{ form.password.errors[0] }}{% endif %}
        {{ form.password(class_="form-control", autocomplete="new-password", passwordrules="minlength: 10; required: uper") }}
        {{ render_field(form.confirm, passwordrules='minlength: 10; required: upper') }}
        {{ form_label(form.password) }}{{ form_errors(form.password) }}
      </form>
      """
    let (_, text) = try #require(only("unknown-character-class", jinja, path: "templates/register.html"))
    #expect(text == "uper")
    // The label, the errors and the label/errors helpers are not fields: two password fields.
    #expect(report(jinja, path: "templates/register.html").passwordFields == 2)
    #expect(report(jinja, path: "templates/register.html").diagnostics.with("missing-username-field").isEmpty)

    // Django's fields get their attributes from the form class: nothing unwritten is a finding.
    let django = "<form method=post>{% csrf_token %}{{ form.username }}{{ form.password1 }}{{ form.password2|add_class:'x' }}</form>"
    let django_report = report(django, path: "registration/signup.html")
    #expect(django_report.passwordFields == 2)
    #expect(django_report.diagnostics.isEmpty)
    // django-widget-tweaks.
    let tweaks = #"{% load widget_tweaks %}{% render_field form.password1 class="x" passwordrules="requird: digit" %}"#
    #expect(only("unknown-property", tweaks, path: "signup.html")?.1 == "requird")
    // Flask-Security's macro writes the field with its errors; django-allauth's element tag writes one.
    #expect(report("{{ render_field_with_errors(login_user_form.password) }}", path: "login_user.html").passwordFields == 1)
    #expect(report("{{ render_field_errors(login_user_form.password) }}", path: "login_user.html").passwordFields == 0)
    #expect(report("{% element field form.password1 %}{% endelement %}", path: "signup.html").passwordFields == 1)
    #expect(report("{% if form.password1 %}{% endif %}", path: "signup.html").passwordFields == 0)
  }

  @Test func symfonyAttributes() throws {
    let twig = """
      {{ form_start(registrationForm) }}
        {{ form_row(registrationForm.email) }}
        {{ form_row(registrationForm.plainPassword, {
            label: 'Password', label_attr: {passwordrules: 'not: read'},
            attr: {'autocomplete': 'new-password', 'passwordrules': 'minlength: 12; required: uper'}
        }) }}
      {{ form_end(registrationForm) }}
      """
    let (_, text) = try #require(only("unknown-character-class", twig, path: "register.html.twig"))
    #expect(text == "uper")
    #expect(report(twig, path: "register.html.twig").diagnostics.with("unknown-property").isEmpty)
  }

  @Test func laravelCollective() throws {
    let blade = """
      {!! Form::open(['url' => 'register']) !!}
        {!! Form::email('email', null, ['autocomplete' => 'username']) !!}
        {!! Form::password('password', ['autocomplete' => 'new-password', 'passwordrules' => 'minlength: 8; required: digits;']) !!}
      {!! Form::close() !!}
      """
    let (_, text) = try #require(only("unknown-character-class", blade, path: "register.blade.php"))
    #expect(text == "digits")
    #expect(report(blade, path: "register.blade.php").diagnostics.with("missing-username-field").isEmpty)
  }

  @Test(arguments: [
    // Yii 2's ActiveForm (the basic app's signup view).
    ("""
      <?php $form = ActiveForm::begin(['id' => 'form-signup']); ?>
      <?= $form->field($model, 'username')->textInput(['autofocus' => true]) ?>
      <?= $form->field($model, 'password')->passwordInput(['autocomplete' => 'new-password', 'passwordrules' => 'minlength: 12; required: digits;']) ?>
      <?php ActiveForm::end(); ?>
      """, "'password'"),
    ("""
      <?= Html::beginForm(['site/signup']) ?>
      <?= Html::activeTextInput($model, 'email', ['autocomplete' => 'username']) ?>
      <?= Html::activePasswordInput($model, 'password', ['autocomplete' => 'new-password', 'passwordrules' => 'minlength: 12; required: digits;']) ?>
      <?= Html::endForm() ?>
      """, "'password'"),
    // CakePHP's FormHelper: `control` types a field by its name.
    ("""
      <?= $this->Form->create($user) ?>
      <?= $this->Form->control('email', ['autocomplete' => 'username']) ?>
      <?= $this->Form->control('password', ['autocomplete' => 'new-password', 'passwordrules' => 'minlength: 12; required: digits;']) ?>
      <?= $this->Form->end() ?>
      """, "'password'"),
    // CodeIgniter's form helper, with its attributes as the first argument.
    ("""
      <?php echo form_open('auth/create_user'); ?>
      <?php echo form_input(['name' => 'email', 'autocomplete' => 'username']); ?>
      <?php echo form_password(['name' => 'password', 'autocomplete' => 'new-password', 'passwordrules' => 'minlength: 12; required: digits;']); ?>
      <?php echo form_close(); ?>
      """, "'password'"),
  ])
  func otherPHPFrameworksHelpers(source: String, name: String) throws {
    let (diagnostic, text) = try #require(only("unknown-character-class", source, path: "signup.php"))
    #expect(text == "digits")
    #expect(diagnostic.range?.start.line == 3)
    // (The rules are ignored as a whole, so no minimum takes effect.)
    #expect(report(source, path: "signup.php").diagnostics.map(\.ruleID) == ["short-minimum-length", "unknown-character-class"])
    // The options spoken of in PHP.
    let off = source.replacingOccurrences(of: "'autocomplete' => 'new-password', ", with: "'autocomplete' => 'off', ")
    #expect(report(off, path: "signup.php").diagnostics.with("autocomplete-off").first?.message.contains("`'autocomplete' => 'new-password'`") == true)
  }

  @Test func phpFormHelpersWriteTheirForms() {
    // A sign-in and a sign-up form in one view stay two (CodeIgniter's form_open/form_close).
    let source = """
      <?php echo form_open('auth/login'); ?>
      <?php echo form_input(['name' => 'identity', 'type' => 'email', 'autocomplete' => 'username']); ?>
      <?php echo form_password('password', '', ['autocomplete' => 'current-password']); ?>
      <?php echo form_close(); ?>
      <?php echo form_open('auth/create_user'); ?>
      <?php echo form_input(['name' => 'email', 'autocomplete' => 'username']); ?>
      <?php echo form_password('new', '', ['autocomplete' => 'new-password', 'minlength' => '12']); ?>
      <?php echo form_close(); ?>
      """
    #expect(report(source, path: "auth.php").diagnostics.isEmpty)
    // The sign-up form's own username field is missed only because the forms are two.
    let withoutUsername = source.replacingOccurrences(of: "<?php echo form_input(['name' => 'email', 'autocomplete' => 'username']); ?>\n", with: "")
    #expect(report(withoutUsername, path: "auth.php").diagnostics.map(\.ruleID) == ["missing-username-field"])
  }

  @Test func aspNetHtmlHelpers() throws {
    let cshtml = """
      @using (Html.BeginForm("Register", "Account", FormMethod.Post))
      {
          @Html.TextBoxFor(m => m.Email, new { @class = "form-control", autocomplete = "username" })
          @Html.PasswordFor(m => m.Password, new { @class = "form-control", autocomplete = "new-password", passwordrules = "requird: digit" })
          @Html.PasswordFor(m => m.ConfirmPassword, new { @class = "form-control", autocomplete = "new-password" })
          @Html.ValidationMessageFor(m => m.Password)
      }
      """
    let (_, text) = try #require(only("unknown-property", cshtml, path: "Register.cshtml"))
    #expect(text == "requird")
    #expect(report(cshtml, path: "Register.cshtml").passwordFields == 2)
    #expect(report(cshtml, path: "Register.cshtml").diagnostics.with("missing-username-field").isEmpty)
    // `TextBoxFor` writes `type="text"` for any property, unless told otherwise.
    #expect(report(#"<form>@Html.TextBoxFor(m => m.Password, new { autocomplete = "off" })</form>"#, path: "a.cshtml").passwordFields == 0)
    #expect(report(#"<form>@Html.TextBoxFor(m => m.Password, new { type = "password" })</form>"#, path: "a.cshtml").passwordFields == 1)
  }

  @Test func keycloakMacros() throws {
    let ftl = """
      <form action="${url.loginAction}" method="post">
        <@field.input name="username" label=msg("username") autofocus=true autocomplete="username" value=(login.username!'') />
        <@field.password name="password-new" label=msg("passwordNew") autocomplete="new_password" />
        <@field.password name="password-confirm" label=msg("passwordConfirm") autocomplete="new-password" />
        <@passwordCommons.logoutOtherSessions/>
        <@layout.registrationLayout displayMessage=!messagesPerField.existsError('password'); section></@layout.registrationLayout>
      </form>
      """
    let (_, text) = try #require(only("invalid-content-type", ftl, path: "login-update-password.ftl"))
    #expect(text == "new_password")
    // Two password macros; the username macro is the username field; the layout and commons macros are not fields.
    #expect(report(ftl, path: "login-update-password.ftl").passwordFields == 2)
    #expect(report(ftl, path: "login-update-password.ftl").diagnostics.with("missing-username-field").isEmpty)
  }

  @Test func rulesTheFormClassMayGiveAreNotMissed() {
    // WTForms' `render_kw`, a Django widget's attrs, Symfony's `attr` may put rules on `form.password`.
    let html = """
      <form action="/register" method="post">{{ form.email(autocomplete="username") }}
        {{ form.password(autocomplete="new-password") }}
        {{ form.confirm(autocomplete="new-password", passwordrules="required: digit; required: upper; minlength: 12;") }}</form>
      """
    let found = report(html, path: "templates/auth/register.html").diagnostics
    #expect(found.with("confirm-field-rules").isEmpty)
    // And that it may is no sign of a new password: one such field still signs in.
    let signIn = #"<form action="/session">{{ form.email(autocomplete="username") }}{{ form.password() }}</form>"#
    #expect(report(signIn, path: "templates/auth/login.html").diagnostics.isEmpty)
  }

  @Test func lengthsWrittenBesideRulesTheFormClassMayGiveAreChecked() throws {
    // Whatever the rules say, a minimum above the maximum fits no password, and `maxlength` cuts every one.
    let wtforms = """
      <form method="post">{{ form.email(autocomplete="username") }}
        {{ form.password(class_="form-control", autocomplete="new-password", minlength=12, maxlength=8) }}</form>
      """
    let found = report(wtforms, path: "register.html").diagnostics
    #expect(found.rules.sorted() == ["length-conflict", "short-maximum-length"])
    #expect(covered(try #require(found.with("length-conflict").first), in: wtforms) == "maxlength=8")
    let twig = "{{ form_row(form.plainPassword, {attr: {autocomplete: 'new-password', minlength: 16, maxlength: 8}}) }}"
    #expect(report(twig, path: "register.html.twig").diagnostics.with("length-conflict").count == 1)
    // A minimum the class's rules may raise is not judged.
    let short = "<form>{{ form.email(autocomplete=\"username\") }}{{ form.password(autocomplete=\"new-password\", minlength=4) }}</form>"
    #expect(report(short, path: "register.html").diagnostics.with("short-minimum-length").isEmpty)
  }

  @Test func djangosPasswordChangeFormWantsAUsernameField() {
    // `new_password1`/`new_password2` say their role; Django's form class writes their autocomplete.
    let html = """
      <form method="post">{% csrf_token %}
        {{ form.old_password }}
        {{ form.new_password1 }}
        {{ form.new_password2 }}
        <input type="submit" value="Change my password">
      </form>
      """
    #expect(report(html, path: "templates/registration/password_change_form.html").diagnostics.with("missing-username-field").count == 1)
  }

  @Test func djangoWidgetTweaksFilters() throws {
    let html = """
      {% load widget_tweaks %}
      <form method="post">
        {{ form.username|attr:"autocomplete:username" }}
        {{ form.password1|add_class:"form-control"|attr:"autocomplete:off" }}
        {{ form.password2|attr:"autocomplete:new-password"|attr:"passwordrules:minlength: 12; required: digits;" }}
      </form>
      """
    let (off, text) = try #require(only("autocomplete-off", html, path: "templates/registration/signup.html"))
    #expect(text == #""autocomplete:off""#)
    #expect(off.message.hasPrefix(#"`|attr:"autocomplete:off"`"#))
    // The fix replaces the value inside the filter's string.
    let edit = try #require(off.fix?.edits.first)
    #expect(String(decoding: Array(html.utf8)[edit.range], as: UTF8.self) == "off")
    let (_, digits) = try #require(only("unknown-character-class", html, path: "templates/registration/signup.html"))
    #expect(digits == "digits")
  }

  @Test func renderFieldTakesAFilteredField() throws {
    let html = """
      {% load widget_tweaks %}
      <form method="post">{% render_field form.username autocomplete="username" %}
        {% render_field form.password1|attr:"autocomplete:off" class="form-control" minlength="16" maxlength="8" %}</form>
      """
    let report = report(html, path: "templates/registration/signup.html")
    #expect(report.passwordFields == 1)
    let off = try #require(report.diagnostics.with("autocomplete-off").first)
    #expect(covered(off, in: html) == #""autocomplete:off""#)
    // The tag's own attributes after the filters are read too.
    #expect(report.diagnostics.with("length-conflict").count == 1)
  }

  /// keycloak.v2's `field.ftl` declares `<#macro password … autocomplete="off" …>`: a call that
  /// passes none renders `autocomplete="off"`.
  @Test func keycloakFieldMacrosDefaultToOff() throws {
    let ftl = """
      <#import "field.ftl" as field>
      <form id="kc-form-login" action="${url.loginAction}" method="post">
        <@field.input name="username" label=msg("username") autocomplete="username" />
        <@field.password name="password" label=msg("password") forgotPassword=realm.resetPasswordAllowed />
      </form>
      """
    let (diagnostic, text) = try #require(only("autocomplete-off", ftl, path: "login.ftl"))
    #expect(text == "field.password")
    #expect(diagnostic.message.hasPrefix("this helper writes `autocomplete=\"off\"` unless given another value"))
    #expect(diagnostic.fix == nil)
    // Another namespace's macro: its defaults are not known.
    let other = ftl.replacingOccurrences(of: "@field.password", with: "@my.password")
    #expect(report(other, path: "login.ftl").diagnostics.with("autocomplete-off").isEmpty)
  }

  @Test func aPasswordHelperNeedsTheWordInTheFile() {
    // The pre-scans skip a file without "password": the reader must agree (found by the template fuzzer).
    #expect(report("<div>{{ form.passwd(x=1) }}{{ form.confirm }}</div>", path: "a.html").passwordFields == 0)
    #expect(report("<div>{{ form.passwd(x=1) }}{{ form.confirm }}</div>", path: "a.j2").passwordFields == 0)
    #expect(report("<label>Password</label>{{ form.passwd(x=1) }}", path: "a.j2").passwordFields == 1)
    // WTForms' documented `confirm` field, on its own in its construct.
    #expect(report("{{ form.password() }}{{ form.confirm(class_='x') }}", path: "a.j2").passwordFields == 2)
  }

  @Test func commentedOutHelpersAreNotFields() {
    #expect(report(#"<%# f.password_field :password, passwordrules: "bogus" %>"#, path: "a.html.erb").passwordFields == 0)
    #expect(report(#"{# form.password(passwordrules="bogus") #}"#, path: "a.j2").passwordFields == 0)
    #expect(report(#"{{-- Form::password('p', ['passwordrules' => 'bogus']) --}}"#, path: "a.blade.php").passwordFields == 0)
    #expect(report(#"<#-- <@field.password name="password" /> -->"#, path: "a.ftl").passwordFields == 0)
  }

  @Test func aHelperBelongsToTheFormItIsIn() {
    // The first form has a username and a new password; the second's helper field is after `</form>`.
    let erb = """
      <form action="/a"><input name="email" autocomplete="username"><%= f.password_field :password, autocomplete: "new-password" %></form>
      <%= f.password_field :other, autocomplete: "new-password" %>
      """
    let missing = report(erb, path: "a.html.erb").diagnostics.with("missing-username-field")
    #expect(missing.count == 1)
    #expect(missing.first.map { covered($0, in: erb) } == "password_field")
    #expect(missing.first?.range?.start.line == 2)
  }

  /// spatie/laravel-html's builder writes fields; its chained `attribute` and `attributes` calls are their
  /// attributes, and the advice is spelled as such a call.
  @Test func spatiesBuilderWritesFields() throws {
    let blade = """
      {{ html()->form('POST', route('register'))->open() }}
          {{ html()->email('email')->class('form-control')->attribute('autocomplete', 'username') }}
          {{ html()->password('password')->required()->attributes(['passwordrules' => 'required: digits; minlength: 12;']) }}
          {{ html()->input('password', 'password_confirmation')->attribute('autocomplete', 'off') }}
      {{ html()->form()->close() }}
      """
    let found = report(blade, path: "resources/views/auth/register.blade.php")
    #expect(found.passwordFields == 2)
    #expect(found.diagnostics.with("unknown-character-class").map { covered($0, in: blade) } == ["digits"])
    let off = try #require(found.diagnostics.with("autocomplete-off").first)
    #expect(covered(off, in: blade) == "'autocomplete', 'off'")
    #expect(off.message.contains("use `->attribute('autocomplete', 'new-password')`"))
    #expect(found.diagnostics.with("missing-username-field").isEmpty)
  }

  /// A helper's lengths are its options: the advice names them as the template writes them.
  @Test(arguments: [
    ("<%= f.password_field :password, maxlength: 10, passwordrules: \"minlength: 12; required: upper, lower, digit;\" %>", "a.html.erb", "the `maxlength:` option"),
    ("{!! Form::password('password', ['maxlength' => 10, 'passwordrules' => 'minlength: 12; required: upper, lower, digit;']) !!}", "a.blade.php", "the `'maxlength'` option"),
    ("{{ form.password(maxlength=10, passwordrules=\"minlength: 12; required: upper, lower, digit;\") }}", "a.j2", "the `maxlength=` argument"),
  ])
  func lengthAdviceNamesTheHelpersOption(source: String, path: String, words: String) throws {
    let found = try #require(report(source, path: path).diagnostics.with("autofill-max-length").first)
    #expect(found.message.contains("raise \(words) to at least 12"), "\(found.message)")
  }

  /// A form's errors and data printed under a field's name are text, not fields: the one field is the new
  /// password it is (Shopify's Dawn `main-register.liquid`, a Django template's error line).
  @Test func errorsPrintedUnderAFieldsNameAreNoField() {
    let liquid = """
      {%- form 'create_customer' -%}
        <input type="email" name="customer[email]" autocomplete="email">
        <input type="password" name="customer[password]">
        {{ form.errors.translated_fields.password }} {{ form.errors.messages.password }}
      {%- endform -%}
      """
    let shopify = report(liquid, path: "sections/main-register.liquid")
    #expect(shopify.passwordFields == 1)
    #expect(shopify.diagnostics.with("new-password-autocomplete").count == 1)
    let django = """
      <form method="post"><input type="password" name="password" autocomplete="current-password">
      <p class="error">{{ form.errors.password }}</p><p>{{ form.cleaned_data.password|length }}</p></form>
      """
    #expect(report(django, path: "templates/confirm.html").passwordFields == 1)
    // The field itself, and its own errors beside it, still count once.
    #expect(report("<form>{{ form.password }} {{ form.password.errors }}</form>", path: "templates/login.html").passwordFields == 1)
  }

  @Test func aValueInParenthesesIsAnExpressionNotAbsent() throws {
    let form = #"<%= form_with url: "/signup" do |f| %><%= f.email_field :email, autocomplete: "username" %>"#
    // A computed value is dynamic: no missing or default value is reported in any language.
    for (path, source) in [
      ("new.html.erb", form + #"<%= f.password_field :password, autocomplete: (@legacy ? "off" : "new-password") %><% end %>"#),
      ("register.blade.php", #"<form action="/register"><input type="email" name="email" autocomplete="username">"#
        + #"{{ Form::password('password', ['autocomplete' => ($legacy ? 'off' : 'new-password')]) }}</form>"#),
      ("Register.cshtml", #"<form action="/Account/Register"><input asp-for="Email" autocomplete="username" />"#
        + #"@Html.PasswordFor(m => m.Password, new { autocomplete = (Model.Legacy ? "off" : "new-password") })</form>"#),
      ("register.ftl", #"<form action="${url.registrationAction}"><@field.input name="username" autocomplete="username" />"#
        + #"<@field.password name="password" autocomplete=(legacy?then("off","new-password")) /></form>"#),
    ] {
      let diagnostics = report(source, path: path).diagnostics
      #expect(report(source, path: path).passwordFields == 1, "\(path)")
      #expect(diagnostics.with("new-password-autocomplete").isEmpty && diagnostics.with("autocomplete-off").isEmpty, "\(path)")
    }
    // `type: ("password")` is that string: the field is a password field, its rules its own.
    let typed = form + #"<%= f.text_field :password, type: ("password"), autocomplete: "new-password", passwordrules: ("requird: digit") %><% end %>"#
    #expect(report(typed, path: "new.html.erb").diagnostics.with("rules-on-non-password-field").isEmpty)
    let (_, text) = try #require(only("unknown-property", typed, path: "new.html.erb"))
    #expect(text == "requird")
  }
}

/// Code in templates is anything: deep nesting and long runs of helpers read in one pass, no recursion
/// that a file can exhaust.
@Suite struct FormHelperPathologicalTests {
  @Test func deepNestingAndManyHelpers() {
    let depth = 100_000
    let cases: [(String, String)] = [
      ("<%= f.password_field :p, a: " + String(repeating: "{ b: ", count: depth) + " %>", "deep.html.erb"),
      ("{{ form.password(a=" + String(repeating: "form.password(a=", count: depth) + " }}", "deep.j2"),
      ("{!! Form::password('p', " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + ") !!}", "deep.blade.php"),
      ("<% " + String(repeating: "f.password_field :p, ", count: depth / 20) + " %>", "many.html.erb"),
      ("{{ form_row(form.password, " + String(repeating: "{attr: ", count: depth) + " }}", "deep.html.twig"),
    ]
    for (source, path) in cases {
      let report = SourceLinter.lint(Array(source.utf8), path: path, settings: RuleSettings())
      #expect(!report.failed, "\(path)")
      #expect(report.passwordFields >= 1, "\(path)")
    }
  }
}
