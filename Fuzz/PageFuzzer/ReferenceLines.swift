/// A line map written apart from `SourceText`, by its documented contract: lines end at LF, CRLF or a
/// lone CR; columns are 1-based and count the Unicode scalars that `String(decoding:as: UTF8.self)`
/// shows (an invalid sequence counts one per U+FFFD); a UTF-8 BOM is not part of line 1's columns.
/// Slow and obvious on purpose.
struct ReferenceLines {
  let bytes: [UInt8]
  /// Each line's first byte and the end of its content (where its line break starts).
  let lines: [(start: Int, contentEnd: Int)]
  var count: Int { bytes.count }
  var hasBOM: Bool { bytes.starts(with: [0xEF, 0xBB, 0xBF]) }

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var lines: [(Int, Int)] = []
    var start = 0, i = 0
    while i < bytes.count {
      if bytes[i] == 0x0A || bytes[i] == 0x0D {
        let breakLength = bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
        lines.append((start, i))
        i += breakLength
        start = i
      } else {
        i += 1
      }
    }
    lines.append((start, bytes.count))
    self.lines = lines
  }

  private func contentStart(_ index: Int) -> Int { index == 0 && hasBOM ? 3 : lines[index].start }

  private func scalars(_ range: Range<Int>) -> String.UnicodeScalarView {
    String(decoding: bytes[range], as: UTF8.self).unicodeScalars
  }

  /// (line, column, UTF-16 column) of `offset`; nil when `offset` splits a character, a BOM or a CRLF.
  func location(ofByte offset: Int) -> (Int, Int, Int)? {
    guard offset >= 0, offset <= bytes.count else { return nil }
    guard let index = lines.lastIndex(where: { $0.start <= offset }) else { return nil }
    let start = contentStart(index), end = lines[index].contentEnd
    if index == 0 && hasBOM && offset < start { return offset == 0 ? (1, 1, 1) : nil }
    guard offset <= end else { return nil }
    // A split inside a sequence decodes to more scalars than the whole: its pieces each show U+FFFD.
    let before = scalars(start..<offset), after = scalars(offset..<end)
    guard before.count + after.count == scalars(start..<end).count else { return nil }
    return (index + 1, before.count + 1, String(before).utf16.count + 1)
  }

  /// The byte offset of 1-based `line` and `column` (the end of the line's content for the column just
  /// past it); nil when there is no such line or column.
  func offset(line: Int, column: Int) -> Int? {
    guard line >= 1, line <= lines.count, column >= 1 else { return nil }
    var position = contentStart(line - 1)
    let end = lines[line - 1].contentEnd
    var iterator = bytes[position..<end].makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    for _ in 1..<column {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): position += encoded.count
      case .error(let length): position += length
      case .emptyInput: return nil
      }
    }
    return position
  }

  /// The text of 1-based `line` without its line break (and without a BOM); empty past the end.
  func text(ofLine line: Int) -> String {
    guard line >= 1, line <= lines.count else { return "" }
    return String(decoding: bytes[contentStart(line - 1)..<lines[line - 1].contentEnd], as: UTF8.self)
  }
}
