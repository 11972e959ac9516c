import UIKit

/// A change-password screen: the old password field claims to be a new one.
final class ChangePasswordViewController: UIViewController {
  private let usernameField = UITextField()
  private let oldPasswordField = UITextField()
  private let newPasswordField: UITextField = {
    let field = UITextField()
    field.isSecureTextEntry = true
    field.textContentType = .newPassword
    return field
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    usernameField.textContentType = .username
    oldPasswordField.isSecureTextEntry = true
    oldPasswordField.textContentType = .newPassword
    newPasswordField.passwordRules = PasswordPolicy.rules
  }
}
