import FieldModel
import Testing
@testable import FormLint

@Suite struct AppleDialectTests {
  @Test func objectiveC() {
    let d = ObjectiveCDialect()
    #expect(d.name(of: .rules) == "passwordRules")
    #expect(d.name(of: .contentType) == "textContentType")
    #expect(d.written(.contentType, "newPassword") == "textContentType = UITextContentTypeNewPassword")
    #expect(d.written(.contentType, d.spelling(of: .newPassword)) == "textContentType = UITextContentTypeNewPassword")
    #expect(d.written(.rules, #"required: "x"\"#) == #"[UITextInputPasswordRules passwordRulesWithDescriptor:@"required: \"x\"\\"]"#)
    #expect(d.insertion(.contentType, "newPassword") == nil)
    #expect(d.contentType("UITextContentTypeNewPassword") == [.newPassword])
    #expect(d.contentType("UITextContentTypePassword") == [.currentPassword])
    #expect(d.contentType("UITextContentTypeUsername") == [.username])
    #expect(d.contentType("UITextContentTypeEmailAddress") == [.email])
    #expect(d.contentType("UITextContentTypeOneTimeCode") == [.oneTimeCode])
    #expect(d.contentType("UITextContentTypeTelephoneNumber") == [.other("telephoneNumber")])
    #expect(d.contentType("new-password") == [.newPassword])
    #expect(d.contentType("UITextContentTypeNewPasword") == nil)
    #expect(d.spelling(of: .oneTimeCode) == "UITextContentTypeOneTimeCode")
    #expect(SourceKind.objectiveC.dialect is ObjectiveCDialect)
  }

  @Test func interfaceBuilder() {
    let d = InterfaceBuilderDialect()
    #expect(d.name(of: .contentType) == "Content Type")
    #expect(d.written(.contentType, "new-password") == "Content Type: New Password")
    #expect(d.written(.contentType, "newPassword") == "Content Type: New Password")
    #expect(d.written(.contentType, d.spelling(of: .oneTimeCode)) == "Content Type: One Time Code")
    #expect(d.written(.secureEntry, "YES") == "Secure Text Entry: on")
    #expect(d.contentType("new-password") == [.newPassword])
    #expect(d.contentType("password") == [.currentPassword])
    #expect(d.contentType("email") == [.email])
    #expect(d.contentType("newPassword") == nil)
    #expect(d.spelling(of: .newPassword) == "new-password")
    #expect(d.insertion(.contentType, "new-password") == nil)
    #expect(SourceKind.interfaceBuilder.dialect is InterfaceBuilderDialect)
  }

  @Test func readersAreRegistered() {
    #expect(SourceReaders.reader(for: "A/SignUpViewController.m").kind == .objectiveC)
    #expect(SourceReaders.reader(for: "Bridge.MM").kind == .objectiveC)
    #expect(SourceReaders.reader(for: "Main.storyboard").kind == .interfaceBuilder)
    #expect(SourceReaders.reader(for: "LoginView.xib").kind == .interfaceBuilder)
    #expect(SourceReaders.reader(for: "Header.h").kind == .html)  // headers are not read
  }
}
