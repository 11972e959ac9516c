import Foundation
import Testing

/// `--write-baseline` then `--baseline`: only new findings fail the run.
@Suite struct BaselineCommandTests {
  let dir: URL

  init() throws {
    dir = FileManager.default.temporaryDirectory.appendingPathComponent("formlint-baseline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("site"), withIntermediateDirectories: true)
  }

  static let signup = """
    <form>
      <input autocomplete="username">
      <input type="password" autocomplete="new-password" passwordrules="required: upper; required: digits; minlength: 12">
    </form>

    """

  func write(_ name: String, _ text: String) throws {
    try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  @Test func onlyNewFindingsAreReportedMovedLinesStillMatchFixedOnesAreStale() throws {
    defer { try? FileManager.default.removeItem(at: dir) }
    try write("site/signup.html", Self.signup)
    try write("site/signin.html", #"<input type="password" autocomplete="off">"#)

    let recorded = try Binary.run(["--write-baseline", "formlint-baseline.json", "site"], in: dir)
    #expect(recorded.status == 0 && recorded.stdout.contains("unknown-character-class"), "reported while recorded, and accepted")
    #expect(recorded.stderr.contains("formlint: recorded 3 findings in formlint-baseline.json"))
    let json = try String(contentsOf: dir.appendingPathComponent("formlint-baseline.json"), encoding: .utf8)
    #expect(json.contains(#""file" : "site/signup.html""#) && json.contains(#""rule" : "unknown-character-class""#))

    let same = try Binary.run(["--baseline", "formlint-baseline.json", "site"], in: dir)
    #expect(same.status == 0 && same.stdout == "no problems in 2 files\n" && same.stderr.isEmpty)

    // Lines moved down and re-indented: still the same findings.
    try write("site/signup.html", "<!-- a banner -->\n<p>Welcome</p>\n" + Self.signup.replacingOccurrences(of: "\n  <", with: "\n      <"))
    #expect(try Binary.run(["--baseline", "formlint-baseline.json", "site"], in: dir).status == 0)

    // A new broken page fails the run.
    try write("site/new.html", #"<input type="password" autocomplete="new-password" passwordrules="required: numbers; minlength: 12">"#)
    let broken = try Binary.run(["--baseline", "formlint-baseline.json", "site"], in: dir)
    #expect(broken.status == 1)
    #expect(broken.stdout.contains("site/new.html:1:") && !broken.stdout.contains("site/signup.html"))

    // Fixed findings become stale entries (`digit` also gives the rules' minimum length effect, which
    // ends short-minimum-length); a partial run does not call other files' entries stale.
    try write("site/signup.html", Self.signup.replacingOccurrences(of: "digits", with: "digit"))
    let fixed = try Binary.run(["--baseline", "formlint-baseline.json", "site/signup.html"], in: dir)
    #expect(fixed.status == 0)
    #expect(fixed.stderr.contains("2 baseline entries match no finding any more (fixed or gone); --write-baseline formlint-baseline.json prunes them:"))
    #expect(fixed.stderr.contains("site/signup.html: unknown-character-class: <input type=\"password\""))
    #expect(fixed.stdout == "no problems in 1 file\n")
    #expect(!fixed.stderr.contains("signin.html"))
  }

  @Test func theConfigurationNamesTheBaseline() throws {
    defer { try? FileManager.default.removeItem(at: dir) }
    try write("site/signup.html", Self.signup)
    try write(".formlint.yml", "baseline: formlint-baseline.json\n")
    // Writing the first baseline does not need it to exist yet, and accepts what it records.
    let written = try Binary.run(["--write-baseline", "formlint-baseline.json", "site"], in: dir)
    #expect(written.status == 0 && written.stdout.contains("unknown-character-class"))
    #expect(try Binary.run(["site"], in: dir).status == 0)
  }

  /// The file's paths are written from its own folder: the baseline holds from a subfolder, and writing it
  /// again from there keeps the other files' entries.
  @Test func aBaselineHoldsFromASubfolder() throws {
    defer { try? FileManager.default.removeItem(at: dir) }
    try write("site/signup.html", Self.signup)
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("site/account"), withIntermediateDirectories: true)
    try write("site/account/signin.html", #"<form><input name="u"><input type="password" autocomplete="off"></form>"#)
    try write(".formlint.yml", "baseline: formlint-baseline.json\n")
    #expect(try Binary.run(["--write-baseline", "formlint-baseline.json", "site"], in: dir).status == 0)
    let account = dir.appendingPathComponent("site/account")
    let fromBelow = try Binary.run(["."], in: account)
    #expect(fromBelow.status == 0 && fromBelow.stdout == "no problems in 1 file\n" && fromBelow.stderr.isEmpty, "\(fromBelow.stdout)\(fromBelow.stderr)")
    #expect(try Binary.run(["--write-baseline", "../../formlint-baseline.json", "."], in: account).status == 0)
    let json = try String(contentsOf: dir.appendingPathComponent("formlint-baseline.json"), encoding: .utf8)
    #expect(json.contains(#""file" : "site/signup.html""#) && json.contains(#""file" : "site/account/signin.html""#))
    #expect(try Binary.run(["site"], in: dir).status == 0)
  }

  @Test func aBadBaselineIsExitStatusTwoWithAClearMessage() throws {
    defer { try? FileManager.default.removeItem(at: dir) }
    try write("site/signup.html", Self.signup)
    try write("bad.json", "{ not json")
    let bad = try Binary.run(["--baseline", "bad.json", "site"], in: dir)
    #expect(bad.status == 2 && bad.stdout.isEmpty)
    #expect(bad.stderr == "formlint: baseline bad.json is not a formlint baseline (not valid JSON); write one with --write-baseline\n")
    let missing = try Binary.run(["--baseline", "missing.json", "site"], in: dir)
    #expect(missing.status == 2 && missing.stderr.contains("baseline missing.json does not exist"))
    // A baseline that cannot be written is exit 2, and the old one is not lost.
    let folder = try Binary.run(["--write-baseline", "no/such/folder/b.json", "site"], in: dir)
    #expect(folder.status == 2 && folder.stderr.contains("the folder no/such/folder does not exist"))
    #expect(try String(contentsOf: dir.appendingPathComponent("bad.json"), encoding: .utf8) == "{ not json")
  }
}
