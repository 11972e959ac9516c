#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import HTMLScanner

/// Any bytes: no crash, no hang, no stderr noise, ranges inside the text.
@Suite struct RobustnessTests {
  @Test func emptyInput() {
    let page = HTMLScanner.scan([])
    #expect(page.elements.isEmpty && page.comments.isEmpty && !page.isBinary)
    #expect(page.encoding == "UTF-8")
    #expect(page.text.lineCount == 1)
    #expect(page.text.lineText(1) == "")
    #expect(page.text.location(ofByte: 5) == (1, 1, 1))
  }

  @Test func truncatedTagsAtTheEnd() throws {
    // libxml2 reports a start tag cut off by the end of the file with what it could read; the
    // range runs to the end.
    let cases: [(String, String?)] = [
      (#"<input type=password passwordrules="abc"#, "abc"),
      (#"<input type=password passwordrules=abc"#, "abc"),
      ("<input type=password passwordrules=\"abc\n<p>more</p>", "abc\n<p>more</p>"),
      (#"<input type=password passwordrules"#, nil),
    ]
    for (html, value) in cases {
      let page = scan(html)
      let input = try #require(page.element("input"), "\(html)")
      #expect(input.range == 0..<html.utf8.count)
      #expect(input.attribute("type")?.value == "password")
      let rules = try #require(input.attribute("passwordrules"))
      #expect(rules.value == value, "\(html)")
      #expect(rules.valueRange.map { page.slice($0) } == value)
    }
    for html in ["<input", "<", "<inp", "<!-- formlint-disable x", "<form", "</", "<input a='", "<!", "<?"] {
      let page = scan(html)
      #expect(page.comments.isEmpty)
      #expect(page.elements.allSatisfy { $0.range.upperBound == html.utf8.count })
    }
    #expect(scan("<input").element("input")?.range == 0..<6)
  }

  @Test func nulBytes() throws {
    // A stray NUL in a text page is not binary: the page is parsed past it.
    let stray = HTMLScanner.scan(Array("<input type=password>".utf8) + [0] + Array("<input name=b>".utf8))
    #expect(!stray.isBinary)
    #expect(stray.elements.count == 2)
    // Control-byte density of a real binary (a PNG header): binary, not parsed.
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0]
    let binary = HTMLScanner.scan(png + Array("<input type=password>".utf8))
    #expect(binary.isBinary)
    #expect(binary.elements.isEmpty)
    // NUL and no markup at all: binary.
    #expect(HTMLScanner.scan(Array("just text".utf8) + [0] + Array("more text".utf8)).isBinary)
    // Later: libxml2 would stop parsing at a NUL between tags; the scanner hides NULs from it.
    let padding = Array(repeating: UInt8(ascii: " "), count: 9000)
    let bytes = padding + [0] + Array("<input name=a value=\"x".utf8) + [0] + Array("y\" type=password>".utf8) + [0]
    let page = HTMLScanner.scan(bytes)
    #expect(!page.isBinary)
    let input = try #require(page.element("input"))
    #expect(input.range.lowerBound == 9001)
    #expect(input.attribute("value")?.value == "x\u{FFFD}y")
    #expect(input.attribute("type")?.value == "password")
  }

  @Test func millionNestedDivs() {
    // libxml2's HTML parser is not recursive and has no depth limit (no HTML_PARSE_HUGE needed).
    let count = 1_000_000
    var bytes = Array("<form>".utf8)
    bytes.reserveCapacity(count * 5 + 100)
    for _ in 0..<count { bytes += [0x3C, 0x64, 0x69, 0x76, 0x3E] }
    bytes += Array("<input type=password>".utf8)
    let page = HTMLScanner.scan(bytes)
    #expect(page.elements.count == 2)
    #expect(page.elements.last?.formAncestorIndex == 0)
    #expect(page.elements.last?.range.lowerBound == 6 + count * 5)
  }

  @Test func tenMegabyteAttributeValue() throws {
    let size = 10 * 1024 * 1024
    let bytes = Array("<input passwordrules=\"".utf8) + Array(repeating: UInt8(ascii: "a"), count: size)
      + Array("\" type=password>".utf8)
    let page = HTMLScanner.scan(bytes)
    let rules = try #require(page.element("input")?.attribute("passwordrules"))
    #expect(rules.valueRange == 22..<22 + size)
    #expect(rules.value?.utf8.count == size)
    #expect(rules.byteRange(ofValueScalars: size - 1..<size) == 21 + size..<22 + size)
    #expect(page.element("input")?.attribute("type")?.value == "password")
  }

  @Test func randomBytesAndMutatedPages() {
    var generator = SplitMix64(seed: 0x5EED)
    let seeds = [
      #"<form><input type=password passwordrules="required: upper; minlength: 12"><!-- formlint-x --></form>"#,
      "<meta charset=windows-1252><p>caf\u{E9}</p><input value='&quot;&#x41;&amp'>",
      "<textarea><input></textarea><script>'<input>'</script><![CDATA[<input>]]>",
    ]
    let alphabet = Array("<>/=\"'&#;!- \n\r\tinputformaxpsword\u{0}".utf8) + [0xC3, 0xA9, 0xFF, 0xFE, 0xEF, 0xBB, 0xBF]
    for round in 0..<400 {
      var bytes: [UInt8]
      if round % 4 == 0 {
        bytes = (0..<Int(generator.next() % 300)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      } else {
        bytes = Array(seeds[round % seeds.count].utf8)
        for _ in 0..<Int(generator.next() % 8) {
          let position = Int(generator.next() % UInt64(bytes.count + 1))
          let byte = alphabet[Int(generator.next() % UInt64(alphabet.count))]
          switch generator.next() % 3 {
          case 0: bytes.insert(byte, at: position)
          case 1 where position < bytes.count: bytes.remove(at: position)
          default: if position < bytes.count { bytes[position] = byte }
          }
        }
      }
      let page = HTMLScanner.scan(bytes)
      let count = page.text.bytes.count
      for element in page.elements {
        #expect(element.range.lowerBound >= 0 && element.range.upperBound <= count)
        if let form = element.formAncestorIndex { #expect(page.elements[form].name == "form") }
        for attribute in element.attributes {
          #expect(element.range.contains(attribute.nameRange.lowerBound) || attribute.nameRange.isEmpty)
          if let valueRange = attribute.valueRange {
            #expect(valueRange.upperBound <= element.range.upperBound)
            let scalars = attribute.value?.unicodeScalars.count ?? 0
            let whole = attribute.byteRange(ofValueScalars: 0..<scalars)
            #expect(whole.lowerBound >= valueRange.lowerBound && whole.upperBound <= valueRange.upperBound)
          }
        }
      }
      for comment in page.comments { #expect(comment.range.upperBound <= count) }
      _ = page.text.location(ofByte: Int(generator.next() % UInt64(count + 2)))
      _ = page.text.lineText(Int(generator.next() % UInt64(page.text.lineCount + 1)))
    }
  }

  @Test func concurrentScansAgree() async {
    // formlint scans files on every core at once.
    let pages = [
      #"<form><input type=password passwordrules="minlength: 12"><!-- formlint-x --></form>"#,
      "<meta charset=windows-1252><p>x</p><input value='&quot;&#x41;'>",
      "<p>\u{FF}</p><input name=a><textarea><input></textarea>",
    ]
    let expected = pages.map { scan($0).summary }
    await withTaskGroup(of: Bool.self) { group in
      for round in 0..<48 {
        group.addTask { scan(pages[round % pages.count]).summary == expected[round % pages.count] }
      }
      for await agrees in group { #expect(agrees) }
    }
  }

  @Test func attributesMadeByHandMapValuesAsWritten() {
    let attribute = ScannedAttribute(name: "passwordrules", value: "é x", nameRange: 10..<23, valueRange: 25..<29)
    #expect(attribute.byteRange(ofValueScalars: 1..<3) == 27..<29)
    #expect(attribute.byteRange(ofValueScalars: 3..<3) == 29..<29)
  }

  @Test func libxml2PrintsNothing() throws {
    // Capture fd 2 while scanning pages full of errors. (Swift Testing itself reports on stderr,
    // so only libxml2's own wording is looked for.)
    let file = try #require(tmpfile())
    defer { fclose(file) }
    let saved = dup(2)
    dup2(fileno(file), 2)
    for html in ["<nav><foo:bar><input a=1 a=2></x>&bogus;<!DOCTYPE><p>\u{1}", "<?xml?><!-- x", "<a b='"] {
      _ = scan(html)
    }
    _ = HTMLScanner.scan([0xFF, 0xFE, 0x00])
    _ = HTMLScanner.scan(Array("<meta charset=shift_jis>".utf8) + [0xFF])
    fflush(nil)
    dup2(saved, 2)
    close(saved)
    rewind(file)
    var captured: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let n = fread(&buffer, 1, buffer.count, file), n > 0 { captured += buffer[0..<n] }
    let text = String(decoding: captured, as: UTF8.self)
    #expect(!text.contains("parser error"))
    #expect(!text.contains("parser warning"))
    #expect(!text.contains("error :"))
  }
}

/// A small deterministic generator for reproducible fuzzing.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
