@testable import FormLint
import Testing

/// How iOS code is really written, and what formlint makes of it: fields configured in a loop, traits
/// set in Interface Builder, test targets, SwiftUI wrappers and subviews, alert text fields, cells.
@Suite struct AppleIdiomTests {
  private func lint(_ source: String, path: String) -> [Diagnostic] {
    SourceLinter.lint(Array(source.utf8), path: path).diagnostics
  }

  private func signUp(contentType: String, loop: String = "forEach") -> String {
    let head = switch loop {
    case "forEach": "[passwordField, confirmField].forEach {"
    case "local": "let secureFields = [passwordField, confirmField]\n    secureFields.forEach {"
    case "localFor": "let secureFields = [passwordField, confirmField]\n    for field in secureFields {"
    default: "for field in [passwordField, self.confirmField] {"
    }
    let field = loop == "forEach" || loop == "local" ? "$0" : "field"
    return """
      final class SignUpViewController: UIViewController {
        let emailField = UITextField()
        let passwordField = UITextField()
        let confirmField = UITextField()
        override func viewDidLoad() {
          emailField.textContentType = .username
          \(head)
            \(field).isSecureTextEntry = true
            \(field).textContentType = .\(contentType)
          }
          passwordField.passwordRules = UITextInputPasswordRules(descriptor: "required: lower; required: upper; required: digit; minlength: 12;")
        }
      }
      """
  }

  @Test func fieldsConfiguredInALoopAreEachField() {
    // `$0` was one more field: the real new-password field became the "confirmation" told to move its rules.
    #expect(lint(signUp(contentType: "newPassword"), path: "SignUpViewController.swift").isEmpty)
    #expect(lint(signUp(contentType: "newPassword", loop: "for"), path: "SignUpViewController.swift").isEmpty)
    // A local that holds the list is the list.
    #expect(lint(signUp(contentType: "newPassword", loop: "local"), path: "SignUpViewController.swift").isEmpty)
    #expect(lint(signUp(contentType: "newPassword", loop: "localFor"), path: "SignUpViewController.swift").isEmpty)
    #expect(lint(signUp(contentType: "password", loop: "local"), path: "SignUpViewController.swift").rules == ["new-password-autocomplete", "new-password-autocomplete"])
    // What the loop sets is still checked, for each field it sets it on.
    let wrong = lint(signUp(contentType: "password"), path: "SignUpViewController.swift")
    #expect(wrong.rules == ["new-password-autocomplete", "new-password-autocomplete"])
    #expect(wrong.allSatisfy { $0.range?.start.line == 9 })
  }

  /// An outlet collection's fields are not spelled out: the collection stands for them, and one of it
  /// (`.first`) is one of them, not another field.
  @Test func anOutletCollectionIsItsFields() {
    let source = """
      final class SignUpViewController: UIViewController {
        @IBOutlet private var usernameField: UITextField!
        @IBOutlet private var passwordFields: [UITextField]!
        override func viewDidLoad() {
          usernameField.textContentType = .username
          passwordFields.forEach {
            $0.isSecureTextEntry = true
            $0.textContentType = .newPassword
          }
          passwordFields.first?.passwordRules = UITextInputPasswordRules(descriptor: "required: lower; required: upper; required: digit; minlength: 12;")
        }
      }
      """
    #expect(lint(source, path: "SignUpViewController.swift").isEmpty)
    let digits = source.replacingOccurrences(of: "required: digit;", with: "required: digits;")
    #expect(lint(digits, path: "SignUpViewController.swift").rules == ["unknown-character-class"])
    // Without a loop over the collection, its first and last are two fields (a username and a password).
    let twoEnds = """
      final class SignUpViewController: UIViewController {
        @IBOutlet var textFields: [UITextField]!
        override func viewDidLoad() {
          textFields.first?.textContentType = .username
          textFields.last?.isSecureTextEntry = true
          textFields.last?.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: lower; required: digit; minlength: 12;")
        }
      }
      """
    #expect(lint(twoEnds, path: "SignUpViewController.swift").rules == ["new-password-autocomplete"])
  }

  /// A value computed from the field looped over differs from field to field; a `var` list may be given
  /// another list before the loop.
  @Test func whatALoopCannotSayOfEachFieldIsNotSaid() {
    let swift = """
      final class SignUpViewController: UIViewController {
        let emailField = UITextField(), passwordField = UITextField()
        override func viewDidLoad() {
          let fields = [emailField, passwordField]
          fields.forEach { $0.isSecureTextEntry = $0 === passwordField }
          emailField.textContentType = .username
          passwordField.textContentType = .newPassword
          passwordField.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: lower; required: digit; minlength: 12;")
        }
      }
      """
    #expect(lint(swift, path: "SignUpViewController.swift").isEmpty)
    let objectiveC = """
      @implementation MASignUpViewController
      - (void)viewDidLoad {
          for (UITextField *field in @[self.emailField, self.passwordField]) { field.secureTextEntry = (field == self.passwordField); }
          self.emailField.textContentType = UITextContentTypeUsername;
          self.passwordField.textContentType = UITextContentTypeNewPassword;
          self.passwordField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:@"required: upper; required: lower; required: digit; minlength: 12;"];
      }
      @end
      """
    #expect(lint(objectiveC, path: "MASignUpViewController.m").isEmpty)
    // An inner loop's variable of the same name is the inner loop's.
    let shadowed = """
      @implementation MASignUpViewController
      - (void)viewDidLoad {
          self.emailField.textContentType = UITextContentTypeUsername;
          for (UITextField *field in @[self.passwordField]) {
              field.secureTextEntry = YES;
              for (UITextField *field in self.extraFields) { field.textContentType = UITextContentTypeNewPassword; }
          }
          self.passwordField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:@"required: upper; required: lower; required: digit; minlength: 12;"];
      }
      @end
      """
    #expect(lint(shadowed, path: "MASignUpViewController.m").with("new-password-autocomplete").count == 1)
  }

  /// Objective-C's loops over a literal list configure each field of it.
  @Test func objectiveCLoopsConfigureEachListedField() {
    func source(_ loop: String) -> String {
      """
      @implementation MASignUpViewController
      - (void)viewDidLoad {
          self.usernameField.textContentType = UITextContentTypeUsername;
          \(loop)
          self.passwordField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:@"required: upper; required: lower; required: digit; minlength: 12;"];
      }
      @end
      """
    }
    let forIn = "for (UITextField *field in @[self.passwordField, _confirmField]) { field.secureTextEntry = YES; field.textContentType = UITextContentTypeNewPassword; }"
    let enumerated = "[@[self.passwordField, self.confirmField] enumerateObjectsUsingBlock:^(UITextField *field, NSUInteger idx, BOOL *stop) { field.secureTextEntry = YES; field.textContentType = UITextContentTypeNewPassword; }];"
    #expect(lint(source(forIn), path: "MASignUpViewController.m").isEmpty)
    #expect(lint(source(enumerated), path: "MASignUpViewController.m").isEmpty)
    // What the loop sets is checked on each field, positioned where the list names it.
    let wrong = lint(source(forIn.replacingOccurrences(of: "UITextContentTypeNewPassword", with: "UITextContentTypePassword")), path: "MASignUpViewController.m")
    #expect(wrong.rules == ["new-password-autocomplete", "new-password-autocomplete"])
    #expect(wrong.allSatisfy { $0.range?.start.line == 4 })
  }

  /// A text field's own class, a category on one and a cell are parts of a screen shown elsewhere,
  /// which may hold the username: no `missing-username-field` there (as for an Interface Builder cell).
  @Test func partsOfScreensDoNotMissAUsername() {
    let configure = "self.secureTextEntry = YES; self.textContentType = UITextContentTypeNewPassword;"
    let objectiveC = [
      "@implementation UITextField (MAPassword)\n- (void)ma_styleAsNewPassword { \(configure) }\n@end",
      "@interface MAPasswordField : UITextField\n@end\n@implementation MAPasswordField\n- (void)awakeFromNib { \(configure) }\n@end",
      "@interface MANewPasswordCell : UITableViewCell\n@end\n@implementation MANewPasswordCell\n- (void)awakeFromNib { self.field.secureTextEntry = YES; self.field.textContentType = UITextContentTypeNewPassword; }\n@end",
    ]
    for source in objectiveC {
      #expect(lint(source, path: "A.m").with("missing-username-field").isEmpty, "\(source)")
    }
    let cell = """
      final class NewPasswordTableViewCell: UITableViewCell {
        let field = UITextField()
        func configure() { field.isSecureTextEntry = true; field.textContentType = .newPassword }
      }
      """
    #expect(lint(cell, path: "NewPasswordTableViewCell.swift").with("missing-username-field").isEmpty)
    // A screen is still one.
    let screen = objectiveC[2].replacingOccurrences(of: "MANewPasswordCell : UITableViewCell", with: "MASignUpViewController : UIViewController")
      .replacingOccurrences(of: "MANewPasswordCell", with: "MASignUpViewController")
    #expect(lint(screen, path: "A.m").with("missing-username-field").count == 1)
  }

  /// Messages name UIKit's property, as Objective-C's do, not the initializer that makes its value.
  @Test func rulesAreCalledPasswordRules() throws {
    let source = """
      final class SignUpViewController: UIViewController {
        let u = UITextField(), p = UITextField(), c = UITextField()
        override func viewDidLoad() {
          u.textContentType = .username
          p.isSecureTextEntry = true; p.textContentType = .newPassword
          c.isSecureTextEntry = true; c.textContentType = .newPassword
          c.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: lower; required: digit; minlength: 12;")
        }
      }
      """
    let found = try #require(lint(source, path: "SignUpViewController.swift").with("confirm-field-rules").first)
    #expect(found.message.hasPrefix("only the confirmation field has passwordRules:"), "\(found.message)")
  }

  /// A property a factory makes (`lazy var passwordField = makePasswordField()`) may get its content type
  /// there; one made by an initializer here has none but what this file sets.
  @Test func aFactoryMadeFieldsContentTypeMayComeFromTheFactory() {
    let source = """
      final class SignUpViewController: UIViewController {
        private lazy var emailField = makeTextField(contentType: .username)
        private lazy var passwordField = makePasswordField(placeholder: "Password")
        override func viewDidLoad() {
          emailField.textContentType = .username
          passwordField.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: lower; required: digit; minlength: 12;")
        }
      }
      """
    #expect(lint(source, path: "SignUpViewController.swift").isEmpty)
    let made = source.replacingOccurrences(of: #"makePasswordField(placeholder: "Password")"#, with: "UITextField(frame: .zero)")
    #expect(lint(made, path: "SignUpViewController.swift").rules == ["new-password-autocomplete"])
    // A field made here and configured on the spot (the Then library, a `with` helper) is made here.
    for madeHere in ["UITextField().then { $0.isSecureTextEntry = true }", "with(UITextField()) { $0.isSecureTextEntry = true }"] {
      let chained = source.replacingOccurrences(of: #"makePasswordField(placeholder: "Password")"#, with: madeHere)
      #expect(lint(chained, path: "SignUpViewController.swift").rules == ["new-password-autocomplete"], "\(madeHere)")
    }
    // A factory of the file that sets no content type sets none.
    let visible = source.replacingOccurrences(of: "\n  }\n}", with: "\n  }\n  private func makePasswordField(placeholder: String) -> UITextField { let f = UITextField(); f.placeholder = placeholder; return f }\n}")
    #expect(lint(visible, path: "SignUpViewController.swift").rules == ["new-password-autocomplete"], "\(visible)")
  }

  /// SwiftUI's `TextField` bound to state named for the username is the username field, as a UIKit
  /// property so named is.
  @Test func aSwiftUITextFieldBoundToTheUsernameIsIt() {
    let view = """
      struct SignUpView: View {
        @State private var username = ""
        @State private var password = ""
        var body: some View {
          Form {
            TextField("Username", text: $username)
            SecureField("Password", text: $password).textContentType(.newPassword)
          }
        }
      }
      """
    #expect(lint(view, path: "SignUpView.swift").with("missing-username-field").isEmpty)
    let other = view.replacingOccurrences(of: "text: $username", with: "text: $nickname")
    #expect(lint(other, path: "SignUpView.swift").with("missing-username-field").count == 1)
    let model = view.replacingOccurrences(of: "text: $username", with: "text: $model.email")
    #expect(lint(model, path: "SignUpView.swift").with("missing-username-field").isEmpty)
  }

  @Test func anOutletsContentTypeMayComeFromItsStoryboard() {
    let outlet = """
      final class SignUpViewController: UIViewController {
        @IBOutlet weak var emailField: UITextField!
        @IBOutlet weak var passwordField: UITextField!
        override func viewDidLoad() {
          super.viewDidLoad()
          passwordField.passwordRules = UITextInputPasswordRules(descriptor: "required: lower; required: upper; required: digit; minlength: 12;")
        }
      }
      """
    #expect(lint(outlet, path: "SignUpViewController.swift").isEmpty)
    // A field made in code has no inspector: its missing content type is missing.
    let made = outlet.replacingOccurrences(of: "@IBOutlet weak var passwordField: UITextField!", with: "let passwordField = UITextField()")
    #expect(lint(made, path: "SignUpViewController.swift").rules == ["new-password-autocomplete"])
  }

  @Test func testTargetsAreNotTheApp() {
    let body = """
      final class SignUpTests: AppTestCase {
        func testRules() {
          let field = UITextField()
          field.passwordRules = UITextInputPasswordRules(descriptor: "required: digits;")
        }
      }
      """
    #expect(lint("import UIKit\n" + body, path: "SignUpTests.swift").rules.contains("unknown-character-class"))
    #expect(lint("import XCTest\n@testable import Acme\n" + body, path: "SignUpTests.swift").isEmpty)
    #expect(lint("import Testing\n" + body, path: "PasswordPolicyTests.swift").isEmpty)
  }

  @Test func aSwiftUIWrapperOrSubviewHasItsUsernameOnTheScreen() {
    let wrapper = """
      struct SignUpScreen: View {
        @State private var email = ""
        @State private var password = ""
        var body: some View {
          Form {
            TextField("Email", text: $email).textContentType(.username)
            RulesPasswordField(text: $password)
          }
        }
      }

      struct RulesPasswordField: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.isSecureTextEntry = true
          field.textContentType = .newPassword
          field.passwordRules = UITextInputPasswordRules(descriptor: "required: lower; required: upper; required: digit; minlength: 12;")
          return field
        }
        func updateUIView(_ uiView: UITextField, context: Context) {}
      }
      """
    #expect(lint(wrapper, path: "SignUpScreen.swift").isEmpty)
    let subviews = """
      struct SignUpView: View {
        @StateObject private var model = SignUpModel()
        var body: some View { Form { AccountSection(model: model); PasswordSection(model: model) } }
      }
      private struct AccountSection: View {
        @ObservedObject var model: SignUpModel
        var body: some View { TextField("Email", text: $model.email).keyboardType(.emailAddress) }
      }
      private struct PasswordSection: View {
        @ObservedObject var model: SignUpModel
        var body: some View {
          SecureField("Password", text: $model.password).textContentType(.newPassword)
          SecureField("Confirm password", text: $model.confirmation).textContentType(.newPassword)
        }
      }
      """
    #expect(lint(subviews, path: "SignUpView.swift").isEmpty)
    // A file with no username field anywhere still lacks one.
    let alone = subviews.replacingOccurrences(of: #"TextField("Email", text: $model.email).keyboardType(.emailAddress)"#, with: "Text(model.email)")
    #expect(lint(alone, path: "SignUpView.swift").rules == ["missing-username-field"])
  }

  @Test func eachObjectiveCAlertBlockConfiguresAFieldOfItsOwn() {
    let source = """
      @implementation AccountViewController
      - (void)presentSetPasswordAlert {
          UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Set a password" message:nil preferredStyle:UIAlertControllerStyleAlert];
          [alert addTextFieldWithConfigurationHandler:^(UITextField *textField) {
              textField.textContentType = UITextContentTypeUsername;
          }];
          [alert addTextFieldWithConfigurationHandler:^(UITextField *textField) {
              textField.secureTextEntry = YES;
              textField.textContentType = UITextContentTypePassword;
              textField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:@"required: lower; required: upper; required: digit; minlength: 12;"];
          }];
      }
      @end
      """
    // Both `textField`s were one field whose content type changed at run time: nothing was said.
    let found = lint(source, path: "AccountViewController.m")
    #expect(found.rules == ["new-password-autocomplete"])
    #expect(found.first?.range?.start.line == 9)
  }

  @Test func aCellXibIsPartOfAScreen() {
    let cell = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <tableViewCell id="c1" customClass="NewPasswordCell">
                  <tableViewCellContentView key="contentView" id="v1">
                      <subviews>
                          <textField id="f1">
                              <textInputTraits key="textInputTraits" secureTextEntry="YES" textContentType="new-password"/>
                          </textField>
                      </subviews>
                  </tableViewCellContentView>
              </tableViewCell>
          </objects>
      </document>
      """
    #expect(!lint(cell, path: "NewPasswordCell.xib").rules.contains("missing-username-field"))
    let view = cell.replacingOccurrences(of: "tableViewCellContentView", with: "view").replacingOccurrences(of: "tableViewCell", with: "view")
    #expect(lint(view, path: "SignUpView.xib").rules.contains("missing-username-field"))
  }

  /// A storyboard of one sign-up scene whose view holds `subviews`.
  private func storyboard(subviews: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes><scene sceneID="s1"><objects>
        <viewController id="vc1" customClass="SignUpViewController"><view key="view" id="v1"><subviews>
    \(subviews)
        </subviews></view></viewController>
      </objects></scene></scenes>
    </document>
    """
  }

  /// A storyboard field of a class made for passwords may get its content type and rules from the class;
  /// a styling class says nothing of them.
  @Test func aPasswordClassMayConfigureItsStoryboardField() {
    func board(_ customClass: String) -> String {
      storyboard(subviews: """
        <textField id="u1"><textInputTraits key="textInputTraits" textContentType="username"/></textField>
        <textField id="n1" customClass="\(customClass)" placeholder="New password"><textInputTraits key="textInputTraits" secureTextEntry="YES"/></textField>
        """)
    }
    #expect(lint(board("PasswordTextField"), path: "Main.storyboard").isEmpty)
    #expect(lint(board("SkyFloatingLabelTextField"), path: "Main.storyboard").rules == ["new-password-autocomplete", "short-minimum-length"])
  }

  @Test func aSuppressionAboveAStoryboardFieldCoversItsTraits() {
    let board = storyboard(subviews: """
      <textField id="u1"><textInputTraits key="textInputTraits" textContentType="username"/></textField>

      <textField id="n1" placeholder="New password"><textInputTraits key="textInputTraits" secureTextEntry="YES" textContentType="new-password"/></textField>
      <!-- formlint-disable-next-line new-password-autocomplete -->
      <textField id="p1" placeholder="Confirm password">
          <textInputTraits key="textInputTraits" secureTextEntry="YES" textContentType="password"/>
      </textField>
      """)
    // The finding is on the child `<textInputTraits>` line; the comment is above the `<textField>`.
    #expect(lint(board, path: "Main.storyboard").rules == ["short-minimum-length"])
    let bare = board.replacingOccurrences(of: "<!-- formlint-disable-next-line new-password-autocomplete -->", with: "")
    #expect(lint(bare, path: "Main.storyboard").rules == ["short-minimum-length", "new-password-autocomplete"])
  }

  /// A user-defined runtime attribute sets the field's property after its traits: a content type's raw
  /// value (`new-password`; `newPassword` is Swift's name, no raw value), secure entry.
  @Test func runtimeAttributesSetAStoryboardFieldsTraits() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <view contentMode="scaleToFill" id="root">
                  <subviews>
                      <textField id="u1" placeholder="Email"><textInputTraits key="textInputTraits" textContentType="username"/></textField>
                      <textField id="n1" placeholder="New password">
                          <textInputTraits key="textInputTraits"/>
                          <userDefinedRuntimeAttributes>
                              <userDefinedRuntimeAttribute type="boolean" keyPath="secureTextEntry" value="YES"/>
                              <userDefinedRuntimeAttribute type="string" keyPath="textContentType" value="new-password"/>
                          </userDefinedRuntimeAttributes>
                      </textField>
                  </subviews>
              </view>
          </objects>
      </document>
      """
    #expect(lint(xib, path: "ChangePasswordView.xib").rules == ["short-minimum-length"])
    let swiftName = xib.replacingOccurrences(of: #"value="new-password""#, with: #"value="newPassword""#)
    let invalid = try #require(lint(swiftName, path: "ChangePasswordView.xib").with("invalid-content-type").first)
    #expect(covered(invalid, in: swiftName) == "newPassword" && invalid.fix?.edits.first?.replacement == "new-password")
    // Without the runtime attributes the field is no password field at all; with secure entry alone, it
    // is a new password (its placeholder says so) that says nothing of one.
    let bare = xib.replacingOccurrences(of: #"<userDefinedRuntimeAttribute type="boolean" keyPath="secureTextEntry" value="YES"/>"#, with: "")
      .replacingOccurrences(of: #"<userDefinedRuntimeAttribute type="string" keyPath="textContentType" value="new-password"/>"#, with: "")
    #expect(lint(bare, path: "ChangePasswordView.xib").isEmpty)
    let secureOnly = xib.replacingOccurrences(of: #"<userDefinedRuntimeAttribute type="string" keyPath="textContentType" value="new-password"/>"#, with: "")
    #expect(lint(secureOnly, path: "ChangePasswordView.xib").rules == ["new-password-autocomplete", "short-minimum-length"])
  }

  @Test func aTypesNameSaysWhatItsScreenIsFor() {
    let views = """
      import SwiftUI
      struct LoginView: View {
          @State private var email = ""
          @State private var password = ""
          var body: some View {
              TextField("Email", text: $email).textContentType(.username)
              SecureField("Password", text: $password).textContentType(.password)
          }
      }
      struct SignUpView: View {
          @State private var email = ""
          @State private var password = ""
          var body: some View {
              TextField("Email", text: $email).textContentType(.username)
              SecureField("Password", text: $password).textContentType(.password)
          }
      }
      """
    // Two screens in `AuthViews.swift`: the file's name says nothing, each type's name does.
    let found = lint(views, path: "AuthViews.swift")
    #expect(found.rules == ["new-password-autocomplete"] && found.first?.range?.start.line == 15)
    let objectiveC = """
      @implementation SignUpViewController
      - (void)viewDidLoad {
          self.emailField.textContentType = UITextContentTypeUsername;
          self.passwordField.secureTextEntry = YES;
          self.passwordField.textContentType = UITextContentTypePassword;
      }
      @end
      """
    #expect(lint(objectiveC, path: "AuthControllers.m").rules.contains("new-password-autocomplete"))
    #expect(lint(objectiveC.replacingOccurrences(of: "SignUp", with: "Login"), path: "AuthControllers.m").isEmpty)
  }

  @Test func viewControllersOfOneFileAreScreensEach() {
    let controllers = """
      import UIKit

      final class LoginViewController: UIViewController {
          private let emailField = UITextField()
          private let passwordField = UITextField()

          override func viewDidLoad() {
              super.viewDidLoad()
              emailField.textContentType = .username
              emailField.keyboardType = .emailAddress
              passwordField.isSecureTextEntry = true
              passwordField.textContentType = .password
          }
      }

      final class ResetPasswordViewController: UIViewController {
          private let newPasswordField = UITextField()
          private let confirmPasswordField = UITextField()

          override func viewDidLoad() {
              super.viewDidLoad()
              newPasswordField.isSecureTextEntry = true
              newPasswordField.textContentType = .newPassword
              newPasswordField.passwordRules = UITextInputPasswordRules(descriptor: "required: lower; required: upper; required: digit; minlength: 12;")
              confirmPasswordField.isSecureTextEntry = true
              confirmPasswordField.textContentType = .newPassword
          }
      }
      """
    // The sign-in screen's username does not serve the reset screen beside it (SwiftUI subviews share one).
    #expect(lint(controllers, path: "AuthViewControllers.swift").rules == ["missing-username-field"])
  }

  @Test func aTestFilesSuppressionsAreNotReadEither() {
    let test = """
      import Testing
      @Suite struct PolicyTests {
        // formlint-disable-next-line missing-username-field
        @Test func rules() { let f = UITextField(); f.passwordRules = UITextInputPasswordRules(descriptor: "required: digits;") }
      }
      """
    #expect(lint(test, path: "PolicyTests.swift").isEmpty)
  }

  @Test func anExtensionsUsernameServesTheFilesViews() {
    let views = """
      import SwiftUI

      struct SignUpView: View {
          @State private var email = ""
          @StateObject private var model = PasswordModel()

          var body: some View {
              Form {
                  emailSection
                  PasswordSection(model: model)
              }
          }
      }

      private extension SignUpView {
          var emailSection: some View {
              Section("Account") {
                  TextField("Email", text: $email)
                      .textContentType(.username)
                      .keyboardType(.emailAddress)
              }
          }
      }

      final class PasswordModel: ObservableObject {
          @Published var password = ""
          @Published var confirmation = ""
      }

      struct PasswordSection: View {
          @ObservedObject var model: PasswordModel

          var body: some View {
              Section("Password") {
                  SecureField("Password", text: $model.password)
                      .textContentType(.newPassword)
                  SecureField("Confirm password", text: $model.confirmation)
                      .textContentType(.newPassword)
              }
          }
      }
      """
    #expect(lint(views, path: "SignUpView.swift").isEmpty)
  }

  @Test func uiKitViewsOfOneFileAreScreensEach() {
    let views = """
      import UIKit

      /// Programmatic UIKit: each screen's root view; the view controllers just install them.
      final class LoginView: UIView {
          let emailField = UITextField()
          let passwordField = UITextField()

          override init(frame: CGRect) {
              super.init(frame: frame)
              emailField.textContentType = .username
              passwordField.textContentType = .password
              passwordField.isSecureTextEntry = true
          }
          required init?(coder: NSCoder) { fatalError() }
      }

      final class ChangePasswordView: UIView {
          let currentField = UITextField()
          let newField = UITextField()
          let confirmField = UITextField()

          override init(frame: CGRect) {
              super.init(frame: frame)
              currentField.textContentType = .password
              currentField.isSecureTextEntry = true
              newField.textContentType = .newPassword
              newField.isSecureTextEntry = true
              confirmField.textContentType = .newPassword
              confirmField.isSecureTextEntry = true
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      """
    // A `UIView` screen's username does not serve another `UIView` screen (SwiftUI views of one file share one).
    #expect(lint(views, path: "AuthViews.swift").rules.contains("missing-username-field"))
  }

  @Test func aControllersCellsShareItsUsernameWhateverTheControllersBaseIsCalled() {
    let source = """
      import UIKit

      final class SignUpVC: BaseVC {
          private let emailField = UITextField()
          override func viewDidLoad() {
              super.viewDidLoad()
              emailField.textContentType = .username
          }
      }

      final class PasswordCell: UITableViewCell {
          let field = UITextField()
          func configure() {
              field.textContentType = .newPassword
              field.isSecureTextEntry = true
              field.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 12; required: lower; required: upper; required: digit;")
          }
      }
      """
    #expect(lint(source, path: "SignUpVC.swift").isEmpty)
    let extensionView = """
      struct SignUpView: View { var body: some View { TextField("Email", text: .constant("")).textContentType(.username) } }
      struct PasswordSection { @State var password = "" }
      extension PasswordSection: View {
        var body: some View { SecureField("Password", text: $password).textContentType(.newPassword) }
      }
      """
    // A view declared by an extension's conformance is a view all the same.
    #expect(lint(extensionView, path: "SignUpView.swift").isEmpty)
  }

  @Test func aModifierInAPostfixIfIsTheFieldsOwn() throws {
    // The multi-platform idiom: a modifier written for one platform inside `#if` after the view.
    func view(_ modifiers: String) -> String {
      """
      import SwiftUI
      struct SignUpView: View {
        @State private var email = ""
        @State private var password = ""
        var body: some View {
          Form {
            TextField("Email", text: $email).textContentType(.username)
            SecureField("Password", text: $password)
              .padding()
              #if os(iOS)
              \(modifiers)
              #endif
              .privacySensitive()
          }
        }
      }
      """
    }
    let right = view(".textInputAutocapitalization(.never)\n          .textContentType(.newPassword)")
    #expect(lint(right, path: "SignUpView.swift").with("new-password-autocomplete").isEmpty)
    let wrong = view(".textContentType(.password)")
    let found = lint(wrong, path: "SignUpView.swift").with("new-password-autocomplete")
    #expect(found.count == 1)
    let diagnostic = try #require(found.first)
    #expect(covered(diagnostic, in: wrong) == ".textContentType(.password)")
    #expect(diagnostic.fix?.edits.first?.replacement == "newPassword")
  }

  @Test func anAlertsTextFieldsAreAScreenOfTheirOwn() throws {
    // A sign-up screen that can also present a "choose a new password" alert: the alert's field is no
    // third field of the form, in Swift or in Objective-C.
    let swift = """
      final class JoinViewController: UIViewController {
        let emailField = UITextField()
        let passwordField = UITextField()
        let confirmField = UITextField()
        override func viewDidLoad() {
          emailField.textContentType = .username
          passwordField.isSecureTextEntry = true
          passwordField.textContentType = .password
          confirmField.isSecureTextEntry = true
          confirmField.textContentType = .password
        }
        func showResetAlert() {
          let alert = UIAlertController(title: "Choose a new password", message: nil, preferredStyle: .alert)
          alert.addTextField { textField in
            textField.isSecureTextEntry = true
            textField.textContentType = .newPassword
            textField.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: lower; required: digit; minlength: 12;")
          }
          present(alert, animated: true)
        }
      }
      """
    let objectiveC = """
      @implementation JoinViewController
      - (void)viewDidLoad {
          self.emailField.textContentType = UITextContentTypeUsername;
          self.passwordField.secureTextEntry = YES;
          self.passwordField.textContentType = UITextContentTypePassword;
          self.confirmField.secureTextEntry = YES;
          self.confirmField.textContentType = UITextContentTypePassword;
      }
      - (void)showAlert {
          UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"New password" message:nil preferredStyle:UIAlertControllerStyleAlert];
          [alert addTextFieldWithConfigurationHandler:^(UITextField *textField) {
              textField.secureTextEntry = YES;
              textField.textContentType = UITextContentTypeNewPassword;
              textField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:@"required: upper; required: lower; required: digit; minlength: 12;"];
          }];
      }
      @end
      """
    for (source, path) in [(swift, "JoinViewController.swift"), (objectiveC, "JoinViewController.m")] {
      let diagnostics = lint(source, path: path)
      // The form's two fields are its new and confirmation fields, each told to say new-password.
      let found = diagnostics.with("new-password-autocomplete")
      #expect(found.count == 2, "\(path)")
      #expect(found.map { covered($0, in: source).contains("passwordField") || covered($0, in: source).contains("confirmField") } == [true, true], "\(path)")
      #expect(found.last?.message.contains("repeats the new password") == true, "\(path)")
      #expect(diagnostics.with("confirm-field-rules").isEmpty, "\(path)")
      // The alert asks for no username: the screen that presents it may show it.
      #expect(diagnostics.with("missing-username-field").isEmpty, "\(path)")
    }
    // A sign-in screen's name does not make its alert's new password and confirmation sign-in fields.
    let cognito = """
      final class LoginViewController: UIViewController {
        func askForNewPassword() {
          let alert = UIAlertController(title: "Set a new password", message: nil, preferredStyle: .alert)
          alert.addTextField { field in
            field.isSecureTextEntry = true
            field.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: digit; minlength: 12;")
          }
          alert.addTextField { field in
            field.isSecureTextEntry = true
          }
        }
      }
      """
    let told = lint(cognito, path: "LoginViewController.swift").with("new-password-autocomplete")
    #expect(told.count == 2)
    #expect(told.last?.message.contains("repeats the new password") == true)
  }

  @Test func aRawContentTypeIsUIKitsRawValue() throws {
    func screen(_ value: String) -> String {
      """
      final class SignUpViewController: UIViewController {
        let emailField = UITextField()
        let passwordField = UITextField()
        override func viewDidLoad() {
          emailField.textContentType = .username
          passwordField.isSecureTextEntry = true
          passwordField.textContentType = \(value)
          passwordField.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: digit; minlength: 12;")
        }
      }
      """
    }
    // A member's name is no raw value: `UITextContentType(rawValue: "newPassword")` names nothing UIKit declares.
    let wrong = screen(#"UITextContentType(rawValue: "newPassword")"#)
    let found = try #require(lint(wrong, path: "SignUpViewController.swift").with("invalid-content-type").first)
    #expect(covered(found, in: wrong) == "newPassword")
    #expect(found.fix?.edits.first?.replacement == "new-password")
    for right in [#"UITextContentType(rawValue: "new-password")"#, ".newPassword", "UITextContentType.newPassword"] {
      #expect(lint(screen(right), path: "SignUpViewController.swift").isEmpty, "\(right)")
    }
  }

  @Test func aStyleOfTheFileSetsItsFieldsContentType() throws {
    // A `ViewModifier` or a `View` method of the file that sets the content type, as styles do.
    func file(_ type: String) -> String {
      """
      import SwiftUI
      struct NewPasswordStyle: ViewModifier {
        func body(content: Content) -> some View {
          content
            .textContentType(\(type))
            .textInputAutocapitalization(.never)
        }
      }
      extension View {
        func newPasswordField() -> some View { modifier(NewPasswordStyle()) }
        func usernameField() -> some View { self.textContentType(.username).keyboardType(.emailAddress) }
      }
      struct SignUpView: View {
        @State private var email = ""
        @State private var password = ""
        @State private var confirm = ""
        var body: some View {
          Form {
            TextField("Email", text: $email).usernameField()
            SecureField("Password", text: $password).modifier(NewPasswordStyle())
            SecureField("Confirm", text: $confirm).newPasswordField()
          }
        }
      }
      """
    }
    #expect(lint(file(".newPassword"), path: "SignUpView.swift").isEmpty)
    let wrong = file(".password")
    let found = lint(wrong, path: "SignUpView.swift").with("new-password-autocomplete")
    // Both fields take the style's value: each is told, where the style writes it.
    #expect(found.count == 2)
    #expect(found.allSatisfy { covered($0, in: wrong) == ".textContentType(.password)" })
  }

  /// A style kept in a file of its own (`AuthFieldStyles.swift`) and named for password fields may set the
  /// content type: not known here, so not said to be missing. One the file defines is read; one named
  /// otherwise says nothing.
  @Test func aPasswordStyleOfAnotherFileMaySetTheContentType() {
    func view(_ modifier: String) -> String {
      """
      import SwiftUI
      struct SignUpView: View {
        @State private var email = ""
        @State private var password = ""
        var body: some View {
          VStack {
            TextField("Email", text: $email).textContentType(.username).keyboardType(.emailAddress)
            SecureField("New password", text: $password)
              \(modifier)
          }
        }
      }
      """
    }
    for unseen in [".newPasswordField()", ".modifier(NewPasswordFieldStyle())", ".passwordStyle(isNew: true)"] {
      #expect(lint(view(unseen), path: "SignUpView.swift").isEmpty, "\(unseen)")
    }
    for other in [".padding()", ".modifier(RoundedFieldStyle())", ".authField()"] {
      #expect(lint(view(other), path: "SignUpView.swift").rules == ["new-password-autocomplete"], "\(other)")
    }
    // Defined in the file without a content type: it sets none.
    let defined = view(".newPasswordField()") + "\nextension View { func newPasswordField() -> some View { padding() } }\n"
    #expect(lint(defined, path: "SignUpView.swift").rules == ["new-password-autocomplete"])
  }
}
