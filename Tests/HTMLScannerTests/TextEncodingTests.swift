@testable import HTMLScanner
import Testing

/// Writing decoded text back: every byte a page was decoded from comes back.
@Suite struct TextEncodingTests {
  @Test func everyByteOfTheSingleByteCharsetsComesBack() {
    let page = Array("<meta charset=\"windows-1252\">".utf8) + (0x20...0xFF).map { UInt8($0) }
    let scanned = HTMLScanner.scan(page)
    #expect(scanned.encoding == "windows-1252")
    #expect(TextEncoding.encode(scanned.text.bytes, as: "windows-1252") == page)
    let latin9 = Array("<meta charset=\"iso-8859-15\">".utf8) + (0x20...0xFF).map { UInt8($0) }
    let scanned9 = HTMLScanner.scan(latin9)
    #expect(scanned9.encoding == "ISO-8859-15")
    #expect(TextEncoding.encode(scanned9.text.bytes, as: "ISO-8859-15") == latin9)
  }

  @Test(arguments: ["UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE"])
  func unicodeEncodingsComeBackWithTheirBOM(encoding: String) throws {
    let text = "<p>caf\u{E9} \u{1F511}\r\n</p>"
    let page = try #require(TextEncoding.encode(Array(text.utf8), as: encoding))
    let scanned = HTMLScanner.scan(page)
    #expect(scanned.encoding == encoding)
    #expect(scanned.text.bytes == Array(text.utf8))
  }

  @Test func whatCannotBeWrittenIsNil() {
    #expect(TextEncoding.encode(Array("\u{1F511}".utf8), as: "windows-1252") == nil)
    #expect(TextEncoding.encode(Array("\u{20AC}".utf8), as: "windows-1252") == [0x80])
    #expect(TextEncoding.encode(Array("abc".utf8), as: "Shift_JIS") == nil)
  }
}
