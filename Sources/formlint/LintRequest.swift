import ArgumentParser
import FormLint
import FormLintReporters
import Foundation

/// What `formlint lint` was asked, as plain values: the run itself, apart from how the arguments were
/// read (by `LintCommand`, or by `QuickArguments` for the common invocations).
struct LintRequest {
  var paths: [String] = ["."]
  var format: ReportFormat = .text
  var output: String?
  /// The file `--output` names; `-` is standard output, as for the paths.
  var reportFile: String? { output == "-" ? nil : output }
  var failOn: FailLevel = .error
  var config: String?
  var include: [String] = []
  var exclude: [String] = []
  var jobs: Int?
  var stdinFilename = "<stdin>"
  var maxFileSize = 256
  var noPrefilter = false
  var sarifCategory: String?
  var stats = false
  var fix = false
  var diff = false
  var baseline: String?
  var writeBaseline: String?

  /// Options that contradict each other, as a usage error says it.
  var usageProblem: String? {
    if fix && diff { return "--fix writes the fixes and --diff only shows them: give one of them" }
    if diff && writeBaseline != nil { return "--diff shows fixes and reports no findings: nothing to record with --write-baseline" }
    if diff && output != nil { return "--diff prints the diff on standard output: redirect it (formlint --diff … > fixes.diff)" }
    if diff && format != .text { return "--diff prints a unified diff: --format does not apply to it" }
    if stdinFilename != "<stdin>" && !paths.contains("-") { return "--stdin-filename names standard input: give - among the paths" }
    return nil
  }

  func run() throws {
    Terminal.ignoreBrokenPipe()
    ProcessMemory.returnLargeBlocksToTheSystem()
    let workingFolder = FileDiscovery.workingFolder() ?? "."
    let configuration: Configuration
    do {
      if let config {
        configuration = try Configuration.load(config)
      } else if let found = Configuration.find(from: workingFolder) {
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
    // Standard input is read once, however often `-` is given.
    options.paths = paths.enumerated().filter { $0.element != "-" || paths.firstIndex(of: "-") == $0.offset }.map(\.element)
    // The configuration's globs are written from its own folder.
    let configured = configuration.globsFromWorkingFolder(workingFolder)
    let includes: [Glob]
    if !include.isEmpty {
      includes = include.flatMap(Glob.expanding)
    } else if let written = configuration.include, !written.isEmpty {
      // None may apply from here: then nothing here is included.
      includes = (configured.include ?? []).flatMap(Glob.expanding)
    } else {
      includes = FileDiscovery.defaultInclude
    }
    options.discovery = FileDiscovery(include: includes, exclude: (configured.exclude + exclude).flatMap(Glob.expanding))
    options.settings = configuration.rules
    options.jobs = jobs ?? max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    options.stdinFilename = stdinFilename
    // Standard input named as an excluded file (an editor linting `public/build/app.html`) is left out, as the file would be.
    if stdinFilename != "<stdin>", options.discovery.excludesFile(stdinFilename) { options.paths.removeAll { $0 == "-" } }
    options.maxFileSize = maxFileSize << 20
    options.prefilter = !noPrefilter
    options.readers = configuration.readers

    if let output = reportFile, options.discovery.wouldLint(output, arguments: paths) {
      Terminal.error("--output \(output) is a file this run lints: the report would replace it; write it elsewhere")
      throw ExitCode(2)
    }
    var run = Linter.run(options, readStandardInput: { Terminal.readStandardInput() })
    if diff { return try showDiff(run, options: options) }
    if fix { run = applyFixes(run, options: options) }
    if let writeBaseline {
      // Paths are written from the baseline's own folder, so that it holds from any folder run in.
      let root = Self.folder(of: writeBaseline, from: workingFolder)
      var recorded = Baseline(recording: run.diagnostics, root: root, workingFolder: workingFolder)
      if FileManager.default.fileExists(atPath: writeBaseline), let old = try? Baseline.load(writeBaseline) {
        recorded = old.rewritten(with: recorded, root: root, workingFolder: workingFolder, paths: paths)
      }
      do {
        try ReportWriter.write(recorded.json, to: writeBaseline)
      } catch {
        Terminal.error("\(error)")
        throw ExitCode(2)
      }
      Terminal.error("recorded \(recorded.entries.count) finding\(recorded.entries.count == 1 ? "" : "s") in \(writeBaseline)")
    }
    if let (baseline, path) = accepted {
      let filtered = baseline.filter(run.diagnostics, root: Self.folder(of: path, from: workingFolder), workingFolder: workingFolder, paths: paths)
      run.diagnostics = filtered.diagnostics
      reportStale(filtered.stale, in: path)
    }
    let context = ReportContext(
      rules: RuleRegistry.all, toolVersion: FormLintCommand.version,
      informationURI: "https://github.com/formlint/formlint",
      sourceRoot: workingFolder, filesLinted: run.filesLinted + run.failedFiles,
      color: reportFile == nil && format == .text && Terminal.wantsColor(), sarifCategory: sarifCategory)
    let report = format.render(run.diagnostics, context: context)
    if let output = reportFile {
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
    // A pattern that matches nothing (a typo, a syntax another tool reads) would pass CI unseen.
    if !include.isEmpty, run.filesLinted == 0 {
      Terminal.error("no file matched --include \(include.map { "'\($0)'" }.joined(separator: " ")): nothing was linted")
      throw ExitCode(2)
    }
    // Recording a baseline accepts what it records: only findings new against a `--baseline` fail the run.
    if writeBaseline != nil, accepted == nil { return }
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
    if run.failedFiles > 0 {
      // The exit status says a file was not read: say which, and why, where the notes go.
      let failures = Set(RunFailure.allCases.map(\.rawValue))
      for failure in run.diagnostics where failures.contains(failure.ruleID) {
        Terminal.error("\(failure.file): \(failure.message) [\(failure.ruleID)]")
      }
      throw ExitCode(2)
    }
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

  /// The absolute folder of the file `path` (written from `workingFolder`).
  static func folder(of path: String, from workingFolder: String) -> String {
    let absolute = path.hasPrefix("/") ? path : workingFolder + "/" + path
    return String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
  }

  private func reportStale(_ stale: [Baseline.Entry], in name: String) {
    guard !stale.isEmpty else { return }
    var text = "\(stale.count) baseline entr\(stale.count == 1 ? "y matches" : "ies match") no finding any more "
      + "(fixed or gone); --write-baseline \(name) prunes \(stale.count == 1 ? "it" : "them"):"
    for entry in stale { text += "\n  \(entry.file): \(entry.rule): \(entry.line)" }
    Terminal.error(text)
  }
}
