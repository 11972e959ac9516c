import ArgumentParser
import FormLint
import FormLintReporters
import Foundation

extension ReportFormat: ExpressibleByArgument {}

enum FailLevel: String, ExpressibleByArgument, CaseIterable {
  case error, warning, note, never

  var threshold: Severity? {
    switch self {
    case .error: .error
    case .warning: .warning
    case .note: .note
    case .never: nil
    }
  }
}

struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Lint files and folders (the default command).",
    discussion: """
      Exit status: 0 when nothing is at or above --fail-on, 1 when something is, 2 on a usage, config or I/O \
      error (an unreadable or binary file is reported and the other files are still linted), or a bad baseline.

      --fix writes only the bytes of safe fixes, atomically, and leaves alone (with a note) files that \
      changed since they were linted, read-only files and pages in a charset it cannot write back exactly. \
      --diff exits 1 when there is something to fix. A baseline entry is rule + file + the finding's line text + occurrence, so it \
      survives lines moving; entries that match nothing any more are listed on standard error.

      .formlint.yml (the nearest one from the current folder up, or --config) takes include and exclude \
      (globs), rules (a rule id: off, note, warning or error), baseline (a file, from the configuration's \
      folder) and components (the project's own field components: [AppPasswordField] or \
      { AppPasswordField: password, LoginField: username }). Run `formlint rules` for the rule ids.
      """)

  @Argument(help: "Files or folders to lint (folders recursively). '-' reads standard input.")
  var paths: [String] = ["."]

  @Option(help: "Report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
  var format: ReportFormat = .text

  @Option(help: ArgumentHelp("Write the report to this file (atomically) instead of standard output (`-`: standard output).", valueName: "file"))
  var output: String?

  @Option(name: .customLong("fail-on"), help: "Lowest severity that makes the exit status 1: error, warning, note or never.")
  var failOn: FailLevel = .error

  @Option(help: ArgumentHelp("Configuration file (default: the nearest .formlint.yml from the current folder up).", valueName: "file"))
  var config: String?

  @Option(help: ArgumentHelp("Lint files matching this glob in folders (repeatable; default: every kind formlint reads, *.html, *.blade.php, *.vue …).", valueName: "glob"))
  var include: [String] = []

  @Option(help: ArgumentHelp("Skip files and folders matching this glob (repeatable).", valueName: "glob"))
  var exclude: [String] = []

  @Option(help: "Files linted in parallel (default: the number of cores).")
  var jobs: Int?

  @Option(name: .customLong("stdin-filename"), help: ArgumentHelp("The name to report for '-'; its suffix picks the reader (Login.tsx, login.blade.php), as a file's does. Without it, standard input is HTML.", valueName: "name"))
  var stdinFilename: String = "<stdin>"

  @Option(name: .customLong("max-file-size"), help: ArgumentHelp("Skip (and report) files larger than this many MiB.", valueName: "MiB"))
  var maxFileSize: Int = 256

  @Flag(name: .customLong("no-prefilter"), help: "Parse every page, even those a byte scan proves irrelevant.")
  var noPrefilter = false

  @Option(name: .customLong("sarif-category"), help: ArgumentHelp("SARIF runAutomationDetails.id, to tell several uploads apart.", valueName: "id"))
  var sarifCategory: String?

  @Flag(help: "Print a one-line summary of the run to standard error.")
  var stats = false

  @Flag(help: "Apply the safe fixes in place (atomically, byte for byte), say what changed, then report what is left.")
  var fix = false

  @Flag(help: "Print the safe fixes as a unified diff and write nothing; exit status 1 when there is something to fix.")
  var diff = false

  @Option(help: ArgumentHelp("Report only findings not recorded in this baseline (default: `baseline` in .formlint.yml).", valueName: "file"))
  var baseline: String?

  @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record the current findings in this file (JSON, to commit); they are accepted: the run exits 0 unless a file could not be read.", valueName: "file"))
  var writeBaseline: String?

  func validate() throws {
    if let problem = request.usageProblem { throw ValidationError(problem) }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if maxFileSize < 1 { throw ValidationError("--max-file-size must be at least 1") }
  }

  var request: LintRequest {
    LintRequest(
      paths: paths, format: format, output: output, failOn: failOn, config: config, include: include, exclude: exclude,
      jobs: jobs, stdinFilename: stdinFilename, maxFileSize: maxFileSize, noPrefilter: noPrefilter,
      sarifCategory: sarifCategory, stats: stats, fix: fix, diff: diff, baseline: baseline, writeBaseline: writeBaseline)
  }

  func run() throws { try request.run() }
}
