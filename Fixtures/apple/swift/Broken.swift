import UIKit

// This file does not compile; formlint still reads what it can.
final class Broken: UIViewController {
  func viewDidLoad( {
    passwordField.isSecureTextEntry = true
    passwordField.passwordRules = UITextInputPasswordRules(descriptor: "required: digits; minlength: \(minimum)")
    pinField.passwordRules = UITextInputPasswordRules(descriptor: "required: digit; maxlength: 6")
  let s = "unterminated
}
