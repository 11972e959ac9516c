import FieldModel
@testable import FormLint
import Testing

/// Swift files through the whole run: the reader, the rules, the Swift dialect's words and fixes.
@Suite struct SwiftSourceTests {
  private func lint(swift source: String) -> [Diagnostic] {
    SourceLinter.lint(Array(source.utf8), path: "SignUpViewController.swift").diagnostics
  }

  @Test func findingsPointIntoTheLiteralThroughEscapes() throws {
    let source = #"""
      final class SignUp {
        func f() {
          password.passwordRules = UITextInputPasswordRules(descriptor: "allowed: [\"\u{2D}]; required: digits")
        }
      }
      """#
    let diagnostics = lint(swift: source)
    let digits = try #require(diagnostics.with("unknown-character-class").first)
    #expect(covered(digits, in: source) == "digits")
    #expect(digits.fix?.edits.first?.replacement == "digit")
  }

  @Test func htmlEntityIsReportedWithAnEscapedFix() throws {
    let source = #"a.passwordRules = .init(descriptor: "required: upper; required: digit; allowed: lower, [-&quot;]; minlength: 12")"#
    let diagnostics = lint(swift: source)
    let entity = try #require(diagnostics.with("html-entity-in-rules").first)
    #expect(covered(entity, in: source) == "&quot;")
    #expect(entity.fix?.edits.first?.replacement == #"\""#)
    #expect(entity.message.contains("`&`, `q`, `u`, `o`, `t` and `;`"))
  }

  @Test func htmlEntitiesInHTMLAreDecodedAndNotReported() {
    let page = #"<input type="password" passwordrules="required: upper; required: digit; allowed: [-&quot;]">"#
    #expect(FormLintTests.lint(page).with("html-entity-in-rules").isEmpty)
  }

  @Test func rawStringFixIsTheCharacterItself() throws {
    let source = ##"a.passwordRules = .init(descriptor: #"required: upper; required: digit; allowed: [-&quot;]"#)"##
    let entity = try #require(lint(swift: source).with("html-entity-in-rules").first)
    #expect(entity.fix?.edits.first?.replacement == "\"")
  }

  /// A content type is read without its dot (`.password`) or inside a raw value's quotes: the fix
  /// writes what belongs there, `newPassword` or `new-password`, never `..newPassword`.
  @Test func contentTypeFixesFitWhereTheValueIsWritten() throws {
    let source = """
      final class SignUpViewController: UIViewController {
        override func viewDidLoad() {
          emailField.textContentType = .username
          passwordField.textContentType = .newPassword
          passwordField.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 12; required: lower; required: upper; required: digit;")
          confirmField.textContentType = .password
          codeField.isSecureTextEntry = true
          codeField.textContentType = UITextContentType(rawValue: "one_time_code")
        }
      }
      struct SignUpView: View {
        var body: some View {
          SecureField("Password", text: $password).textContentType(.newPassword)
          SecureField("Confirm", text: $confirm).textContentType(UITextContentType("password"))
        }
      }
      """
    let fixes = lint(swift: source).compactMap(\.fix)
    let fixed = String(decoding: FixApplier.apply(fixes, to: Array(source.utf8)).bytes, as: UTF8.self)
    #expect(fixed.contains("confirmField.textContentType = .newPassword\n"))
    #expect(fixed.contains(#"UITextContentType(rawValue: "one-time-code")"#))
    #expect(fixed.contains(#".textContentType(UITextContentType("new-password"))"#))
    #expect(!fixed.contains(".."))
  }

  @Test func swiftDialect() {
    let dialect = SourceKind.swift.dialect
    #expect(dialect.name(of: .rules) == "passwordRules")
    #expect(dialect.name(of: .contentType) == "textContentType")
    #expect(dialect.written(.contentType, "newPassword") == "textContentType = .newPassword")
    #expect(dialect.written(.contentType, dialect.spelling(of: .newPassword)) == "textContentType = .newPassword")
    #expect(dialect.insertion(.contentType, "newPassword") == nil)
    #expect(dialect.spelling(of: .newPassword) == ".newPassword")
    #expect(dialect.contentType("newPassword") == [.newPassword])
    #expect(dialect.contentType("new-password") == [.newPassword])
    #expect(dialect.contentType("emailAddress") == [.email])
    #expect(dialect.contentType("name") == [.other("name")])
    #expect(dialect.contentType("newpassword") == nil)
    #expect(dialect.contentType("new_password") == nil)
  }

  @Test func swiftFilesAreIncludedByDefault() {
    #expect(FileDiscovery.defaultInclude.contains { $0.matches(relativePath: "App/SignUp.swift", name: "SignUp.swift") })
    #expect(SourceReaders.reader(for: "App/SignUpViewController.swift").kind == .swift)
  }

  @Test func aConstantSharedByTwoFieldsIsReportedOnce() {
    let source = """
      let kRules = "required: upper; required: digits; minlength: 20"
      final class SignUp {
        func f() {
          password.passwordRules = UITextInputPasswordRules(descriptor: kRules)
          confirm.passwordRules = UITextInputPasswordRules(descriptor: kRules)
        }
      }
      """
    #expect(lint(swift: source).with("unknown-character-class").count == 1)
  }
}
