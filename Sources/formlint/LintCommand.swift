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

  @Flag(help: "Apply the safe fixes in place (atomically, byte for byte), say what changed, then report what is left.")
  var fix = false

  @Flag(help: "Print the safe fixes as a unified diff and write nothing; exit status 1 when there is something to fix.")
  var diff = false

  @Option(help: ArgumentHelp("Report only findings not recorded in this baseline (default: `baseline` in .formlint.yml).", valueName: "file"))
  var baseline: String?

  @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record the current findings in this file (JSON, to commit).", valueName: "file"))
  var writeBaseline: String?

  func validate() throws {
    if fix && diff { throw ValidationError("--fix writes the fixes and --diff only shows them: give one of them") }
    if diff && writeBaseline != nil { throw ValidationError("--diff shows fixes and reports no findings: nothing to record with --write-baseline") }
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

    let accepted: (Baseline, path: String)?
    do {
      accepted = try loadBaseline(configuration)
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
    options.readers = configuration.readers

    var run = Linter.run(options, readStandardInput: { Terminal.readStandardInput() })
    if diff { return try showDiff(run, options: options) }
    if fix { run = applyFixes(run, options: options) }
    let root = FileManager.default.currentDirectoryPath
    if let writeBaseline {
      let recorded = Baseline(recording: run.diagnostics, root: root)
      do {
        try ReportWriter.write(recorded.json, to: writeBaseline)
      } catch {
        Terminal.error("\(error)")
        throw ExitCode(2)
      }
      Terminal.error("recorded \(recorded.entries.count) finding\(recorded.entries.count == 1 ? "" : "s") in \(writeBaseline)")
    }
    if let (baseline, path) = accepted {
      let filtered = baseline.filter(run.diagnostics, root: root, paths: paths)
      run.diagnostics = filtered.diagnostics
      reportStale(filtered.stale, in: path)
    }
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

  // MARK: - Fixes and baselines

  /// `--diff`: the diff on standard output, notes on standard error; nothing is written.
  private func showDiff(_ run: LintRun, options: LintOptions) throws {
    let result = FixRun.run(run, options: options, write: false)
    var text = ""
    for file in result.files where file.status == .changed {
      text += UnifiedDiff.render(path: file.path, old: file.originalText, new: file.fixedText)
    }
    Terminal.write(text)
    report(result)
    if run.failedFiles > 0 { throw ExitCode(2) }
    if !text.isEmpty { throw ExitCode(1) }
  }

  /// `--fix`: writes the safe fixes, says what changed; the run's findings become what is left.
  private func applyFixes(_ run: LintRun, options: LintOptions) -> LintRun {
    let result = FixRun.run(run, options: options, write: true)
    for file in result.files where file.status == .changed {
      Terminal.error("fixed \(file.path): " + file.applied.map(\.description).joined(separator: "; "))
    }
    report(result)
    return result.run
  }

  private func report(_ result: FixRun.Result) {
    for note in result.notes { Terminal.error(note) }
    for file in result.files {
      for note in file.notes { Terminal.error("\(file.path): \(note)") }
    }
  }

  /// `--baseline FILE`, else the configuration's (optional when this run writes a new one).
  private func loadBaseline(_ configuration: Configuration) throws -> (Baseline, path: String)? {
    if let baseline { return (try Baseline.load(baseline), baseline) }
    guard let path = configuration.baseline else { return nil }
    if writeBaseline != nil && !FileManager.default.fileExists(atPath: path) { return nil }
    return (try Baseline.load(path), path)
  }

  private func reportStale(_ stale: [Baseline.Entry], in name: String) {
    guard !stale.isEmpty else { return }
    var text = "\(stale.count) baseline entr\(stale.count == 1 ? "y matches" : "ies match") no finding any more "
      + "(fixed or gone); --write-baseline \(name) prunes \(stale.count == 1 ? "it" : "them"):"
    for entry in stale { text += "\n  \(entry.file): \(entry.rule): \(entry.line)" }
    Terminal.error(text)
  }
}
