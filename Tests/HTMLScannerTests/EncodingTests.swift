import Testing
@testable import HTMLScanner

/// BOMs, UTF-16/32, declared legacy charsets, invalid UTF-8: what is decoded, and where things are.
@Suite struct EncodingTests {
  static let field = #"<input type=password passwordrules="digit">"#

  @Test func utf8WithBOM() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<form>\(Self.field)".utf8)
    let page = HTMLScanner.scan(bytes)
    #expect(page.encoding == "UTF-8 (BOM)")
    #expect(page.encodingProblem == nil)
    #expect(page.text.bytes == bytes)
    let input = try #require(page.element("input"))
    // Offsets are the file's: the BOM is bytes 0-2. Columns do not count it.
    #expect(input.range.lowerBound == 9)
    #expect(page.element("form")?.range == 3..<9)
    #expect(page.text.location(ofByte: 3) == (1, 1, 1))
    #expect(page.text.location(ofByte: 9) == (1, 7, 7))
    #expect(page.text.location(ofByte: 0) == (1, 1, 1))
    #expect(page.text.lineText(1) == "<form>\(Self.field)")
  }

  @Test(arguments: [false, true])
  func utf16WithBOM(bigEndian: Bool) throws {
    let html = "<p>é😀</p>\r\n<input value=\"ü😀\" \(Self.field.dropFirst(7))"
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in html.utf16 {
      let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      bytes += bigEndian ? pair : pair.reversed()
    }
    let page = HTMLScanner.scan(bytes)
    #expect(page.encoding == (bigEndian ? "UTF-16BE" : "UTF-16LE"))
    #expect(page.encodingProblem == nil)
    #expect(!page.isBinary)
    // Positions are offsets in the decoded UTF-8 text; lines and columns are what users see.
    #expect(page.text.bytes == Array(html.utf8))
    let input = try #require(page.element("input"))
    #expect(input.range.lowerBound == offset(of: "<input", in: html))
    #expect(page.text.location(ofByte: input.range.lowerBound) == (2, 1, 1))
    let value = try #require(input.attribute("value"))
    #expect(value.value == "ü😀")
    let emoji = value.byteRange(ofValueScalars: 1..<2)
    #expect(page.slice(emoji) == "😀")
    #expect(page.text.location(ofByte: emoji.lowerBound) == (2, 16, 16))
    #expect(page.text.location(ofByte: emoji.upperBound) == (2, 17, 18))
    let rules = try #require(input.attribute("passwordrules"))
    #expect(rules.value == "digit")
    #expect(page.text.lineText(1) == "<p>é😀</p>")
  }

  @Test func truncatedAndInvalidUTF16IsReportedAndStillScanned() throws {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in Array("<input type=password>".utf16) + [0xD800, 0x41] {
      bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    bytes.append(0x42)
    let page = HTMLScanner.scan(bytes)
    #expect(page.encoding == "UTF-16LE")
    let problem = try #require(page.encodingProblem)
    #expect(problem.contains("surrogate"))
    #expect(problem.contains("ends in the middle of a character"))
    #expect(page.element("input")?.attribute("type")?.value == "password")
    #expect(String(decoding: page.text.bytes, as: UTF8.self) == "<input type=password>\u{FFFD}A\u{FFFD}")
  }

  @Test func utf32WithBOM() throws {
    var bytes: [UInt8] = [0xFF, 0xFE, 0, 0]
    for scalar in "<p>😀</p><input type=password>".unicodeScalars {
      let v = scalar.value
      bytes += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), 0]
    }
    let page = HTMLScanner.scan(bytes)
    #expect(page.encoding == "UTF-32LE")
    #expect(page.element("input")?.range.lowerBound == 11)
  }

  @Test func windows1252DeclaredByMetaCharset() throws {
    // "café — €" in windows-1252 before the field.
    let head = Array(#"<meta charset="Windows-1252"><p>caf"#.utf8) + [0xE9, 0x20, 0x97, 0x20, 0x80] + Array("</p>".utf8)
    let page = HTMLScanner.scan(head + Array(Self.field.utf8))
    #expect(page.encoding == "windows-1252")
    #expect(page.encodingProblem == nil)
    let text = String(decoding: page.text.bytes, as: UTF8.self)
    #expect(text.hasPrefix(#"<meta charset="Windows-1252"><p>café — €</p><input"#))
    let input = try #require(page.element("input"))
    #expect(input.range.lowerBound == offset(of: "<input", in: text))
    #expect(page.text.location(ofByte: input.range.lowerBound) == (1, 45, 45))
    #expect(input.attribute("passwordrules")?.value == "digit")
  }

  /// The table decoder skips ASCII eight bytes at a time and decodes in place when it can: whatever
  /// the mix, it decodes as byte-by-byte.
  @Test func singleByteTablesDecodeLongTextAsByteByByte() {
    for table in [SingleByteTable.windows1252, .iso8859_15] {
      let single = (0...255).map { table.decode([UInt8($0)]) }
      #expect((0..<128).allSatisfy { single[$0] == [UInt8($0)] })
      var generator = SplitMix64(seed: 7)
      for _ in 0..<200 {
        var input: [UInt8] = []
        for _ in 0..<Int(generator.next() % 12) {
          let run = Int(generator.next() % 20)
          input += (0..<run).map { _ in UInt8(generator.next() % 128) }
          input += (0..<Int(generator.next() % 3)).map { _ in UInt8(128 + generator.next() % 128) }
        }
        let expected = input.flatMap { single[Int($0)] }
        #expect(table.decode(input) == expected, "\(input)")
        // Given up with room to spare, the array is decoded where it is.
        var owned = input
        owned.reserveCapacity(expected.count)
        let storage = owned.withUnsafeBufferPointer { $0.baseAddress }
        let decoded = table.decode(consume owned)
        #expect(decoded == expected, "\(input)")
        #expect(decoded.withUnsafeBufferPointer { $0.baseAddress } == storage)
      }
    }
    #expect(String(decoding: SingleByteTable.windows1252.decode([0x80, 0x81, 0xE9, 0x9F]), as: UTF8.self) == "€\u{81}éŸ")
    #expect(String(decoding: SingleByteTable.iso8859_15.decode([0xA4, 0xA5, 0xBE]), as: UTF8.self) == "€¥Ÿ")
  }

  @Test func legacyLabelsAndHTTPEquiv() throws {
    let cases: [(String, String)] = [
      (#"<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-15">"#, "ISO-8859-15"),
      (#"<META HTTP-EQUIV=content-type CONTENT='text/html;charset="latin1"'>"#, "windows-1252"),
      (#"<meta charset=us-ascii>"#, "windows-1252"),
      (#"<meta charset="utf-16">"#, "UTF-8"),
      (#"<meta charset="x-user-defined">"#, "windows-1252"),
      // Without http-equiv, a content charset is ignored; so is a meta inside a comment.
      (#"<meta content="text/html; charset=iso-8859-15">"#, "UTF-8"),
      (#"<!-- <meta charset=iso-8859-15> --><meta charset=utf-8>"#, "UTF-8"),
      (#"<?xml version="1.0" encoding="ISO-8859-1"?><html>"#, "windows-1252"),
      (#"<title a="<meta charset=koi8-r>"></title><meta charset=iso-8859-2>"#, "ISO-8859-2"),
    ]
    for (head, encoding) in cases {
      let page = HTMLScanner.scan(Array(head.utf8) + [0xA4] + Array(Self.field.utf8))
      #expect(page.encoding == encoding, "\(head)")
      #expect(page.elements.count == 1, "\(head)")
    }
    let euro = HTMLScanner.scan(Array(cases[0].0.utf8) + [0xA4])
    #expect(String(decoding: euro.text.bytes, as: UTF8.self).hasSuffix("€"))
  }

  @Test func aMetaPastThe1024thByteIsNotRead() {
    let head = String(repeating: " ", count: 1020) + "<meta charset=iso-8859-2>"
    let page = HTMLScanner.scan(Array(head.utf8) + [0xE9])
    #expect(page.encoding == "UTF-8")
  }

  @Test func aCharsetThatLiesIsDecodedAsDeclared() throws {
    // Declares windows-1252 but is UTF-8: é becomes "Ã©", nothing breaks.
    let page = scan("<meta charset=windows-1252><p>é</p>\(Self.field)")
    #expect(page.encoding == "windows-1252")
    #expect(String(decoding: page.text.bytes, as: UTF8.self).contains("Ã©"))
    #expect(page.element("input")?.attribute("passwordrules")?.value == "digit")
  }

  @Test func unknownAndReplacementCharsetsAreReported() throws {
    for label in ["x-nonsense", "iso-2022-kr", "utf-7"] {
      let page = scan("<meta charset=\"\(label)\"><p>é</p>\(Self.field)")
      #expect(page.encoding == "UTF-8")
      let problem = try #require(page.encodingProblem, "\(label)")
      #expect(problem.contains("charset"))
      #expect(page.element("input") != nil)
    }
  }

  @Test func shiftJISThroughIconv() throws {
    // "パスワード" in Shift_JIS: its second bytes include 0x70 and 0x68, ASCII "p" and "h".
    let katakana: [UInt8] = [0x83, 0x70, 0x83, 0x58, 0x83, 0x8F, 0x81, 0x5B, 0x83, 0x68]
    let bytes = Array("<meta charset=shift_jis><label>".utf8) + katakana + Array("</label>\(Self.field)".utf8)
    let page = HTMLScanner.scan(bytes)
    #expect(page.encoding == "Shift_JIS")
    #expect(page.encodingProblem == nil)
    let text = String(decoding: page.text.bytes, as: UTF8.self)
    #expect(text.contains("<label>パスワード</label>"))
    let input = try #require(page.element("input"))
    #expect(page.text.location(ofByte: input.range.lowerBound) == (1, 45, 45))
  }

  @Test func undecodableLegacyBytesAreReported() throws {
    // 0xFF is not a Shift_JIS byte.
    let page = HTMLScanner.scan(Array("<meta charset=shift_jis><p>".utf8) + [0xFF, 0xFF] + Array(Self.field.utf8))
    #expect(page.encoding == "Shift_JIS")
    #expect(page.encodingProblem?.contains("could not be decoded") == true)
    #expect(page.element("input") != nil)
  }

  @Test func libxml2NeverPicksAnEncodingItself() throws {
    // EBCDIC's "<?xm" signature at the start, and a meta charset after which libxml2 would
    // switch without HTML_PARSE_IGNORE_ENC: values stay what the scanner decoded.
    let ebcdic: [UInt8] = [0x4C, 0x6F, 0xA7, 0x94] + Array("<input type=password value='é'>".utf8)
    let first = HTMLScanner.scan(ebcdic)
    #expect(first.element("input")?.range.lowerBound == 4)
    #expect(first.element("input")?.attribute("value")?.value == "é")
    let meta = HTMLScanner.scan(Array("<meta charset=windows-1252><input value='caf".utf8) + [0xE9, 0x27, 0x3E])
    #expect(meta.element("input")?.attribute("value")?.value == "café")
    let koi8 = HTMLScanner.scan(Array("<meta charset=koi8-r><input value='".utf8) + [0xC1, 0x27, 0x3E])
    #expect(koi8.encoding == "KOI8-R")
    #expect(koi8.element("input")?.attribute("value")?.value == "а")
  }

  @Test func invalidUTF8IsLintedAnyway() throws {
    let bytes = Array("<p>".utf8) + [0xFF, 0xC3] + Array("</p><input value=\"a".utf8) + [0xE9]
      + Array("b\" title=\"é\" type=password>".utf8)
    let page = HTMLScanner.scan(bytes)
    #expect(page.encoding == "UTF-8")
    #expect(page.encodingProblem == nil)
    #expect(page.text.bytes == bytes)
    let input = try #require(page.element("input"))
    #expect(input.range.lowerBound == 9)
    #expect(page.text.location(ofByte: 9) == (1, 10, 10))
    let value = try #require(input.attribute("value"))
    #expect(value.value == "a\u{FFFD}b")
    #expect(value.byteRange(ofValueScalars: 1..<2) == 24..<25)
    // libxml2 would switch to ISO-8859-1 after the first invalid byte; the later é stays é.
    #expect(input.attribute("title")?.value == "é")
    #expect(page.text.lineText(1).hasPrefix("<p>\u{FFFD}\u{FFFD}</p>"))
  }
}
