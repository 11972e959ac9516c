import FormLint
import Testing

@testable import FormLintReporters

@Suite struct GitHubReporterTests {
  @Test func oneCommandPerFinding() {
    let findings = [
      finding(#"<input passwordrules="required: ⟦digits⟧">"#, line: 3),
      finding("⟦<input pattern=x passwordrules=y>⟧", line: 4, rule: "pattern-with-rules", severity: .warning, message: "w"),
      finding("⟦<input>⟧", line: 5, rule: "short-minimum-length", severity: .note, message: "n"),
    ]
    #expect(
      GitHubReporter.render(findings, context: context()) == """
        ::error file=site/signup.html,line=3,col=33,endLine=3,endColumn=39,title=formlint(unknown-character-class)::unknown character class `digits`; did you mean `digit`?
        ::warning file=site/signup.html,line=4,col=1,endLine=4,endColumn=34,title=formlint(pattern-with-rules)::w
        ::notice file=site/signup.html,line=5,col=1,endLine=5,endColumn=8,title=formlint(short-minimum-length)::n

        """)
  }

  @Test func multiLineRangesGiveLinesOnly() {
    let d = Diagnostic(
      file: "a.html", ruleID: "malformed-list", severity: .error, message: "m",
      range: SourceRange(start: location(line: 2, column: 5, in: "    x"), end: location(line: 4, column: 2, in: "x")))
    #expect(GitHubReporter.command(d) == "::error file=a.html,line=2,endLine=4,title=formlint(malformed-list)::m")
  }

  @Test func fileFindingsHaveNoPosition() {
    #expect(
      GitHubReporter.command(ioError("site/locked.html"))
        == "::error file=site/locked.html,title=formlint(io-error)::cannot read the file: permission denied")
  }

  @Test func escaping() {
    let d = Diagnostic(
      file: "site/a,b:c%d.html", ruleID: "io-error", severity: .warning, message: "100% sure:\r\nnext, line::x",
      range: nil)
    #expect(
      GitHubReporter.command(d)
        == "::warning file=site/a%2Cb%3Ac%25d.html,title=formlint(io-error)::100%25 sure:%0D%0Anext, line::x")
  }

  @Test func emptyReportPrintsNothing() {
    #expect(GitHubReporter.render([], context: context()) == "")
  }
}
