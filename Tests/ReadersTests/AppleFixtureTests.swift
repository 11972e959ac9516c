import FieldModel
import Testing
@testable import Readers

/// The models of the fixtures in `Fixtures/apple/objc`: what the lint rules will see.
@Suite struct ObjectiveCFixtureTests {
  static func read(_ name: String) throws -> SourceDocument {
    try #require(document(ObjectiveCReader.read(try loadFixture("apple/objc/" + name))))
  }

  func located(_ doc: SourceDocument, _ value: LiteralValue, _ word: String) -> (Int, Int, String)? {
    let scalars = Array(value.text.unicodeScalars)
    let needle = Array(word.unicodeScalars)
    guard let i = scalars.indices.first(where: { Array(scalars[$0...].prefix(needle.count)) == needle }) else { return nil }
    let range = value.positions.byteRange(of: i..<i + needle.count)
    let location = doc.text.location(ofByte: range.lowerBound)
    return (location.line, location.column, doc.slice(range))
  }

  @Test func signUp() throws {
    let doc = try Self.read("SignUpViewController.m")
    #expect(doc.screens.map { doc.slice($0.anchor!) } == ["SignUpViewController", "InviteViewController"])
    let signUp = doc.screens[0]
    #expect(signUp.usernameField?.names == ["emailField"])
    #expect(signUp.fields.map(\.names) == [["passwordField"], ["confirmPasswordField"]])
    let rules = try #require(signUp.fields[0].literal(.rules))
    #expect(rules.text == "required: upper; required: digit; allowe: lower; minlength: 12; maxlength: 64;")
    let allowe = try #require(located(doc, rules, "allowe"))
    #expect(allowe == (14, 7, "allowe"))
    #expect(located(doc, rules, "digit; allowe")?.2 == "digit; \"\n    @\"allowe")
    #expect(signUp.fields[1].literal(.rules)?.text == rules.text)

    let invite = doc.screens[1]
    #expect(invite.usernameField == nil)
    #expect(invite.fields.map(\.names) == [["passwordField"]])
    let web = try #require(invite.fields[0].literal(.rules))
    #expect(web.text == "required: lower; required: upper; required: digit; allowed: [-&quot;]; minlength: 12;")
    #expect(try #require(located(doc, web, "&quot;")) == (10, 32, "&quot;"))
  }

  @Test func changePassword() throws {
    let doc = try Self.read("ChangePasswordViewController.mm")
    #expect(doc.screens.count == 1)
    let screen = doc.screens[0]
    #expect(screen.usernameField?.names == ["accountField"])
    #expect(screen.fields.map(\.names) == [["oldPasswordField"], ["freshPasswordField"], ["repeatPasswordField"]])
    #expect(screen.fields[0].literal(.contentType)?.text == "UITextContentTypeNewPassword")
    #expect(screen.fields[1].literal(.rules)?.text.hasPrefix("required: upper, lower;") == true)
    #expect(screen.fields[2][.rules]?.isDynamic == true)
    #expect(doc.comments.map(\.text) == [" formlint-disable-next-line short-maximum-length"])
  }
}

