import UIKit

/// Rules kept as constants: a plain string, a raw string, a multi-line string with escapes.
enum PasswordPolicy {
  static let descriptor = "required: lower; required: upper; required: digit; max-consecutive: 2; minlength: 20"
  static let rules = UITextInputPasswordRules(descriptor: descriptor)
  static let raw = #"required: lower; allowed: digit, [-\"]; minlength: 12; maxlength: 10"#
  static let multiline = """
    required: lower; \
    required: upper; \
    allowed: digit, [\u{2D}\u{3B}\t]; \
    minlength: 6
    """
}

final class PolicyFields {
  func apply(to field: UITextField, confirm: UITextField, username: UITextField) {
    username.textContentType = UITextContentType("username")
    field.isSecureTextEntry = true
    field.textContentType = UITextContentType(rawValue: "new-password")
    field.passwordRules = UITextInputPasswordRules(descriptor: PasswordPolicy.raw)
    // formlint-disable-next-line short-minimum-length
    confirm.passwordRules = .init(descriptor: PasswordPolicy.multiline)
    confirm.isSecureTextEntry = true
  }
}
