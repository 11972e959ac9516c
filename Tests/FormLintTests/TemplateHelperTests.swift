@testable import FormLint
import Testing

/// Form helpers write fields formlint cannot see: a username written by one is not a missing one.
@Suite struct TemplateHelperTests {
  func missingUsername(_ source: String, path: String) -> Bool {
    !SourceLinter.lint(Array(source.utf8), path: path, settings: RuleSettings()).diagnostics.with("missing-username-field").isEmpty
  }

  let password = #"<input type="password" name="user[password]" autocomplete="new-password" passwordrules="minlength: 12;">"#

  @Test func aHelperThatWritesTheUsernameCounts() {
    // Rails/Devise: `form_for` writes the <form>; the email field is a helper.
    #expect(!missingUsername("<%= form_for(resource) do |f| %>\n<%= f.email_field :email, autocomplete: \"email\" %>\n\(password)\n<% end %>", path: "new.html.erb"))
    // Flask-WTF, Django, Symfony.
    #expect(!missingUsername("<form method=post>{{ form.username(size=32) }}\(password)</form>", path: "register.j2"))
    #expect(!missingUsername("<form method=post>{{ form.email }}\(password)</form>", path: "register.html"))
    #expect(!missingUsername("<form>{{ form_row(registrationForm.email) }}\(password)</form>", path: "register.html.twig"))
    #expect(!missingUsername("<form>{% include 'fields/username.html' %}\(password)</form>", path: "register.html.twig"))
  }

  @Test func aPartialsFieldsMayHaveTheirUsernameInThePage() {
    // The page that renders the partial holds the form and its username field.
    let partial = "<%= f.password_field :password, autocomplete: \"new-password\", minlength: 12 %>\n\(password)"
    #expect(!missingUsername(partial, path: "app/views/users/_password_fields.html.erb"))
    #expect(!missingUsername(password, path: "site/_includes/password.html"))
    #expect(!missingUsername(password, path: "theme/partials/password.hbs"))
    #expect(!missingUsername(password, path: "resources/views/components/password-input.blade.php"))
    #expect(!missingUsername(password, path: "snippets/password-field.liquid"))
    // A page's own fields, or a partial's own form, are what they seem.
    #expect(missingUsername(partial, path: "app/views/users/edit.html.erb"))
    #expect(missingUsername("<form>\(password)</form>", path: "site/_includes/signup.html"))
  }

  @Test func aComponentsFormLessFieldMayHaveItsUsernameInTheForm() {
    // `<NewPasswordField />` is drawn inside the form, beside the username field.
    let jsx = """
      function NewPasswordField() {
        return <input name="password" type="password" autoComplete="new-password" minLength={12} />;
      }
      export default function Signup() {
        return <form><input name="email" type="email" autoComplete="username" /><NewPasswordField /></form>;
      }
      """
    #expect(!missingUsername(jsx, path: "Signup.jsx"))
    #expect(!missingUsername("<template>\(password)</template>", path: "NewPassword.vue"))
    // A DOM input whose spread may bring its type, and whose rules say password, is a password field.
    let wrapper = #"export const P = (props) => <input {...props} autoComplete="new-password" minLength={16} maxLength={8} />;"#
    #expect(SourceLinter.lint(Array(wrapper.utf8), path: "P.jsx").diagnostics.with("length-conflict").count == 1)
    // A React Native screen has no forms: its fields are the screen's.
    let native = "import { TextInput } from 'react-native';\nexport const S = () => <TextInput secureTextEntry textContentType=\"newPassword\" />;"
    #expect(missingUsername(native, path: "SignUpScreen.tsx"))
    // A form of the component's own is what it seems.
    #expect(missingUsername("<template><form>\(password)</form></template>", path: "Register.vue"))
  }

  @Test func otherTemplateOutputDoesNot() {
    // A label, a translation, a CSRF token: no field.
    #expect(missingUsername("<form><label>{{ __('Email') }}</label>@csrf\(password)</form>", path: "register.blade.php"))
    #expect(missingUsername("<form><p><%= t('.login_hint') %></p>\(password)</form>", path: "new.html.erb"))
    // A helper in another form does not give this one a username.
    #expect(missingUsername("<form>{{ form.email }}</form><form>\(password)</form>", path: "two.html.twig"))
    // Helpers in attribute values write no fields.
    #expect(missingUsername(#"<form action="{{ url_for('auth.email_login') }}">"# + password + "</form>", path: "a.j2"))
  }
}
