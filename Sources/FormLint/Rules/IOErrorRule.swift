/// A file that could not be read. Reported by the run, not by a page check.
struct IOErrorRule: LintRule {
  static let metadata = RuleMetadata(
    id: "io-error", name: "Unreadable file", defaultSeverity: .error,
    summary: "a file could not be read (permissions, a special file, a link loop, a file that vanished, the size cap)",
    documentation: "formlint reports the file and goes on with the others; the exit status is 2.",
    failingExample: "", passingExample: "", tags: ["run"])

  func check(_ page: Page, into findings: inout [Finding]) {}
}
