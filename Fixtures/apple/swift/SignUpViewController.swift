import UIKit

/// A sign-up screen whose rules were typed by hand and copied from the web site's HTML.
final class SignUpViewController: UIViewController {
  @IBOutlet private weak var emailField: UITextField!
  @IBOutlet private weak var passwordField: UITextField!
  @IBOutlet private weak var confirmPasswordField: UITextField!

  override func viewDidLoad() {
    super.viewDidLoad()
    emailField.textContentType = .emailAddress

    passwordField.isSecureTextEntry = true
    passwordField.textContentType = .newPassword
    passwordField.passwordRules = UITextInputPasswordRules(
      descriptor: "required: upper; required: digit; allowe: lower; minleght: 10; allowed: [&quot;-]")

    self.confirmPasswordField.isSecureTextEntry = true
    self.confirmPasswordField.textContentType = .newPassword
    confirmPasswordField.passwordRules = UITextInputPasswordRules(descriptor: "allowed: ascii; minlength: 8")
  }
}
