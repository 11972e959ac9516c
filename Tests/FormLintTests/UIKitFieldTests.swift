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
}
