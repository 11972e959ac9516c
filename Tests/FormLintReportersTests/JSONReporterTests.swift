import FormLint
import Testing

@testable import FormLintReporters

@Suite struct JSONReporterTests {
  @Test func emptyReportIsAnEmptyArray() {
    #expect(JSONReporter.render([], context: context()) == "[]\n")
  }

  @Test func keysInAFixedOrderOneObjectPerLine() {
    let d = finding(
      #"<input passwordrules="required: ⟦digits⟧">"#, line: 3, effect: .wholeValueDiscarded, fix: digitFix)
    let expected = """
      [
        {"file":"site/signup.html","rule":"unknown-character-class","severity":"error","message":"unknown character class `digits`; did you mean `digit`?","line":3,"column":33,"endLine":3,"endColumn":39,"effect":"whole-value-discarded","fix":{"description":"replace `digits` with `digit`","edits":[{"start":140,"end":146,"replacement":"digit"}]}},
        {"file":"site/locked.html","rule":"io-error","severity":"error","message":"cannot read the file: permission denied","line":null,"column":null,"endLine":null,"endColumn":null}
      ]

      """
    #expect(JSONReporter.render([d, ioError("site/locked.html")], context: context()) == expected)
  }

  @Test func columnsCountUnicodeScalars() {
    let d = finding("<p>🔑</p><input ⟦passwordrules⟧>")
    let line = JSONReporter.render([d], context: context())
    #expect(line.contains(#""column":16,"endLine":1,"endColumn":29"#))
  }

  @Test func everyStringIsEscaped() {
    var out = ""
    JSONValue.appendQuoted("a\"b\\c\nd\re\tf\u{08}\u{0C}\u{01}\u{1F}\u{7F}\u{2028}\u{2029}/é🔑", to: &out)
    #expect(out == #""a\"b\\c\nd\re\tf\b\f\u0001\u001f\u007f\u2028\u2029/é🔑""#)
  }

  @Test func hostileValuesStayValidJSON() {
    let d = Diagnostic(
      file: "we\"ird\\dir/tab\there\nnewline.html", ruleID: "io-error", severity: .warning,
      message: "bell\u{07} nul\u{00} ls\u{2028} quote\" emoji🔑", range: nil)
    let json = JSONReporter.render([d], context: context())
    let check = Python.run(
      "import json,sys; d=json.load(sys.stdin)[0]; "
        + "assert d['file']=='we\"ird\\\\dir/tab\\there\\nnewline.html', d['file']; "
        + "assert d['message']=='bell\\x07 nul\\x00 ls\\u2028 quote\" emoji\\U0001f511', d['message']; "
        + "assert d['severity']=='warning' and d['line'] is None",
      stdin: json)
    #expect(check.status == 0, "\(check.output)")
  }
}
