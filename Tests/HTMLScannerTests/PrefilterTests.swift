import Testing
@testable import HTMLScanner

/// `HTMLPrefilter.mayNeedScan` may only say `false` when a scan would find nothing formlint needs.
@Suite struct PrefilterTests {
  static func mayNeedScan(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { HTMLPrefilter.mayNeedScan($0) }
  }

  static func mayNeedScan(_ html: String) -> Bool { mayNeedScan(Array(html.utf8)) }

  @Test func noHTML4NamedReferenceIsAnASCIILetter() {
    // Why `&#` must answer true but `&name;` need not: libxml2's table (HTML 4) has no letters.
    for scalar in UInt32(0)..<128 {
      let name = LibXML2Entities.name(of: scalar)
      if (65...90).contains(scalar) || (97...122).contains(scalar) { #expect(name == nil, "U+\(scalar)") }
      if let name { #expect(["quot", "amp", "apos", "lt", "gt"].contains(name)) }
    }
    #expect(LibXML2Entities.scalar(named: Array("eacute".utf8)[...]) == 0xE9)
    #expect(LibXML2Entities.scalar(named: Array("Amp".utf8)[...]) == nil)
  }

  @Test func whatMakesItSayTrue() {
    #expect(Self.mayNeedScan("<input type=PassWord>"))
    #expect(Self.mayNeedScan("<div PASSWORDRULES=x>"))
    #expect(Self.mayNeedScan("<input type=xxxpassword>"))
    #expect(Self.mayNeedScan("<input type=password"))
    #expect(Self.mayNeedScan("<input type=pass&#119;ord>"))
    #expect(Self.mayNeedScan("<input type=pass&#X57ord>"))
    #expect(Self.mayNeedScan("<input type='&#000112;assword'>"))
    #expect(Self.mayNeedScan("&#x44"))
    #expect(Self.mayNeedScan("<!--formlint-disable-->"))
    #expect(Self.mayNeedScan([0xFF, 0xFE, 0x3C, 0x00]))
    #expect(Self.mayNeedScan([0xFE, 0xFF]))
    #expect(Self.mayNeedScan([0x00, 0x00, 0xFE, 0xFF]))
    #expect(Self.mayNeedScan(Array("<p>".utf8) + [0x00]))
    #expect(Self.mayNeedScan("<meta charset=shift_jis><p>hi"))
    #expect(Self.mayNeedScan("<meta charset=utf-7><p>hi"))
    #expect(Self.mayNeedScan("<meta charset=x-nonsense><p>hi"))
    #expect(Self.mayNeedScan("<meta http-equiv=Content-Type content='text/html; charset=ibm037'>"))
    #expect(Self.mayNeedScan(#"<?xml version="1.0" encoding="EBCDIC-US"?><p>"#))
    // UTF-16 without a BOM: NUL bytes at once.
    #expect(Self.mayNeedScan(Array("<p>".utf16).flatMap { [UInt8($0), 0] }))
    // A form helper in a template's text writes a field (found by the template fuzzer).
    #expect(Self.mayNeedScan(#"<div>{{ form.password(pqsswordrules="x") }}</div>"#))
    #expect(Self.mayNeedScan(#"<p>{% render_field form.password1 %}</p>"#))
  }

  @Test func whatLetsItSayFalse() {
    #expect(!Self.mayNeedScan([UInt8]()))
    #expect(!Self.mayNeedScan(#"<form><input type=text name=q><input type=submit></form>&amp;&lt;"#))
    #expect(!Self.mayNeedScan("<meta charset=windows-1252><p>caf\u{E9} pass word"))
    #expect(!Self.mayNeedScan([0xEF, 0xBB, 0xBF] + Array("<p>formlint</p>".utf8)))
    // Text about passwords, with no template syntax.
    #expect(!Self.mayNeedScan("<p>Forgot your password? <a href=/reset-password>Reset it</a></p>"))
    #expect(!Self.mayNeedScan(Array(repeating: UInt8(ascii: " "), count: 9000) + [0x00]))
    // References to other characters cannot spell the word.
    #expect(!Self.mayNeedScan("<p>It&#39;s &#8212; &#x2019; &#66; &#x62; &#; &#x; &#1120; &#"))
  }

  @Test func findsPasswordAtEveryAlignment() {
    for padding in 0..<20 {
      for variant in ["password", "PASSWORD", "pAsSwOrD"] {
        // In a `type` value, where the markup proof cannot clear it.
        let page = "<input type=" + String(repeating: "w", count: padding) + variant + String(repeating: "W", count: padding % 3)
        #expect(Self.mayNeedScan(page), "\(page)")
        let misspelled = page.replacingOccurrences("s", with: "z").replacingOccurrences("S", with: "Z")
        #expect(!Self.mayNeedScan(misspelled), "\(page)")
      }
    }
  }

  @Test func neverSaysFalseWhenTheScanWouldFindSomething() {
    var generator = SplitMix64(seed: 7)
    var counts = (skipped: 0, needed: 0, found: 0)
    for _ in 0..<600 {
      let bytes = Self.randomPage(&generator)
      let page = HTMLScanner.scan(bytes)
      let interesting = page.elements.contains { element in
        element.attribute("passwordrules") != nil
          || element.attribute("type")?.value.map { asciiLowercased($0) == "password" } == true
      }
      if interesting { counts.found += 1 }
      if Self.mayNeedScan(bytes) {
        counts.needed += 1
        continue
      }
      counts.skipped += 1
      #expect(!interesting, "\(String(decoding: bytes, as: UTF8.self))")
      #expect(page.comments.isEmpty)
      #expect(!page.isBinary)
      #expect(page.encodingProblem == nil)
      #expect(["UTF-8", "UTF-8 (BOM)", "windows-1252", "ISO-8859-15"].contains(page.encoding))
    }
    // Not vacuous: both answers, and pages with password fields, occur often.
    #expect(counts.skipped > 100)
    #expect(counts.needed > 100)
    #expect(counts.found > 50)
  }

  static let pieces: [[UInt8]] = [
    "<p>hello</p>", "<input type=text name=user>", "<form action=/x>", "</form>", "<input type=\"pass&#119;ord\">",
    "<input type=&#x70;assword>", "<input TYPE=PassWord>", "<div passwordrules='x'>", "<!-- formlint-disable x -->",
    "<!-- other -->", "&amp;", "&lt;", "<meta charset=windows-1252>", "<meta charset=shift_jis>",
    "<meta charset=utf-7>", "<meta charset=x-bogus>",
    "<meta http-equiv=content-type content='text/html; charset=iso-8859-15'>",
    "<script>var p='password'</script>", "pass", "word", "<input type=", "ssword>", "PASS",
    "<input type=\"passw&#111;rd\">",
    "&#", "<textarea>password</textarea>", "&quot;", "<input type=pass word>", "formlint", "-", "<!--", "-->",
    "<input passwordrules>", "<input type='password'>", "<?xml version='1.0' encoding='utf-16'?>",
    "&#39;", "&#8217;", "&#x2014;", "&#0112;", "&#X57;", "pa&#115;", "&#83;WORD", "<input type=&#112;", "a&#x73;sword>",
  ].map { Array($0.utf8) } + [[0xE9], [0xFF], [0x00], [0xC3, 0xA9], [0x80, 0x9F]]

  static func randomPage(_ generator: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8] = []
    switch generator.next() % 8 {
    case 0: bytes = [0xEF, 0xBB, 0xBF]
    case 1: bytes = [0xFF, 0xFE]
    default: break
    }
    for _ in 0..<Int(generator.next() % 7) {
      // NUL bytes are rare, so that both binary and non-binary pages with other content occur.
      var piece = pieces[Int(generator.next() % UInt64(pieces.count))]
      if piece == [0x00], generator.next() % 3 != 0 { piece = [0x20] }
      bytes += piece
    }
    if generator.next() % 10 == 0 {
      bytes += Array(repeating: UInt8(ascii: " "), count: 8200)
      bytes += pieces[Int(generator.next() % UInt64(pieces.count))]
    }
    return bytes
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: Character, with replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }
}
