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
}
