@testable import FormLint
import HTMLScanner
import Testing

/// Hostile pages through the whole page pipeline (scan, form model, rules), in-process and small enough for
/// the debug build: each must be linted, with the finding placed where it is. The full sizes (1,000,000
/// elements, 50 MB, 100,000 fields), peak memory and linear time are measured on the release binary in
/// `Tests/EndToEndTests/FaultPathologicalPageTests.swift`.
@Suite struct PathologicalPageTests {
  static let bad = #"<input type=password passwordrules="required: digits">"#

  /// The `unknown-character-class` finding for `digits`, at (line, column).
  func digits(_ bytes: [UInt8]) -> (Int, Int)? {
    let found = lint(bytes: bytes).with("unknown-character-class").first?.range?.start
    return found.map { ($0.line, $0.column) }
  }

  func repeated(_ piece: String, _ count: Int) -> [UInt8] {
    Array([[UInt8]](repeating: Array(piece.utf8), count: count).joined())
  }

  @Test func deepNesting() {
    let page = Array("<form>".utf8) + repeated("<div>", 20_000) + Array((Self.bad + "</form>").utf8)
    #expect(digits(page)! == (1, 6 + 5 * 20_000 + 47))
  }

  @Test func aLongAttributeValueAndALongLine() {
    let value = Array(#"<input type=password value=""#.utf8) + repeated("x", 1 << 18) + Array(#"" passwordrules="required: digits">"#.utf8)
    #expect(digits(value)!.0 == 1)
    let line = Array("<p>".utf8) + repeated("é", 1 << 17) + Array(Self.bad.utf8)
    #expect(digits(line)! == (1, 3 + (1 << 17) + 47))
  }

  @Test func manyFieldsAndManyForms() {
    let fields = Array("<form>\n".utf8) + repeated("<input type=password autocomplete=current-password>\n", 3_000)
      + Array((Self.bad + "</form>").utf8)
    #expect(digits(fields)! == (3_002, 47))
    let forms = repeated("<form><input type=password autocomplete=current-password></form>\n", 3_000) + Array(Self.bad.utf8)
    #expect(digits(forms)! == (3_001, 47))
  }

  /// `form="id"` with no such id: no form owner (the field joins the form-less group, not its ancestor);
  /// with an id given twice, the first form with it.
  @Test func formAttributeToMissingAndDuplicateIDs() throws {
    let html = """
      <form id=dup><input autocomplete=username></form><form id=dup></form>
      <form id=outer><input autocomplete=username>
      <input type=password form=missing autocomplete=new-password>
      <input type=password form=dup autocomplete=current-password>
      </form>
      """
    let forms = HTMLScanner.scan(Array(html.utf8)).elements.filter { $0.name == "form" }
    let owners = document(html).screens.map { screen in
      (screen.anchor.flatMap { anchor in forms.first { $0.range.lowerBound == anchor.lowerBound } }?.attribute("id")?.value ?? "-",
       screen.fields.count)
    }
    #expect(owners.map(\.0) == ["dup", "dup", "outer", "-"])
    #expect(owners.map(\.1) == [1, 0, 0, 1])
    // The form-less new field has no username field in its group, whatever its ancestor holds.
    #expect(lint(html).with("missing-username-field").count == 1)
  }

  @Test func nulBytes() {
    // Control bytes near the start: a binary file, reported and not linted.
    #expect(lint(bytes: repeated("\u{0}\u{1}\u{2}\u{3}", 100) + Array(Self.bad.utf8)).rules == ["parse-error"])
    // One stray NUL there: reported as binary, or linted with exact positions.
    let stray = Array("<p>\u{0}</p>".utf8) + Array(Self.bad.utf8)
    #expect(lint(bytes: stray).rules == ["parse-error"] || digits(stray)! == (1, 8 + 47))
    // Past them: read as U+FFFD, and columns count it.
    let late = repeated("a", 9_000) + [0, 0] + Array(Self.bad.utf8)
    #expect(digits(late)! == (1, 9_002 + 47))
  }

  @Test func invalidUTF8() {
    let page = [0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x0A, 0xED, 0xA0, 0x80, 0xF4, 0x90] + Array(Self.bad.utf8)
    // One column per U+FFFD the bytes show as: FF, C3, (, E2 82, then on line 2 ED, A0, 80, F4, 90.
    #expect(digits(page)! == (2, 5 + 47))
  }

  @Test func truncatedUTF16() {
    var page: [UInt8] = [0xFF, 0xFE]
    for unit in (Self.bad).utf16 { page += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let whole = lint(bytes: page)
    #expect(whole.rules.contains("unknown-character-class") && !whole.rules.contains("parse-error"))
    let cut = lint(bytes: page + [0x41])
    #expect(cut.contains { $0.ruleID == "parse-error" && $0.range == nil }, "\(cut.rules)")
  }

  /// A `<meta charset>` that does not match the bytes: a UTF-16 label in a byte-oriented page reads as
  /// UTF-8 (as in browsers); a windows-1252 label over UTF-8 bytes decodes them as windows-1252 (é is two
  /// characters then), and positions count in the decoded text.
  @Test func lyingMetaCharset() {
    let utf16Label = Array(#"<meta charset="utf-16">é"#.utf8) + Array(Self.bad.utf8)
    #expect(digits(utf16Label)! == (1, 24 + 47))
    let windowsLabel = Array(#"<meta charset="windows-1252">é"#.utf8) + Array(Self.bad.utf8)
    #expect(digits(windowsLabel)! == (1, 31 + 47))
    let unknownLabel = Array(#"<meta charset="x-no-such-charset">"#.utf8) + Array(Self.bad.utf8)
    #expect(!lint(bytes: unknownLabel).isEmpty)
  }

  /// Found by the page fuzzer: libxml2 drops control characters from a comment's text, so
  /// `<!-- formlint\u{11}-disable … -->` reaches the scanner as a "formlint-" comment, though its text (the
  /// page's bytes) has no "formlint-". It is not listed, as `ScannedPage.comments` promises.
  @Test func controlCharactersInAComment() {
    let bytes = Array("<!-- formlint\u{11}-disable unknown-property --><p>".utf8)
    #expect(HTMLScanner.scan(bytes).comments.isEmpty)
    #expect(lint(bytes: bytes).isEmpty)
    #expect(!bytes.withUnsafeBytes { HTMLPrefilter.mayNeedScan($0) })
    let withARealOne = bytes + Array("<!-- formlint-enable -->".utf8)
    #expect(HTMLScanner.scan(withARealOne).comments.map(\.text) == [" formlint-enable "])
  }
  /// A failure is not a rule: it is reported (and the run exits 2) whatever the settings say.
  @Test func aBinaryOrUndecodablePageFailsWhateverTheSettings() {
    let off = RuleSettings(overrides: ["parse-error": .off])
    let binary: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0x0D] + Array(repeating: 0x01, count: 64)
    let undecodable = Array(#"<meta charset="x-no-such-charset"><input type=password>"#.utf8)
    for (bytes, name) in [(binary, "a binary file"), (undecodable, "an unknown charset")] {
      let report = SourceLinter.lint(bytes, path: "x.html", settings: off)
      #expect(report.failed, "\(name)")
      #expect(report.diagnostics.contains { $0.ruleID == "parse-error" && $0.severity == .error }, "\(name)")
      #expect(SourceLinter.lint(bytes, path: "x.html").diagnostics.contains { $0.ruleID == "parse-error" }, "\(name)")
    }
    #expect(!SourceLinter.lint(Array("<p>".utf8), path: "x.html", settings: off).failed)
  }
}
