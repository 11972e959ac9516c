import HTMLScanner

/// What linting one page produced.
public struct PageReport: Sendable {
  public var diagnostics: [Diagnostic]
  public var passwordFields: Int
  /// The page could not be read as a page (a binary file) or decoded faithfully: the run exits 2,
  /// whether or not `parse-error` is reported.
  public var failed = false
  /// How the page was decoded ("UTF-8", "UTF-8 (BOM)", "windows-1252", …; see `ScannedPage.encoding`).
  public var encoding = ""
}

/// Lints one page's bytes: scan, model, rules, suppressions, severities. Pure: no I/O.
public enum PageLinter {
  public static func lint(_ bytes: consuming [UInt8], path: String, settings: RuleSettings = RuleSettings()) -> PageReport {
    let scanned = HTMLScanner.scan(consume bytes)
    if scanned.isBinary {
      return PageReport(
        diagnostics: fileProblem(path, "parse-error", "looks like a binary file (a NUL byte near its start): not linted", settings),
        passwordFields: 0, failed: true, encoding: scanned.encoding)
    }
    // An undecodable page is reported (the run exits 2), and what could be decoded is still linted.
    let encodingProblem = scanned.encodingProblem.map {
      fileProblem(path, "parse-error", "\($0): linted as decoded, positions may be off", settings)
    } ?? []
    let page = Page(scanned)
    var suppressions = Suppressions(scanned.comments, text: scanned.text)
    let enabled = RuleRegistry.check(page).compactMap { finding in
      settings.severity(for: finding.ruleID).map { (finding, $0) }
    }
    var lines = LineTexts(scanned.text)
    // Positions are worked out once, here; the suppression check reuses the start line.
    var diagnostics = Self.diagnostics(enabled, path: path, lines: &lines).filter { made in
      !suppressions.suppresses(made.finding, line: made.diagnostic.range?.start.line ?? 0)
    }.map(\.diagnostic)
    if let severity = settings.severity(for: UnusedSuppressionRule.metadata.id) {
      let unused = suppressions.unusedFindings.map { ($0, severity) }
      diagnostics += Self.diagnostics(unused, path: path, lines: &lines).map(\.diagnostic)
    }
    diagnostics.sort(by: Diagnostic.inReadingOrder)
    return PageReport(
      diagnostics: encodingProblem + diagnostics, passwordFields: page.passwordFieldCount,
      failed: scanned.encodingProblem != nil, encoding: scanned.encoding)
  }

  /// Each finding with its positions, which are found in one pass along each line.
  static func diagnostics(
    _ findings: [(Finding, Severity)], path: String, lines: inout LineTexts
  ) -> [(finding: Finding, diagnostic: Diagnostic)] {
    let locations = lines.text.locations(ofBytes: findings.flatMap { [$0.0.range.lowerBound, $0.0.range.upperBound] })
    return findings.enumerated().map { i, pair in
      let (finding, severity) = pair
      let (start, end) = (locations[2 * i], locations[2 * i + 1])
      let range = SourceRange(
        start: SourceLocation(offset: finding.range.lowerBound, line: start.line, column: start.column, utf16Column: start.utf16Column),
        end: SourceLocation(offset: finding.range.upperBound, line: end.line, column: end.column, utf16Column: end.utf16Column))
      let diagnostic = Diagnostic(
        file: path, ruleID: finding.ruleID, severity: severity, message: finding.message, range: range,
        lineText: lines[start.line], effect: finding.effect, fix: finding.fix)
      return (finding, diagnostic)
    }
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
