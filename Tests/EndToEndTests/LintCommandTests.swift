import Foundation
import Testing

@Suite struct LintCommandTests {
  @Test func theDemoSiteHasFindingsAtTheRightPlaces() throws {
    let result = try Binary.run(["Fixtures/site"])
    #expect(result.status == 1)
    #expect(result.stdout.contains(
      "Fixtures/site/account/signup.html:11:73: error: unknown character class `digits`: Safari ignores the whole passwordrules value; did you mean `digit`? [unknown-character-class]"))
    #expect(result.stdout.contains("Fixtures/site/account/signin.html:8:44: warning: `autocomplete=\"off\"`"))
    #expect(result.stdout.hasSuffix("in 8 files\n"))
    #expect(!result.stdout.contains("\u{1B}["), "no colour when not on a terminal")
    #expect(!result.stdout.contains("blog/"), "text inside <pre> is not a field")
  }

  @Test func failOnDecidesTheExitStatus() throws {
    #expect(try Binary.run(["--fail-on", "never", "Fixtures/site"]).status == 0)
    let warningOnly = "Fixtures/rules/autocomplete-off/failing.html"
    #expect(try Binary.run([warningOnly]).status == 0)
    #expect(try Binary.run(["--fail-on", "warning", warningOnly]).status == 1)
    #expect(try Binary.run(["--fail-on", "note", "Fixtures/rules/autocomplete-off/passing.html"]).status == 0)
  }

  @Test func jsonIsAnArrayOfPlainObjects() throws {
    let result = try Binary.run(["--format", "json", "Fixtures/site/account/signup.html"])
    let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let digits = try #require(array.first { $0["rule"] as? String == "unknown-character-class" })
    #expect(digits["file"] as? String == "Fixtures/site/account/signup.html")
    #expect(digits["line"] as? Int == 11 && digits["column"] as? Int == 73)
    #expect(digits["endLine"] as? Int == 11 && digits["endColumn"] as? Int == 79)
    #expect(digits["severity"] as? String == "error")
    #expect(digits["effect"] as? String == "whole-value-discarded")
    let fix = try #require(digits["fix"] as? [String: Any])
    #expect((fix["edits"] as? [[String: Any]])?.first?["replacement"] as? String == "digit")
  }

  @Test func standardInputWithAName() throws {
    let page = Data(#"<input type="password" passwordrules="required: digits">"#.utf8)
    let result = try Binary.run(["--stdin-filename", "templates/signup.html", "-"], input: page)
    #expect(result.status == 1)
    #expect(result.stdout.contains("templates/signup.html:1:49: error: unknown character class `digits`"))
  }

  @Test func aMissingPathIsAnIOErrorAndTheRestIsStillLinted() throws {
    let result = try Binary.run(["no/such/dir", "Fixtures/site/account/signup.html"])
    #expect(result.status == 2)
    #expect(result.stdout.contains("no/such/dir: error: cannot read no/such/dir: No such file or directory [io-error]"))
    #expect(result.stdout.contains("signup.html:11:73"))
  }

  @Test func aBadConfigIsExitStatusTwoWithAClearMessage() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formlint-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try "rules:\n  no-such-rule: off\n".write(to: dir.appendingPathComponent(".formlint.yml"), atomically: true, encoding: .utf8)
    try "<p>".write(to: dir.appendingPathComponent("a.html"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["."], in: dir)
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown rule `no-such-rule`"))
    // A good config from the nearest .formlint.yml turns a rule off.
    try "rules:\n  autocomplete-off: off\n".write(to: dir.appendingPathComponent(".formlint.yml"), atomically: true, encoding: .utf8)
    try #"<input type="password" autocomplete="off">"#.write(to: dir.appendingPathComponent("a.html"), atomically: true, encoding: .utf8)
    let quiet = try Binary.run(["--fail-on", "warning", "."], in: dir)
    #expect(quiet.status == 0, "\(quiet.stdout)")
  }

  @Test func outputIsTheSameWhateverTheJobsAndThePrefilter() throws {
    let base = try Binary.run(["--format", "json", "--jobs", "1", "Fixtures"]).stdout
    #expect(!base.isEmpty)
    #expect(try Binary.run(["--format", "json", "--jobs", "4", "Fixtures"]).stdout == base)
    #expect(try Binary.run(["--format", "json", "--no-prefilter", "Fixtures"]).stdout == base)
  }

  @Test func versionAndHelp() throws {
    #expect(try Binary.run(["--version"]).stdout.hasPrefix("0."))
    let help = try Binary.run(["lint", "--help"]).stdout
    for option in ["--format", "--output", "--fail-on", "--config", "--include", "--exclude", "--jobs", "--stdin-filename"] {
      #expect(help.contains(option), "\(option) missing from --help")
    }
  }
}
