import Synchronization

/// `--fix` and `--diff` over a whole run: every file with findings goes through `FileFixer`, and
/// the run's findings for the files that were written become what is left in them.
public enum FixRun {
  public struct Result: Sendable {
    /// The run, with the findings of fixed files replaced by those left after the fixes.
    public var run: LintRun
    /// One per file that had findings, in report order.
    public var files: [FileFix]
    /// Things the user should know that are not about one file (standard input is never fixed).
    public var notes: [String]
  }

  public static func run(_ run: LintRun, options: LintOptions, write: Bool) -> Result {
    let readsStandardInput = options.paths.contains("-")
    var paths: [String] = []
    var seen: Set<String> = []
    var notes: [String] = []
    // Findings about a whole file (io-error) are failures, not something to fix.
    for d in run.diagnostics where d.range != nil && seen.insert(d.file).inserted {
      if readsStandardInput && d.file == options.stdinFilename {
        notes.append("\(d.file): standard input is not fixed")
        continue
      }
      paths.append(d.file)
    }
    // Files in parallel, each by one worker from its lint to its write; the results in report order.
    let toFix = paths
    let done = Mutex([FileFix?](repeating: nil, count: toFix.count))
    let next = Atomic(0)
    Workers.run(max(1, min(options.jobs, toFix.count))) { _ in
      while case let i = next.add(1, ordering: .relaxed).oldValue, i < toFix.count {
        let fixed = FileFixer.fix(
          toFix[i], settings: options.settings, readers: options.readers, maxFileSize: options.maxFileSize, write: write)
        done.withLock { $0[i] = fixed }
      }
    }
    let files = done.withLock { $0.compactMap { $0 } }
    guard write else { return Result(run: run, files: files, notes: notes) }
    var updated = run
    let written = Dictionary(uniqueKeysWithValues: files.filter { $0.status == .changed }.map { ($0.path, $0.remaining) })
    if !written.isEmpty {
      updated.diagnostics = run.diagnostics.filter { written[$0.file] == nil } + written.values.joined()
      updated.diagnostics.sort(by: Diagnostic.inReadingOrder)
    }
    return Result(run: updated, files: files, notes: notes)
  }
}
