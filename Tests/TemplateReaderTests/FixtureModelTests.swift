import FieldModel
import Testing
@testable import Readers

/// What the readers make of the fixtures under `Fixtures/templates` (their lint output is in each
/// folder's `expected.txt`): the password fields by name, which properties are literal and which are
/// dynamic, the username field, and the suppression comments.
@Suite struct FixtureModelTests {
  static let fixtures: [(String, TemplateSyntax, String)] = [
    ("laravel/resources/views/livewire/auth/register.blade.php", .blade,
     "user email | password: rules=literal contentType=literal secureEntry=literal | password_confirmation: rules=dynamic contentType=literal secureEntry=literal"),
    ("laravel/resources/views/livewire/auth/reset-password.blade.php", .blade,
     "user email | password: minLength=literal maxLength=literal contentType=literal | password_confirmation: contentType=literal | 1 comment"),
    // WTForms writes the password field: `{{ form.password(…) }}`, what the form class may add dynamic.
    ("flask/templates/auth/register.html", .htmlCurly,
     "user username,username | password: rules=dynamic minLength=dynamic maxLength=dynamic contentType=literal secureEntry=literal | confirm,confirm: rules=literal secureEntry=literal"),
    ("rails/app/views/devise/registrations/new.html.erb", .erb,
     "user email | user[password],user_password: rules=literal minLength=dynamic maxLength=dynamic contentType=literal secureEntry=literal | password_confirmation: contentType=literal secureEntry=literal"),
    ("symfony/templates/registration/register.html.twig", .curly,
     "user email | : rules=literal minLength=dynamic contentType=literal secureEntry=literal"),
    // Form helpers only: Rails, WTForms macros, Symfony, Laravel Collective.
    ("rails/app/views/devise/passwords/edit.html.erb", .erb,
     "user - | password: rules=literal minLength=dynamic contentType=literal secureEntry=literal | password_confirmation: contentType=literal secureEntry=literal"),
    ("rails/app/views/devise/sessions/new.html.erb", .erb, "user email | password: contentType=literal secureEntry=literal"),
    ("flask/templates/auth/change_password.html", .htmlCurly,
     "user username | old_password: rules=dynamic minLength=dynamic maxLength=dynamic contentType=literal secureEntry=literal | new_password: rules=literal minLength=dynamic maxLength=dynamic contentType=literal secureEntry=literal | confirm: rules=dynamic minLength=dynamic maxLength=dynamic contentType=literal secureEntry=literal"),
    ("symfony/templates/security/change_password.html.twig", .curly,
     "user - | currentPassword: rules=dynamic minLength=dynamic maxLength=dynamic contentType=literal secureEntry=literal | plainPassword.first,New password: rules=literal minLength=dynamic maxLength=dynamic contentType=literal secureEntry=literal | plainPassword.second,Repeat password: rules=dynamic minLength=dynamic maxLength=dynamic contentType=dynamic secureEntry=literal"),
    ("laravel/resources/views/auth/passwords/reset.blade.php", .blade,
     "user email | password: rules=literal contentType=literal secureEntry=literal | password_confirmation: contentType=literal secureEntry=literal"),
    // Keycloak's v2 theme writes its fields with macros.
    ("keycloak/theme/keycloak.v2/login/login.ftl", .freemarker,
     "user username | password: rules=dynamic minLength=dynamic maxLength=dynamic contentType=literal secureEntry=literal"),
    ("keycloak/theme/keycloak.v2/login/login-update-password.ftl", .freemarker,
     "user username,username | password-new: rules=dynamic minLength=dynamic maxLength=dynamic contentType=literal secureEntry=literal | password-confirm: rules=dynamic minLength=dynamic maxLength=dynamic contentType=literal secureEntry=literal"),
    ("keycloak/theme/login/login.ftl", .freemarker, "user username,username | password,password: contentType=literal secureEntry=literal"),
    ("keycloak/theme/login/register.ftl", .freemarker,
     "user username,username | password,password: rules=dynamic contentType=literal secureEntry=literal | password-confirm,password-confirm: contentType=literal secureEntry=literal"),
    ("express/views/signup.ejs", .erb,
     "user username,username | password,new-password: rules=literal contentType=literal secureEntry=literal | confirm,confirm-password: rules=dynamic contentType=literal secureEntry=literal | 1 comment"),
    ("go/templates/signup.gohtml", .go, "user email | password: rules=literal minLength=dynamic secureEntry=literal"),
    ("handlebars/views/register.hbs", .handlebars,
     "user email | password: rules=literal maxLength=literal contentType=literal secureEntry=literal"),
    ("jsp/WEB-INF/jsp/register.jsp", .jsp,
     "user username | password: rules=dynamic contentType=literal | matchingPassword: rules=literal pattern=literal contentType=literal secureEntry=literal"),
    ("razor/Views/Manage/ChangePassword.cshtml", .razor,
     "user UserName | OldPassword: contentType=literal secureEntry=literal | NewPassword: rules=literal contentType=literal secureEntry=literal | ConfirmPassword: contentType=literal secureEntry=literal"),
    ("razor/Pages/Account/Register.cshtml", .razor,
     "user Input.Email | Input.Password: rules=literal maxLength=literal contentType=literal | Input.ConfirmPassword: rules=dynamic contentType=literal"),
    ("vue/src/components/RegisterForm.vue", .vue,
     "user email,email | password,password: rules=dynamic minLength=dynamic contentType=literal secureEntry=literal | password_confirmation,confirm,confirmation: rules=literal contentType=literal secureEntry=literal"),
    ("svelte/src/routes/Register.svelte", .svelte,
     "user email | password: rules=dynamic contentType=literal secureEntry=literal | confirm: rules=literal contentType=literal secureEntry=literal"),
    ("angular/src/app/register/register.component.html", .angular,
     "user email | password: rules=dynamic contentType=literal secureEntry=dynamic | confirmPassword: rules=literal minLength=dynamic contentType=literal secureEntry=literal"),
    ("php/register.php", .php,
     "user username | password: rules=dynamic contentType=literal secureEntry=literal | password_confirm: rules=literal contentType=literal secureEntry=literal"),
    ("hugo/layouts/partials/signup.html", .htmlCurly,
     "user email | password: rules=dynamic contentType=literal secureEntry=literal | password-confirm: rules=literal contentType=literal secureEntry=literal"),
  ]

  static func summary(_ document: SourceDocument) -> String {
    func field(_ f: Field) -> String {
      f.names.joined(separator: ",") + ": " + PropertyKey.allCases.compactMap { key in
        f.properties[key].map { "\(key)=\($0.isDynamic ? "dynamic" : $0.literal != nil ? "literal" : "flag")" }
      }.joined(separator: " ")
    }
    var parts: [String] = []
    for screen in document.screens {
      parts.append("user " + (screen.usernameField.map { $0.names.joined(separator: ",") } ?? "-"))
      parts += screen.fields.map(field)
    }
    if !document.comments.isEmpty { parts.append("\(document.comments.count) comment" + (document.comments.count > 1 ? "s" : "")) }
    return parts.joined(separator: " | ")
  }

  @Test(arguments: fixtures.indices)
  func fixtureModel(_ index: Int) {
    let (file, syntax, expected) = Self.fixtures[index]
    let bytes = PlainHTMLTests.bytes(PlainHTMLTests.repository + "/Fixtures/templates/" + file)
    #expect(!bytes.isEmpty, "\(file)")
    guard case .document(let document, let problem) = TemplateReader.read(bytes, syntax: syntax) else {
      Issue.record("\(file) not read")
      return
    }
    #expect(problem == nil)
    #expect(Self.summary(document) == expected, "\(file)")
  }
}
