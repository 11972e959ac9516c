import FieldModel
import Testing
@testable import SwiftReader

/// Descriptor literals: their decoded text, and each scalar's exact bytes in the file.
@Suite struct LiteralTests {
  private func rules(_ source: String) throws -> (SourceDocument, Property) {
    let document = read(source)
    let field = try #require(document.allFields.first)
    return (document, try #require(field[.rules]))
  }

  @Test func plainLiteral() throws {
    let source = #"field.passwordRules = UITextInputPasswordRules(descriptor: "required: digits; minlength: 12")"#
    let (document, property) = try rules(source)
    let value = try #require(property.literal)
    #expect(value.text == "required: digits; minlength: 12")
    #expect(document.written(value, "digits") == "digits")
    #expect(value.positions.byteRange(of: 10..<16) == 70..<76)
    #expect(document.slice(property.range) == source)
    #expect(property.name == "UITextInputPasswordRules(descriptor:)")
    #expect(document.slice(property.nameRange) == "UITextInputPasswordRules")
  }

  @Test func escapesSpanTheirWholeEscape() throws {
    let source = #"f.passwordRules = .init(descriptor: "allowed: [\"\\];\n\t\0\u{3B} é")"#
    let (document, property) = try rules(source)
    let value = try #require(property.literal)
    #expect(value.text == "allowed: [\"\\];\n\t\0; é")
    #expect(document.spans(value).suffix(10) == ["[", #"\""#, #"\\"#, "]", ";", #"\n"#, #"\t"#, #"\0"#, #"\u{3B}"#, " ", "é"].suffix(10))
    #expect(document.written(value, ";\n") == #";\n"#)
  }

  @Test func rawStringsKeepBackslashes() throws {
    let source = ##"f.passwordRules = UITextInputPasswordRules(descriptor: #"allowed: [\"-]; required: \#u{61}"#)"##
    let (document, property) = try rules(source)
    let value = try #require(property.literal)
    #expect(value.text == #"allowed: [\"-]; required: a"#)
    #expect(document.written(value, "\\\"") == #"\""#)
    #expect(document.written(value, "a") == #"\#u{61}"#)
  }

  @Test func multilineStripsIndentation() throws {
    let source = """
      class A {
        func f() {
          field.passwordRules = UITextInputPasswordRules(descriptor: \"\"\"
            required: lower; \\
            required: digits;
              minlength: 20
            \"\"\")
        }
      }
      """
    let (document, property) = try rules(source)
    let value = try #require(property.literal)
    #expect(value.text == "required: lower; required: digits;\n  minlength: 20")
    #expect(document.written(value, "digits") == "digits")
    #expect(document.written(value, "  minlength") == "  minlength")
    let digits = try #require(document.written(value, "digits"))
    #expect(digits == "digits")
    // Column of `digits`: the file's own.
    let offset = value.positions.byteRange(of: 27..<33).lowerBound
    #expect(document.text.location(ofByte: offset).line == 5)
    #expect(document.text.location(ofByte: offset).column == 17)
  }

  @Test func constantsResolve() throws {
    let source = """
      let kRules = "required: upper; minlength: 20"
      final class SignUp {
        static let other = "allowed: ascii"
        let mine = #"required: digit"#
        func setUp() {
          a.passwordRules = UITextInputPasswordRules(descriptor: kRules)
          b.passwordRules = .init(descriptor: Self.other)
          c.passwordRules = UITextInputPasswordRules(descriptor: self.mine)
          d.passwordRules = UITextInputPasswordRules(descriptor: "\\(kRules); maxlength: 30")
          e.passwordRules = UITextInputPasswordRules(descriptor: computed())
          g.passwordRules = rules
        }
      }
      """
    let document = read(source)
    let texts = ["a", "b", "c"].map { document.field($0)?.literal(.rules)?.text }
    #expect(texts == ["required: upper; minlength: 20", "allowed: ascii", "required: digit"])
    let a = try #require(document.field("a")?.literal(.rules))
    #expect(document.written(a, "upper") == "upper")
    #expect(document.text.location(ofByte: a.positions.byteRange(of: 10..<15).lowerBound).line == 1)
    for name in ["d", "e", "g"] {
      let property = try #require(document.field(name)?[.rules])
      #expect(property.isDynamic, "\(name)")
    }
    guard case .dynamic(let range) = document.field("e")?[.rules]?.value else { return }
    #expect(document.slice(range) == "computed()")
  }

  @Test func ambiguousConstantIsDynamic() throws {
    let source = """
      struct A { let r = "minlength: 8"; func f() { x.passwordRules = .init(descriptor: r) } }
      struct B { let r = "minlength: 20" }
      """
    #expect(read(source).field("x")?[.rules]?.isDynamic == true)
  }

  @Test func rulesThroughARulesConstant() throws {
    let source = """
      let rules = UITextInputPasswordRules(descriptor: "required: lower")
      class A { func f() { password.passwordRules = rules } }
      """
    let document = read(source)
    #expect(document.allFields.count == 1)
    let field = try #require(document.field("password"))
    #expect(field.literal(.rules)?.text == "required: lower")
  }

  @Test func typedInitConstant() throws {
    let source = """
      final class A {
        let rules: UITextInputPasswordRules = .init(descriptor: "required: upper")
        func f() { newPassword.passwordRules = rules }
      }
      """
    let document = read(source)
    #expect(document.allFields.count == 1)
    #expect(document.field("newPassword")?.literal(.rules)?.text == "required: upper")
  }
}
