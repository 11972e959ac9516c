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

  @Test func aFixThatFixDoesNotApplySaysSo() {
    var suggestion = digitFix
    suggestion.isSafe = false
    let d = finding(#"<input passwordrules="required: ⟦digits⟧">"#, fix: suggestion)
    #expect(JSONReporter.render([d], context: context()).contains(#""replacement":"digit"}],"safe":false}"#))
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

  /// Runs between escapes are appended whole: whatever the mix (escapes at either end, other
  /// scalars whose UTF-8 starts like U+2028's), the result is the scalar-by-scalar escaping.
  @Test func escapingInRunsEqualsScalarByScalar() {
    let pool: [Unicode.Scalar] = ["a", " ", "\"", "\\", "\n", "\u{00}", "\u{1F}", "\u{7F}", "é", "€", "…", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "🔑"]
    func reference(_ s: String) -> String {
      var out = "\""
      for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2_000 {
      var s = ""
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for k in 0..<Int(seed >> 60) {
        s.unicodeScalars.append(pool[Int((seed >> (4 * UInt64(k % 14))) & 0xF)])
      }
      var out = ""
      JSONValue.appendQuoted(s, to: &out)
      #expect(out == reference(s), "\(s.unicodeScalars.map(\.value))")
    }
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
