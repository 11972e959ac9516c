import FieldModel
import Testing
@testable import SwiftReader

/// Fields grouped by receiver within a type; types (and their extensions) as screens.
@Suite struct ScreenTests {
  @Test func assignmentsToOneReceiverMakeOneField() throws {
    let source = """
      final class SignUpViewController: UIViewController {
        @IBOutlet weak var emailField: UITextField!
        @IBOutlet weak var passwordField: UITextField!
        @IBOutlet weak var confirmPasswordField: UITextField!

        override func viewDidLoad() {
          emailField.textContentType = .emailAddress
          passwordField.isSecureTextEntry = true
          self.passwordField.textContentType = .newPassword
          passwordField?.passwordRules = UITextInputPasswordRules(descriptor: "required: lower; minlength: 12")
          confirmPasswordField.isSecureTextEntry = true
          confirmPasswordField.textContentType = UITextContentType("new-password")
        }
      }
      """
    let document = read(source)
    #expect(document.kind == .swift)
    #expect(document.screens.count == 1)
    let screen = try #require(document.screens.first)
    #expect(document.slice(try #require(screen.anchor)) == "SignUpViewController")
    #expect(screen.fields.map(\.names) == [["passwordField"], ["confirmPasswordField"]])
    #expect(screen.usernameField?.names == ["emailField"])
    let password = screen.fields[0]
    #expect(password.kind == .password)
    #expect(password.insertionPoint == nil)
    #expect(document.slice(password.anchor) == "passwordField")
    #expect(password.literal(.contentType)?.text == "newPassword")
    #expect(document.slice(password[.contentType]!.range) == "self.passwordField.textContentType = .newPassword")
    #expect(document.slice(password.literal(.contentType)!.positions.byteRange(of: 0..<11)) == "newPassword")
    #expect(password.literal(.secureEntry)?.text == "true")
    #expect(document.slice(password[.rules]!.range).hasPrefix("passwordField?.passwordRules = UITextInputPasswordRules("))
    let confirm = screen.fields[1]
    #expect(confirm.literal(.contentType)?.text == "new-password")
    #expect(document.slice(confirm.literal(.contentType)!.positions.valueRange) == "new-password")
  }

  @Test func typesAndTopLevelCodeAreScreens() throws {
    let source = """
      struct Login { func f() { password.isSecureTextEntry = true } }
      password.isSecureTextEntry = true
      enum Reset { struct Inner { func f() { newPassword.textContentType = .newPassword } } }
      actor Changer { func f() { old.textContentType = .password } }
      """
    let document = read(source)
    #expect(document.screens.count == 4)
    #expect(document.screens.map { $0.anchor.map(document.slice) } == [nil, "Login", "Inner", "Changer"])
    #expect(document.screens.map { $0.fields.count } == [1, 1, 1, 1])
  }

  @Test func extensionsJoinTheirType() throws {
    let source = """
      extension ChangePasswordViewController {
        func configure() { newPasswordField.passwordRules = .init(descriptor: "minlength: 20") }
      }
      final class ChangePasswordViewController: UIViewController {
        func viewDidLoad() { newPasswordField.isSecureTextEntry = true; usernameField.textContentType = .username }
      }
      """
    let document = read(source)
    #expect(document.screens.count == 1)
    let screen = try #require(document.screens.first)
    #expect(document.slice(try #require(screen.anchor)) == "ChangePasswordViewController")
    #expect(screen.anchor!.lowerBound > 20)
    #expect(screen.fields.count == 1)
    #expect(screen.fields[0][.secureEntry] != nil && screen.fields[0][.rules] != nil)
    #expect(screen.usernameField != nil)
  }

  @Test func closuresAttachedToADeclarationNameTheField() throws {
    let source = """
      final class SignUp: UIViewController {
        let passwordField: UITextField = {
          let field = UITextField()
          field.isSecureTextEntry = true
          field.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 20")
          return field
        }()
        lazy var confirmField = UITextField().then {
          $0.isSecureTextEntry = true
        }
        func f() {
          passwordField.textContentType = .newPassword
          [a, b].forEach { $0.isSecureTextEntry = true }
        }
      }
      """
    let document = read(source)
    let fields = document.allFields
    // A loop over a list of fields configures each of them (`a` and `b`), not one field called `$0`.
    #expect(fields.map(\.names) == [["passwordField"], ["confirmField"], ["a"], ["b"]])
    #expect(fields[0][.rules] != nil && fields[0][.contentType] != nil && fields[0][.secureEntry] != nil)
    #expect(document.slice(fields[0].anchor) == "field")
  }

  @Test func implicitSelfInATextFieldSubclass() throws {
    let source = """
      final class NewPasswordField: UITextField {
        override func awakeFromNib() {
          isSecureTextEntry = true
          self.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 20")
        }
      }
      """
    let document = read(source)
    #expect(document.allFields.count == 1)
    #expect(document.allFields.first?.names == ["NewPasswordField"])
  }

  @Test func contentTypesAndSecureEntry() throws {
    let source = """
      class A {
        func f() {
          a.textContentType = UITextContentType.oneTimeCode
          b.textContentType = UITextContentType(rawValue: "password")
          c.textContentType = someType
          d.textContentType = nil
          e.isSecureTextEntry = false
          f.isSecureTextEntry = !showsPassword
          g.textContentType = .init(rawValue: "new-password")
        }
      }
      """
    let document = read(source)
    let names = document.allFields.flatMap(\.names)
    #expect(names == ["b", "f", "g"])
    #expect(document.field("b")?.literal(.contentType)?.text == "password")
    #expect(document.field("f")?[.secureEntry]?.isDynamic == true)
  }

  @Test func swiftUIFields() throws {
    let source = """
      struct SignUpView: View {
        @State private var email = ""
        @State private var newPassword = ""
        var body: some View {
          Form {
            TextField("Email", text: $email).textContentType(.username)
            SecureField("Password", text: $newPassword)
              .padding()
              .textContentType(.newPassword)
            TextField("Name", text: $name)
          }
        }
      }
      """
    let document = read(source)
    let screen = try #require(document.screens.first)
    #expect(screen.fields.count == 1)
    let field = screen.fields[0]
    #expect(field.names == ["newPassword"])
    #expect(document.slice(field.anchor) == "SecureField")
    #expect(document.slice(field[.contentType]!.range) == ".textContentType(.newPassword)")
    #expect(screen.usernameField?.names == ["email"])
  }

  @Test func standaloneRulesCallsAreChecked() throws {
    let source = """
      enum Policy {
        static func rules() -> UITextInputPasswordRules { .init(descriptor: "required: digits") }
        static let shared: UITextInputPasswordRules = .init(descriptor: "minlength: 8")
        static let ignored = Foo.init(descriptor: "x")
      }
      """
    let document = read(source)
    // Rules no field takes are checked as rules, not as fields of their own.
    #expect(document.allFields.isEmpty)
    #expect(document.detachedRules.compactMap { $0.literal?.text } == ["required: digits", "minlength: 8"])
  }

  @Test func suppressionComments() throws {
    let source = """
      // formlint-disable-next-line unknown-character-class
      a.passwordRules = .init(descriptor: "required: digits") /* formlint-disable-line x */
      let s = "// formlint-disable"
      /// plain doc
      """
    let document = read(source)
    #expect(document.comments.map(\.text) == [" formlint-disable-next-line unknown-character-class", " formlint-disable-line x "])
    #expect(document.comments.map { document.slice($0.range) } == [
      "// formlint-disable-next-line unknown-character-class", "/* formlint-disable-line x */",
    ])
  }
}
