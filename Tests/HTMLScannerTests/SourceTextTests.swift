import Testing
@testable import HTMLScanner

/// The line map against a slow, obviously right reference.
@Suite struct SourceTextTests {
  @Test func lineBreaksOfEveryKind() {
    let text = SourceText(bytes: Array("a\nb\r\nc\rd\r".utf8))
    #expect(text.lineCount == 5)
    #expect((1...5).map(text.lineText) == ["a", "b", "c", "d", ""])
    #expect(text.location(ofByte: 3) == (2, 2, 2))  // the CR of CRLF
    #expect(text.location(ofByte: 4) == (2, 2, 2))  // its LF
    #expect(text.location(ofByte: 5) == (3, 1, 1))
    #expect(text.location(ofByte: 8) == (4, 2, 2))  // the final CR
    #expect(text.location(ofByte: 9) == (5, 1, 1))
    #expect(text.location(ofByte: 99) == (5, 1, 1))
    #expect(text.location(ofByte: -3) == (1, 1, 1))
    #expect(text.lineText(0) == "" && text.lineText(6) == "")
  }

  @Test func columnsCountScalarsAndUTF16Units() {
    let text = SourceText(bytes: Array("\té😀x".utf8))
    #expect(text.location(ofByte: 1) == (1, 2, 2))
    #expect(text.location(ofByte: 3) == (1, 3, 3))
    #expect(text.location(ofByte: 4) == (1, 3, 3))  // inside 😀: its own column
    #expect(text.location(ofByte: 7) == (1, 4, 5))
    #expect(text.location(ofByte: 8) == (1, 5, 6))
  }

  @Test func settingBytesRebuildsTheMap() {
    var text = SourceText(bytes: Array("a".utf8))
    text.bytes = Array("a\nb".utf8)
    #expect(text.lineCount == 2)
    #expect(text.location(ofByte: 2) == (2, 1, 1))
  }

  @Test func matchesAReferenceOnRandomText() {
    var generator = SplitMix64(seed: 42)
    let pieces: [[UInt8]] = [
      [0x0A], [0x0D], [0x0D, 0x0A], [0x61], [0x09], [0xC3, 0xA9], [0xF0, 0x9F, 0x98, 0x80], [0xFF], [0xE2, 0x82],
    ]
    for _ in 0..<300 {
      var bytes: [UInt8] = generator.next() % 5 == 0 ? [0xEF, 0xBB, 0xBF] : []
      for _ in 0..<Int(generator.next() % 30) { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
      let text = SourceText(bytes: bytes)
      let reference = Reference(bytes)
      #expect(text.lineCount == reference.lines.count)
      for line in 1...reference.lines.count {
        #expect(text.lineText(line) == String(decoding: reference.text(line - 1), as: UTF8.self))
      }
      let wrong = (0...bytes.count).filter { text.location(ofByte: $0) != reference.location($0) }
      #expect(wrong.isEmpty, "\(bytes) at \(wrong)")
      // In one batch, in an order that goes back and forth across lines and repeats offsets.
      let offsets = Array((0...bytes.count).reversed()) + (0...bytes.count).map { ($0 * 7) % (bytes.count + 1) } + [-1, bytes.count + 5]
      let batch = text.locations(ofBytes: offsets)
      let wrongInBatch = offsets.indices.filter { batch[$0] != reference.location(min(max(offsets[$0], 0), bytes.count)) }
      #expect(wrongInBatch.isEmpty, "\(bytes) at \(wrongInBatch.map { offsets[$0] })")
    }
  }

  /// Splits lines one byte at a time and counts columns by decoding each line from its start.
  private struct Reference {
    let bytes: [UInt8]
    let bom: Int
    /// Each line's start and the end of its content.
    var lines: [(start: Int, end: Int)] = []

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      var start = 0
      var i = 0
      while i < bytes.count {
        if bytes[i] == 0x0A || bytes[i] == 0x0D {
          lines.append((start, i))
          i += bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
          start = i
        } else {
          i += 1
        }
      }
      lines.append((start, bytes.count))
    }

    func contentStart(_ k: Int) -> Int { k == 0 ? min(bom, lines[0].end) : lines[k].start }

    func text(_ k: Int) -> [UInt8] { Array(bytes[contentStart(k)..<lines[k].end]) }

    func location(_ offset: Int) -> (Int, Int, Int) {
      let k = lines.lastIndex { $0.start <= offset }!
      var position = contentStart(k)
      var scalars = 0
      var units = 0
      var iterator = bytes[position..<lines[k].end].makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      loop: while position < offset {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let s):
          guard position + s.count <= offset else { break loop }
          position += s.count; scalars += 1; units += s.count == 4 ? 2 : 1
        case .error(let length):
          guard position + length <= offset else { break loop }
          position += length; scalars += 1; units += 1
        case .emptyInput:
          break loop
        }
      }
      return (k + 1, scalars + 1, units + 1)
    }
  }
}
