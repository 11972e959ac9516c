import Testing
@testable import HTMLScanner

/// The pre-scan's markup proof (`MarkupProof`): pages that say "password" only where libxml2 cannot
/// make a password field of it are skipped; tricky pages are either parsed or proven, never wrong.
@Suite struct PrefilterMarkupTests {
  static func mayNeedScan(_ html: String) -> Bool { PrefilterTests.mayNeedScan(html) }

  /// What the prefilter must never skip: the scan finds a password field, `passwordrules`, or a
  /// "formlint-" comment.
  static func scanFindsSomething(_ bytes: [UInt8]) -> Bool {
    let page = HTMLScanner.scan(bytes)
    return !page.comments.isEmpty || page.isBinary || page.encodingProblem != nil
      || page.elements.contains { element in
        element.attribute("passwordrules") != nil
          || element.attribute("type")?.value.map { asciiLowercased($0).contains("password") } == true
      }
  }

  @Test func provenHarmless() {
    let pages = [
      "<p>Forgot your password? Reset your PASSWORD here.</p>",
      #"<a href="/account/forgot-password">Reset</a> <a href=/password-help>help</a>"#,
      #"<input type="text" name="password_hint" id=password-hint placeholder='Your password hint'>"#,
      #"<div class="password-tips" data-password="x" title=password>tips</div>"#,
      "<script>var html = '<input name=\"password\">'; if (a < b) {}</script><p>ok</p>",
      "<script>document.querySelectorAll('input[type=password]')</script>",
      "<style>.password { color: red }</style>",
      "<SCRIPT type=text/javascript>document.write('<input type=\"text\" name=password>')</SCRIPT >",
      "<!-- <form><input type=text name=\"password\"></form> -->",
      "<!-- old login --!> <p>password</p>",
      "<pre><code>&lt;input name=\"password\"&gt;</code></pre>",
      #"<a "x y="password">"#,
      "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd\"><p>password",
      "<?xml version=\"1.0\"?><p>password</p>",
      "<p>a < b password</p><p>x <3 password</p>",
      "<passwordbox>x</passwordbox></password-field>",
      "<input \"password\">",
      "<input/password>",
      "<p>password",
    ]
    for page in pages {
      #expect(!Self.scanFindsSomething(Array(page.utf8)), "\(page)")
      #expect(!Self.mayNeedScan(page), "\(page)")
    }
  }

  /// Each of these makes a password field or `passwordrules` for libxml2, or is beyond what the
  /// proof follows: the prefilter says "parse".
  @Test func trickyPagesAreParsed() {
    let pages = [
      // A `>` inside a quoted value does not end the tag.
      #"<input title="a>b" type=password>"#,
      #"<input title='a>b' type="password">"#,
      #"<a title="x>" href=/y></a><input title="1 > 0" TYPE = PassWord>"#,
      // Split across lines, odd spacing, unquoted, any case.
      "<input\ntype\n=\npassword\n>",
      "<INPUT\r\n  TYPE=PASSWORD\r\n>",
      "<input type=\u{0C}password>",
      // References: the value decodes, the name does not.
      #"<input type="pass&#119;ord">"#,
      #"<input type="&#x70;assword">"#,
      // passwordrules on anything.
      #"<div passwordrules="minlength: 8;">"#,
      #"<p PasswordRules>"#,
      // Comments that libxml2 ends early, or never.
      "<!-- a --!> <input type=password>",
      "<!--> <input type=password> -->",
      "<!---> <input type=password> -->",
      "<!-- never closed <input type=password>",
      "<!-- formlint-disable autocomplete-off --><p>password",
      // Raw text that is not what it seems.
      "<div><script></div><input type=password></script>",
      "<script>a</scriptx><input type=password></script>",
      "<script>a</script foo=\"x>\" <input type=password>",
      // An unclosed quote carries the value on, past `>` and tags.
      #"<a title="x> <input type=password> "><p>"#,
      #"<a href="/x <input type=password>"#,
      // A bogus attribute ends at a blank or `>`, not at a quote.
      #"<input "x>" type=password>"#,
      // Doctypes, processing instructions and end tags read to the first `>`.
      #"<!DOCTYPE html "x>y" <input type=password>"#,
      "<? foo <input type=password>",
      #"</p foo="x>" <input type=password>"#,
      // Names libxml2 would cut, and bytes the sanitizer turns into `_`.
      "<input " + String(repeating: "a", count: 100) + "type=password>",
      "<p>\u{E9}<input \u{E9}password>",
    ]
    for page in pages {
      #expect(Self.mayNeedScan(page), "\(page)")
    }
    // Tokens past what the proof follows (libxml2 caps some of them).
    let longPages: [(String) -> String] = [{ "<!--\($0) password -->" }, { "<a title='\($0) password'>" }, { "<script>\($0) password</script>" }]
    for page in longPages {
      #expect(Self.mayNeedScan(page(String(repeating: "x", count: MarkupProof.longestToken))))
      #expect(!Self.mayNeedScan(page("x")))
    }
    // And the ones libxml2 does read as a password field really are one (the table is not vacuous).
    for page in pages.prefix(10) {
      #expect(Self.scanFindsSomething(Array(page.utf8)), "\(page)")
    }
  }

  @Test func fastPathSeesFields() {
    let text = #"<input type = "password"> <div passwordrules="x"> <a href=password> <i data-type=password>"#
    let b = Array(text.utf8)
    let starts = b.indices.filter { b[$0...].starts(with: "password".utf8) }
    #expect(starts.count == 4)
    b.withUnsafeBufferPointer { b in
      #expect(starts.map { HTMLPrefilter.looksLikeField(b, $0) } == [true, true, false, false])
      #expect(HTMLPrefilter.passwordOccurrences(b) == nil)
    }
    // Text that looks like a field is parsed, though the proof would clear it: a shortcut, not a proof.
    #expect(Self.mayNeedScan("<pre>&lt;input type=\"password\"&gt;</pre>"))
  }

  @Test func neverSkipsWhatTheScanFinds() {
    var generator = SplitMix64(seed: 16)
    var counts = (skipped: 0, skippedWithWord: 0, needed: 0, found: 0)
    for _ in 0..<20000 {
      let bytes = Self.randomPage(&generator)
      let found = Self.scanFindsSomething(bytes)
      if found { counts.found += 1 }
      if PrefilterTests.mayNeedScan(bytes) {
        counts.needed += 1
        continue
      }
      counts.skipped += 1
      bytes.withUnsafeBufferPointer { if HTMLPrefilter.passwordOccurrences($0)?.isEmpty == false { counts.skippedWithWord += 1 } }
      #expect(!found, "\(String(decoding: bytes, as: UTF8.self))")
    }
    // Not vacuous: pages that say "password" are skipped, and pages with fields are generated.
    #expect(counts.skippedWithWord > 2000)
    #expect(counts.needed > 2000)
    #expect(counts.found > 1000)
  }

  static let pieces: [String] = [
    "<p>", "</p>", "text ", "password", "PassWord", " ", "\n", "\"", "'", ">", "<", "=", "/", "/>", "-", "--", "!",
    "<input", "<input ", " type", "type=", " type=", "=password", "=\"password\"", "='password'", " passwordrules",
    "passwordrules=", " title=", " title=\"", "\"x>\"", " href=", "<a", "<a ", "</a>", "<div", " class=", "x",
    "<!--", "-->", "--!>", "<!-->", "<!--->", "<!", "<!DOCTYPE html", "<!doctype x \"", "<?", "<?xml ", "?>", "</",
    "<script>", "</script>", "<script", "</SCRIPT", "</scriptx>", "<style>", "</style>", "<style/>", "</div>",
    "<textarea>", "</textarea>", "<title>", "&#", "&#112;", "&amp;", "&quot;", "\t", "\r\n", "\u{0C}", "_", ":",
    "<_", "<3", "\u{E9}", "a1", "formlint-", "<form>", "</form>", String(repeating: "n", count: 95),
    "<input type=password>", "<input type=\"password\">", "<div passwordrules=x>", "<a href=\"/password\">",
    " name=password", "<p>password</p>", "<!-- password -->", "<script>password</script>",
  ]

  static func randomPage(_ generator: inout SplitMix64) -> [UInt8] {
    var text = ""
    for _ in 0..<Int(4 + generator.next() % 20) {
      text += pieces[Int(generator.next() % UInt64(pieces.count))]
    }
    if generator.next() % 4 == 0 { text += ">" }
    var bytes = Array(text.utf8)
    if generator.next() % 50 == 0 { bytes.insert(0xFF, at: Int(generator.next() % UInt64(bytes.count + 1))) }
    if generator.next() % 20 == 0 {
      // A legacy page: windows-1252 bytes, decoded before libxml2 sees them.
      bytes = Array("<meta charset=windows-1252>".utf8) + bytes
      bytes.insert(0xE9, at: Int(generator.next() % UInt64(bytes.count + 1)))
    }
    return bytes
  }
}

/// `HTMLPrefilter.mayMatter`: the pre-scan other kinds of source call with their own needles.
@Suite struct PrefilterNeedlesTests {
  static func mayMatter(_ bytes: [UInt8], _ needles: PrefilterNeedles) -> Bool {
    bytes.withUnsafeBytes { HTMLPrefilter.mayMatter($0, needles: needles) }
  }

  @Test func needlesDecide() {
    let jsx = PrefilterNeedles(anyCase: ["password"], exact: ["formlint-"])
    #expect(Self.mayMatter(Array(#"<input type="PassWord" />"#.utf8), jsx))
    #expect(Self.mayMatter(Array("// formlint-disable-next-line".utf8), jsx))
    #expect(!Self.mayMatter(Array("// FORMLINT-disable".utf8), jsx))
    #expect(!Self.mayMatter(Array("export const x = <p>pass word</p>".utf8), jsx))
    #expect(!Self.mayMatter([], jsx))
    #expect(!Self.mayMatter([0xEF, 0xBB, 0xBF] + Array("let x = 1".utf8), jsx))
    // Not plain UTF-8: a reader may have a decoding problem to report.
    #expect(Self.mayMatter(Array("let x = 1".utf8) + [0xFF], jsx))
    #expect(Self.mayMatter(Array("let x = 1".utf8) + [0x00], jsx))
    #expect(Self.mayMatter([0xFF, 0xFE, 0x41, 0x00], jsx))
    let swift = PrefilterNeedles(exact: [".newPassword", "passwordRules"])
    #expect(Self.mayMatter(Array("field.textContentType = .newPassword".utf8), swift))
    #expect(!Self.mayMatter(Array("field.textContentType = .NEWPASSWORD".utf8), swift))
  }

  @Test func containsAgreesWithANaiveSearch() {
    var generator = SplitMix64(seed: 5)
    let alphabet = Array("aAbBpPsSwW-:. <>".utf8)
    for _ in 0..<3000 {
      let bytes = (0..<Int(generator.next() % 40)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      let needle = (0..<Int(1 + generator.next() % 3)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      for anyCase in [false, true] {
        func fold(_ c: UInt8) -> UInt8 { anyCase && (65...90).contains(c) ? c + 32 : c }
        let naive = bytes.count >= needle.count && (0...(bytes.count - needle.count)).contains { start in
          needle.indices.allSatisfy { fold(bytes[start + $0]) == fold(needle[$0]) }
        }
        let fast = bytes.withUnsafeBufferPointer { HTMLPrefilter.contains($0, needle, anyCase: anyCase) }
        #expect(fast == naive, "\(String(decoding: bytes, as: UTF8.self)) / \(String(decoding: needle, as: UTF8.self))")
      }
    }
  }
}
