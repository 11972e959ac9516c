import FormLint
import Testing

@testable import FormLintReporters

@Suite struct SARIFReporterTests {
  private func run(_ diagnostics: [Diagnostic], _ context: ReportContext = context()) -> JSONValue {
    SARIFReporter.log(diagnostics, context: context)["runs"]![0]!
  }

  @Test func logAndDriver() {
    let log = SARIFReporter.log([], context: context())
    #expect(log.keys == ["$schema", "version", "runs"])
    #expect(log["$schema"]?.string == "https://json.schemastore.org/sarif-2.1.0.json")
    #expect(log["version"]?.string == "2.1.0")
    #expect(log["runs"]?.array.count == 1)
    let run = run([])
    #expect(run["columnKind"]?.string == "utf16CodeUnits")
    #expect(run["results"]?.array.count == 0)
    #expect(run["originalUriBaseIds"]?["%SRCROOT%"]?["uri"]?.string == "file:///work/site-repo/")
    #expect(run["automationDetails"] == nil)
    let driver = run["tool"]?["driver"]
    #expect(driver?["name"]?.string == "formlint")
    #expect(driver?["semanticVersion"]?.string == "0.1.0")
    #expect(driver?["informationUri"]?.string == "https://github.com/formlint/formlint")
  }

  @Test func everyRuleOfTheCatalogWithFullMetadata() throws {
    let rules = run([])["tool"]!["driver"]!["rules"]!.array
    #expect(rules.map { $0["id"]?.string } == sampleRules.map(\.id))
    for (rule, meta) in zip(rules, sampleRules) {
      #expect(rule["name"]?.string == meta.name && meta.name != meta.id)
      #expect(rule["shortDescription"]?["text"]?.string == meta.summary)
      #expect(rule["fullDescription"]?["text"]?.string == meta.documentation)
      #expect(rule["help"]?["text"]?.string?.hasPrefix(meta.documentation) == true)
      #expect(rule["properties"]?["precision"]?.string == "very-high")
      #expect(rule["properties"]?["tags"]?.array.map(\.string) == meta.tags)
    }
    let levels = rules.map { $0["defaultConfiguration"]?["level"]?.string }
    #expect(levels == ["error", "warning", "note", "error"])
    let problem = rules.map { $0["properties"]?["problem.severity"]?.string }
    #expect(problem == ["error", "warning", "recommendation", "error"])

    let markdown = try #require(rules[0]["help"]?["markdown"]?.string)
    #expect(markdown.contains("**Failing example**\n\n```html\n" + sampleRules[0].failingExample + "\n```"))
    // The passing example holds ``` itself, so its fence is longer.
    #expect(markdown.contains("**Passing example**\n\n````html\n" + sampleRules[0].passingExample + "\n````"))
    #expect(rules[0]["help"]?["text"]?.string?.contains("Failing example:\n    <input") == true)
    // A rule without examples gets its documentation only.
    #expect(rules[3]["help"]?["markdown"]?.string == sampleRules[3].documentation)
  }

  @Test func helpURIOnlyWhenAPrefixIsGiven() {
    #expect(run([])["tool"]!["driver"]!["rules"]![0]!["helpUri"] == nil)
    var withDocs = context()
    withDocs.ruleHelpURIPrefix = "https://formlint.example/rules/"
    let rule = run([], withDocs)["tool"]!["driver"]!["rules"]![1]!
    #expect(rule["helpUri"]?.string == "https://formlint.example/rules/pattern-with-rules")
  }

  @Test func resultWithRegionInUTF16ColumnsAndSnippets() throws {
    let d = finding(
      "<p>🔑</p> <input pattern=\"\\d+\" ⟦passwordrules⟧=\"minlength: 12\">", line: 7, rule: "pattern-with-rules",
      severity: .warning, message: "`pattern` together with `passwordrules`", effect: Effect.none)
    let result = try #require(run([d])["results"]?[0])
    #expect(result["ruleId"]?.string == "pattern-with-rules")
    #expect(result["ruleIndex"]?.int == 1)
    #expect(result["level"]?.string == "warning")
    #expect(result["message"]?["text"]?.string == "`pattern` together with `passwordrules`")
    #expect(result["properties"]?["effect"]?.string == "none")
    let location = try #require(result["locations"]?[0]?["physicalLocation"])
    #expect(location["artifactLocation"]?["uri"]?.string == "site/signup.html")
    #expect(location["artifactLocation"]?["uriBaseId"]?.string == "%SRCROOT%")
    let region = try #require(location["region"])
    // 🔑 is one scalar but two UTF-16 code units: the scalar column is 31, the UTF-16 column 32.
    #expect(d.range?.start.column == 31)
    #expect(region["startLine"]?.int == 7 && region["endLine"]?.int == 7)
    #expect(region["startColumn"]?.int == 32 && region["endColumn"]?.int == 45)
    #expect(region["snippet"]?["text"]?.string == "passwordrules")
    let context = try #require(location["contextRegion"])
    #expect(context["snippet"]?["text"]?.string == d.lineText)
    #expect(context["startColumn"]?.int == 1 && context["endColumn"]?.int == d.lineText!.utf16.count + 1)
    #expect(result["partialFingerprints"]?["primaryLocationLineHash"]?.string?.hasSuffix(":1") == true)
    #expect(result["fixes"] == nil)
  }

  @Test func multiLineRangeKeepsItsEndButHasNoLineSnippet() throws {
    let line = #"<input passwordrules="required: upper;"#
    let d = Diagnostic(
      file: "a.html", ruleID: "unknown-character-class", severity: .error, message: "m",
      range: SourceRange(start: location(line: 4, column: 23, in: line), end: location(line: 5, column: 3, in: "  x")),
      lineText: line)
    let location = try #require(run([d])["results"]?[0]?["locations"]?[0]?["physicalLocation"])
    #expect(location["region"]?.keys == ["startLine", "startColumn", "endLine", "endColumn"])
    #expect(location["region"]?["endLine"]?.int == 5 && location["region"]?["endColumn"]?.int == 3)
    #expect(location["contextRegion"] == nil)
  }

  @Test func fileFindingPointsAtTheStartOfTheFile() throws {
    let result = try #require(run([ioError("site/locked.html")])["results"]?[0])
    #expect(result["ruleIndex"]?.int == 3)
    let location = try #require(result["locations"]?[0]?["physicalLocation"])
    #expect(location.keys == ["artifactLocation", "region"])
    #expect(location["region"]?.keys == ["startLine", "startColumn", "endLine", "endColumn"])
    #expect(location["region"]?["endColumn"]?.int == 1)
  }

  @Test func unknownRuleGetsADescriptorAtTheEnd() throws {
    let d = finding("⟦x⟧", rule: "parse-error", severity: .warning, message: "the page could not be parsed")
    let run = run([d, d])
    let rules = run["tool"]!["driver"]!["rules"]!.array
    #expect(rules.count == sampleRules.count + 1)
    #expect(rules.last?["id"]?.string == "parse-error")
    #expect(rules.last?["name"]?.string == "Parse error")
    #expect(rules.last?["defaultConfiguration"]?["level"]?.string == "warning")
    #expect(run["results"]?[0]?["ruleIndex"]?.int == sampleRules.count)
    #expect(run["results"]?[1]?["ruleIndex"]?.int == sampleRules.count)
  }

  @Test func baseURIOnlyForAnAbsoluteSourceRoot() {
    #expect(run([], context(sourceRoot: nil))["originalUriBaseIds"] == nil)
    #expect(run([], context(sourceRoot: "relative/dir"))["originalUriBaseIds"] == nil)
  }

  @Test func categoryOnlyWhenGiven() {
    #expect(run([], context(category: "formlint"))["automationDetails"]?["id"]?.string == "formlint/")
    #expect(run([], context(category: "site/"))["automationDetails"]?["id"]?.string == "site/")
  }

  @Test func fixBecomesASARIFFix() throws {
    let d = finding(#"<input passwordrules="required: ⟦digits⟧">"#, fix: digitFix)
    let fix = try #require(run([d])["results"]?[0]?["fixes"]?[0])
    #expect(fix["description"]?["text"]?.string == "replace `digits` with `digit`")
    let change = try #require(fix["artifactChanges"]?[0])
    #expect(change["artifactLocation"]?["uri"]?.string == "site/signup.html")
    let replacement = try #require(change["replacements"]?[0])
    #expect(replacement["deletedRegion"]?["byteOffset"]?.int == 140)
    #expect(replacement["deletedRegion"]?["byteLength"]?.int == 6)
    #expect(replacement["insertedContent"]?["text"]?.string == "digit")
  }

  @Test func veryLongLinesGetAWindowAsContext() throws {
    let d = finding(String(repeating: "a", count: 5000) + "⟦digits⟧" + String(repeating: "b", count: 5000))
    let context = try #require(run([d])["results"]?[0]?["locations"]?[0]?["physicalLocation"]?["contextRegion"])
    #expect(context["startColumn"]?.int == 4801 && context["endColumn"]?.int == 5207)
    #expect(context["snippet"]?["text"]?.string?.count == 406)
  }
}

@Suite struct ArtifactURITests {
  @Test(arguments: [
    ("site/login.html", "site/login.html"),
    ("./site/../site/login.html", "site/login.html"),
    ("site/sign up.html", "site/sign%20up.html"),
    ("site/100%.html", "site/100%25.html"),
    ("site/#top?.html", "site/%23top%3F.html"),
    ("site/[id].html", "site/%5Bid%5D.html"),
    ("site/café/ü.html", "site/caf%C3%A9/%C3%BC.html"),
    (#"site\page.html"#, "site%5Cpage.html"),
    ("c:page.html", "c%3Apage.html"),
    ("/work/site-repo/public/a b.html", "public/a%20b.html"),
  ])
  func relativeToTheSourceRoot(path: String, uri: String) {
    #expect(ArtifactURI(path: path, sourceRoot: "/work/site-repo") == .relative(uri))
  }

  @Test func outsideTheSourceRootIsAnAbsoluteFileURI() {
    #expect(ArtifactURI(path: "/tmp/x y.html", sourceRoot: "/work/site-repo") == .absolute("file:///tmp/x%20y.html"))
    #expect(ArtifactURI(path: "/work/site-repository/a.html", sourceRoot: "/work/site-repo")
      == .absolute("file:///work/site-repository/a.html"))
    #expect(
      ArtifactURI(path: "../other/a.html", sourceRoot: "/work/site-repo/") == .absolute("file:///work/other/a.html"))
    #expect(ArtifactURI(path: "/tmp/a.html", sourceRoot: nil) == .absolute("file:///tmp/a.html"))
  }

  @Test func baseURIEndsInASlash() {
    #expect(ArtifactURI.directoryURI("/work/my repo") == "file:///work/my%20repo/")
    #expect(ArtifactURI.directoryURI("/work/repo/") == "file:///work/repo/")
    #expect(ArtifactURI.directoryURI("/") == "file:///")
  }
}
