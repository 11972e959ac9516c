import FieldModel
import SwiftSyntax

/// The comments that contain "formlint-" (`// formlint-disable-next-line id`, `/* formlint-disable */`),
/// from the tokens' trivia: a comment-like text inside a string literal is not a comment.
enum SuppressionComments {
  static func comments(in tree: SourceFileSyntax) -> [SourceComment] {
    var found: [SourceComment] = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      collect(token.leadingTrivia, from: token.position.utf8Offset, into: &found)
      collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset, into: &found)
    }
    return found
  }

  private static func collect(_ trivia: Trivia, from start: Int, into found: inout [SourceComment]) {
    var offset = start
    for piece in trivia {
      let length = piece.sourceLength.utf8Length
      defer { offset += length }
      let (text, opening, closing): (String, Int, Int)
      switch piece {
      case .lineComment(let t): (text, opening, closing) = (t, 2, 0)
      case .docLineComment(let t): (text, opening, closing) = (t, 3, 0)
      case .blockComment(let t): (text, opening, closing) = (t, 2, 2)
      case .docBlockComment(let t): (text, opening, closing) = (t, 3, 2)
      default: continue
      }
      guard text.utf8.count >= opening + closing, text.contains("formlint-") else { continue }
      let utf8 = text.utf8
      let inner = utf8.index(utf8.startIndex, offsetBy: opening)..<utf8.index(utf8.endIndex, offsetBy: -closing)
      found.append(SourceComment(text: String(text[inner]), range: offset..<offset + length))
    }
  }
}
