import Dispatch
import HTMLScanner
import Synchronization

/// Everything one run needs to know.
public struct LintOptions: Sendable {
  public var paths: [String] = ["."]
  public var discovery = FileDiscovery()
  public var settings = RuleSettings()
  public var jobs: Int = 1
  /// The name reported for standard input (`-`).
  public var stdinFilename = "<stdin>"
  /// Files above this size are reported, not read.
  public var maxFileSize = 256 << 20
  /// Skip the parse of pages a byte-level scan proves irrelevant.
  public var prefilter = true

  public init() {}
}

/// What a run found.
public struct LintRun: Sendable {
  /// Sorted by file, then position.
  public var diagnostics: [Diagnostic]
  public var filesLinted: Int
  public var passwordFields: Int
  /// Files that could not be read or parsed (exit status 2).
  public var failedFiles: Int
}

/// Lints files in parallel; the result does not depend on the number of jobs.
public enum Linter {
  public static func run(_ options: LintOptions, readStandardInput: @Sendable () -> [UInt8] = { [] }) -> LintRun {
    let items = options.discovery.discover(options.paths)
    let results = Mutex([FileResult?](repeating: nil, count: items.count))
    let next = Atomic<Int>(0)
    let workers = max(1, min(options.jobs, items.count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < items.count else { return }
        let result = lint(items[index], options: options, readStandardInput: readStandardInput)
        results.withLock { $0[index] = result }
      }
    }
    var run = LintRun(diagnostics: [], filesLinted: 0, passwordFields: 0, failedFiles: 0)
    for case let result? in results.withLock({ $0 }) {
      run.diagnostics += result.diagnostics
      run.passwordFields += result.passwordFields
      if result.failed { run.failedFiles += 1 } else { run.filesLinted += 1 }
    }
    run.diagnostics.sort(by: Diagnostic.inReadingOrder)
    return run
  }

  struct FileResult: Sendable {
    var diagnostics: [Diagnostic]
    var passwordFields = 0
    var failed = false
  }

  static func lint(_ item: DiscoveredItem, options: LintOptions, readStandardInput: () -> [UInt8]) -> FileResult {
    let path: String, bytes: [UInt8]
    switch item {
    case .problem(let where_, let message):
      return FileResult(diagnostics: PageLinter.fileProblem(where_, "io-error", message, options.settings), failed: true)
    case .standardInput:
      path = options.stdinFilename
      bytes = readStandardInput()
    case .file(let filePath):
      path = filePath
      switch FileReader.read(filePath, limit: options.maxFileSize) {
      case .success(let read): bytes = read
      case .failure(let failure):
        return FileResult(diagnostics: PageLinter.fileProblem(path, "io-error", failure.message, options.settings), failed: true)
      }
    }
    if options.prefilter {
      let mayMatter = bytes.withUnsafeBytes { HTMLPrefilter.mayNeedScan($0) }
      if !mayMatter { return FileResult(diagnostics: []) }
    }
    let report = PageLinter.lint(bytes, path: path, settings: options.settings)
    return FileResult(diagnostics: report.diagnostics, passwordFields: report.passwordFields, failed: report.failed)
  }
}
