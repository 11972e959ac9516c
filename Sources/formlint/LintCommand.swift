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
      error (an unreadable or binary file is reported and the other files are still linted).
      """)

  @Argument(help: "Files or folders to lint (folders recursively). '-' reads standard input.")
  var paths: [String] = ["."]

  @Option(help: "Report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
  var format: ReportFormat = .text

  @Option(help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "file"))
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

  @Option(name: .customLong("stdin-filename"), help: ArgumentHelp("The name to report for '-'.", valueName: "name"))
  var stdinFilename: String = "<stdin>"

  @Option(name: .customLong("max-file-size"), help: ArgumentHelp("Skip (and report) files larger than this many MiB.", valueName: "MiB"))
  var maxFileSize: Int = 256

  @Flag(name: .customLong("no-prefilter"), help: "Parse every page, even those a byte scan proves irrelevant.")
  var noPrefilter = false

  @Option(name: .customLong("sarif-category"), help: ArgumentHelp("SARIF runAutomationDetails.id, to tell several uploads apart.", valueName: "id"))
  var sarifCategory: String?

  @Flag(help: "Print a one-line summary of the run to standard error.")
  var stats = false

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if maxFileSize < 1 { throw ValidationError("--max-file-size must be at least 1") }
  }

  func run() throws {
    Terminal.ignoreBrokenPipe()
    ProcessMemory.returnLargeBlocksToTheSystem()
    let configuration: Configuration
    do {
      if let config {
        configuration = try Configuration.load(config)
      } else if let found = Configuration.find(from: FileManager.default.currentDirectoryPath) {
        configuration = try Configuration.load(found)
      } else {
        configuration = Configuration()
      }
    } catch {
      Terminal.error("\(error)")
      throw ExitCode(2)
    }

    var options = LintOptions()
    options.paths = paths
    let includes = include.isEmpty ? (configuration.include ?? []) : include
    options.discovery = FileDiscovery(
      include: includes.isEmpty ? FileDiscovery.defaultInclude : includes.map(Glob.init),
      exclude: (configuration.exclude + exclude).map(Glob.init))
    options.settings = configuration.rules
    options.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    options.stdinFilename = stdinFilename
    options.maxFileSize = maxFileSize << 20
    options.prefilter = !noPrefilter

    let run = Linter.run(options, readStandardInput: { Terminal.readStandardInput() })
    let context = ReportContext(
      rules: RuleRegistry.all, toolVersion: FormLintCommand.version,
      informationURI: "https://github.com/formlint/formlint",
      sourceRoot: FileManager.default.currentDirectoryPath, filesLinted: run.filesLinted + run.failedFiles,
      color: output == nil && format == .text && Terminal.wantsColor(), sarifCategory: sarifCategory)
    let report = format.render(run.diagnostics, context: context)
    if let output {
      do {
        try ReportWriter.write(report, to: output)
      } catch {
        Terminal.error("\(error)")
        throw ExitCode(2)
      }
    } else {
      Terminal.write(report)
    }
    if stats {
      Terminal.error("\(run.filesLinted + run.failedFiles) files, \(run.passwordFields) password fields, \(run.diagnostics.count) diagnostics")
    }
    if run.failedFiles > 0 { throw ExitCode(2) }
    if let threshold = failOn.threshold, run.diagnostics.contains(where: { $0.severity >= threshold }) {
      throw ExitCode(1)
    }
  }
}
