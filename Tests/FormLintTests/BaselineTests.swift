@testable import FormLint
import Foundation
import Testing

@Suite struct BaselineTests {
  static let broken = """
    <input type="password" autocomplete="new-password" passwordrules="required: digits; minlength: 12">
    <input type="password" autocomplete="new-password" passwordrules="required: digits; minlength: 12">

    """

  /// The page's findings; `only` keeps one rule's (fixing one value changes what other rules see).
  func lint(_ html: String, path: String = "site/a.html", only rule: String? = nil) -> [Diagnostic] {
    SourceLinter.lint(Array(html.utf8), path: path).diagnostics.filter { rule == nil || $0.ruleID == rule }
  }

  @Test func theSameFindingsAreAllHiddenAndNothingIsStale() {
    let found = lint(Self.broken)
    let baseline = Baseline(recording: found, root: "/repo")
    let filtered = baseline.filter(found, root: "/repo", paths: ["."])
    #expect(filtered.diagnostics.isEmpty && filtered.hidden == found.count && filtered.stale.isEmpty)
  }

  @Test func equalLinesAreCountedByOccurrence() {
    let entries = Baseline(recording: lint(Self.broken), root: "/").entries.filter { $0.rule == "unknown-character-class" }
    #expect(entries.map(\.occurrence) == [1, 2])
    #expect(entries[0].line.hasPrefix("<input") && entries[0].file == "site/a.html")
  }

  @Test func movedAndReindentedLinesStillMatchANewFindingDoesNot() {
    let baseline = Baseline(recording: lint(Self.broken), root: "/")
    let moved = "<p>new line above</p>\n\n" + Self.broken.replacingOccurrences(of: "<input", with: "    <input")
    #expect(baseline.filter(lint(moved), root: "/", paths: ["site"]).diagnostics.isEmpty)
    let more = moved + #"<input type="password" autocomplete="new-password" passwordrules="required: numbers">"#
    let filtered = baseline.filter(lint(more, only: "unknown-character-class"), root: "/", paths: ["site"])
    #expect(filtered.diagnostics.map(\.ruleID) == ["unknown-character-class"])
    #expect(filtered.diagnostics.first?.message.contains("numbers") == true)
  }

  @Test func aFixedFindingIsAStaleEntryOnlyForFilesThisRunLinted() {
    let rule = "unknown-character-class"
    let baseline = Baseline(recording: lint(Self.broken, only: rule) + lint(Self.broken, path: "other/b.html", only: rule), root: "/")
    let fixedOne = Self.broken.replacingOccurrences(of: "digits; minlength: 12\">\n<", with: "digit; minlength: 12\">\n<")
    let filtered = baseline.filter(lint(fixedOne, only: rule), root: "/", paths: ["./site/"])
    #expect(filtered.diagnostics.isEmpty)
    #expect(filtered.stale.map(\.file) == ["site/a.html"] && filtered.stale.map(\.occurrence) == [2])
  }

  @Test func failuresAreNeverRecordedNorHidden() {
    let failure = Diagnostic(file: "site/x.html", ruleID: "io-error", severity: .error, message: "cannot open", range: nil)
    let baseline = Baseline(recording: [failure], root: "/")
    #expect(baseline.entries.isEmpty)
    #expect(baseline.filter([failure], root: "/", paths: ["."]).diagnostics == [failure])
  }

  @Test func pathsAreKeptRelativeToTheBaselinesFolder() {
    #expect(Baseline.relative("./site//a.html", root: "/repo") == "site/a.html")
    #expect(Baseline.relative("/repo/site/a.html", root: "/repo") == "site/a.html")
    #expect(Baseline.relative("/elsewhere/a.html", root: "/repo") == "../elsewhere/a.html")
    #expect(Baseline.relative(".", root: "/repo") == ".")
    // Written from a subfolder of the baseline's folder, or from above it.
    #expect(Baseline.relative("templates/a.html", root: "/repo", workingFolder: "/repo/accounts") == "accounts/templates/a.html")
    #expect(Baseline.relative("repo/site/../a.html", root: "/repo", workingFolder: "/") == "a.html")
  }

  @Test func theFileIsSortedStableJSONThatReadsBack() throws {
    let baseline = Baseline(recording: lint(Self.broken, path: "z.html") + lint(Self.broken, path: "a.html"), root: "/")
    let json = baseline.json
    #expect(json == Baseline(entries: baseline.entries.reversed()).json, "the order of findings does not matter")
    #expect(json.hasSuffix("}\n") && json.contains("\"version\" : 1"))
    #expect(baseline.entries.map(\.file) == baseline.entries.map(\.file).sorted())
    #expect(try Baseline.parse(Data(json.utf8), path: "b.json") == baseline)
  }

  @Test func aBadFileSaysWhatIsWrong() {
    func message(_ text: String) -> String {
      do {
        _ = try Baseline.parse(Data(text.utf8), path: "b.json")
        return ""
      } catch { return error.description }
    }
    #expect(message("{") == "baseline b.json is not a formlint baseline (not valid JSON); write one with --write-baseline")
    #expect(message(#"{"version": 1}"#).contains("`findings` missing"))
    #expect(message(#"{"version": 2, "findings": []}"#).contains("has version 2"))
    #expect(message(#"{"version": 1, "findings": [{"file": 3}]}"#).contains("wrong type at findings.0.file"))
    do {
      _ = try Baseline.load("/no/such/baseline.json")
      Issue.record("a missing baseline loads")
    } catch {
      #expect(error.description.contains("does not exist"))
    }
  }

  @Test func theConfigurationNamesTheBaselineRelativeToItself() throws {
    let config = try Configuration.parse("baseline: formlint-baseline.json\n", path: "/repo/.formlint.yml")
    #expect(config.baseline == "/repo/formlint-baseline.json")
    #expect(try Configuration.parse("baseline: /abs/b.json\n", path: "/repo/.formlint.yml").baseline == "/abs/b.json")
    #expect(throws: Configuration.Error.self) { try Configuration.parse("baseline: [1]\n") }
  }
}
