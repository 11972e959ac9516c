import FormLint
import Testing

@testable import FormLintReporters

/// Writes real SARIF files and runs this project's checker on them (`SARIF/check_sarif.py`): the
/// OASIS schema plus what GitHub code scanning rejects or needs, with the files under `--source-root`.
@Suite struct SARIFValidationTests {
  private static let page = """
    <!doctype html>
    <form>
      <input type="password" passwordrules="required: digits">
    \t<input type="password" passwordrules="required: upper;
        required: lower">
      <p>🔑 <input pattern="\\d+" passwordrules="minlength: 12"></p>
    </form>

    """

  /// File names that break naive URIs: space, `%`, `#`, `?`, `[`, non-ASCII, backslash, `:`.
  private static let hostileNames = [
    "site/login.html", "site/sign up.html", "site/100%.html", "site/#top.html", "site/what?.html",
    "site/[id].html", "site/café/ü.html", #"site/back\slash.html"#, "site/a:b.html",
  ]

  /// An insertion (an empty deleted region) with quotes and an entity in it, not safe for `--fix`.
  private static let insertionFix = Fix(
    description: "insert `passwordrules`", edits: [.init(range: 200..<200, replacement: #" passwordrules="required: [&quot;]""#)],
    isSafe: false)

  private static func findings(in file: String) -> [Diagnostic] {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return [
      finding(lines[2].replacingFirst("digits", "⟦digits⟧"), line: 3, file: file, fix: digitFix),
      Diagnostic(
        file: file, ruleID: "malformed-list", severity: .error, message: "`;` before a line break",
        range: SourceRange(
          start: location(line: 4, column: 55, in: lines[3]), end: location(line: 5, column: 5, in: lines[4])),
        lineText: lines[3]),
      finding(
        lines[5].replacingFirst("pattern", "⟦pattern⟧"), line: 6, file: file, rule: "pattern-with-rules",
        severity: .warning, message: "`pattern` together with `passwordrules`", effect: Effect.none),
      finding(
        lines[5].replacingFirst("<input", "⟦⟧<input"), line: 6, file: file, rule: "short-minimum-length",
        severity: .note, message: "n", fix: insertionFix),
    ]
  }

  private func validate(_ sarif: String, root: String, in dir: String) -> (status: Int32, output: String) {
    let path = dir + "/formlint.sarif"
    try? ReportWriter.write(sarif, to: path)
    return check(path, root: root)
  }

  private static let checker = repositoryDirectory() + "/Tests/FormLintReportersTests/SARIF/check_sarif.py"

  private func check(_ path: String, root: String) -> (status: Int32, output: String) {
    let command = [testPython(), Self.checker, "--source-root", root, path].map(Shell.quote)
    return Shell.run(command.joined(separator: " "))
  }

  /// Warnings other than the expected ones, one line each.
  private func unexpectedWarnings(_ output: String, allowed: [String]) -> [Substring] {
    output.split(separator: "\n").filter { line in
      line.contains(": warning: ") && !allowed.contains { line.contains("[\($0)]") }
    }
  }

  @Test func checkerIsReady() {
    let python = testPython()
    let ready = Shell.run("\(Shell.quote(python)) -c 'import jsonschema, rfc3986_validator'")
    #expect(
      ready.status == 0,
      """
      no Python with jsonschema at \(python): run `make test`, which creates .build-venv with the test \
      packages (or set FORMLINT_PYTHON to a python3 that has `jsonschema[format-nongpl]`)
      \(ready.output)
      """)
  }

  /// The checker is not vacuous: a log that code scanning refuses fails it, for the reason given.
  @Test(arguments: [
    ("", ""),
    (#""text": "m""#, #""text": """#),
    (#""locations": [{"#, #""locations": [], "x": [{"#),
    (#""uri": "a.html""#, #""uri": "https://example.com/a.html""#),
    (#""ruleId": "r""#, #""ruleId": "s""#),
    (#""ab:1""#, #""line 1""#),
    (#""ruleId""#, #""level": "fatal", "ruleId""#),
  ])
  func checkerRejectsWhatCodeScanningRejects(replacing original: String, with broken: String) throws {
    let root = try FileSystem.temporaryDirectory()
    defer { FileSystem.remove(root) }
    let valid = """
      {"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [{
        "tool": {"driver": {"name": "formlint", "rules": [{"id": "r", "shortDescription": {"text": "s"},
          "fullDescription": {"text": "f"}, "help": {"text": "h"}, "helpUri": "https://formlint.example/r"}]}},
        "columnKind": "utf16CodeUnits",
        "results": [{"ruleId": "r", "ruleIndex": 0, "message": {"text": "m"},
          "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a.html"}, "region": {"startLine": 1}}}],
          "partialFingerprints": {"primaryLocationLineHash": "ab:1"}}]}]}
      """
    try FileSystem.write("<input>\n", to: root + "/a.html")
    let log = original.isEmpty ? valid : valid.replacingFirst(original, broken)
    #expect(log != valid || original.isEmpty)
    try FileSystem.write(log, to: root + "/log.sarif")
    let result = check(root + "/log.sarif", root: root)
    if original.isEmpty {
      #expect(result.status == 0 && !result.output.contains(": warning: "), "\(result.output)")
    } else {
      #expect(result.status == 1 && result.output.contains(": error: "), "\(broken): \(result.output)")
    }
  }

  @Test func hostilePathsEveryKindOfFindingAndACategory() throws {
    let root = try FileSystem.temporaryDirectory()
    defer { FileSystem.remove(root) }
    try FileSystem.makeDirectory(root + "/site")
    try FileSystem.makeDirectory(root + "/site/café")
    var diagnostics: [Diagnostic] = []
    for name in Self.hostileNames {
      try FileSystem.write(Self.page, to: root + "/" + name)
      diagnostics += Self.findings(in: name)
    }
    // An absolute path under the root, a file that could not be read, a rule outside the catalog.
    diagnostics += Self.findings(in: root + "/site/login.html")
    diagnostics.append(ioError("site/sign up.html"))
    diagnostics.append(finding("⟦<!doctype html>⟧", file: "site/login.html", rule: "parse-error", message: "p"))

    var context = context(sourceRoot: root, category: "formlint")
    context.ruleHelpURIPrefix = "https://formlint.example/rules/"
    let sarif = SARIFReporter.render(diagnostics, context: context)

    // The checker reports a URI that is not RFC 3986 only as a warning (as upload-sarif does), so
    // check it directly as well: every uri is a valid reference that decodes back to its path.
    let results = SARIFReporter.log(diagnostics, context: context)["runs"]![0]!["results"]!.array
    for (d, result) in zip(diagnostics, results) {
      let artifact = result["locations"]?[0]?["physicalLocation"]?["artifactLocation"]
      let uri = try #require(artifact?["uri"]?.string)
      #expect(URIReference.isValid(uri), "\(uri)")
      #expect(artifact?["uriBaseId"]?.string == "%SRCROOT%")
      let relative = d.file.hasPrefix(root + "/") ? String(d.file.dropFirst(root.count + 1)) : d.file
      #expect(URIReference.decoded(uri) == relative, "\(uri)")
    }
    let result = validate(sarif, root: root, in: root)
    #expect(result.status == 0, "\(result.output)")
    #expect(unexpectedWarnings(result.output, allowed: []).isEmpty, "\(result.output)")
    #expect(!result.output.contains("[file]"), "every uri must lead back to its file: \(result.output)")
  }

  @Test func emptyReportIsValid() throws {
    let root = try FileSystem.temporaryDirectory()
    defer { FileSystem.remove(root) }
    let result = validate(SARIFReporter.render([], context: context(sourceRoot: root)), root: root, in: root)
    #expect(result.status == 0, "\(result.output)")
    // Without `ruleHelpURIPrefix` the rules have no `helpUri`: a warning, nothing else.
    #expect(unexpectedWarnings(result.output, allowed: ["help-uri"]).isEmpty, "\(result.output)")
  }

  @Test func fileOutsideTheSourceRootIsStillValid() throws {
    let root = try FileSystem.temporaryDirectory()
    let elsewhere = try FileSystem.temporaryDirectory()
    defer {
      FileSystem.remove(root)
      FileSystem.remove(elsewhere)
    }
    try FileSystem.write(Self.page, to: elsewhere + "/page.html")
    let sarif = SARIFReporter.render(Self.findings(in: elsewhere + "/page.html"), context: context(sourceRoot: root))
    #expect(sarif.contains("\"uri\": \"file://\(elsewhere)/page.html\""))
    let result = validate(sarif, root: root, in: root)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// RFC 3986 `relative-ref` (path only) and `file:` URIs, checked by hand.
enum URIReference {
  static func isValid(_ uri: String) -> Bool {
    let allowed = Set(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/%".unicodeScalars)
    guard uri.unicodeScalars.allSatisfy(allowed.contains) else { return false }
    // A relative reference may not have a `:` in its first segment (it would read as a scheme).
    if !uri.hasPrefix("file://"), let first = uri.split(separator: "/").first, first.contains(":") { return false }
    return decodedBytes(uri) != nil
  }

  static func decoded(_ uri: String) -> String? {
    decodedBytes(uri).map { String(decoding: $0, as: UTF8.self) }
  }

  private static func decodedBytes(_ uri: String) -> [UInt8]? {
    var out: [UInt8] = []
    var bytes = Array(uri.utf8)[...]
    while let byte = bytes.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        out.append(byte)
        continue
      }
      guard bytes.count >= 2, let value = UInt8(String(decoding: bytes.prefix(2), as: UTF8.self), radix: 16) else {
        return nil
      }
      out.append(value)
      bytes = bytes.dropFirst(2)
    }
    return out
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, _ replacement: String) -> String {
    guard let range = firstRange(of: target) else { return self }
    var copy = self
    copy.replaceSubrange(range, with: replacement)
    return copy
  }
}
