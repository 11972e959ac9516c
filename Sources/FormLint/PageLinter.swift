import HTMLScanner

/// What linting one page produced.
public struct PageReport: Sendable {
  public var diagnostics: [Diagnostic]
  public var passwordFields: Int
}

/// Lints one page's bytes: scan, model, rules, suppressions, severities. Pure: no I/O.
public enum PageLinter {
  public static func lint(_ bytes: [UInt8], path: String, settings: RuleSettings = RuleSettings()) -> PageReport {
    let scanned = HTMLScanner.scan(bytes)
    if scanned.isBinary {
      return PageReport(diagnostics: fileProblem(path, "parse-error", "looks like a binary file (a NUL byte near its start): not linted", settings), passwordFields: 0)
    }
    // An undecodable page is reported (the run exits 2), and what could be decoded is still linted.
    let encodingProblem = scanned.encodingProblem.map {
      fileProblem(path, "parse-error", "\($0): linted as decoded, positions may be off", settings)
    } ?? []
    let page = Page(scanned)
    var suppressions = Suppressions(scanned.comments, text: scanned.text)
    var diagnostics: [Diagnostic] = []
    var lines = LineTexts(scanned.text)
    for finding in RuleRegistry.check(page) {
      guard let severity = settings.severity(for: finding.ruleID) else { continue }
      // Positions are worked out once, here; the suppression check reuses the start line.
      let made = diagnostic(finding, severity: severity, path: path, lines: &lines)
      if suppressions.suppresses(finding, line: made.range?.start.line ?? 0) { continue }
      diagnostics.append(made)
    }
    if let severity = settings.severity(for: UnusedSuppressionRule.metadata.id) {
      for finding in suppressions.unusedFindings {
        diagnostics.append(diagnostic(finding, severity: severity, path: path, lines: &lines))
      }
    }
    diagnostics.sort(by: Diagnostic.inReadingOrder)
    return PageReport(diagnostics: encodingProblem + diagnostics, passwordFields: page.passwordFieldCount)
  }

  static func diagnostic(_ finding: Finding, severity: Severity, path: String, lines: inout LineTexts) -> Diagnostic {
    let text = lines.text
    let start = text.location(ofByte: finding.range.lowerBound)
    let end = text.location(ofByte: finding.range.upperBound)
    let range = SourceRange(
      start: SourceLocation(offset: finding.range.lowerBound, line: start.line, column: start.column, utf16Column: start.utf16Column),
      end: SourceLocation(offset: finding.range.upperBound, line: end.line, column: end.column, utf16Column: end.utf16Column))
    return Diagnostic(
      file: path, ruleID: finding.ruleID, severity: severity, message: finding.message, range: range,
      lineText: lines[start.line], effect: finding.effect, fix: finding.fix)
  }

  /// A finding about the whole file (`io-error`, `parse-error`), when that rule is on.
  public static func fileProblem(_ path: String, _ ruleID: String, _ message: String, _ settings: RuleSettings) -> [Diagnostic] {
    guard let severity = settings.severity(for: ruleID) else { return [] }
    return [Diagnostic(file: path, ruleID: ruleID, severity: severity, message: message, range: nil)]
  }
}

/// Each line's text, made once: the diagnostics on one line share it (strings are copy-on-write), so
/// many findings on one long line (minified HTML) hold one copy of it, not one each.
struct LineTexts {
  let text: SourceText
  private var made: [Int: String] = [:]

  init(_ text: SourceText) { self.text = text }

  subscript(line: Int) -> String {
    mutating get {
      if let known = made[line] { return known }
      let lineText = text.lineText(line)
      made[line] = lineText
      return lineText
    }
  }
}

extension Diagnostic {
  /// By file, then position, then rule id: the order of every report, whatever `--jobs` is.
  public static func inReadingOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    if a.file != b.file { return a.file < b.file }
    let (ao, bo) = (a.range?.start.offset ?? -1, b.range?.start.offset ?? -1)
    if ao != bo { return ao < bo }
    let (ae, be) = (a.range?.end.offset ?? -1, b.range?.end.offset ?? -1)
    if ae != be { return ae < be }
    if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
    return a.message < b.message
  }
}
