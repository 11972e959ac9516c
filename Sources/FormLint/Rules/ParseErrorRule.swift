/// A file that is not a page formlint can read. Reported by the run, not by a page check.
struct ParseErrorRule: LintRule {
  static let metadata = RuleMetadata(
    id: "parse-error", name: "Unreadable page", defaultSeverity: .error,
    summary: "a file that looks binary, or whose encoding cannot be decoded",
    documentation: "formlint does not lint such a file, since every position in it would be wrong; the exit status is 2.",
    failingExample: "", passingExample: "", tags: ["run"])

  func check(_ page: Page, into findings: inout [Finding]) {}
}
