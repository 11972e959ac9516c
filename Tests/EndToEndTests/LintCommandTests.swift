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

  @Test func outputDashIsStandardOutput() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formlint-dash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try #"<input type="password" passwordrules="required: digits">"#.write(to: dir.appendingPathComponent("a.html"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["--output", "-", "a.html"], in: dir)
    #expect(result.status == 1)
    #expect(result.stdout.contains("a.html:1:49: error: unknown character class `digits`"))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("-").path), "no file named -")
  }

  /// An `--include` that matches nothing is an error, not a green run; braces are read as shells read them.
  @Test func anIncludeThatMatchesNothingIsAnError() throws {
    let none = try Binary.run(["--include", "*.{nope,nada}", "Fixtures/site"])
    #expect(none.status == 2 && none.stderr.contains("no file matched --include '*.{nope,nada}'"))
    let some = try Binary.run(["--fail-on", "never", "--include", "*.{htm,html}", "Fixtures/site"])
    #expect(some.status == 0 && some.stdout.hasSuffix("in 8 files\n"), "\(some.stdout)")
  }

  /// Options that cannot go together are usage errors, not silently ignored; `-` twice reads once; standard
  /// input named as an excluded file is left out as the file would be.
  @Test func contradictoryOptionsAreUsageErrors() throws {
    for (arguments, words) in [
      (["--diff", "--output", "d.txt", "Fixtures/site"], "--diff prints the diff on standard output"),
      (["--diff", "--format", "json", "Fixtures/site"], "--format does not apply"),
      (["--stdin-filename", "x.html", "Fixtures/site"], "give - among the paths"),
    ] {
      let result = try Binary.run(arguments)
      #expect(result.status == 2 && result.stderr.contains(words), "\(arguments): \(result.stderr)")
    }
    let page = Data(#"<input type="password" autocomplete="off">"#.utf8)
    #expect(try Binary.run(["-", "-"], input: page).stdout.hasSuffix("in 1 file\n"))
    let excluded = try Binary.run(["--exclude", "public/**", "--stdin-filename", "public/build/app.html", "-"], input: page)
    #expect(excluded.status == 0 && excluded.stdout == "no problems in 0 files\n")
  }

  /// A report never replaces a file the run lints.
  @Test func theOutputIsNeverALintedFile() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formlint-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let page = #"<input type="password" passwordrules="required: digits">"#
    try page.write(to: dir.appendingPathComponent("a.html"), atomically: true, encoding: .utf8)
    for arguments in [["--output", "a.html", "a.html"], ["--output", "a.html", "."], ["--output", "./a.html", "--format", "json", dir.path]] {
      let result = try Binary.run(arguments, in: dir)
      #expect(result.status == 2 && result.stderr.contains("is a file this run lints"), "\(arguments)")
    }
    #expect(try String(contentsOf: dir.appendingPathComponent("a.html"), encoding: .utf8) == page)
    #expect(try Binary.run(["--output", "report.txt", "."], in: dir).status == 1)
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

  /// A screen's purpose read from its folder's name (Next.js' `sign-up/page.tsx`) is the same however the
  /// file is named on the command line: the advice and its fix do not depend on where formlint is run.
  @Test func aFoldersNameCountsFromWhereverTheFileIsLinted() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formlint-purpose-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let folder = dir.appendingPathComponent("app/sign-up")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try #"export default () => <form><input type="email" autoComplete="email" /><input type="password" autoComplete="off" /></form>;"#
      .write(to: folder.appendingPathComponent("page.tsx"), atomically: true, encoding: .utf8)
    for (arguments, at) in [(["app"], dir), (["page.tsx"], folder), (["."], folder), (["./page.tsx"], folder)] {
      let result = try Binary.run(["--fail-on", "never"] + arguments, in: at)
      #expect(result.stdout.contains(#"use `autoComplete="new-password"`"#), "\(arguments): \(result.stdout)")
    }
  }

  /// Tests and stories render the app's components with sample props: a walk passes them by, and one
  /// named on the command line is linted.
  @Test func testsAndStoriesAreLintedOnlyWhenNamed() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formlint-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let field = #"export const A = () => <form><input type="password" autoComplete="off" /></form>;"#
    for file in ["src/SignUp.test.tsx", "src/SignUp.stories.tsx", "src/__tests__/SignUp.tsx", "src/login.component.spec.ts", "src/SignUp.tsx"] {
      let url = dir.appendingPathComponent(file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try field.write(to: url, atomically: true, encoding: .utf8)
    }
    let walked = try Binary.run(["--fail-on", "never", "."], in: dir)
    #expect(walked.stdout.contains("./src/SignUp.tsx:1:") && walked.stdout.hasSuffix("in 1 file\n"), "\(walked.stdout)")
    let named = try Binary.run(["--fail-on", "never", "src/SignUp.test.tsx"], in: dir)
    #expect(named.stdout.contains("src/SignUp.test.tsx:1:"))
  }

  /// A repository as a user has it: globs written from its root apply however a path is named, published
  /// Laravel views are the app's, dependencies and virtual environments are not, and a linked folder
  /// inside the tree is linted once.
  @Test func pathsAreNamedAsTheUserNamesThem() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formlint-paths-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let page = #"<form><input name="u"><input type="password" autocomplete="off"></form>"#
    for file in [
      "templates/registration/signup.html", "resources/views/vendor/mail/login.blade.php", "vendor/laravel/ui/login.blade.php",
      ".venv/lib/site-packages/django/login.html", "shared/login.html", "storage/framework/views/0f3a9c.blade.php",
    ] {
      let url = dir.appendingPathComponent(file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try page.write(to: url, atomically: true, encoding: .utf8)
    }
    try FileManager.default.createSymbolicLink(atPath: dir.path + "/resources/linked", withDestinationPath: "../shared")
    let all = try Binary.run(["--format", "json", "--fail-on", "never", "."], in: dir)
    let files = Set(try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]]).compactMap { $0["file"] as? String })
    #expect(files == ["./templates/registration/signup.html", "./resources/views/vendor/mail/login.blade.php", "./shared/login.html"])
    try "exclude: [\"templates/**\"]\n".write(to: dir.appendingPathComponent(".formlint.yml"), atomically: true, encoding: .utf8)
    for argument in [
      ".", "templates", "templates/", "./templates/registration", "templates/registration/signup.html",
      "./templates/registration/signup.html", dir.path + "/templates/registration/signup.html",
    ] {
      let result = try Binary.run(["--fail-on", "never", argument], in: dir)
      #expect(!result.stdout.contains("signup.html"), "\(argument): \(result.stdout)")
    }
    #expect(try Binary.run(["--fail-on", "never", "--exclude", "./resources/", "."], in: dir).stdout.hasSuffix("in 1 file\n"))
    // The configuration's globs are written from its folder, wherever formlint runs below it.
    #expect(try Binary.run(["--fail-on", "never"], in: dir.appendingPathComponent("templates")).stdout.hasSuffix("in 0 files\n"))
    #expect(try Binary.run(["--fail-on", "never", "."], in: dir.appendingPathComponent("templates/registration")).stdout.hasSuffix("in 0 files\n"))
    #expect(try Binary.run(["--fail-on", "never"], in: dir.appendingPathComponent("shared")).stdout.hasSuffix("in 1 file\n"))
  }

  /// The common invocations are read without swift-argument-parser (`QuickArguments`); `formlint lint …`
  /// always goes through it. Both must give the same output and exit status, and what the quick reader
  /// does not know must still get the parser's messages.
  @Test(arguments: [
    ["Fixtures/site"],
    ["--format", "json", "--fail-on", "never", "Fixtures/site"],
    ["--format=sarif", "--sarif-category=site", "Fixtures/site/account"],
    ["--format", "github", "--include", "*.html", "--exclude", "blog/**", "--jobs", "1", "--stats", "Fixtures/site"],
    ["--fail-on", "warning", "--no-prefilter", "Fixtures/rules/autocomplete-off/failing.html"],
    ["--diff", "Fixtures/site/account/signup.html"],
    ["--max-file-size", "1", "--format", "json", "Fixtures/site", "Fixtures/templates"],
    ["--fix", "--diff", "Fixtures/site"],
    ["--jobs", "0", "Fixtures/site"],
    ["--format", "yaml", "Fixtures/site"],
    ["--bogus", "Fixtures/site"],
    ["--format"],
    ["--baseline=", "Fixtures/site"],
  ])
  func theQuickReadingOfArgumentsIsTheParsers(arguments: [String]) throws {
    let quick = try Binary.run(arguments)
    let parsed = try Binary.run(["lint"] + arguments)
    #expect(quick.status == parsed.status, "\(arguments)")
    #expect(quick.stdout == parsed.stdout, "\(arguments)")
    #expect(quick.stderr.replacingOccurrences(of: "formlint lint", with: "formlint") == parsed.stderr.replacingOccurrences(of: "formlint lint", with: "formlint"), "\(arguments)")
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
