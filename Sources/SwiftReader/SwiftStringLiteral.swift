import FieldModel
import Readers
import SwiftSyntax

/// The value of a Swift string literal, each scalar mapped back to the bytes it is written with: plain
/// `"…"`, multi-line `"""…"""` (indentation stripped), raw `#"…"#`, through escapes (`\"`, `\\`, `\n`,
/// `\t`, `\0`, `\u{3B}`: a scalar written as an escape spans the whole escape).
///
/// swift-syntax already splits the literal into segments and moves a multi-line literal's indentation
/// and its last line break into trivia, so each segment's token text is exactly what the string holds,
/// escapes still written. The escapes are decoded here from the file's own bytes, not from the token's
/// `String`, so that invalid UTF-8 keeps its width (one U+FFFD per invalid sequence).
enum SwiftStringLiteral {
  /// The literal's value, or `nil` when it is not a constant: an interpolation, a literal the parser had
  /// to repair (missing quote, unexpected tokens) or the lexer rejects (invalid UTF-8, an under-indented
  /// line): the compiler would not take it, so its value is unknown. A multi-line literal's line break
  /// spans the next line's indentation (spans follow each other without gaps).
  static func value(of literal: StringLiteralExprSyntax, in bytes: [UInt8]) -> LiteralValue? {
    if literal.hasError { return nil }
    let pounds = literal.openingPounds?.text.utf8.count ?? 0
    let isMultiline = literal.openingQuote.tokenKind == .multilineStringQuote
    let valueStart = literal.openingQuote.endPositionBeforeTrailingTrivia.utf8Offset
    let valueEnd = literal.closingQuote.positionAfterSkippingLeadingTrivia.utf8Offset
    guard valueStart <= valueEnd, valueEnd <= bytes.count else { return nil }
    var positions = ValuePositions(valueRange: valueStart..<valueEnd)
    var text = String.UnicodeScalarView()
    for segment in literal.segments {
      guard case .stringSegment(let piece) = segment else { return nil }
      let token = piece.content
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = token.endPositionBeforeTrailingTrivia.utf8Offset
      guard start <= end, end <= bytes.count else { return nil }
      SwiftStringEscapes.decode(bytes, start..<end, pounds: pounds, multiline: isMultiline) { scalar, span in
        text.append(scalar)
        positions.append(scalar, span)
      }
    }
    return LiteralValue(text: String(text), positions: positions)
  }
}
