import FormLint

/// Everything a reporter may need besides the diagnostics. Reporters are pure functions of
/// `(diagnostics, context)`: the same input gives the same text, byte for byte.
public struct ReportContext: Sendable {
  /// The full rule catalog, in registry order. SARIF lists every rule and `ruleIndex` points into it.
  public var rules: [RuleMetadata]
  /// formlint's version, e.g. "0.1.0".
  public var toolVersion: String
  /// The project's home page (an absolute URI).
  public var informationURI: String
  /// The absolute folder that `%SRCROOT%` stands for (normally the current directory). Paths in
  /// diagnostics are relative to it or absolute.
  public var sourceRoot: String?
  /// How many files were linted, for the text summary.
  public var filesLinted: Int
  /// ANSI colour in the text format. The caller decides (a terminal, `NO_COLOR`).
  public var color: Bool
  /// SARIF `automationDetails.id` category; written only when set.
  public var sarifCategory: String?
  /// When set, each SARIF rule gets `helpUri` = this prefix + the rule id.
  public var ruleHelpURIPrefix: String?

  public init(
    rules: [RuleMetadata] = [], toolVersion: String, informationURI: String, sourceRoot: String? = nil,
    filesLinted: Int = 0, color: Bool = false, sarifCategory: String? = nil, ruleHelpURIPrefix: String? = nil
  ) {
    self.rules = rules
    self.toolVersion = toolVersion
    self.informationURI = informationURI
    self.sourceRoot = sourceRoot
    self.filesLinted = filesLinted
    self.color = color
    self.sarifCategory = sarifCategory
    self.ruleHelpURIPrefix = ruleHelpURIPrefix
  }
}

/// The output formats, for a command line that picks one by name.
public enum ReportFormat: String, Sendable, CaseIterable {
  case text, json, sarif, github

  /// Renders `diagnostics` (sorted by file, then position) in this format.
  public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    switch self {
    case .text: TextReporter.render(diagnostics, context: context)
    case .json: JSONReporter.render(diagnostics, context: context)
    case .sarif: SARIFReporter.render(diagnostics, context: context)
    case .github: GitHubReporter.render(diagnostics, context: context)
    }
  }
}

extension Severity {
  /// The word the text and GitHub formats use, and SARIF's `level`.
  var label: String { rawValue }
}
