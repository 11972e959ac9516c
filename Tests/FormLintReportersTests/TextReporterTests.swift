import FormLint
import Testing

@testable import FormLintReporters

@Suite struct TextReporterTests {
  @Test func findingWithSourceCaretAndFix() {
    let d = finding(#"  <input type="password" passwordrules="required: ⟦digits⟧">"#, line: 12, fix: digitFix)
    #expect(
      TextReporter.render([d], context: context(files: 12)) == """
        site/signup.html:12:51: error: unknown character class `digits`; did you mean `digit`? [unknown-character-class]
              <input type="password" passwordrules="required: digits">
                                                              ^~~~~~
          = fix: replace `digits` with `digit`
        1 error in 12 files

        """)
  }

  @Test func aFixThatFixDoesNotApplyIsASuggestion() {
    var suggestion = digitFix
    suggestion.isSafe = false
    let d = finding(#"<input passwordrules="required: ⟦digits⟧">"#, fix: suggestion)
    #expect(TextReporter.render([d], context: context()).contains("\n  = suggestion (not applied by --fix): replace `digits` with `digit`\n"))
  }

  @Test func tabsAreCopiedIntoTheCaretLine() {
    let d = finding("\t\t<input passwordrules=\"⟦required: upper⟧\">")
    let lines = TextReporter.render([d], context: context()).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "    \t\t<input passwordrules=\"required: upper\">")
    #expect(lines[2] == "    \t\t" + String(repeating: " ", count: 22) + "^" + String(repeating: "~", count: 14))
  }

  @Test func wideCharactersTakeTwoCells() {
    // 🔑 and 密 are two cells wide in a terminal; é (e + combining acute) is one.
    let d = finding("<p>🔑 密 e\u{301} <input ⟦passwordrules⟧>")
    let marker = TextReporter.render([d], context: context()).split(separator: "\n")[2]
    #expect(marker == "    " + String(repeating: " ", count: 3 + 2 + 1 + 2 + 1 + 1 + 1 + 7) + "^" + String(repeating: "~", count: 12))
  }

  @Test func multiLineRangeIsUnderlinedToTheEndOfItsFirstLine() {
    let line = #"<input passwordrules="required: upper;"#
    let d = Diagnostic(
      file: "a.html", ruleID: "malformed-list", severity: .warning, message: "stray `;`",
      range: SourceRange(start: location(line: 4, column: 23, in: line), end: location(line: 5, column: 3, in: "  x")),
      lineText: line)
    #expect(
      TextReporter.render([d], context: context()) == """
        a.html:4:23: warning: stray `;` [malformed-list]
            <input passwordrules="required: upper;
                                  ^~~~~~~~~~~~~~~~
        1 warning in 1 file

        """)
  }

  @Test func emptyRangeAndRangeAtEndOfLineGetOneCaret() {
    let atEnd = finding("<input passwordrules=\"x\"⟦⟧")
    let lines = TextReporter.render([atEnd], context: context()).split(separator: "\n")
    #expect(lines[2] == "    " + String(repeating: " ", count: 24) + "^")
  }

  @Test func findingWithoutRangeHasNoPosition() {
    #expect(
      TextReporter.render([ioError("site/locked.html")], context: context(files: 2)) == """
        site/locked.html: error: cannot read the file: permission denied [io-error]
        1 error in 2 files

        """)
  }

  @Test func summaryCountsEverySeverity() {
    let notes = [finding("⟦a⟧", severity: .note), finding("⟦b⟧", severity: .note)]
    let warning = finding("⟦c⟧", severity: .warning)
    let errors = [finding("⟦d⟧"), finding("⟦e⟧"), finding("⟦f⟧")]
    let all = errors + [warning] + notes
    #expect(TextReporter.summary(all, filesLinted: 12) == "3 errors, 1 warning, 2 notes in 12 files")
    #expect(TextReporter.summary([warning], filesLinted: 1) == "1 warning in 1 file")
    #expect(TextReporter.summary([], filesLinted: 12) == "no problems in 12 files")
    #expect(TextReporter.summary([], filesLinted: 1) == "no problems in 1 file")
  }

  @Test func colourOnlyWhenAskedFor() {
    let findings = [finding("⟦a⟧"), finding("⟦b⟧", severity: .warning), finding("⟦c⟧", severity: .note)]
    let plain = TextReporter.render(findings, context: context())
    #expect(!plain.contains("\u{1B}"))
    let coloured = TextReporter.render(findings, context: context(color: true))
    #expect(coloured.contains("\u{1B}[1msite/signup.html:1:1:\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[1;36mnote:\u{1B}[0m"))
  }

  @Test func controlCharactersFromThePageCannotReachTheTerminal() {
    let d = finding("<input \u{1B}[2J\u{202E}x ⟦passwordrules⟧>", message: "bad\u{1B}]0;title\u{07}")
    let out = TextReporter.render([d], context: context())
    #expect(!out.contains("\u{1B}") && !out.contains("\u{202E}") && !out.contains("\u{07}"))
    let lines = out.split(separator: "\n")
    // Each unsafe character became one U+FFFD, so the caret still lines up.
    #expect(lines[1] == "    <input \u{FFFD}[2J\u{FFFD}x passwordrules>")
    #expect(lines[2] == "    " + String(repeating: " ", count: 14) + "^" + String(repeating: "~", count: 12))
  }

  @Test func longLinesAreCutToAWindowAroundTheRange() {
    let before = String(repeating: "a", count: 300)
    let after = String(repeating: "b", count: 300)
    let d = finding(before + "⟦digits⟧" + after)
    let lines = TextReporter.render([d], context: context()).split(separator: "\n")
    let source = String(lines[1].dropFirst(4))
    let marker = String(lines[2].dropFirst(4))
    #expect(source.hasPrefix("…") && source.hasSuffix("…"))
    #expect(source.count == 1 + CaretExcerpt.windowWidth + 1)
    let caret = marker.firstIndex(of: "^")!
    let column = marker.distance(from: marker.startIndex, to: caret)
    #expect(source.dropFirst(column).hasPrefix("digits"))
    #expect(marker.hasSuffix(" ^~~~~~"))
  }
}
