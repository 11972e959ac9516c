import FormLint

/// SARIF 2.1.0 for GitHub code scanning: one run, every rule of the catalog with its full
/// documentation, and one result per finding with a relative location under `%SRCROOT%`, a region
/// in UTF-16 columns (end exclusive) and a fingerprint that survives line shifts.
///
/// Checked in the tests by `Tests/FormLintReportersTests/SARIF/check_sarif.py`: the OASIS schema and
/// what GitHub code scanning rejects or needs.
public enum SARIFReporter {
  public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

  public static func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    log(diagnostics, context: context).pretty + "\n"
  }

  static func log(_ diagnostics: [Diagnostic], context: ReportContext) -> JSONValue {
    let catalog = RuleCatalog(context.rules, diagnostics: diagnostics)
    var fingerprinter = Fingerprinter()
    var lines = SourceLines()
    let results = diagnostics.map { d in
      let line = lines.line(of: d)
      return result(
        d, line: line, ruleIndex: catalog.index[d.ruleID], fingerprint: fingerprinter.fingerprint(of: d),
        context: context)
    }
    let driver = members(
      ("name", .string("formlint")),
      ("version", .string(context.toolVersion)),
      ("semanticVersion", .string(context.toolVersion)),
      ("informationUri", .string(context.informationURI)),
      ("rules", .array(catalog.descriptors(helpURIPrefix: context.ruleHelpURIPrefix)))
    )
    // `%SRCROOT%` must resolve to an absolute `file:` URI; a relative root cannot say where it is.
    let absoluteRoot = context.sourceRoot.flatMap { $0.hasPrefix("/") ? $0 : nil }
    let run = members(
      ("tool", members(("driver", driver))),
      ("automationDetails", context.sarifCategory.map { members(("id", .string(automationID($0)))) }),
      ("originalUriBaseIds", absoluteRoot.map { root in
        members(("%SRCROOT%", members(("uri", .string(ArtifactURI.directoryURI(root))))))
      }),
      ("columnKind", .string("utf16CodeUnits")),
      ("results", .array(results))
    )
    return members(
      ("$schema", .string(schemaURI)),
      ("version", .string("2.1.0")),
      ("runs", .array([run]))
    )
  }

  /// As `github/codeql-action/upload-sarif` does with its `category` input: the category ends in
  /// `/`, so that everything after the last `/` (here nothing) is the run id.
  static func automationID(_ category: String) -> String {
    category.hasSuffix("/") ? category : category + "/"
  }

  // MARK: - Results

  private static func result(
    _ d: Diagnostic, line: SourceLine?, ruleIndex: Int?, fingerprint: String, context: ReportContext
  ) -> JSONValue {
    let artifact = artifactLocation(d.file, context: context)
    return members(
      ("ruleId", .string(d.ruleID)),
      ("ruleIndex", ruleIndex.map { .int($0) }),
      ("level", .string(level(d.severity))),
      ("message", members(("text", .string(d.message)))),
      ("locations", .array([members(("physicalLocation", physicalLocation(d, line: line, artifact: artifact)))])),
      ("partialFingerprints", members(("primaryLocationLineHash", .string(fingerprint)))),
      ("fixes", d.fix.map { .array([fix($0, artifact: artifact)]) }),
      ("properties", d.effect.map { members(("effect", .string($0.rawValue))) })
    )
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  private static func artifactLocation(_ path: String, context: ReportContext) -> JSONValue {
    switch ArtifactURI(path: path, sourceRoot: context.sourceRoot) {
    case .relative(let uri): members(("uri", .string(uri)), ("uriBaseId", .string("%SRCROOT%")))
    case .absolute(let uri): members(("uri", .string(uri)))
    }
  }

  private static func physicalLocation(_ d: Diagnostic, line: SourceLine?, artifact: JSONValue) -> JSONValue {
    guard let range = d.range else {
      // A finding about the whole file (`io-error`): GitHub needs a region to show an alert, so an
      // empty one at the very start of the file.
      let start = members(
        ("startLine", .int(1)), ("startColumn", .int(1)), ("endLine", .int(1)), ("endColumn", .int(1)))
      return members(("artifactLocation", artifact), ("region", start))
    }
    let line = line.map(SnippetLine.init)
    return members(
      ("artifactLocation", artifact),
      ("region", members(
        ("startLine", .int(range.start.line)),
        ("startColumn", .int(range.start.utf16Column)),
        ("endLine", .int(range.end.line)),
        ("endColumn", .int(range.end.utf16Column)),
        ("snippet", line?.regionText(range).map { members(("text", .string($0))) })
      )),
      ("contextRegion", line?.contextRegion(range))
    )
  }

  private static func fix(_ fix: Fix, artifact: JSONValue) -> JSONValue {
    let replacements = fix.edits.map { edit in
      members(
        ("deletedRegion", members(
          ("byteOffset", .int(edit.range.lowerBound)),
          ("byteLength", .int(edit.range.count))
        )),
        ("insertedContent", members(("text", .string(edit.replacement))))
      )
    }
    return members(
      ("description", members(("text", .string(fix.description)))),
      ("artifactChanges", .array([members(("artifactLocation", artifact), ("replacements", .array(replacements)))]))
    )
  }
}
