import FieldModel
import Testing
@testable import Readers

@Suite struct ObjectiveCReaderTests {
  static let signUp = """
    #import <UIKit/UIKit.h>
    #define CHANGE_RULES @"required: upper; required: digit; minlength: 12"
    static NSString *const kSignUpRules = @"required: lower; allowe: lower; minlength: 8";

    @implementation SignUpViewController

    - (void)viewDidLoad {
      [super viewDidLoad];
      self.emailField.textContentType = UITextContentTypeEmailAddress;
      self.passwordField.secureTextEntry = YES;
      self.passwordField.textContentType = UITextContentTypeNewPassword;
      self.passwordField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:kSignUpRules];
      [_confirmPasswordField setSecureTextEntry:YES];
      [self.confirmPasswordField setPasswordRules:[UITextInputPasswordRules passwordRulesWithDescriptor:@"required: &quot;upper&quot;"]];
      self.hintField.placeholder = @"x";
    }

    @end

    @implementation ChangePasswordViewController (Setup)
    - (void)setUp {
      UITextInputPasswordRules *rules = [UITextInputPasswordRules passwordRulesWithDescriptor:CHANGE_RULES];
      self.oldPasswordField.textContentType = UITextContentTypeNewPassword;
      self.freshField.passwordRules = rules;
      self.freshField.secureTextEntry = YES;
      self.serverField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:self.serverRules];
      self.otherField.passwordRules = self.rulesFromServer;
      self.plainField.secureTextEntry = NO;
    }
    @end
    """

  @Test func screensAreImplementationsAndFieldsAreReceivers() throws {
    let doc = try #require(document(ObjectiveCReader.read(bytes(Self.signUp))))
    #expect(doc.kind == .objectiveC)
    #expect(doc.screens.count == 2)
    let signUp = doc.screens[0]
    #expect(doc.slice(signUp.anchor!) == "SignUpViewController")
    #expect(signUp.fields.map(\.names) == [["passwordField"], ["confirmPasswordField"]])
    #expect(signUp.usernameField?.names == ["emailField"])
    #expect(signUp.fields.allSatisfy { $0.kind == .password && $0.insertionPoint == nil })
    let password = signUp.fields[0]
    #expect(doc.slice(password.anchor) == "self.passwordField")
    #expect(password.literal(.contentType)?.text == "UITextContentTypeNewPassword")
    #expect(password.literal(.secureEntry)?.text == "YES")
    let rules = try #require(password[.rules])
    #expect(rules.name == "passwordRules")
    #expect(doc.slice(rules.nameRange) == "passwordRules")
    #expect(doc.slice(rules.range) == "self.passwordField.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:kSignUpRules]")
    // The constant's literal, at the constant's definition.
    let value = try #require(rules.literal)
    #expect(value.text == "required: lower; allowe: lower; minlength: 8")
    let allowe = value.text.utf8.count - "allowe: lower; minlength: 8".utf8.count
    #expect(doc.slice(value.positions.byteRange(of: allowe..<allowe + 6)) == "allowe")
    let line = doc.text.location(ofByte: value.positions.byteRange(of: allowe..<allowe + 6).lowerBound)
    #expect(line.line == 3 && line.column == 58)

    // `_confirmPasswordField` and `self.confirmPasswordField` are one field.
    let confirm = signUp.fields[1]
    #expect(doc.slice(confirm.anchor) == "_confirmPasswordField")
    #expect(confirm.literal(.secureEntry)?.text == "YES")
    let confirmRules = try #require(confirm[.rules])
    #expect(confirmRules.name == "setPasswordRules:")
    #expect(doc.slice(confirmRules.range).hasPrefix("[self.confirmPasswordField setPasswordRules:"))
    #expect(confirmRules.literal?.text == "required: &quot;upper&quot;")
    #expect(confirmRules.literal?.spans(in: doc).prefix(11).joined() == "required: &")
  }

  @Test func literalDynamicAndVariables() throws {
    let doc = try #require(document(ObjectiveCReader.read(bytes(Self.signUp))))
    let change = doc.screens[1]
    #expect(doc.slice(change.anchor!) == "ChangePasswordViewController")
    #expect(change.usernameField == nil)
    #expect(change.fields.map { $0.names[0] } == ["oldPasswordField", "freshField", "serverField", "otherField"])
    // A local variable assigned a descriptor call with a `#define`d literal.
    let fresh = change.fields[1]
    #expect(fresh.literal(.rules)?.text == "required: upper; required: digit; minlength: 12")
    #expect(doc.slice(fresh.literal(.rules)!.positions.valueRange) == "required: upper; required: digit; minlength: 12")
    // A descriptor that is not a literal, and rules that are not a descriptor call: dynamic.
    guard case .dynamic(let server)? = change.fields[2][.rules]?.value else { Issue.record("not dynamic"); return }
    #expect(doc.slice(server) == "self.serverRules")
    guard case .dynamic(let other)? = change.fields[3][.rules]?.value else { Issue.record("not dynamic"); return }
    #expect(doc.slice(other) == "self.rulesFromServer")
    // `secureTextEntry = NO` alone: not a password field.
    #expect(!change.fields.contains { $0.names == ["plainField"] })
  }

  @Test func fieldsOutsideAnImplementationAndMessageReceivers() throws {
    let source = """
      void setUp(UITextField *field) {
        field.secureTextEntry = YES;
        [[self field] setTextContentType:@"new-password"];
        ((UITextField *)view).textContentType = UITextContentTypePassword;
        field.textContentType = nil;
      }
      """
    let doc = try #require(document(ObjectiveCReader.read(bytes(source))))
    #expect(doc.screens.count == 1)
    #expect(doc.screens[0].anchor == nil)
    let names = doc.screens[0].fields.map { doc.slice($0.anchor) }
    #expect(names == ["field", "[self field]", "((UITextField *)view)"])
    #expect(doc.screens[0].fields[1].literal(.contentType)?.text == "new-password")
    #expect(doc.screens[0].fields[0][.contentType] == nil)
  }

  @Test func suppressionCommentsAndBinaryInput() throws {
    let doc = try #require(document(ObjectiveCReader.read(bytes("// formlint-disable unknown-property\nint x;"))))
    #expect(doc.comments.map(\.text) == [" formlint-disable unknown-property"])
    #expect(failure(ObjectiveCReader.read([0xCF, 0xFA, 0xED, 0xFE, 0, 0, 0, 7])) == .binary)
    if case .document(_, let problem) = ObjectiveCReader.read([0x61, 0xFF, 0x3B]) {
      #expect(problem == nil)
    } else {
      Issue.record("invalid UTF-8 is still read")
    }
  }

  @Test func contentTypeSpellings() {
    #expect(TextContentType.objectiveC("UITextContentTypeNewPassword")?.rawValue == "new-password")
    #expect(TextContentType.objectiveC("UITextContentTypeURL")?.rawValue == "url")
    #expect(TextContentType.raw("one-time-code")?.objectiveCName == "UITextContentTypeOneTimeCode")
    #expect(TextContentType.swift("oneTimeCode")?.inspectorTitle == "One Time Code")
    #expect(TextContentType.swift("emailAddress")?.inspectorTitle == "Email Address")
    #expect(TextContentType.anySpelling(".newPassword")?.fieldKind == .password)
    #expect(TextContentType.anySpelling("UITextContentTypeNewPasword") == nil)
  }
}

@Suite struct PrefilterTests {
  func objc(_ s: String) -> Bool { Array(s.utf8).withUnsafeBytes { ObjectiveCReader.mayMatter($0) } }
  func ib(_ s: String) -> Bool { Array(s.utf8).withUnsafeBytes { InterfaceBuilderReader.mayMatter($0) } }

  @Test func objectiveCWords() {
    #expect(objc("x.passwordRules = r;"))
    #expect(objc("[x setPasswordRules:r];"))
    #expect(objc("x.textContentType = t;"))
    #expect(objc("[x setTextContentType:UITextContentTypePassword];"))
    #expect(objc("[x setSecureTextEntry:YES];"))
    #expect(objc("// formlint-disable"))
    #expect(objc("\0\u{1}"))
    #expect(!objc("@implementation A\n- (void)f { self.title = @\"password\"; }\n@end"))
    #expect(!objc(""))
  }

  @Test func interfaceBuilderWords() {
    #expect(ib("<textInputTraits key=\"textInputTraits\" secureTextEntry=\"YES\"/>"))
    #expect(ib("<textInputTraits key=\"textInputTraits\" textContentType=\"username\"/>"))
    #expect(ib("bplist00"))
    #expect(!ib("<document><scenes/></document>"))
  }

  @Test func readerFieldsNeedTheWords() {
    // Every fixture with a field passes the pre-scan (soundness on real files).
    #expect(objc(ObjectiveCReaderTests.signUp))
  }
}
