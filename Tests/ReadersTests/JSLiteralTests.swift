import FieldModel
import Testing

@testable import Readers

/// Literal values with their positions: plain ASCII values take a shortcut past the decoder, and must
/// come out as the decoder would make them.
@Suite struct JSLiteralTests {
  /// `source`'s literal between `open` and the next `close`, as `read` gives it.
  func literal(
    _ source: String, from open: Int, to close: Int, _ read: (UnsafeBufferPointer<UInt8>, Range<Int>) -> LiteralValue?
  ) -> LiteralValue? {
    Array(source.utf8).withUnsafeBufferPointer { read($0, open..<close) }
  }

  @Test func aPlainJSXStringIsEachByteAtItsOffset() throws {
    let source = #"<input type="password" />"#
    let value = try #require(literal(source, from: 13, to: 21) { JSLiteral.jsxString($0, $1) })
    #expect(value.text == "password")
    #expect(value.positions.scalars.count == 8)
    #expect(value.positions.byteRange(of: 0..<8) == 13..<21)
    #expect(value.positions.byteRange(of: 2..<3) == 15..<16)
    #expect(value.positions.byteRange(of: 8..<8) == 21..<21)
    #expect(value.positions.decodedEnd == 21)
  }

  @Test func aReferenceOrANonASCIIByteIsDecoded() throws {
    let source = #"x="a&amp;b""#
    let value = try #require(literal(source, from: 3, to: 10) { JSLiteral.jsxString($0, $1) })
    #expect(value.text == "a&b")
    #expect(value.positions.byteRange(of: 1..<2) == 4..<9)
    #expect(value.positions.byteRange(of: 2..<3) == 9..<10)

    let accented = "x=\"é1\""
    let decoded = try #require(literal(accented, from: 3, to: 6) { JSLiteral.jsxString($0, $1) })
    #expect(decoded.text == "é1")
    #expect(decoded.positions.byteRange(of: 0..<1) == 3..<5)
    #expect(decoded.positions.byteRange(of: 1..<2) == 5..<6)
  }

  @Test func aPlainStringLiteralIsVerbatimAndAnEscapeIsResolved() throws {
    let plain = try #require(literal("'minlength: 8;'", from: 1, to: 14) { JSLiteral.cooked($0, $1, template: false) })
    #expect(plain.text == "minlength: 8;")
    #expect(plain.positions.byteRange(of: 11..<12) == 12..<13)

    let escaped = try #require(literal(#"'a\tb'"#, from: 1, to: 5) { JSLiteral.cooked($0, $1, template: false) })
    #expect(escaped.text == "a\tb")
    #expect(escaped.positions.byteRange(of: 1..<2) == 2..<4)

    #expect(literal(#"'a\x4'"#, from: 1, to: 5) { JSLiteral.cooked($0, $1, template: false) } == nil)
  }

  @Test func aTemplatesCarriageReturnReadsAsALineFeed() throws {
    let value = try #require(literal("`a\r\nb`", from: 1, to: 5) { JSLiteral.cooked($0, $1, template: true) })
    #expect(value.text == "a\nb")
    #expect(value.positions.byteRange(of: 1..<2) == 2..<4)
    // Outside a template, a carriage return is only a byte of the value.
    let plain = try #require(literal("'a\rb'", from: 1, to: 4) { JSLiteral.cooked($0, $1, template: false) })
    #expect(plain.text == "a\rb")
  }
}
