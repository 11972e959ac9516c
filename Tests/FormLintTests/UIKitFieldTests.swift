@testable import FormLint
import Testing

/// Which UIKit fields are password fields, and which code is read, in Swift and Objective-C alike.
@Suite struct UIKitFieldTests {
  private func lint(_ source: String, path: String) -> [Diagnostic] {
    SourceLinter.lint(Array(source.utf8), path: path).diagnostics
  }

  @Test func rulesOnAFieldThatIsNoPasswordFieldAreStray() throws {
    let swift = """
      final class SignUpViewController: UIViewController {
        override func viewDidLoad() {
          emailField.textContentType = .username
          nicknameField.isSecureTextEntry = false
          nicknameField.passwordRules = UITextInputPasswordRules(descriptor: "allowed: lower, digit; minlength: 3;")
          passwordField.isSecureTextEntry = true
          passwordField.textContentType = .newPassword
          passwordField.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: lower; required: digit; minlength: 12;")
        }
      }
      """
    let found = lint(swift, path: "SignUpViewController.swift")
    let stray = try #require(found.with("rules-on-non-password-field").first)
    #expect(stray.range?.start.line == 5 && stray.message.hasPrefix("passwordRules on `nicknameField` does nothing"))
    // The nickname field is not the new password, so the real one has no confirmation to disagree with.
    #expect(found.rules == ["rules-on-non-password-field"])
    let objectiveC = """
      @implementation SignUpViewController
      - (void)viewDidLoad {
          self.nicknameField.textContentType = UITextContentTypeNickname;
          self.nicknameField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:@"allowed: lower; minlength: 3;"];
      }
      @end
      """
    #expect(lint(objectiveC, path: "SignUpViewController.m").rules == ["rules-on-non-password-field"])
    // Rules alone, where nothing else is said, still make a password field (a storyboard may set the rest).
    let alone = #"final class A { func f() { p.passwordRules = UITextInputPasswordRules(descriptor: "required: digits;") } }"#
    #expect(lint(alone, path: "A.swift").with("unknown-character-class").count == 1)
  }

  @Test func swiftLiteralsJoinedWithPlusAreOneDescriptor() throws {
    let swift = """
      final class A: UIViewController {
        override func viewDidLoad() {
          passwordField.isSecureTextEntry = true
          passwordField.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: lower; "
              + "required: digits; minlength: 12;")
        }
      }
      """
    let found = try #require(lint(swift, path: "A.swift").with("unknown-character-class").first)
    #expect(found.range?.start.line == 5 && covered(found, in: swift) == "digits")
    #expect(found.fix?.edits.first?.replacement == "digit")
    // So is a constant built that way.
    let constant = """
      let descriptor = "required: upper; required: lower; " + "required: digits; minlength: 12;"
      final class B: UIViewController {
        override func viewDidLoad() {
          passwordField.isSecureTextEntry = true
          passwordField.passwordRules = UITextInputPasswordRules(descriptor: descriptor)
        }
      }
      """
    #expect(lint(constant, path: "B.swift").with("unknown-character-class").map { $0.range?.start.line } == [1])
    // Anything but literals and `+` is computed.
    let computed = swift.replacingOccurrences(of: "+ \"required", with: "+ suffix + \"required")
    #expect(lint(computed, path: "A.swift").with("unknown-character-class").isEmpty)
  }

  @Test func codeThatIsNeverCompiledIsNotRead() {
    let objectiveC = """
      @implementation LoginViewController
      - (void)viewDidLoad {
          self.passwordField.secureTextEntry = YES;
          self.passwordField.textContentType = UITextContentTypePassword;
      #if 0
          self.passwordField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:@"required: digits;"];
      #  ifdef DEBUG
          x = 1;
      #  endif
      #else
          self.passwordField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:@"required: uppers;"];
      #endif
      }
      @end
      """
    let found = lint(objectiveC, path: "LoginViewController.m").with("unknown-character-class")
    #expect(found.map { $0.range?.start.line } == [11])
    let swift = """
      final class LoginViewController: UIViewController {
        override func viewDidLoad() {
          passwordField.isSecureTextEntry = true
      #if false
          passwordField.passwordRules = UITextInputPasswordRules(descriptor: "required: digits;")
      #else
          passwordField.passwordRules = UITextInputPasswordRules(descriptor: "required: uppers;")
      #endif
        }
      }
      """
    #expect(lint(swift, path: "LoginViewController.swift").with("unknown-character-class").map { $0.range?.start.line } == [7])
  }

  /// Each rules value written on a field is checked, not only the first: a later assignment (the one
  /// iOS keeps) or another branch's.
  @Test(arguments: [
    ("A.swift", """
      import UIKit
      final class A: UIViewController {
        let u = UITextField(); let g = UITextField()
        func s(strict: Bool) {
          u.textContentType = .username
          g.isSecureTextEntry = true; g.textContentType = .newPassword
          if strict {
            g.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: lower; minlength: 20;")
          } else {
            g.passwordRules = UITextInputPasswordRules(descriptor: "required: digits; required: upper; minlength: 12;")
          }
        }
      }
      """),
    ("V.m", """
      #import <UIKit/UIKit.h>
      @implementation V
      - (void)s:(BOOL)strict {
        self.u.textContentType = UITextContentTypeUsername;
        self.f.textContentType = UITextContentTypeNewPassword;
        if (strict) {
          self.f.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:@"required: upper; required: lower; minlength: 20;"];
        } else {
          self.f.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:@"required: digits; required: upper; minlength: 12;"];
        }
      }
      @end
      """),
  ])
  func everyRulesValueOfAFieldIsChecked(path: String, source: String) {
    let found = lint(source, path: path)
    #expect(found.map(\.ruleID) == ["unknown-character-class"])
    #expect(found.first?.range?.start.line == (path.hasSuffix(".m") ? 9 : 10))
  }

  /// A parameter (or a local) is a field of its function: two helpers that name their parameter `field`
  /// configure two fields; a type made only of such helpers has its username field elsewhere.
  @Test(arguments: [
    ("FormSetup.swift", """
      class FormSetup {
          func setupLogin(_ field: UITextField) {
              field.isSecureTextEntry = true
              field.textContentType = .password
          }
          func setupNewPassword(_ field: UITextField) {
              field.isSecureTextEntry = true
              field.textContentType = .newPassword
              field.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: lower; required: digit; minlength: 12;")
          }
      }
      """),
    ("FormHelper.m", """
      @implementation FormHelper
      - (void)configureLoginField:(UITextField *)field {
          field.secureTextEntry = YES;
          field.textContentType = UITextContentTypePassword;
      }
      - (void)configureNewPasswordField:(UITextField *)field {
          field.secureTextEntry = YES;
          field.textContentType = UITextContentTypeNewPassword;
          field.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:@"required: upper; required: lower; required: digit; minlength: 12;"];
      }
      @end
      """),
  ])
  func aParameterIsAFieldOfItsFunction(path: String, source: String) {
    #expect(lint(source, path: path).isEmpty)
  }

  @Test(arguments: [
    "emailField.keyboardType = .emailAddress",
    "",
  ])
  func aFieldThatLooksLikeTheUsernameIsOne(configuration: String) {
    let source = """
      import UIKit
      final class SignUpViewController: UIViewController {
          @IBOutlet weak var \(configuration.isEmpty ? "usernameTextField" : "mailField"): UITextField!
          let emailField = UITextField()
          let passwordField = UITextField()
          override func viewDidLoad() {
              super.viewDidLoad()
              \(configuration)
              passwordField.isSecureTextEntry = true
              passwordField.textContentType = .newPassword
              passwordField.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: lower; required: digit; minlength: 12;")
          }
      }
      """
    #expect(lint(source, path: "SignUpViewController.swift").isEmpty)
    // A field named for something else is no username field.
    let other = source.replacingOccurrences(of: "usernameTextField", with: "nicknameTextField")
      .replacingOccurrences(of: "= .emailAddress", with: "= .default")
      .replacingOccurrences(of: "emailField", with: "nicknameField").replacingOccurrences(of: "mailField", with: "nameField")
    #expect(lint(other, path: "SignUpViewController.swift").map(\.ruleID) == ["missing-username-field"])
  }

  @Test func aSwiftUIContainersContentTypeReachesItsFields() {
    let source = """
      import SwiftUI
      struct SignUpView: View {
          @State private var email = ""
          @State private var password = ""
          @State private var showPassword = false
          var body: some View {
              Form {
                  TextField("Email", text: $email).textContentType(.username)
                  Group {
                      if showPassword { TextField("Password", text: $password) } else { SecureField("Password", text: $password) }
                  }
                  .textContentType(.newPassword)
              }
          }
      }
      """
    #expect(lint(source, path: "SignUpView.swift").isEmpty)
    #expect(lint(source.replacingOccurrences(of: ".textContentType(.newPassword)", with: ".padding()"), path: "SignUpView.swift")
      .map(\.ruleID).contains("new-password-autocomplete"))
  }

  /// A field given one content type in one case and another in the next (`switch mode`), or set twice in
  /// a row (UIKit keeps the last), has a content type decided at run time: nothing is said of it.
  @Test func contentTypesThatDifferAreDecidedAtRunTime() {
    let swift = """
      final class AuthViewController: UIViewController {
        private func apply(_ mode: Mode) {
          emailField.textContentType = .username
          passwordField.isSecureTextEntry = true
          switch mode {
          case .signIn: passwordField.textContentType = .password
          case .signUp:
            passwordField.textContentType = .newPassword
            passwordField.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: lower; required: digit; minlength: 12;")
          }
        }
      }
      """
    #expect(lint(swift, path: "AuthViewController.swift").rules.isEmpty)
    let objectiveC = """
      @implementation AuthViewController
      - (void)configureForMode:(Mode)mode {
          self.emailField.textContentType = UITextContentTypeUsername;
          switch (mode) {
              case ModeSignIn: self.passwordField.textContentType = UITextContentTypePassword; break;
              case ModeSignUp:
                  self.passwordField.textContentType = UITextContentTypeNewPassword;
                  self.passwordField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:@"required: upper; required: lower; required: digit; minlength: 12;"];
                  break;
          }
      }
      @end
      """
    #expect(lint(objectiveC, path: "AuthViewController.m").rules.isEmpty)
    // One value set twice is still that value.
    let twice = swift.replacingOccurrences(of: ".signIn: passwordField.textContentType = .password", with: ".signIn: passwordField.textContentType = .newPassword")
      .replacingOccurrences(of: "passwordField.textContentType = .newPassword\n", with: "passwordField.textContentType = .newPassword\n          passwordField.textContentType = .newPassword\n")
    #expect(lint(twice, path: "AuthViewController.swift").rules.isEmpty)
    let wrong = swift.replacingOccurrences(of: "case .signIn: passwordField.textContentType = .password", with: "case .signIn: break")
      .replacingOccurrences(of: "textContentType = .newPassword", with: "textContentType = .password")
    #expect(lint(wrong, path: "AuthViewController.swift").rules == ["new-password-autocomplete"])
  }

  /// Each `addTextField { textField in … }` configures a field of its own, and each method of an
  /// `extension UITextField` styles whichever field it is called on.
  @Test func closuresAndExtensionMethodsHaveFieldsOfTheirOwn() {
    let alert = """
      final class LoginAlert {
        func present() {
          let alert = UIAlertController(title: "Sign up", message: nil, preferredStyle: .alert)
          alert.addTextField { textField in
            textField.textContentType = .username
          }
          alert.addTextField { textField in
            textField.isSecureTextEntry = true
            textField.textContentType = .newPassword
            textField.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: lower; required: digit; minlength: 12;")
          }
        }
      }
      """
    #expect(lint(alert, path: "LoginAlert.swift").rules.isEmpty)
    let styles = """
      extension UITextField {
        func styleAsLoginPassword() {
          isSecureTextEntry = true
          textContentType = .password
        }
        func styleAsNewPassword() {
          isSecureTextEntry = true
          textContentType = .newPassword
          passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: lower; required: digit; minlength: 12;")
        }
      }
      """
    #expect(lint(styles, path: "UITextField+Styles.swift").rules.isEmpty)
  }

  /// Previews and unit tests show sample fields; a view whose field edits its `@Binding` is a component,
  /// shown by a screen that has the username field.
  @Test func previewsTestsAndComponentViewsAreNoScreens() {
    let preview = """
      #Preview("New password") {
        SecureField("Password", text: .constant("hunter2")).textContentType(.newPassword)
          .passwordRules(UITextInputPasswordRules(descriptor: "required: digits"))
      }
      struct SignUp_Previews: PreviewProvider {
        static var previews: some View { SecureField("Password", text: .constant("")).textContentType(.newPassword) }
      }
      final class SignUpFieldTests: XCTestCase {
        func testRules() {
          let field = UITextField()
          field.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: digits;")
        }
      }
      """
    #expect(lint(preview, path: "Previews.swift").isEmpty)
    let component = """
      struct NewPasswordField: View {
        @Binding var text: String
        var body: some View { SecureField("New password", text: $text).textContentType(.newPassword) }
      }
      """
    #expect(lint(component, path: "NewPasswordField.swift").rules.isEmpty)
    let screen = component.replacingOccurrences(of: "@Binding var text", with: "@State private var text")
    #expect(lint(screen, path: "NewPasswordField.swift").rules == ["missing-username-field"])
  }
}
