import FieldModel
import Readers
@testable import SwiftReader

/// Reads `source` as a Swift file; fails the test when the reader fails.
func read(_ source: String) -> SourceDocument {
  switch SwiftReader.read(Array(source.utf8)) {
  case .document(let document, _): return document
  case .failure(let failure, _): fatalError("unexpected failure: \(failure.message)")
  }
}

extension SourceDocument {
  /// The text of a byte range.
  func slice(_ range: Range<Int>) -> String { String(decoding: text.bytes[range], as: UTF8.self) }

  var allFields: [Field] { screens.flatMap(\.fields) }

  /// The field whose names include `name`.
  func field(_ name: String) -> Field? { allFields.first { $0.names.contains(name) } }

  /// The text each scalar of a literal is written with in the file.
  func spans(_ value: LiteralValue) -> [String] {
    value.positions.scalars.indices.map { slice(value.positions.byteRange(of: $0..<$0 + 1)) }
  }

  /// The text the literal's scalars `r` (as a range of the decoded text's `String` offsets) point at.
  func written(_ value: LiteralValue, _ word: String) -> String? {
    let scalars = Array(value.text.unicodeScalars)
    let needle = Array(word.unicodeScalars)
    guard needle.count <= scalars.count else { return nil }
    for start in 0...(scalars.count - needle.count) where Array(scalars[start..<start + needle.count]) == needle {
      return slice(value.positions.byteRange(of: start..<start + needle.count))
    }
    return nil
  }
}
