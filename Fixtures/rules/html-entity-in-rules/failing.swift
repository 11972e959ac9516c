import UIKit

/// Rules copied from the web site's sign-up page, `&quot;` and all.
final class SignUpViewController: UIViewController {
  @IBOutlet private var emailField: UITextField!
  @IBOutlet private var passwordField: UITextField!

  override func viewDidLoad() {
    super.viewDidLoad()
    emailField.textContentType = .username
    passwordField.isSecureTextEntry = true
    passwordField.textContentType = .newPassword
    passwordField.passwordRules = UITextInputPasswordRules(
      descriptor: "required: upper; required: digit; allowed: lower, [-&quot;&amp;]; minlength: 12")
  }
}

final class ResetViewController: UIViewController {
  private let rules = #"required: lower; required: digit; allowed: [&#34;]; minlength: 16"#

  func configure(_ field: UITextField, username: UITextField) {
    username.textContentType = .emailAddress
    field.isSecureTextEntry = true
    field.textContentType = .newPassword
    field.passwordRules = UITextInputPasswordRules(descriptor: rules)
  }
}
