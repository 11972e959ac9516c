import SwiftUI
import UIKit

/// A SwiftUI wrapper around UITextField, so that a SwiftUI form gets password rules.
struct SecurePasswordField: UIViewRepresentable {
  @Binding var text: String

  func makeUIView(context: Context) -> UITextField {
    let textField = UITextField()
    textField.isSecureTextEntry = true
    textField.textContentType = .newPassword
    textField.passwordRules = UITextInputPasswordRules(descriptor: "required: lower, upper; required: digit; minlength: 16; maxlength: 64")
    return textField
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    uiView.text = text
  }
}

struct SignUpForm: View {
  @State private var email = ""
  @State private var password = ""
  @State private var oneTimeCode = ""

  var body: some View {
    Form {
      TextField("Email", text: $email)
        .textContentType(.emailAddress)
      SecureField("Password", text: $password)
        .textContentType(.newPasword)
      TextField("Code", text: $oneTimeCode)
        .textContentType(.oneTimeCode)
    }
  }
}
