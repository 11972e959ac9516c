@testable import FormLint
import Testing

/// A diagnostic about `digits` points at `digits`, inside the attribute, wherever the page puts it.
@Suite struct PositionTests {
  func digitsFinding(_ html: String) -> Diagnostic? { lint(html).with("unknown-character-class").first }

  func expectDigits(_ html: String, marker: String = "digits", occurrence: Int = 1, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let d = digitsFinding(html), let range = d.range else {
      Issue.record("no unknown-character-class finding", sourceLocation: sourceLocation)
      return
    }
    let expected = position(of: marker, in: html, occurrence: occurrence)
    #expect(range.start.line == expected?.line, sourceLocation: sourceLocation)
    #expect(range.start.column == expected?.column, sourceLocation: sourceLocation)
    #expect(range.end.column - range.start.column == 6, sourceLocation: sourceLocation)
  }

  @Test func plainDoubleQuotedValue() {
    expectDigits(#"<input type="password" passwordrules="required: upper; required: digits">"#)
  }

  @Test func singleQuotedAndUnquotedValues() {
    expectDigits("<input type='password' passwordrules='required: digits'>")
    expectDigits("<input type=password passwordrules=required:digits>")
  }

  @Test func afterEntityReferences() {
    let html = #"<input type="password" passwordrules="required: [&quot;&amp;&#x41;]; required: digits">"#
    expectDigits(html)
  }

  @Test func inAMultiLineTagWithTabsAndCRLF() {
    let html = "<form>\r\n\t<input\r\n\t\ttype=\"password\"\r\n\t\tpasswordrules=\"required: upper;\r\n\t\t  required: digits\">\r\n</form>"
    expectDigits(html)
  }

  @Test func afterMultibyteCharactersAndEmoji() {
    let html = "<p>Mot de passe 🔐 réglé</p><label>é😀<input type=password passwordrules=\"required: digits\"></label>"
    expectDigits(html)
    let d = digitsFinding(html)!
    // UTF-16 columns count each of the two emoji before it twice.
    #expect(d.range!.start.utf16Column == d.range!.start.column + 2)
  }

  @Test func withAByteOrderMark() {
    let html = "\u{FEFF}<input type=password passwordrules=\"required: digits\">"
    let d = lint(bytes: Array(html.utf8)).with("unknown-character-class").first
    #expect(d?.range?.start.line == 1)
    // The BOM is not a column.
    #expect(d?.range?.start.column == position(of: "digits", in: html).map { $0.column - 1 })
  }

  @Test func inAWindows1252Page() {
    var bytes = Array(#"<meta charset="windows-1252"><p>caf"#.utf8)
    bytes.append(0xE9)  // é in windows-1252
    bytes += Array(#"</p><input type=password passwordrules="required: digits">"#.utf8)
    let d = lint(bytes: bytes).with("unknown-character-class").first
    let text = #"<meta charset="windows-1252"><p>café</p><input type=password passwordrules="required: digits">"#
    #expect(d?.range?.start.column == position(of: "digits", in: text)?.column)
  }

  @Test func theMessageAndFixNameTheRightText() {
    let html = #"<input type="password" passwordrules="required: upper; required: digits">"#
    let d = digitsFinding(html)!
    #expect(covered(d, in: html) == "digits")
    #expect(d.message.contains("did you mean `digit`?"))
    #expect(d.effect == .wholeValueDiscarded)
    #expect(d.fix?.edits == [Fix.Edit(range: d.range!.start.offset..<d.range!.end.offset, replacement: "digit")])
  }

  @Test func noFixAcrossAnEntityReference() {
    let html = #"<input type="password" passwordrules="required: digit&#115;">"#
    let d = digitsFinding(html)!
    #expect(covered(d, in: html) == "digit&#115;")
    #expect(d.fix == nil)
  }

  @Test func attributeFindingsCoverTheAttribute() {
    let html = "<form><input autocomplete=username>\n  <input type=\"password\" autocomplete=\"off\"></form>"
    let d = lint(html).with("autocomplete-off").first!
    #expect(covered(d, in: html) == #"autocomplete="off""#)
    #expect(d.range?.start.line == 2 && d.range?.start.column == position(of: "autocomplete=\"off", in: html)?.column)
    #expect(d.lineText == #"  <input type="password" autocomplete="off"></form>"#)
  }
}
