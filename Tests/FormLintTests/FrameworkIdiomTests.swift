import Testing

@testable import FormLint

/// Files written as the frameworks write them: each test is a construct a real project uses, which
/// formlint once read wrong.
struct FrameworkIdiomTests {
  func lint(_ source: String, path: String) -> [Diagnostic] {
    SourceLinter.lint(Array(source.utf8), path: path).diagnostics
  }

  @Test func aStrengthMeterTakingAMinimumIsNoPasswordField() {
    let source = """
      import PasswordStrengthBar from "react-password-strength-bar";
      export const SignUp = ({ pw }: { pw: string }) => (
        <form>
          <input type="email" autoComplete="username" />
          <input type="password" autoComplete="new-password" minLength={12} />
          <PasswordStrengthBar password={pw} minLength={12} />
          <PasswordChecklist rules={["minLength"]} minLength={12} value={pw} />
        </form>
      );
      """
    #expect(lint(source, path: "SignUp.tsx").isEmpty)
    // A component named for passwords that takes an input's own props is still a field.
    let field = source.replacingOccurrences(of: "<PasswordChecklist", with: "<PasswordConfirmation autoComplete=\"off\"")
    #expect(lint(field, path: "SignUp.tsx").rules == ["autocomplete-off"])
  }

  @Test(arguments: [
    ("Form.vue", #"<template><form><input autocomplete="username"><input type="password" autocomplete="new-password" minlength="12" :maxlength="8"></form></template>"#),
    ("Form.svelte", #"<form><input autocomplete="username" /><input type="password" autocomplete="new-password" minlength="12" maxlength={8} /></form>"#),
    ("form.component.html", #"<form><input autocomplete="username"><input type="password" autocomplete="new-password" minlength="12" [maxlength]="8"></form>"#),
  ])
  func aBoundWholeNumberIsThatNumber(path: String, source: String) {
    let found = lint(source, path: path)
    #expect(found.rules == ["length-conflict", "short-maximum-length"])
    #expect(found.first.map { covered($0, in: source).contains("8") } == true)
  }

  @Test func aBoundExpressionStaysDynamic() {
    let source = #"<form><input autocomplete="username" /><input type="password" autocomplete="new-password" minlength="12" maxlength={8 * n} /></form>"#
    #expect(lint(source, path: "Form.svelte").isEmpty)
    let vue = #"<template><form><input autocomplete="username"><input type="password" autocomplete="new-password" minlength="12" :maxlength="8 + n"></form></template>"#
    #expect(lint(vue, path: "Form.vue").isEmpty)
  }

  @Test func aGoCommentEndsAtItsOwnEndWhateverItHolds() {
    let source = """
      {{/* {{.Old}} <input type="password" autocomplete="off"> */}}
      {{- /* {{ .Old }}
      <input type="password" passwordrules="required: digits"> */ -}}
      <form><input name="email"><input type="password" autocomplete="current-password"></form>
      """
    #expect(lint(source, path: "login.gohtml").isEmpty)
    #expect(lint(source + "\n{{/* never closed <input type=\"password\" autocomplete=\"off\">", path: "login.gohtml").isEmpty)
  }

  @Test func aRubyModifierEndsTheHelpersOptions() {
    let source = """
      <%= form_with model: @user do |f| %>
        <%= f.email_field :email, autocomplete: "username" %>
        <%= f.password_field :password, autocomplete: "new_password" if strict %>
        <%= f.password_field :password_confirmation, autocomplete: "new-password" unless skip %>
      <% end %>
      """
    let found = lint(source, path: "new.html.erb").with("invalid-content-type")
    #expect(found.count == 1)
    #expect(found.first.map { covered($0, in: source) } == "new_password")
  }

  @Test func anIOSOnlyRulesStringIsChecked() {
    let source = """
      import { Platform, TextInput } from "react-native";
      export const NewPassword = () => (
        <TextInput
          secureTextEntry
          textContentType="newPassword"
          passwordRules={Platform.OS === "ios" ? "required: digits; minlength: 12;" : undefined}
        />
      );
      export const Other = () => <TextInput secureTextEntry textContentType="newPassword" passwordRules={Platform.OS === 'android' ? null : 'required: lower; required: upper; required: digits; minlength: 12;'} />;
      export const Either = () => <TextInput secureTextEntry passwordRules={strict ? "required: digits;" : "required: lower;"} />;
      export const Nested = () => <TextInput secureTextEntry passwordRules={(ios ? "required: digits;" : undefined) ?? rules} />;
      """
    let found = lint(source, path: "NewPassword.tsx").with("unknown-character-class")
    #expect(found.count == 2)
    #expect(found.allSatisfy { covered($0, in: source) == "digits" })
  }

  @Test func thymeleafProcessorsSetAttributesWhenThePageRenders() {
    let source = """
      <form th:action="@{/register}" th:object="${user}" method="post">
        <input type="email" th:field="*{email}" autocomplete="username">
        <input type="password" th:field="*{password}" minlength="12" passwordrules="required: upper; required: digit; minlength: 12" th:attr="autocomplete='new-password'">
        <input type="password" th:field="*{confirmPassword}" autocomplete="new-password" th:minlength="${policy.minLength}">
        <input type="text" th:type="${reveal} ? 'text' : 'password'" autocomplete="new-password" data-th-passwordrules="${policy.rules}" passwordrules="required: digits">
      </form>
      """
    #expect(lint(source, path: "register.html").isEmpty)
    // A processor that sets another attribute leaves the prototype's values as they are.
    let other = #"<form><input name="email"><input type="password" autocomplete="new-password" minlength="4" th:attr="data-x=${x}"></form>"#
    #expect(lint(other, path: "register.html").rules == ["short-minimum-length"])
  }

  @Test(arguments: [
    "let x = " + String(repeating: "[", count: 24) + String(repeating: "]", count: 24),
    "let x = " + String(repeating: "[", count: 30),
    "func f() " + String(repeating: "{", count: 1000) + String(repeating: "}", count: 1000),
  ])
  func swiftNestedPastWhatTheParserReadsIsAParseError(nesting: String) {
    let source = "field.passwordRules = UITextInputPasswordRules(descriptor: \"required: digits\")\n" + nesting + "\n"
    let report = SourceLinter.lint(Array(source.utf8), path: "Deep.swift")
    #expect(report.failed)
    #expect(report.diagnostics.rules == ["parse-error"])
  }

  @Test func swiftNestingAsCodeWritesItIsRead() {
    let source = """
      let table: [[String: [Int]]] = [["a": [1, 2]], ["b": [3]]]
      let s = "[[[[[[[[[[[[[[[[[["  // brackets in a string or a comment: [[[[[[[[[[[[[[[[[[
      field.passwordRules = UITextInputPasswordRules(descriptor: "required: digits")
      """
    #expect(lint(source, path: "Fields.swift").rules.contains("unknown-character-class"))
  }

  @Test func aShowPasswordToggleInTheTagIsAPasswordField() {
    let source = """
      <form>
      <input type="email" name="email" autocomplete="username">
      <input {% if show %}type="text"{% else %}type="password"{% endif %} autocomplete="new-password" passwordrules="{{ rules }}">
      </form>
      """
    #expect(lint(source, path: "register.jinja").isEmpty)
    // Written twice without a branch between, the first is the one a browser reads.
    let twice = #"<form><input name="email"><input type="text" type="password" passwordrules="minlength: 12;"></form>"#
    #expect(lint(twice, path: "register.jinja").rules == ["rules-on-non-password-field"])
  }

  @Test(arguments: [
    "{{ form.as_p }}", "{{ form }}", "{{ form|crispy }}", "{% crispy form %}", "{% bootstrap_form form %}",
    "{% for field in form %}{{ field }}{% endfor %}", "{{ wtf.quick_form(form) }}", "{{ form_widget(form) }}",
  ])
  func aWholeFormRenderedByTheTemplateMayHoldTheUsername(render: String) {
    let source = """
      <form method="post">{% csrf_token %}
        \(render)
        <input type="password" name="pw" autocomplete="new-password" minlength="12" passwordrules="required: upper; required: lower; required: digit; minlength: 12;">
      </form>
      """
    #expect(lint(source, path: "templates/registration/signup.html").isEmpty)
    let without = source.replacingOccurrences(of: render, with: "{{ csrf_input }}")
    #expect(lint(without, path: "templates/registration/signup.html").rules == ["missing-username-field"])
  }

  @Test func namedTemplatesAndTextFieldTypesAreFragments() {
    let field = #"<input type="password" autocomplete="new-password" minlength="12" passwordrules="required: upper; required: lower; required: digit; minlength: 12;">"#
    #expect(lint("{{define \"password-input\"}}\(field){{end}}", path: "fields.gohtml").isEmpty)
    #expect(lint("{% macro password_input() %}\(field){% endmacro %}", path: "forms.jinja").isEmpty)
    #expect(lint(field, path: "fields.gohtml").rules == ["missing-username-field"])
    // Go's `{{block}}`, FreeMarker's macros, Handlebars' inline partials.
    #expect(lint("{{block \"password\" .}}\(field){{end}}", path: "fields.gohtml").isEmpty)
    #expect(lint("{{blockquote .Intro}}\n\(field)", path: "page.gohtml").rules == ["missing-username-field"])
    // Only the fields written in a definition: one after it is the page's own, as are those of a file
    // whose definition holds no field.
    #expect(lint("{{define \"footer\"}}{{if .Year}}<p>{{.Year}}</p>{{end}}{{end}}\n\(field)", path: "page.gohtml").rules == ["missing-username-field"])
    #expect(lint("{{block \"password\" .}}{{with .Form}}\(field){{end}}{{end}}", path: "fields.gohtml").isEmpty)
    #expect(lint("<#macro footer><p>(c)</p></#macro>\n\(field)", path: "page.ftl").rules == ["missing-username-field"])
    #expect(lint("{{~#*inline \"pw\"~}}\n\(field)\n{{~/inline~}}", path: "register.hbs").isEmpty)
    #expect(lint("{{#*inline \"footer\"}}<p>(c)</p>{{/inline}}\n\(field)", path: "register.hbs").rules == ["missing-username-field"])
    #expect(lint("<#macro passwordField name>\n  \(field)\n</#macro>", path: "macros.ftl").isEmpty)
    #expect(lint("<#-- <#macro x> -->\n\(field)", path: "page.ftl").rules == ["missing-username-field"])
    #expect(lint("{{#*inline \"passwordFields\"}}\n  \(field)\n{{/inline}}\n{{> layout}}", path: "register.hbs").isEmpty)
    #expect(lint("{{!-- {{#*inline \"x\"}} --}}\n\(field)", path: "register.hbs").rules == ["missing-username-field"])
    let subclass = """
      final class PasswordTextField: UITextField {
        override init(frame: CGRect) {
          super.init(frame: frame)
          isSecureTextEntry = true
          textContentType = .newPassword
          passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: lower; required: digit; minlength: 12;")
        }
      }
      """
    #expect(lint(subclass, path: "PasswordTextField.swift").isEmpty)
    let screen = subclass.replacingOccurrences(of: ": UITextField", with: ": UIViewController")
    #expect(lint(screen, path: "SignUpViewController.swift").rules == ["missing-username-field"])
  }

  @Test func swiftUIGetsNoAdviceItCannotFollow() {
    let source = """
      struct SignUpView: View {
        @State private var email = ""
        @State private var password = ""
        var body: some View {
          Form {
            TextField("Email", text: $email).textContentType(.username)
            SecureField("Password", text: $password).textContentType(.newPassword)
          }
        }
      }
      """
    // SwiftUI has no passwordRules modifier: nowhere to declare a minimum.
    #expect(lint(source, path: "SignUpView.swift").isEmpty)
  }

  @Test func markupInATemplateStringOnAPlainPageIsTheTemplates() {
    let source = """
      {% set field = '<input type="password" autocomplete="off">' %}
      {{ macros.field("<input type='password' passwordrules='required: digits'>") }}
      <form><input name="email"><input type="password" autocomplete="current-password"></form>
      """
    #expect(lint(source, path: "templates/login.html").isEmpty)
    // A quote never closed on its line swallows no markup.
    let open = "{{ user's }}\n<form><input name=\"email\"><input type=\"password\" autocomplete=\"off\"></form>"
    #expect(lint(open, path: "templates/login.html").rules == ["autocomplete-off"])
  }

  @Test func railsTagBuildersWriteInputs() {
    let source = """
      <%= form_with url: session_url do |form| %>
        <%= form.email_field :email_address, autocomplete: "username" %>
        <%= tag.input type: "password", name: "password", autocomplete: "off" %>
        <%= tag.input type: "text", name: "nickname", passwordrules: "minlength: 12;" %>
        <%= tag.div class: "hint" %>
      <% end %>
      """
    let found = lint(source, path: "sessions/new.html.erb")
    #expect(found.rules == ["autocomplete-off", "rules-on-non-password-field"])
    let content = #"<%= content_tag :input, nil, type: :password, name: "password", autocomplete: "new_password" %>"#
    #expect(lint(content, path: "_field.html.erb").with("invalid-content-type").map { covered($0, in: content) } == ["new_password"])
  }

  @Test func aConfirmationsRequiredClassesMayComeInAnyOrder() {
    let source = """
      <form>
        <input name="email" autocomplete="username">
        <input type="password" name="password" autocomplete="new-password" passwordrules="required: upper; required: lower; required: digit; minlength: 12;">
        <input type="password" name="password_confirmation" autocomplete="new-password" passwordrules="required: lower; required: digit; required: upper; minlength: 12;">
      </form>
      """
    #expect(lint(source, path: "register.html").isEmpty)
    let other = source.replacingOccurrences(of: "required: lower; required: digit; required: upper;", with: "required: lower; required: digit; required: special;")
    #expect(lint(other, path: "register.html").rules.contains("confirm-field-rules"))
  }

  @Test func aConfirmationCopiedFromASignInFormIsStillAConfirmation() {
    let source = """
      <form method="post">
        <input type="email" name="email" autocomplete="email">
        <input type="password" name="password" autocomplete="new-password" minlength="12">
        <input type="password" name="password_confirmation" autocomplete="current-password">
      </form>
      """
    let found = lint(source, path: "register.html")
    #expect(found.rules == ["new-password-autocomplete"])
    #expect(found.first.map { covered($0, in: source) } == #"autocomplete="current-password""#)
    // Alone, a field so named is the password a sign-in or a confirm-access page asks for.
    #expect(lint(#"<form><input name="email"><input type="password" name="password_confirmation" autocomplete="current-password"></form>"#, path: "confirm.html").isEmpty)
  }

  @Test func aPatternThatSetsAMinimumIsAMinimum() {
    let source = """
      <form>
        <input name="email" type="email" autocomplete="username">
        <input type="password" name="password" autocomplete="new-password" pattern=".{12,}" title="Twelve or more characters" required>
      </form>
      """
    #expect(lint(source, path: "register.html").rules == ["suggest-rules-from-pattern"])
    let short = source.replacingOccurrences(of: ".{12,}", with: ".{4,}")
    #expect(lint(short, path: "register.html").rules.contains("short-minimum-length"))
  }

  @Test func rulesIgnoredAsAWholeAreTheFindingWhereTheMinimumLivesInThem() {
    let source = """
      <TextInput textContentType="username" />
      <TextInput secureTextEntry textContentType="newPassword" passwordRules="minlength: 12; required: lower; required: upper; required: digits;" />
      """
    #expect(lint("const S = () => (<>\(source)</>);", path: "SignUp.tsx").rules == ["unknown-character-class"])
  }

  @Test func branchesOfATagAreAlternatives() {
    let lengths = """
      <form method="post"><input type="email" autocomplete="username">
      <input type="password" autocomplete="new-password" {% if strict %}minlength="20"{% else %}maxlength="72"{% endif %}>
      </form>
      """
    #expect(lint(lengths, path: "register.jinja").isEmpty)
    let rules = """
      <form method="post"><input type="email" autocomplete="username">
      <input type="password" autocomplete="new-password" minlength="12" {% if a %}passwordrules="required: upper; required: lower; required: digit"{% else %}passwordrules="required: digits"{% endif %}>
      </form>
      """
    let found = lint(rules, path: "register.jinja")
    #expect(found.rules == ["unknown-character-class"])
    #expect(found.first.map { covered($0, in: rules) } == "digits")
  }

  @Test func whatRendersAFormIsReadWhereItIs() {
    let field = #"<input type="password" name="new_password" autocomplete="new-password" minlength="12">"#
    // Errors, not fields; after the form's end; in a comment.
    #expect(lint("<form method=\"post\">{% for error in form.non_field_errors %}<p>{{ error }}</p>{% endfor %}\(field)</form>", path: "a.html").rules == ["missing-username-field"])
    #expect(lint("<form method=\"post\">\(field)</form>\n{{ form.as_p }}", path: "a.html").rules == ["missing-username-field"])
    #expect(lint("{{/* {{define \"x\"}} */}}\n\(field)", path: "a.gohtml").rules == ["missing-username-field"])
    // Symfony's form_end writes the fields not yet written.
    #expect(lint("{{ form_start(form) }}\n\(field)\n{{ form_end(form) }}", path: "register.html.twig").isEmpty)
    // Whatever the form is called (symfonycasts' reset template), unless told not to.
    let reset = "{{ form_start(resetForm) }}\n{{ form_row(resetForm.plainPassword) }}\n\(field)\n"
    #expect(lint(reset + "{{ form_end(resetForm) }}", path: "reset.html.twig").isEmpty)
    #expect(lint(reset + "{{ form_rest(resetForm) }}", path: "reset.html.twig").isEmpty)
    #expect(lint(reset + "{{ form_end(resetForm, {render_rest: false}) }}", path: "reset.html.twig").rules == ["missing-username-field"])
    #expect(lint(reset + "{{ form_end(resetForm, {'render_rest': false}) }}", path: "reset.html.twig").rules == ["missing-username-field"])
    #expect(lint(reset + "{{ form_widget(resetForm.plainPassword) }}", path: "reset.html.twig").rules == ["missing-username-field"])
  }

  @Test func thymeleafKeepsAWrittenIdAndAComputedPathIsDynamic() {
    let written = #"<form><input type="password" th:field="*{password}" id="new-password" minlength="3"></form>"#
    #expect(lint(written, path: "a.html").rules == ["missing-username-field", "new-password-autocomplete", "short-minimum-length"])
    let computed = #"<form><input name="u"><input type="password" th:field="*{__${f}__}" name="newPassword" minlength="3"></form>"#
    #expect(!lint(computed, path: "a.html").rules.contains("new-password-autocomplete"))
  }

  @Test func aSvelteNumberJoinedToMoreIsAString() {
    let source = #"<form><input autocomplete="username"><input type="password" autocomplete="new-password" minlength="12" maxlength={8}{x} /></form>"#
    #expect(lint(source, path: "Form.svelte").isEmpty)
  }

  @Test func aspNetTagHelpersNameTheirFields() {
    let source = """
      <form method="post">
          <input asp-for="Input.Email" class="form-control" />
          <input asp-for="Input.Password" class="form-control" autocomplete="new-password" minlength="12" />
          <input asp-for="Input.ConfirmPassword" class="form-control" autocomplete="new-password" />
      </form>
      """
    #expect(lint(source, path: "Areas/Identity/Pages/Account/Register.cshtml").isEmpty)
  }

  @Test func anEntityInAFormHelpersOptionIsNotDecoded() {
    let source = """
      <%= form_with model: @user do |f| %>
        <%= f.email_field :email, autocomplete: "username" %>
        <%= f.password_field :password, autocomplete: "new-password", minlength: 12, passwordrules: "required: upper; required: lower; required: digit; allowed: [&quot;]; minlength: 12;" %>
      <% end %>
      """
    let found = lint(source, path: "registrations/new.html.erb").with("html-entity-in-rules")
    #expect(found.map { covered($0, in: source) } == ["&quot;"])
    // In the markup itself, the browser decodes it.
    let markup = #"<form><input name="email"><input type="password" autocomplete="new-password" minlength="12" passwordrules="required: upper; required: lower; required: digit; allowed: [&quot;]; minlength: 12;"></form>"#
    #expect(lint(markup, path: "registrations/new.html.erb").with("html-entity-in-rules").isEmpty)
  }

  @Test func allauthElementsGivenTheirAttributesAreFields() {
    let source = """
      {% load allauth %}
      {% element form method="post" action=action_url %}
        {% slot body %}
          {% csrf_token %}
          {% element field name="email" type="email" autocomplete="email" %}{% endelement %}
          {% element field name="password1" type="password" autocomplete="new-password" minlength="12" %}{% endelement %}
          {% element field name="password2" type="password" autocomplete="off" %}{% endelement %}
        {% endslot %}
      {% endelement %}
      """
    let found = lint(source, path: "templates/account/signup.html")
    #expect(found.rules == ["autocomplete-off"])
    #expect(found.first.map { covered($0, in: source) } == #"autocomplete="off""#)
  }

  @Test(arguments: [
    ("register.blade.php", "@switch($policy) @case(\"strict\")", "@break @default", "@endswitch"),
    ("register.ftl", "<#switch policy><#case \"strict\">", "<#break><#default>", "</#switch>"),
    ("register.component.html", "@switch (policy) { @case ('strict') {", "} @default {", "} }"),
    ("new.html.erb", "<% case @policy %>\n<% when :strict %>", "<% else %>", "<% end %>"),
    ("register.php", "<?php switch ($policy): ?>\n<?php case 'strict': ?>", "<?php break; ?>\n<?php default: ?>", "<?php endswitch; ?>"),
  ])
  func theCasesOfASwitchAreBranches(path: String, open: String, next: String, close: String) {
    let source = """
      <form><input type="email" name="email" autocomplete="username">
      \(open)
      <input type="password" name="password" autocomplete="new-password" minlength="16" passwordrules="required: upper; required: lower; required: digit; required: special; minlength: 16;">
      \(next)
      <input type="password" name="password" autocomplete="new-password" minlength="12" passwordrules="required: upper; required: lower; required: digits; minlength: 12;">
      \(close)
      <input type="password" name="password_confirmation" autocomplete="new-password"></form>
      """
    // One field written in two cases, then its confirmation: the typo in the second case is found, no
    // "confirmation's rules differ".
    #expect(lint(source, path: path).rules == ["unknown-character-class"])
  }

  @Test func markupInARazorCodeBlockIsRead() {
    let source = """
      @page
      @model LoginModel
      @{
          ViewData["Title"] = "Log in";
          var providers = new List<string> { "a", "b" };
          if (providers.Count < 3) { var x = 1; }
      }
      <section>
          @{
              if ((Model.ExternalLogins?.Count ?? 0) == 0)
              {
                  <div><p>There are no external authentication services configured.</p></div>
              }
              else
              {
                  <form id="account" method="post">
                      <input asp-for="Input.Email" autocomplete="username" />
                      <input asp-for="Input.Password" autocomplete="off" />
                      @foreach (var provider in Model.ExternalLogins!)
                      {
                          <button type="submit" name="provider" value="@provider.Name">@provider.DisplayName</button>
                      }
                  </form>
              }
          }
      </section>
      """
    let found = lint(source, path: "Pages/Account/Login.cshtml")
    #expect(found.rules == ["autocomplete-off"])
    #expect(found.first.map { covered($0, in: source) } == #"autocomplete="off""#)
    // An element never closed in the block ends at its line; the C# after it stays code.
    let unclosed = "@{\n" + String(repeating: "<div>\n", count: 3000) + "var s = \"<input type='password' autocomplete='off'>\";\n}\n"
    #expect(lint(unclosed, path: "A.cshtml").isEmpty)
  }

  @Test func interfaceBuilderRulesFormlintCannotReadAreUnknownNotAbsent() {
    let source = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
          <objects>
              <view contentMode="scaleToFill" id="v">
                  <subviews>
                      <textField borderStyle="roundedRect" id="u"><textInputTraits key="textInputTraits" textContentType="username"/></textField>
                      <textField borderStyle="roundedRect" id="p">
                          <textInputTraits key="textInputTraits" secureTextEntry="YES" textContentType="new-password" passwordRules="minlength: 12;"/>
                      </textField>
                  </subviews>
              </view>
          </objects>
      </document>
      """
    // Without a minimum it would be "no minimum length takes effect".
    #expect(lint(source, path: "Rules.xib").isEmpty)
    let without = source.replacingOccurrences(of: #" passwordRules="minlength: 12;""#, with: "")
    #expect(lint(without, path: "Rules.xib").rules == ["short-minimum-length"])
  }

  @Test(arguments: [
    ("users.jsp", "<form:form modelAttribute=\"a\" method=\"post\">", "</form:form>",
     "<form:input path=\"username\"/>", "<form:password path=\"password\" autocomplete=\"new-password\" passwordrules=\"RULES\"/>"),
    ("Pages.razor", "<EditForm Model=\"@model\">", "</EditForm>",
     "<InputText @bind-Value=\"model.Email\" autocomplete=\"username\" />", "<InputText type=\"password\" @bind-Value=\"model.Password\" autocomplete=\"new-password\" passwordrules=\"RULES\" />"),
    ("Account.cshtml", "@using (Html.BeginForm(\"Register\", \"Account\"))\n{", "}",
     "@Html.TextBoxFor(m => m.Email, new { autocomplete = \"username\" })", "@Html.PasswordFor(m => m.Password, new { autocomplete = \"new-password\", passwordrules = \"RULES\" })"),
    ("auth.blade.php", "{!! Form::open(['route' => 'register']) !!}", "{!! Form::close() !!}",
     "{!! Form::email('email', null, ['autocomplete' => 'username']) !!}", "{!! Form::password('password', ['autocomplete' => 'new-password', 'passwordrules' => 'RULES']) !!}"),
  ])
  func formsTagLibrariesAndHelpersWriteAreForms(path: String, open: String, close: String, username: String, password: String) {
    func form(_ minimum: Int) -> String {
      open + "\n" + username + "\n" + password.replacingOccurrences(of: "RULES", with: "required: upper; required: lower; required: digit; minlength: \(minimum);") + "\n" + close
    }
    // Two forms, each a sign-up: not a new field and its differing confirmation.
    #expect(lint(form(12) + "\n" + form(20), path: path).isEmpty)
  }

  @Test func helperAttributesNamedAsCSharpNamesThem() {
    let source = """
      <form method="post">
          @Html.TextBoxFor(m => m.Email, new { autocomplete = "username" })
          @Html.PasswordFor(m => m.Password, htmlAttributes: new { autocomplete = "new-password", minlength = "14", maxlength = "72" })
      </form>
      """
    #expect(lint(source, path: "Register.cshtml").isEmpty)
    #expect(lint(source.replacingOccurrences(of: "\"72\"", with: "\"10\""), path: "Register.cshtml").rules.contains("length-conflict"))
    // Spring's `path` names the field it writes.
    let spring = """
      <form:form modelAttribute="user" method="post">
          <form:input path="email"/>
          <form:password path="password" autocomplete="new-password" minlength="12"/>
      </form:form>
      """
    #expect(lint(spring, path: "register.jsp").isEmpty)
  }

  @Test func reactNativePlatformSelectAndSpreadWrappers() {
    let select = """
      import { Platform, TextInput } from 'react-native';
      export const A = () => (
        <>
          <TextInput textContentType="username" />
          <TextInput secureTextEntry textContentType="newPassword"
            passwordRules={Platform.select({ ios: 'required: upper; required: lower; minlength: 12; maxlenght: 64;', android: undefined })} />
        </>
      );
      """
    let found = lint(select, path: "A.tsx")
    #expect(found.rules == ["unknown-property"])
    #expect(found.first.map { covered($0, in: select) } == "maxlenght")
    // The spread brings `secureTextEntry`: rules there are a password field's, not stray.
    let spread = """
      import { TextInput } from 'react-native';
      export const NewPassword = (props) => <TextInput {...props} passwordRules="required: upper; required: lower; required: digit; minlength: 12;" />;
      """
    #expect(!lint(spread, path: "NewPassword.jsx").rules.contains("rules-on-non-password-field"))
  }

  @Test(arguments: [
    ("a.jsp", "<jsp:include page=\"/WEB-INF/fragments/username.jsp\"/>", "<jsp:include page=\"/WEB-INF/fragments/footer.jsp\"/>"),
    ("a.jsp", "<c:import url=\"/fragments/username.jsp\"/>", "<c:import url=\"/fragments/captcha.jsp\"/>"),
    ("a.cshtml", "@await Html.PartialAsync(\"_Username\")", "@await Html.PartialAsync(\"_Captcha\")"),
    ("a.php", "<?php get_template_part(\"template-parts/username\"); ?>", "<?php get_template_part(\"template-parts/captcha\"); ?>"),
  ])
  func anIncludeNamedForTheUsernameMayWriteIt(path: String, include: String, other: String) {
    func form(_ line: String) -> String {
      "<form method=\"post\">\n\(line)\n<input type=\"password\" name=\"password\" autocomplete=\"new-password\" minlength=\"12\">\n</form>"
    }
    #expect(lint(form(include), path: path).isEmpty)
    #expect(lint(form(other), path: path).rules == ["missing-username-field"])
  }

  @Test func braceInACSharpCommentNeitherEndsNorOpensABlock() {
    let closing = "@{\n    // removed the old else branch }\n    var help = \"<input type='password' passwordrules='required: digits;'>\";\n}\n"
    #expect(lint(closing, path: "A.cshtml").isEmpty)
    let opening = "@{\n    // TODO: handle the { case\n}\n<form><input name=\"email\"><input type=\"password\" autocomplete=\"new-password\" minlength=\"12\" passwordrules=\"required: digits;\"></form>"
    #expect(lint(opening, path: "A.cshtml").rules == ["unknown-character-class"])
  }

  @Test func aFormOpenersOwnWordsWriteNoUsername() {
    let source = "@using (Html.BeginForm(\"Register\", \"User\")) {\n<input type=\"password\" name=\"pw\" autocomplete=\"new-password\" minlength=\"12\">\n}"
    #expect(lint(source, path: "Register.cshtml").rules == ["missing-username-field"])
  }

  /// Rules kept in a constant for iOS alone are what iOS reads, as when written in the prop.
  @Test func iosOnlyRulesInAConstantAreChecked() {
    let source = """
      import { Platform, TextInput, View } from "react-native";
      const RULES = Platform.select({
        ios: "required: upper; required: digits; minlength: 12;",
        android: undefined,
      });
      const MORE = Platform.OS === "ios" ? "required: lower; allowe: [-];" : undefined;
      const COMPUTED = Platform.select({ ios: rulesFor(policy), default: "required: digits;" });
      export default function SignUp() {
        return (
          <View>
            <TextInput textContentType="username" />
            <TextInput secureTextEntry textContentType="newPassword" passwordRules={RULES} />
            <TextInput secureTextEntry textContentType="newPassword" passwordRules={MORE} />
            <TextInput secureTextEntry textContentType="newPassword" passwordRules={COMPUTED} />
          </View>
        );
      }
      """
    let found = lint(source, path: "app/sign-up.tsx").filter { $0.ruleID.hasPrefix("unknown") }
    #expect(found.map { covered($0, in: source) } == ["digits", "allowe"])
  }

  /// A React Native wrapper named for passwords is a field when it takes `autoComplete` itself, as on the web.
  @Test func aReactNativePasswordWrapperWithAutoCompleteIsAField() {
    let source = """
      import { View } from 'react-native';
      export function SignUpScreen() {
        return <View><EmailInput autoComplete="email" /><PasswordInput autoComplete="off" /></View>;
      }
      """
    #expect(lint(source, path: "app/sign-up.tsx").rules.contains("autocomplete-off"))
  }

  /// A value of words that spell one (`new password`) is one finding whose fix writes the whole value; a
  /// word's fix is offered only where it leaves a value the platform takes.
  @Test func anAutocompleteOfSeveralWordsIsFixedWhole() {
    func found(_ value: String) -> [Diagnostic] {
      let page = "<form action=\"/signup\"><input type=\"email\" autocomplete=\"email\"><input type=\"password\" autocomplete=\"\(value)\" minlength=\"12\"></form>"
      return lint(page, path: "a.html").with("invalid-content-type")
    }
    let spelled = found("new password")
    #expect(spelled.count == 1 && spelled.first?.fix?.edits.first?.replacement == "new-password")
    let beside = found("new-pasword confirm")
    #expect(beside.count == 2 && beside.allSatisfy { $0.fix == nil })
    #expect(found("section-login new_password").first?.fix?.edits.first?.replacement == "new-password")
    // `off` beside a section only: what is left says nothing of the field, so no fix is offered.
    #expect(found("section-login off").first.map { $0.fix == nil } == true)
  }

  /// A literal in a bound attribute is found over the whole attribute, its closing quote or brace included.
  @Test(arguments: [
    ("L.vue", #"<template><form><input name="u"><input type="password" :autocomplete="'off'"></form></template>"#, #":autocomplete="'off'""#),
    ("L.svelte", #"<form><input name="u"><input type="password" autocomplete={"off"}></form>"#, #"autocomplete={"off"}"#),
    ("l.blade.php", #"<form><input name="u"><input type="password" :autocomplete="'off'" ></form>"#, #":autocomplete="'off'""#),
  ])
  func aBoundLiteralIsFoundOverTheWholeAttribute(path: String, source: String, attribute: String) throws {
    let found = try #require(lint(source, path: path).with("autocomplete-off").first)
    #expect(covered(found, in: source) == attribute)
  }

  @Test func platformSelectFallsBackToNativeAndDefault() {
    let source = """
      import { Platform, TextInput } from 'react-native';
      export const A = () => <TextInput secureTextEntry textContentType="newPassword" passwordRules={Platform.select({ android: undefined, default: "required: digits;" })} />;
      """
    #expect(lint(source, path: "A.tsx").rules.contains("unknown-character-class"))
  }

  @Test func computedValuesStayUnread() {
    // A computed pattern may set a minimum; template syntax in a tag's arguments is not rendered.
    let pattern = #"<form><input name="email"><input type="password" autocomplete="new-password" pattern="{{ $pattern }}"></form>"#
    #expect(lint(pattern, path: "register.blade.php").isEmpty)
    let allauth = #"{% element field name="password1" type="password" autocomplete="{{ ac }}" passwordrules="{{ rules }}" minlength="12" %}{% endelement %}"#
    #expect(!lint(allauth, path: "templates/account/signup.html").rules.contains { $0 == "malformed-list" || $0 == "invalid-content-type" })
    // Spring's usual confirmation name.
    let spring = #"<form><input name="email"><input type="password" name="password" autocomplete="new-password" minlength="12"><input type="password" name="matchingPassword" autocomplete="new-password"></form>"#
    #expect(lint(spring, path: "register.html").isEmpty)
  }

  @Test func blazorBindingsAndSpatieFormsNameWhatTheyWrite() {
    let blazor = """
      <EditForm Model="model">
          <InputText @bind-Value="model.Email" />
          <InputText type="password" @bind-Value="model.Password" autocomplete="new-password" minlength="12" />
          <InputText type="password" @bind-Value="model.ConfirmPassword" autocomplete="new-password" />
      </EditForm>
      """
    #expect(lint(blazor, path: "Register.razor").isEmpty)
    func form(_ minimum: Int) -> String {
      """
      {{ html()->form('POST', route('register'))->open() }}
      <input type="email" name="email" autocomplete="username">
      <input type="password" name="password" autocomplete="new-password" passwordrules="required: upper; required: lower; required: digit; minlength: \(minimum);">
      {{ html()->form()->close() }}
      """
    }
    #expect(lint(form(12) + "\n" + form(20), path: "auth.blade.php").isEmpty)
  }

  @Test func interfaceBuilderRulesFormlintCannotReadSayNothingOfTheField() {
    let source = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects><view id="v1"><subviews>
      <textField id="u"><textInputTraits key="textInputTraits" textContentType="username"/></textField>
      <textField id="p"><textInputTraits key="textInputTraits" secureTextEntry="YES" textContentType="new-password"/></textField>
      <textField id="nick"><textInputTraits key="textInputTraits"/><textInputPasswordRules key="passwordRules" passwordRulesDescriptor="minlength: 12;"/></textField>
      </subviews></view></objects>
      </document>
      """
    // The plain text field after the new-password field is no confirmation for holding something about rules.
    #expect(!lint(source, path: "Sign.xib").rules.contains("new-password-autocomplete"))
  }

  @Test func aRazorTextLineInACodeBlockIsMarkup() {
    let source = "<form><input name=\"email\">\n@{ if (x) {\n    @:<input type=\"password\" autocomplete=\"new-password\" minlength=\"12\" passwordrules=\"required: digits;\">\n} }\n</form>\n"
    #expect(lint(source, path: "A.cshtml").rules == ["unknown-character-class"])
  }

  @Test func thymeleafParserCommentBlocks() {
    let source = """
      <form th:action="@{/login}" method="post">
          <input type="text" name="username" autocomplete="username">
          <input type="password" name="password" autocomplete="current-password">
          <!--/*-->
          <input type="password" name="demo" autocomplete="off">
          <!--*/-->
          <!--/*/ <input type="password" name="pin" autocomplete="off" passwordrules="required: digits;"> /*/-->
      </form>
      """
    // The prototype-only field is removed when the page renders; the other is written out.
    let found = lint(source, path: "templates/login.html")
    #expect(found.allSatisfy { $0.range?.start.line == 7 })
    #expect(found.rules.contains("unknown-character-class"))
    // Never closed: left as the page has it.
    #expect(lint("<!--/*-->\n<form><input name=\"u\"><input type=\"password\" autocomplete=\"off\"></form>", path: "a.html").rules == ["autocomplete-off"])
  }

  @Test(arguments: [
    #"<input type="text" {...register("username")} />"#,
    #"<input {...register('email', { required: true })} placeholder="Email" />"#,
    #"<TextField {...formik.getFieldProps("email")} />"#,
    #"<TextInput {...form.getInputProps('email')} />"#,
  ])
  func aFormLibrarysSpreadNamesTheUsernameField(username: String) {
    let source = """
      export function SignUp() {
        return (
          <form onSubmit={handleSubmit(onSubmit)}>
            \(username)
            <input type="password" autoComplete="new-password" minLength={12} {...register("password")} />
          </form>
        )
      }
      """
    #expect(lint(source, path: "SignUp.tsx").isEmpty)
    // A name the code computes, or another call's, names nothing.
    let computed = source.replacingOccurrences(of: "register(\"username\")", with: "register(`${prefix}name`)")
      .replacingOccurrences(of: "register('email'", with: "unregister('email'")
      .replacingOccurrences(of: "getFieldProps(\"email\")", with: "getFieldProps(field)")
      .replacingOccurrences(of: "getInputProps('email')", with: "getInputProps(key)")
    #expect(lint(computed, path: "SignUp.tsx").rules == ["missing-username-field"])
  }

  @Test(arguments: [
    #"<%= form_with url: session_path, html: { autocomplete: "off" } do |form| %>"#,
    #"<%= form_with url: session_path, autocomplete: "off" do |form| %>"#,
    #"<%= form_tag session_path, autocomplete: "off" do %>"#,
    #"<%= form_for(resource, as: resource_name, url: session_path(resource_name), html: { autocomplete: "off" }) do |f| %>"#,
  ])
  func aRailsFormHelpersAutocompleteReachesItsFields(opener: String) {
    let source = """
      \(opener)
        <%= email_field_tag :email_address, nil, autocomplete: "username" %>
        <%= password_field_tag :password %>
      <% end %>
      """
    let found = lint(source, path: "new.html.erb")
    #expect(found.rules == ["autocomplete-off"])
    #expect(found.first.map { covered($0, in: source) } == #"autocomplete: "off""#)
    #expect(found.first?.message.hasPrefix("`autocomplete: \"off\"` on the form") == true)
    // The form's other options are not its autocomplete.
    #expect(lint(source.replacingOccurrences(of: #""off""#, with: #""on""#), path: "new.html.erb").isEmpty)
  }

  @Test func aFormsAutocompleteIsQuotedAsTheFormWritesIt() {
    let source = """
      <form action="/session" method="post" autocomplete="off">
        <%= email_field_tag :email_address, nil, autocomplete: "username" %>
        <%= password_field_tag :password %>
      </form>
      """
    let found = lint(source, path: "new.html.erb")
    #expect(found.first?.message.hasPrefix(#"`autocomplete="off"` on the form"#) == true)
    #expect(found.first?.message.contains(#"give the field `autocomplete: "current-password"`"#) == true)
  }

  @Test(arguments: [
    ("off new-password", "`off` must stand alone", "new-password" as String?),
    ("new-password off", "`off` must stand alone", "new-password"),
    ("current-password new-password", "not `current-password` and `new-password`", nil),
    ("work new-password", "`work` qualifies only", nil),
    ("new-password section-signup", "the purpose comes last", nil),
  ])
  func knownWordsTheAutofillGrammarRefusesAreNoContentType(value: String, reason: String, fixed: String?) throws {
    let source = """
      <form>
        <input type="email" name="email" autoComplete="username" />
        <input type="password" name="password" autoComplete="\(value)" minLength={12} />
      </form>
      """
    let found = lint(source, path: "SignUp.jsx")
    #expect(found.rules == ["invalid-content-type"])
    let diagnostic = try #require(found.first)
    #expect(covered(diagnostic, in: source) == "autoComplete=\"\(value)\"")
    #expect(diagnostic.message.contains(reason))
    #expect(diagnostic.fix?.edits.map(\.replacement) == fixed.map { [$0] })
  }

  @Test(arguments: ["section-signup new-password", "section-a shipping email", "home email", "username webauthn", "on"])
  func autofillValuesTheGrammarAllowsPass(value: String) {
    let source = #"<form><input name="u" autocomplete="username"><input type="password" name="p" autocomplete="\#(value)"></form>"#
    #expect(!lint(source, path: "a.html").rules.contains("invalid-content-type"))
  }

  @Test(arguments: [
    "secret", "api_key", "webhookToken", "smtp_passwd", "bind_password", "client-secret", "dbpass", "mysql_password", "mail_password",
    "email_host_password", "mailer_password", "keystore_password", "keystorepass", "truststorePassword",
  ])
  func anotherSystemsSecretMayTurnAutofillOff(name: String) {
    // Gitea's webhook settings: the secret is the server's, not the user's password.
    let source = """
      <form method="post" action="/repo/settings/hooks/new">
        <input id="payload_url" name="payload_url" type="url" required>
        <input id="\(name)" name="\(name)" type="password" autocomplete="off">
      </form>
      """
    #expect(lint(source, path: "webhook.tmpl").isEmpty)
    #expect(lint(source.replacingOccurrences(of: #" autocomplete="off""#, with: "")
      .replacingOccurrences(of: "<form ", with: #"<form autocomplete="off" "#), path: "webhook.tmpl").isEmpty)
    // The user's own password keeps the finding.
    #expect(lint(source.replacingOccurrences(of: name, with: "password"), path: "webhook.tmpl").rules == ["autocomplete-off"])
  }

  /// Two servers' passwords in one settings form (Symfony's `form_row`, whose form class may give rules
  /// or not) are neither a new password nor its confirmation.
  @Test func twoServersSecretsAreNoNewPasswordAndItsConfirmation() {
    let twig = """
      {{ form_start(form) }}
          {{ form_row(form.smtp_host) }}
          {{ form_row(form.smtp_password, {attr: {autocomplete: 'off'}}) }}
          {{ form_row(form.imap_password, {attr: {autocomplete: 'off'}}) }}
      {{ form_end(form) }}
      """
    #expect(lint(twig, path: "templates/admin/mailbox_settings.html.twig").isEmpty)
    let django = """
      {% load widget_tweaks %}
      <form method="post">{% csrf_token %}
        {% render_field form.smtp_password class="form-control" autocomplete="off" %}
        {% render_field form.bind_password class="form-control" autocomplete="off" %}
      </form>
      """
    #expect(lint(django, path: "templates/settings/mail.html").isEmpty)
    // The user's own passwords keep the finding.
    let own = twig.replacingOccurrences(of: "form.smtp_password", with: "form.password").replacingOccurrences(of: "form.imap_password", with: "form.password_confirmation")
    #expect(lint(own, path: "templates/account/password.html.twig").rules == ["autocomplete-off", "autocomplete-off"])
  }

  @Test(arguments: [
    ("SignUp.vue", #"<template><form><input type="text" v-model="form.username" /><input type="password" v-model="form.password" autocomplete="new-password" minlength="12" /></form></template>"#),
    ("SignUp.svelte", #"<form><input type="email" bind:value={email} /><input type="password" bind:value={password} autocomplete="new-password" minlength="12" /></form>"#),
    ("sign-up.component.html", #"<form [formGroup]="f"><input type="text" formControlName="username" /><input type="password" formControlName="password" autocomplete="new-password" minlength="12" /></form>"#),
    ("sign-up.component.html", #"<form><input type="email" [(ngModel)]="user.email" name="e" /><input type="password" [(ngModel)]="user.password" autocomplete="new-password" minlength="12" /></form>"#),
    ("SignUp.jsx", #"export const S = () => <form><input type="text" value={username} onChange={f} /><input type="password" autoComplete="new-password" minLength={12} /></form>;"#),
    // A component named as HTML does not name elements, known by its binding alone (PrimeVue, shadcn-svelte).
    ("SignUp.vue", #"<template><form><InputText v-model="username" placeholder="Username" /><input type="password" v-model="password" autocomplete="new-password" minlength="12" /></form></template>"#),
    ("SignUp.svelte", #"<form><Input bind:value={username} /><input type="password" bind:value={password} autocomplete="new-password" minlength="12" /></form>"#),
  ])
  func aFieldNamedByWhatItEditsIsTheUsername(path: String, source: String) {
    #expect(lint(source, path: path).isEmpty)
    // Without it, the note stays.
    let withoutUsername = source.replacingOccurrences(of: "username", with: "nickname").replacingOccurrences(of: "email", with: "nickname")
      .replacingOccurrences(of: #"type="email""#, with: #"type="text""#)
    #expect(lint(withoutUsername, path: path).rules == ["missing-username-field"], "\(path)")
  }

  @Test(arguments: [
    ("ApiKey.svelte", #"<input type="password" bind:value={apiKey} autocomplete="off" />"#),
    ("api-key.component.html", #"<input type="password" [(ngModel)]="apiKey" autocomplete="off" />"#),
    ("ApiKey.vue", #"<template><input type="password" v-model="apiKey" autocomplete="off" /></template>"#),
  ])
  func aBoundSecretMayTurnAutofillOff(path: String, source: String) {
    #expect(lint(source, path: path).isEmpty)
    #expect(lint(source.replacingOccurrences(of: "apiKey", with: "password"), path: path).rules == ["autocomplete-off"])
  }

  @Test func aVueScriptMentioningTemplateHidesNothing() {
    let source = """
      <script setup lang="ts">
      /**
       * Usage: <template><LoginForm /></template>
       */
      const t = '<template><span/></template>'
      </script>

      <template>
        <form>
          <input type="email" autocomplete="username" />
          <input type="password" autocomplete="current-password" passwordrules="required: digits" />
        </form>
      </template>
      """
    let found = lint(source, path: "Story.vue").with("unknown-character-class")
    #expect(found.count == 1)
    #expect(found.first?.range?.start.line == 11)
  }

  @Test func aSignUpWhoseFieldsAllSaySignInChoosesAPasswordAllTheSame() {
    let native = """
      import { TextInput } from "react-native";
      export default function SignUp() {
        return (<>
          <TextInput placeholder="Email" textContentType="username" />
          <TextInput placeholder="Password" secureTextEntry textContentType="password" passwordRules="minlength: 12; required: upper; required: digit;" />
          <TextInput placeholder="Confirm password" secureTextEntry textContentType="password" />
        </>);
      }
      """
    let found = lint(native, path: "app/(auth)/sign-up.tsx")
    #expect(found.rules == ["new-password-autocomplete", "new-password-autocomplete"])
    #expect(found.last?.message.hasPrefix("this field repeats the new password but says `textContentType=\"password\"`") == true)
    #expect(found.map { $0.fix?.edits.first?.replacement } == ["newPassword", "newPassword"])
    // A sign-in screen's one field keeps its word.
    #expect(lint(native, path: "app/(auth)/sign-in.tsx").rules == ["new-password-autocomplete"])
  }

  @Test(arguments: [
    #"<form><input type="password" name="api_key" autocomplete="off"><input type="password" name="webhook_secret" autocomplete="off"></form>"#,
    #"<form><input type="password" name="pin" inputmode="numeric" maxlength="4"><input type="password" name="confirm_pin" inputmode="numeric" maxlength="4"></form>"#,
  ])
  func secretsThatAreNotThisSitesPasswordPairWithNothing(source: String) {
    #expect(lint(source, path: "settings.html").isEmpty)
  }

  @Test(arguments: [
    ("c.component.html", "<form>\n  <label>{{ form.email }}</label>\n  <input type=\"password\" name=\"newPassword\" autocomplete=\"new-password\" minlength=\"12\" />\n</form>"),
    ("C.vue", "<template><form>\n  <label>{{ loginForm.email }}</label>\n  <input type=\"password\" name=\"newPassword\" autocomplete=\"new-password\" minlength=\"12\" />\n</form></template>"),
    ("C.svelte", "<form>\n  <label>{form.email}</label>\n  <input type=\"password\" name=\"newPassword\" autocomplete=\"new-password\" minlength=\"12\" />\n</form>"),
  ])
  func aComponentsInterpolationWritesNoUsernameField(path: String, source: String) {
    // Text shown with {{ }} is text: the form still lacks its username field.
    #expect(lint(source, path: path).rules == ["missing-username-field"])
  }

  @Test(arguments: [
    ("change-password-form.svelte", #"<form><input name="email" autocomplete="username"><PasswordField bind:password autocomplete="new-password" label="New Password" minlength="12" /><PasswordField bind:password={passwordConfirm} autocomplete="current-password" label="Confirm Password" /></form>"#),
    ("reset.component.html", #"<form><input name="email" autocomplete="username"><input type="password" autocomplete="new-password" minlength="12"><input type="password" placeholder="Confirm password" autocomplete="current-password"></form>"#),
  ])
  func aConfirmationNamedByItsLabelRepeatsTheNewPassword(path: String, source: String) {
    // immich's change-password form: the repeat field says current-password.
    let found = lint(source, path: path)
    #expect(found.rules == ["new-password-autocomplete"])
    #expect(found.first?.message.hasPrefix("this field repeats the new password") == true)
  }

  @Test(arguments: [
    ("edit.html.erb", #"<%= form_with url: "/password" do |f| %>\#n  <%= f.password_field :password, autocomplete: "new-password", minlength: 12, placeholder: t("users.password") %>\#n<% end %>"#),
    ("edit.html.j2", #"<form method="post">\#n  {{ form.password(autocomplete="new-password", minlength=12, placeholder="Your user password") }}\#n</form>"#),
  ])
  func aPasswordHelpersOwnWordsWriteNoUsername(path: String, source: String) {
    #expect(lint(source, path: path).rules == ["missing-username-field"])
  }

  @Test func passwordOnAFieldThatSetsOneMeansTheNewOne() {
    let source = #"<form><input type="email" name="email" autocomplete="username"><input type="password" name="password" autocomplete="password" passwordrules="required: upper; required: digit; minlength: 12"></form>"#
    let found = lint(source, path: "signup.html")
    #expect(found.rules == ["invalid-content-type"])
    #expect(found.first?.fix?.edits.first?.replacement == "new-password")
    // On a sign-in field it is the current one.
    let signIn = #"<form><input type="email" name="email" autocomplete="username"><input type="password" name="password" autocomplete="password"></form>"#
    #expect(lint(signIn, path: "login.html").first?.fix?.edits.first?.replacement == "current-password")
  }

  /// A React Native input component (in `components/`) is rendered by a screen that holds the username
  /// field; a screen's own new password without one still gets the note.
  @Test func aReactNativeComponentsFieldHasItsUsernameOnTheScreen() {
    let source = """
      import { forwardRef } from "react"
      import { TextInput, type TextInputProps } from "react-native"
      export const NewPasswordInput = forwardRef<TextInput, TextInputProps>((props, ref) => (
        <TextInput ref={ref} secureTextEntry textContentType="newPassword" autoComplete="new-password"
          passwordRules="minlength: 12; required: lower; required: upper; required: digit;" {...props} />
      ))
      """
    #expect(lint(source, path: "src/components/NewPasswordInput.tsx").with("missing-username-field").isEmpty)
    #expect(lint(source, path: "app/(auth)/sign-up.tsx").with("missing-username-field").count == 1)
  }

  @Test func aSignUpsFieldCopiedFromTheSignInFormIsNewBeforeItsConfirmation() {
    let form = """
      <form action="/register" method="post">
        <input type="email" name="email" autocomplete="username">
        <input type="password" name="password" minlength="12" autocomplete="current-password">
        <input type="password" name="password_confirmation" minlength="12" CONFIRM>
      </form>
      """
    // The first field said `current-password` and only the confirmation was told to say new-password:
    // after that fix the form read as a change of password, and the generated password went to the confirmation.
    let found = lint(form.replacingOccurrences(of: "CONFIRM", with: ""), path: "register.html")
    #expect(found.rules == ["new-password-autocomplete", "new-password-autocomplete"])
    #expect(found.first?.message.contains("sets a new password but says") == true && found.first?.range?.start.line == 3)
    let then = lint(form.replacingOccurrences(of: "CONFIRM", with: #"autocomplete="new-password""#), path: "register.html")
    #expect(then.rules == ["new-password-autocomplete"] && then.first?.range?.start.line == 3)
    // Outside a sign-up, current + new is a change of password without a confirmation.
    let change = form.replacingOccurrences(of: "/register", with: "/account/password").replacingOccurrences(of: "CONFIRM", with: #"autocomplete="new-password""#)
    #expect(lint(change, path: "edit.html").isEmpty)
  }

  @Test func railsFormWithSaysWhatItIsForInItsOptions() {
    let view = """
      <%= form_with(model: @user, url: "/signup", html: { id: "signup-form" }) do |form| %>
        <%= form.email_field :email_address, required: true, autocomplete: "username" %>
        <%= form.password_field :password, required: true, autocomplete: "current-password", minlength: 12 %>
      <% end %>
      """
    #expect(lint(view, path: "app/views/users/new.html.erb").rules == ["new-password-autocomplete"])
    #expect(lint(view.replacingOccurrences(of: #"url: "/signup", html: { id: "signup-form" }"#, with: #"url: "/session""#),
      path: "app/views/sessions/new.html.erb").isEmpty)
  }

  @Test func elementPlusShowPasswordIsAPasswordInput() {
    let sfc = """
      <template>
        <el-form :model="form" action="/register">
          <el-input v-model="form.email" autocomplete="username" />
          <el-input v-model="form.password" show-password autocomplete="off" minlength="12" passwordrules="required: lower; required: digit; minlength: 12;" />
        </el-form>
      </template>
      """
    // Its rules were said to be on no password field (and to be deleted).
    #expect(lint(sfc, path: "Register.vue").rules == ["autocomplete-off"])
  }

  @Test func aChangeOfPasswordAsksForTheCurrentPasswordOnce() {
    // Jetstream's, allauth's and Devise's change-password forms, with the new field copied from the sign-in form.
    let forms = [
      ("update-password-form.blade.php", """
        <form wire:submit="updatePassword"><input type="hidden" name="username" autocomplete="username">
          <x-input id="current_password" type="password" autocomplete="current-password" />
          <x-input id="password" type="password" autocomplete="current-password" minlength="12" />
          <x-input id="password_confirmation" type="password" autocomplete="new-password" minlength="12" />
        </form>
        """),
      ("password_change.html", """
        <form method="post" action="/account/password"><input type="hidden" name="username" autocomplete="username">
          <input type="password" name="oldpassword" autocomplete="current-password">
          <input type="password" name="password1" autocomplete="current-password" minlength="12">
          <input type="password" name="password2" autocomplete="new-password" minlength="12">
        </form>
        """),
      ("edit.html.erb", """
        <%= form_for(resource, url: registration_path(resource_name), html: { method: :put }) do |f| %>
          <%= f.email_field :email, autocomplete: "email" %>
          <%= f.password_field :password, autocomplete: "current-password", minlength: 12 %>
          <%= f.password_field :password_confirmation, autocomplete: "new-password", minlength: 12 %>
          <%= f.password_field :current_password, autocomplete: "current-password" %>
        <% end %>
        """),
    ]
    for (path, form) in forms {
      let found = lint(form, path: path)
      #expect(found.rules == ["new-password-autocomplete"], "\(path)")
      #expect(found.first?.message.contains("sets a new password but says") == true, "\(path)")
    }
    // A settings screen with a change of password and a delete-account field that asks for the password again:
    // that last field is a current password, as it says.
    let settings = """
      <div><input type="hidden" name="username" autocomplete="username">
        <input type="password" name="current_password" autocomplete="current-password">
        <input type="password" name="new_password" autocomplete="new-password" minlength="12">
        <input type="password" name="new_password_confirmation" autocomplete="new-password" minlength="12">
        <input type="password" name="delete_password" autocomplete="current-password">
      </div>
      """
    #expect(lint(settings, path: "account.html").isEmpty)
    #expect(lint(settings.replacingOccurrences(of: "current_password", with: "password"), path: "account.html").isEmpty)
    // Two fields that both say `current-password` and nothing new (an admin's and a user's) are left alone.
    let delete = """
      <form action="/account/delete"><input type="hidden" name="username" autocomplete="username">
        <input type="password" name="password" autocomplete="current-password">
        <input type="password" name="admin_password" autocomplete="current-password">
      </form>
      """
    #expect(lint(delete, path: "delete.html").isEmpty)
  }

  @Test func aFormsClassSaysLessThanTheFilesName() {
    // Bootstrap's sign-in example gave `form-signin` to many a registration form.
    let twig = """
      {% extends 'base.html.twig' %}
      {% block body %}
      <h1>Create an account</h1>
      {{ form_start(registrationForm, {attr: {class: 'form-signin needs-validation'}}) }}
          {{ form_row(registrationForm.email) }}
          <input type="password" name="plainPassword" autocomplete="current-password" class="form-control">
          <button type="submit" class="btn btn-primary">Register</button>
      {{ form_end(registrationForm) }}
      {% endblock %}
      """
    #expect(lint(twig, path: "templates/registration/register.html.twig").rules.contains("new-password-autocomplete"))
    // Where the file's name says nothing, the class still says what the form is for.
    #expect(lint(twig, path: "templates/account/form.html.twig").isEmpty)
  }

  @Test func aReactNativeWebFilesDOMInputsAreTheWebs() {
    let web = """
      import { View } from "react-native";

      // Expo / react-native-web platform file: rendered only on the web; <input> is a DOM element.
      export function SignUpForm() {
        return (
          <View>
            <form action="/signup">
              <input name="email" type="email" autoComplete="email" />
              <input name="password" type="password" minLength={12}
                passwordrules="minlength: 12; required: lower; required: upper; required: digit;" />
            </form>
          </View>
        );
      }
      """
    // It imports react-native, but its inputs are the DOM's: no React Native prop names, no textContentType.
    let found = lint(web, path: "SignUpForm.web.tsx")
    #expect(found.rules == ["new-password-autocomplete"] && found.first?.message.contains("autoComplete=") == true)
  }

  @Test func aReactNativePropWrittenInBothCasesIsReadAsReactNativeReadsIt() {
    for props in [#"autocomplete="new-password" autoComplete="new-password""#, #"autoComplete="new-password" autocomplete="new-password""#] {
      let screen = """
        import { TextInput, View } from "react-native";
        export const SignUpScreen = () => (
          <View>
            <TextInput textContentType="username" autoComplete="username" />
            <TextInput secureTextEntry textContentType="newPassword" \(props) passwordRules="minlength: 12; required: lower; required: upper; required: digit;" />
          </View>
        );
        """
      #expect(lint(screen, path: "SignUpScreen.tsx").isEmpty, "\(props)")
    }
  }

  @Test func styledAndRadixFormsAreForms() {
    let styled = """
      import styled from "styled-components";

      const StyledForm = styled.form`
        display: grid;
        gap: 8px;
      `;

      export function AccountSettings() {
        return (
          <div>
            <StyledForm method="post" action="/account/email">
              <input type="email" name="email" autoComplete="username" />
              <input type="password" name="password" />
              <button>Change email</button>
            </StyledForm>
            <StyledForm method="post" action="/account/delete">
              <input type="password" name="password" />
              <button>Delete account</button>
            </StyledForm>
          </div>
        );
      }
      """
    // Two forms, each asking for the password once: not a new password and its confirmation.
    #expect(lint(styled, path: "AccountSettings.tsx").isEmpty)
    #expect(lint(styled.replacingOccurrences(of: "StyledForm", with: "Form.Root"), path: "AccountSettings.tsx").isEmpty)
  }

  @Test func materialUITextFieldGivesItsOwnPropsToItsWrapper() {
    let page = """
      import TextField from "@mui/material/TextField";
      export default function SignUp() {
        return (
          <form action="/signup">
            <TextField name="email" autoComplete="username" />
            <TextField name="password" type="password" autoComplete="new-password" maxLength={10} PROPS />
          </form>
        );
      }
      """
    // A top-level maxLength is the wrapper <div>'s: no length finding. Rules there do nothing.
    let rules = #"passwordrules="minlength: 12; required: lower; required: upper; required: digit;""#
    let found = lint(page.replacingOccurrences(of: "PROPS", with: rules), path: "SignUp.tsx")
    #expect(found.rules.sorted() == ["rules-on-non-password-field", "short-minimum-length"])
    // In `slotProps.htmlInput` they are the input's.
    let slot = page.replacingOccurrences(of: "PROPS", with: "slotProps={{ htmlInput: { minLength: 12, \(rules.replacingOccurrences(of: "=", with: ": ")) } }}")
    #expect(lint(slot, path: "SignUp.tsx").isEmpty)
  }

  @Test func aFormNamedComponentInsideAFormIsAPartOfIt() {
    let wizard = """
      import React, { useState } from "react";
      import { AccountStepForm, PasswordStepForm } from "./steps";

      export default function Onboarding() {
        const [step, setStep] = useState(1);
        return (
          <form action="/signup" method="post">
            <AccountStepForm hidden={step !== 1}>
              <input type="email" name="email" autoComplete="email" required />
            </AccountStepForm>
            <PasswordStepForm hidden={step !== 2}>
              <input type="password" name="password" autoComplete="current-password" required />
            </PasswordStepForm>
            <button type="submit">Create account</button>
          </form>
        );
      }
      """
    // Forms do not nest: the steps are parts of the sign-up form, whose one field chooses a new password.
    #expect(lint(wizard, path: "Onboarding.jsx").rules.contains("new-password-autocomplete"))
  }

  @Test func aReactNativeFileWithOneDOMInputStaysReactNative() {
    let screen = """
      import React from "react";
      import { View } from "react-native";
      import { Input, InputField } from "@gluestack-ui/themed";

      export function RegisterScreen() {
        return (
          <View>
            <Input><InputField type="text" autoComplete="username" placeholder="Email" /></Input>
            <Input><InputField type="password" autoComplete="password-new" placeholder="Password" /></Input>
            {Platform.OS === "web" && <input type="file" accept="image/*" hidden ref={fileRef} />}
          </View>
        );
      }
      """
    // `password-new` is Android's own `autoComplete` value, right in React Native (not an unknown web token):
    // a new password, which iOS is not told.
    #expect(lint(screen, path: "Upload.tsx").rules.sorted() == ["new-password-autocomplete", "short-minimum-length"])
    #expect(!lint(screen, path: "RegisterScreen.tsx").rules.contains("invalid-content-type"))
  }

  @Test func onlyMaterialUIsTextFieldGivesItsPropsToAWrapper() {
    let page = """
      import React from "react";
      import { Box } from "@mui/material";
      import TextField from "@/components/ui/TextField";
      export default function RegisterPage() {
        return (
          <Box component="form" action="/register" method="post">
            <TextField type="email" name="email" autoComplete="username" />
            <TextField type="password" name="password" autoComplete="new-password" minLength={12}
              passwordrules="minlength: 12; required: lower; required: upper; required: digit;" />
          </Box>
        );
      }
      """
    // A local TextField (or Fluent UI's, Amplify's) passes its props to its <input>.
    #expect(lint(page, path: "RegisterPage.tsx").isEmpty)
  }

  @Test func materialUIsImportIsFoundWhereverItIsWritten() {
    let page = """
      import React from "react";
      import {
        TextField,
        Box, // important: Box renders the form
      } from "@mui/material";

      export default function Register() {
        return (
          <form action="/register">
            <TextField name="email" autoComplete="username" />
            <TextField type="password" name="password" autoComplete="new-password" passwordrules="required: digits; minlength: 12;" />
          </form>
        );
      }
      """
    // A comment saying "important" inside the import, and an import of forty names, are still Material UI's.
    #expect(lint(page, path: "Register.tsx").rules.contains("rules-on-non-password-field"))
    let names = (1...40).map { "Name\($0)" }.joined(separator: ", ")
    let long = page.replacingOccurrences(of: "Box, // important: Box renders the form", with: "Box, \(names),")
    #expect(lint(long, path: "Register.tsx").rules.contains("rules-on-non-password-field"))
  }

  @Test func aWebFilesStyledInputIsTheDOMs() {
    let page = """
      import React from "react";
      import { View } from "react-native";
      import styled from "styled-components";

      const StyledInput = styled.input`border: 1px solid #ccc;`;

      export default function SignUp() {
        return (
          <View>
            <form action="/signup" method="post">
              <input type="email" name="email" autoComplete="username" />
              <StyledInput type="password" name="password" autoComplete="new-password" passwordrules="required: digits; minlength: 12;" />
            </form>
          </View>
        );
      }
      """
    // `styled.input` is a DOM input: no React Native prop names in a web page.
    #expect(!lint(page, path: "SignUp.web.tsx").rules.contains("prop-name-case"))
  }

  @Test func ionicsInputWithoutAutocompleteIsOff() throws {
    // Ionic's `autocomplete` prop defaults to `'off'`, which `<ion-input>` writes on its `<input>`.
    let page = """
      <form action="/login">
        <ion-input type="email" autocomplete="username"></ion-input>
        <ion-input type="password" formControlName="password"></ion-input>
      </form>
      """
    let found = lint(page, path: "src/app/login/login.page.html").with("autocomplete-off")
    #expect(found.count == 1)
    let diagnostic = try #require(found.first)
    #expect(covered(diagnostic, in: page) == "<ion-input")
    #expect(diagnostic.message.hasPrefix("`<ion-input>` writes `autocomplete=\"off\"` unless given another value"))
    #expect(diagnostic.message.hasSuffix("use `autocomplete=\"current-password\"`"))
    #expect(diagnostic.fix?.edits.first?.replacement == #" autocomplete="current-password""#)
    // Ionic React's `<IonInput>` takes the web component's prop name, `autocomplete`.
    let react = """
      export const Login = () => (
        <form action="/login">
          <IonInput type="email" autocomplete="username" />
          <IonInput type="password" name="password" />
        </form>
      );
      """
    let fix = try #require(lint(react, path: "src/pages/Login.tsx").with("autocomplete-off").first?.fix)
    #expect(fix.edits.first?.replacement == #" autocomplete="current-password""#)
    // Given one, nothing is said.
    let given = page.replacingOccurrences(of: #"formControlName="password""#, with: #"autocomplete="current-password""#)
    #expect(lint(given, path: "src/app/login/login.page.html").isEmpty)
  }

  @Test func elementPlusInputWithoutAutocompleteIsOff() throws {
    // Element Plus's `autocomplete` prop defaults to `'off'` (`packages/components/input/src/input.ts`).
    let page = """
      <template>
        <el-form :model="form">
          <el-form-item label="Username"><el-input v-model="form.username" autocomplete="username" /></el-form-item>
          <el-form-item label="Password"><el-input v-model="form.password" type="password" show-password /></el-form-item>
        </el-form>
      </template>
      """
    let found = lint(page, path: "src/views/login/index.vue").with("autocomplete-off")
    #expect(found.count == 1)
    let diagnostic = try #require(found.first)
    #expect(covered(diagnostic, in: page) == "<el-input")
    #expect(diagnostic.fix?.edits.first?.replacement == #" autocomplete="current-password""#)
    let given = page.replacingOccurrences(of: "type=\"password\" show-password", with: "type=\"password\" show-password autocomplete=\"current-password\"")
    #expect(lint(given, path: "src/views/login/index.vue").isEmpty)
    // Element UI's `auto-complete` (vue-element-admin's login page) is its `autocomplete`.
    let elementUI = page.replacingOccurrences(of: "type=\"password\" show-password", with: ":type=\"passwordType\" name=\"password\" auto-complete=\"on\"")
    #expect(lint(elementUI, path: "src/views/login/index.vue").with("autocomplete-off").isEmpty)
    for bound in [#":auto-complete="ac""#, #"v-bind:auto-complete="ac""#] {
      let computed = page.replacingOccurrences(of: "type=\"password\" show-password", with: "type=\"password\" " + bound)
      #expect(lint(computed, path: "src/views/login/index.vue").with("autocomplete-off").isEmpty, "\(bound)")
    }
    let off = page.replacingOccurrences(of: "type=\"password\" show-password", with: "type=\"password\" auto-complete=\"off\"")
    #expect(lint(off, path: "src/views/login/index.vue").with("autocomplete-off").first.map { covered($0, in: off) } == "auto-complete=\"off\"")
    // Element Plus in TSX: `<ElInput>`.
    let tsx = "export default () => (\n  <ElForm model={form}>\n    <ElInput v-model={form.username} autocomplete=\"username\" />\n    <ElInput v-model={form.password} type=\"password\" showPassword />\n  </ElForm>\n)\n"
    #expect(lint(tsx, path: "src/views/Login.tsx").rules == ["autocomplete-off"])
  }

  @Test func bladePrintsAnEchoNeverClosedAsText() throws {
    // Blade compiles `{{ … }}` only as a pair: the form after an unclosed `{{` is rendered and read.
    let view = """
      <script>var open = "{{"; var raw = "{!!";</script>
      <form method="POST" action="/register">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" autocomplete="new-password" passwordrules="required: digits; minlength: 12">
      </form>
      """
    let found = lint(view, path: "resources/views/auth/register.blade.php").with("unknown-character-class")
    #expect(found.count == 1)
    #expect(try covered(#require(found.first), in: view) == "digits")
    // Jinja fails on the same file: an unclosed `{{` there hides the rest, as before.
    #expect(lint(view, path: "templates/register.jinja").with("unknown-character-class").isEmpty)
    // A comment's `--}}` closes no echo: Blade removes comments first.
    let commented = view + "\n{{-- the form above --}}\n"
    #expect(lint(commented, path: "resources/views/auth/register.blade.php").with("unknown-character-class").count == 1)
  }

  @Test func solidAndPreactSpellAutocompleteAsHTMLDoes() throws {
    // Solid's JSX types name it `autocomplete` (`autoComplete` does not type-check): an inserted prop
    // is written as the file writes its own, or as its framework's types name it.
    let solid = """
      import { createSignal } from "solid-js";
      export default function Signup() {
        return (
          <form method="post" action="/signup">
            <input type="email" name="email" autocomplete="username" />
            <input type="password" name="password" minlength="12" />
          </form>
        );
      }
      """
    let found = try #require(lint(solid, path: "src/routes/Signup.tsx").with("new-password-autocomplete").first)
    #expect(found.message.contains("`autocomplete=\"new-password\"`"))
    #expect(found.fix?.edits.first?.replacement == #" autocomplete="new-password""#)
    let imported = solid.replacingOccurrences(of: #" autocomplete="username""#, with: "")
    #expect(lint(imported, path: "src/routes/Signup.tsx").with("new-password-autocomplete").first?.fix?.edits.first?.replacement
      == #" autocomplete="new-password""#)
    // React's spelling where the file is React's.
    let react = imported.replacingOccurrences(of: #"import { createSignal } from "solid-js";"#, with: #"import { useState } from "react";"#)
    #expect(lint(react, path: "src/routes/Signup.tsx").with("new-password-autocomplete").first?.fix?.edits.first?.replacement
      == #" autoComplete="new-password""#)
  }

  @Test func autocompleteInTwoLetterCasesIsOneDOMAttributeTheLaterWins() {
    let page = """
      export function Login() {
        return (<form method="post" action="/login"><input name="username" autocomplete="username" />
          <input type="password" name="password" autocomplete="off" autoComplete="current-password" /></form>);
      }
      """
    #expect(lint(page, path: "src/Login.jsx").isEmpty)
    let reversed = page.replacingOccurrences(of: #"autocomplete="off" autoComplete="current-password""#, with: #"autoComplete="current-password" autocomplete="off""#)
    #expect(lint(reversed, path: "src/Login.jsx").with("autocomplete-off").count == 1)
  }

  @Test func qwiksBindValueNamesTheField() {
    let page = """
      import { component$, useSignal } from "@builder.io/qwik";
      export default component$(() => {
        const username = useSignal(""); const password = useSignal("");
        return (<form method="post" action="/register">
          <input type="text" bind:value={username} />
          <input type="password" autocomplete="new-password" minLength={12} bind:value={password} />
        </form>);
      });
      """
    #expect(lint(page, path: "src/routes/register/index.tsx").with("missing-username-field").isEmpty)
    let unnamed = page.replacingOccurrences(of: "bind:value={username}", with: "")
    #expect(lint(unnamed, path: "src/routes/register/index.tsx").with("missing-username-field").count == 1)
  }

  @Test func filamentsFormAndWordPressTemplatePartsMayHoldTheUsername() {
    // `{{ $this->form }}` writes a Filament page's whole form schema, the e-mail field among it.
    let filament = """
      <x-filament-panels::page.simple>
          <form wire:submit="register">
              {{ $this->form }}
              <input type="password" name="password_confirmation" autocomplete="new-password" minlength="12">
          </form>
      </x-filament-panels::page.simple>
      """
    #expect(lint(filament, path: "resources/views/filament/pages/register.blade.php").with("missing-username-field").isEmpty)
    let other = filament.replacingOccurrences(of: "{{ $this->formData }}", with: "").replacingOccurrences(of: "{{ $this->form }}", with: "{{ $this->formTitle }}")
    #expect(lint(other, path: "resources/views/filament/pages/register.blade.php").with("missing-username-field").count == 1)
    // WordPress includes `template-parts/` with get_template_part: a partial, as `partials/` is.
    let part = #"<p><input type="password" name="pass1" autocomplete="new-password" minlength="12"></p>"#
    #expect(lint(part, path: "wp-content/themes/t/template-parts/password-fields.php").with("missing-username-field").isEmpty)
    #expect(lint(part, path: "wp-content/themes/t/page-register.php").with("missing-username-field").count == 1)
  }

  /// A Blazor component without `@page` is rendered inside pages; a routable one (`@page "/register"`,
  /// after a BOM or indentation) is a page. CakePHP's elements are its partials.
  @Test func blazorComponentsAndCakeElementsAreFragments() {
    let field = #"<InputText type="password" @bind-Value="Value" class="form-control" autocomplete="new-password" minlength="12" />"#
    let component = "<div class=\"form-floating mb-3\">\n    \(field)\n</div>\n\n@code {\n    [Parameter] public string? Value { get; set; }\n}\n"
    #expect(lint(component, path: "Components/Account/Shared/PasswordField.razor").isEmpty)
    #expect(lint("@page \"/Account/Register\"\n" + component, path: "Components/Account/Pages/Register.razor").rules == ["missing-username-field"])
    #expect(lint("\u{FEFF}  @page \"/register\"\n" + component, path: "Pages/Register.razor").rules == ["missing-username-field"])
    #expect(lint("@attribute [Route(Routes.Register)]\n" + component, path: "Pages/Register.razor").rules == ["missing-username-field"])
    // An MVC view has no `@page` and is a page all the same.
    #expect(lint(component, path: "Views/Account/Register.cshtml").rules == ["missing-username-field"])
    let element = #"<?= $this->Form->control('password', ['type' => 'password', 'autocomplete' => 'new-password', 'minlength' => 12]) ?>"#
    #expect(lint(element, path: "templates/element/password_fields.php").isEmpty)
    #expect(lint(element, path: "templates/Users/register.php").rules == ["missing-username-field"])
  }

  @Test func anAttributeWrittenWithoutAValueIsGivenOne() throws {
    // `<input autocomplete>` has the empty value: the fix writes one, not `autocompletenew-password`.
    let page = """
      <form action="/signup"><input type="email" autocomplete="username">
      <input type="password" name="password" autocomplete minlength="12">
      </form>
      """
    let found = try #require(lint(page, path: "signup.html").with("new-password-autocomplete").first)
    let edit = try #require(found.fix?.edits.first)
    var fixed = Array(page.utf8)
    fixed.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    #expect(String(decoding: fixed, as: UTF8.self).contains(#"name="password" autocomplete="new-password" minlength"#))
    // An empty quoted value is replaced between its quotes.
    let quoted = page.replacingOccurrences(of: "autocomplete minlength", with: #"autocomplete="" minlength"#)
    #expect(try #require(lint(quoted, path: "signup.html").with("new-password-autocomplete").first?.fix?.edits.first).replacement == "new-password")
  }

  @Test func aComponentsTwoSpellingsOfAutocompleteAreTwoProps() {
    // Material UI's TextField gives its input `autoComplete`; a lowercase `autocomplete` goes to its wrapper.
    let page = """
      import TextField from '@mui/material/TextField';
      export function SignUp() {
        return (
          <form action="/signup">
            <TextField autoComplete="username" />
            <TextField type="password" name="password" autoComplete="new-password" autocomplete="off" inputProps={{ minLength: 12 }} />
          </form>
        );
      }
      """
    #expect(lint(page, path: "src/SignUp.jsx").with("autocomplete-off").isEmpty)
  }

  @Test func bladeLeavesAnUnclosedClientEchoAndASpreadAlone() {
    // `@{{` never closed is printed as `{{`; the form after it is read.
    let view = """
      <p>@{{ open</p>
      <form method="POST" action="/register">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" autocomplete="new-password" passwordrules="required: digits; minlength: 12">
      </form>
      """
    #expect(lint(view, path: "resources/views/auth/register.blade.php").with("unknown-character-class").count == 1)
    // Filament's raw echo of the form writes it whole too.
    let filament = #"<form wire:submit="register">{!! $this->form !!}<input type="password" name="password_confirmation" autocomplete="new-password" minlength="12"></form>"#
    #expect(lint(filament, path: "resources/views/filament/pages/register.blade.php").with("missing-username-field").isEmpty)
    // Rules a spread of attributes may bring to Ionic's input were written by nobody: nothing to say of them.
    let ionic = #"<template><form><ion-input type="password" v-model="password" v-bind="$attrs" autocomplete="current-password"></ion-input></form></template>"#
    #expect(lint(ionic, path: "src/views/Login.vue").isEmpty)
  }

  @Test func eachBranchOfATagsAutocompleteIsChecked() throws {
    // libxml2 keeps the first of two attributes: the other branch's is the field's as that branch writes it.
    let jinja = """
      <form action="/login"><input name="u" autocomplete="username">
      <input type="password" name="password" {% if x %}autocomplete="current-password"{% else %}autocomplete="off"{% endif %}>
      </form>
      """
    let off = try #require(lint(jinja, path: "templates/login.j2").with("autocomplete-off").first)
    #expect(covered(off, in: jinja) == #"autocomplete="off""#)
    #expect(lint(jinja, path: "templates/login.j2").count == 1)
    let blade = #"<form action="/login"><input name="u" autocomplete="username"><input type="password" name="password" @if($x) autocomplete="current-password" @else autocomplete="new_password" @endif></form>"#
    #expect(lint(blade, path: "resources/views/auth/login.blade.php").with("invalid-content-type").count == 1)
    // Both branches right: nothing.
    let right = jinja.replacingOccurrences(of: #"autocomplete="off""#, with: #"autocomplete="current-password""#)
    #expect(lint(right, path: "templates/login.j2").isEmpty)
  }

  @Test func svelteShorthandsAndTemplateLiterals() {
    // `{name}` is `name={name}`, no spread: the field still has no minimum a spread could bring.
    let shorthand = """
      <script>let name = "password";</script>
      <form action="/register">
        <input name="email" autocomplete="username" />
        <input type="password" {name} autocomplete="new-password" />
      </form>
      """
    #expect(lint(shorthand, path: "src/routes/register/+page.svelte").with("short-minimum-length").count == 1)
    let spread = shorthand.replacingOccurrences(of: "{name}", with: "{...rest}")
    #expect(lint(spread, path: "src/routes/register/+page.svelte").with("short-minimum-length").isEmpty)
    // A template literal without `${}` is literal, in Svelte as in JSX (and in Vue's bound attributes).
    let literal = #"<form action="/signup"><input name="email" autocomplete="username" /><input type="password" name="password" autocomplete="new-password" minlength="12" passwordrules={`required: lower; required: upper; required: digits; minlength: 12;`} /></form>"#
    let found = lint(literal, path: "src/routes/signup/+page.svelte").with("unknown-character-class")
    #expect(found.count == 1 && found.first.map { covered($0, in: literal) } == "digits")
    let computed = literal.replacingOccurrences(of: "digits;", with: "${kind};")
    #expect(lint(computed, path: "src/routes/signup/+page.svelte").isEmpty)
    let vue = #"<template><form action="/login"><input name="email" autocomplete="username" /><input type="password" name="password" :autocomplete="`off`" /></form></template>"#
    #expect(lint(vue, path: "src/views/Login.vue").with("autocomplete-off").count == 1)
  }

  @Test func jspFragmentsAndTagFilesAreFragments() {
    let field = #"<input type="password" name="${name}" autocomplete="new-password" minlength="12">"#
    #expect(lint(field, path: "WEB-INF/tags/password.tag").with("missing-username-field").isEmpty)
    #expect(lint(field, path: "WEB-INF/jsp/password.jspf").with("missing-username-field").isEmpty)
    let note = lint(field, path: "WEB-INF/jsp/signup.jsp").with("missing-username-field")
    #expect(note.count == 1)
    // Fields outside any form are the file's: the note does not speak of a form.
    #expect(note.first?.message.hasPrefix("this file sets a new password") == true)
  }

  @Test func handlebarsAndGoPartialsMayWriteTheUsername() {
    func page(_ include: String) -> String {
      """
      <form action="/signup">
      \(include)
      <input type="password" name="password" autocomplete="new-password" minlength="12">
      </form>
      """
    }
    #expect(lint(page("{{> username}}"), path: "views/signup.hbs").with("missing-username-field").isEmpty)
    #expect(lint(page(#"{{template "username-field" .}}"#), path: "templates/signup.gohtml").with("missing-username-field").isEmpty)
    #expect(lint(page("{{> footer}}"), path: "views/signup.hbs").with("missing-username-field").count == 1)
  }
}
