import Testing
@testable import HTMLScanner

/// The stand-ins libxml2 sees for invalid UTF-8 and NUL, decided byte by byte.
@Suite struct UTF8SanitizerTests {
  @Test func theLocalRuleMatchesALeftToRightDecoder() {
    var generator = SplitMix64(seed: 99)
    let pieces: [[UInt8]] = [
      [0x61], [0x00], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xE2, 0x82], [0xF0, 0x9F],
      [0x80], [0xBF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xC2],
    ]
    for _ in 0..<500 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(generator.next() % 12) { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
      // Reference: Swift's decoder marks the bytes of each error (and NUL) as stand-ins.
      var expected = [Bool](repeating: false, count: bytes.count)
      var iterator = bytes.makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      var position = 0
      loop: while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let scalar):
          if scalar.count == 1 && scalar.first == 0 { expected[position] = true }
          position += scalar.count
        case .error(let length):
          for i in position..<position + length { expected[i] = true }
          position += length
        case .emptyInput:
          break loop
        }
      }
      let actual = bytes.withUnsafeBufferPointer { b in (0..<b.count).map { UTF8Sanitizer.isStandIn(b, at: $0) } }
      #expect(actual == expected, "\(bytes)")
      let needs = bytes.withUnsafeBufferPointer { UTF8Sanitizer.needsSanitizing($0) }
      #expect(needs == expected.contains(true), "\(bytes)")
    }
  }

  @Test func invalidBytesInsideTags() throws {
    // libxml2 reads the stand-in "_" as a name character, as a browser would read U+FFFD.
    let bytes = Array("<input ".utf8) + [0xFF] + Array("type=password na".utf8) + [0xC3] + Array("me=x>".utf8)
    let page = HTMLScanner.scan(bytes)
    let input = try #require(page.element("input"))
    #expect(input.attributes.map(\.name) == ["_type", "na_me"])
    #expect(input.attribute("_type")?.nameRange == 7..<12)
    #expect(input.range == 0..<bytes.count)
  }
}
