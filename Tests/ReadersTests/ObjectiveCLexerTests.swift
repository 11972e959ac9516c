import FieldModel
import Testing
@testable import Readers

@Suite struct ObjectiveCLexerTests {
  func lex(_ source: String) -> (tokens: [ObjectiveCToken], comments: [SourceComment], text: (Range<Int>) -> String) {
    let b = bytes(source)
    let (tokens, comments) = ObjectiveCLexer.lex(b)
    return (tokens, comments, { String(decoding: b[$0], as: UTF8.self) })
  }

  func strings(_ source: String) -> [LiteralValue] {
    lex(source).tokens.compactMap { $0.kind == .string ? $0.literal : nil }
  }

  @Test func escapesResolveAndEachScalarKeepsItsBytes() throws {
    let source = #"x = @"a\"b\\c\nd\u0041\x41é";"#
    let value = try #require(strings(source).first)
    #expect(value.text == "a\"b\\c\ndAAé")
    let doc = SourceDocument(text: SourceText(bytes: bytes(source)), kind: .objectiveC)
    #expect(value.spans(in: doc) == ["a", #"\""#, "b", #"\\"#, "c", #"\n"#, "d", #"\u0041"#, #"\x41"#, "é"])
    #expect(doc.slice(value.positions.valueRange) == #"a\"b\\c\nd\u0041\x41é"#)
  }

  @Test func adjacentLiteralsAreOneWithBothPiecesMapped() throws {
    let source = "r = @\"required: upper; \"\n    @\"allowed: lower\";"
    let tokens = lex(source).tokens
    let strings = tokens.filter { $0.kind == .string }
    #expect(strings.count == 1)
    let value = try #require(strings.first?.literal)
    #expect(value.text == "required: upper; allowed: lower")
    let doc = SourceDocument(text: SourceText(bytes: bytes(source)), kind: .objectiveC)
    // `upper; ` ends before the closing quote of the first piece; `allowed` is in the second.
    #expect(doc.slice(value.positions.byteRange(of: 10..<17)) == "upper; ")
    #expect(doc.slice(value.positions.byteRange(of: 17..<24)) == "allowed")
    #expect(doc.slice(value.positions.byteRange(of: 16..<17)) == " ")
    #expect(doc.slice(value.positions.byteRange(of: 15..<18)) == "; \"\n    @\"a")
    #expect(doc.slice(strings[0].range) == "@\"required: upper; \"\n    @\"allowed: lower\"")
  }

  @Test func lineContinuationInsideAString() throws {
    let source = "s = \"ab\\\ncd\";"
    let value = try #require(strings(source).first)
    #expect(value.text == "abcd")
    let doc = SourceDocument(text: SourceText(bytes: bytes(source)), kind: .objectiveC)
    #expect(value.spans(in: doc) == ["a", "b", "c", "d"])
  }

  @Test func commentsHideCodeAndFormlintCommentsAreKept() {
    let source = """
      // formlint-disable-next-line unknown-property
      /* x.passwordRules = @"a"; */ y = @"/* not a comment */"; // plain
      /* formlint-disable
         autofill-max-length */
      """
    let (tokens, comments, text) = lex(source)
    #expect(comments.count == 2)
    #expect(comments[0].text == " formlint-disable-next-line unknown-property")
    #expect(text(comments[0].range) == "// formlint-disable-next-line unknown-property")
    #expect(comments[1].text == " formlint-disable\n   autofill-max-length ")
    #expect(text(comments[1].range).hasPrefix("/* formlint") && text(comments[1].range).hasSuffix("*/"))
    #expect(!tokens.contains { text($0.range) == "passwordRules" })
    #expect(tokens.compactMap(\.literal).map(\.text) == ["/* not a comment */"])
  }

  @Test func characterLiteralsNumbersAndDirectives() {
    let source = """
      #import <UIKit/UIKit.h> // it's
      #define RULES @"minlength: 12"
      char q = '"'; int n = 1'000; x = @"after";
      #error don't stop
      y = @"z";
      """
    let (tokens, _, text) = lex(source)
    #expect(tokens.filter { $0.kind == .string }.compactMap(\.literal).map(\.text) == ["minlength: 12", "after", "z"])
    #expect(tokens.contains { $0.kind == .character && text($0.range) == "'\"'" })
    #expect(tokens.contains { $0.kind == .number && text($0.range) == "1'000" })
    #expect(tokens.filter { $0.kind == .directive }.count == 3)
    #expect(tokens.filter { $0.kind == .directiveEnd }.count == 3)
  }

  @Test func rawAndPrefixedStrings() {
    let source = #"a = R"x(say "hi")x"; b = u8"é"; c = L'x';"#
    let values = strings(source).map(\.text)
    #expect(values == [#"say "hi""#, "é"])
  }

  @Test func unterminatedLiteralsEndAtTheLine() {
    let (tokens, _, _) = lex("a = @\"open\nb = @\"closed\";")
    #expect(tokens.contains { $0.kind == .unterminated })
    #expect(tokens.compactMap(\.literal).map(\.text) == ["closed"])
  }

  @Test func anyBytesLexInLinearTime() {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<50 {
      let input = (0..<2000).map { _ in UInt8.random(in: 0...255, using: &random) }
      _ = ObjectiveCLexer.lex(input)
      _ = ObjectiveCReader.read(input)
    }
    // Pathological shapes: deep nesting, unbalanced brackets, many adjacent pieces.
    let deep = String(repeating: "[", count: 50_000) + "x.passwordRules = y;" + String(repeating: "]", count: 50_000)
    _ = ObjectiveCReader.read(bytes(deep))
    let open = String(repeating: "[a setPasswordRules:", count: 20_000)
    _ = ObjectiveCReader.read(bytes(open))
    let chain = String(repeating: "x.passwordRules = ", count: 30_000) + "y;"
    let chained = document(ObjectiveCReader.read(bytes(chain)))
    #expect(chained?.screens.first?.fields.count == 1)
    let pieces = "x.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:" + String(repeating: "@\"a\" ", count: 50_000) + "];"
    let doc = document(ObjectiveCReader.read(bytes(pieces)))
    #expect(doc?.screens.first?.fields.first?.literal(.rules)?.text.count == 50_000)
  }
}
