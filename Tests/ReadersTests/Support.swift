import FieldModel
@testable import Readers

extension SourceDocument {
  func slice(_ range: Range<Int>) -> String { String(decoding: text.bytes[range], as: UTF8.self) }
}

extension LiteralValue {
  /// The source text each scalar was written with, in order.
  func spans(in document: SourceDocument) -> [String] {
    positions.scalars.indices.map { document.slice(positions.byteRange(of: $0..<$0 + 1)) }
  }
}

func document(_ result: ReadResult) -> SourceDocument? {
  if case .document(let document, _) = result { return document }
  return nil
}

func failure(_ result: ReadResult) -> ReadFailure? {
  if case .failure(let failure, _) = result { return failure }
  return nil
}

func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }
