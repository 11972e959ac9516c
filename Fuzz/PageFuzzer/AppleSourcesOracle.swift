import FormLint

/// The same bytes read as Objective-C (`.m`) and as an Interface Builder document (`.storyboard`):
/// every diagnostic's range and positions hold as for a page (`PageOracle.checkDiagnostic`; both
/// readers' text is the bytes as they are), and a file the reader's pre-scan skips has nothing to
/// report (an IB document that is not well-formed XML and has none of the pre-scan's words is
/// skipped rather than failed: documented in `InterfaceBuilderReader.mayMatter`).
struct AppleSourcesOracle {
  let bytes: [UInt8]

  func check() {
    let lines = ReferenceLines(bytes)
    for path in ["fuzz.m", "fuzz.storyboard"] {
      let reader = SourceReaders.reader(for: path)
      let report = SourceLinter.lint(bytes, path: path)
      for diagnostic in report.diagnostics { PageOracle(bytes: bytes).checkDiagnostic(diagnostic, lines) }
      if tracing {
        print("\(path): \(report.passwordFields) password fields, \(report.diagnostics.map(\.ruleID))")
      }
      let mayMatter = bytes.withUnsafeBytes { reader.mayMatter($0) }
      guard !mayMatter else { continue }
      require(report.passwordFields == 0, "\(path): the pre-scan skipped a file with \(report.passwordFields) password fields")
      require(report.diagnostics.allSatisfy { $0.ruleID == "parse-error" } && (path.hasSuffix(".storyboard") || !report.failed),
              "\(path): the pre-scan skipped a file with \(report.diagnostics.map(\.ruleID))")
    }
  }
}
