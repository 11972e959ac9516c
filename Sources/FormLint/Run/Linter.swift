#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import HTMLScanner
import Readers
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
  /// What the configuration tells the readers (`components:`).
  public var readers = ReaderOptions()

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
    // Workers take files straight from the walk: the run never holds a whole site's list, and
    // linting starts while folders are still being read. A worker reads a folder without holding
    // the walk, so the walk (opendir and readdir: a third of a run on a repository of small
    // components) goes on two cores too. Each worker keeps its own tally, merged when it is done,
    // so no thread frees another's memory while pages are parsed (see `DiscoveryWalk.step()`).
    let walk = Mutex(NumberedWalk(walk: options.discovery.walk(options.paths)))
    let tally = Mutex(Tally())
    Workers.run(max(1, options.jobs)) { _ in
      var mine = Tally()
      // A few files per turn at the walk: most pages take the pre-scan's fraction of a
      // millisecond, and a lock taken per file is then contended one time in five.
      var batch: [(sequence: Int, item: DiscoveredItem)] = []
      batch.reserveCapacity(filesPerTurn)
      var readFolder: DiscoveryWalk.ReadFolder?
      while true {
        let turn = walk.withLock { walk in
          if let folder = readFolder.take() { walk.add(folder) }
          return walk.take(filesPerTurn, into: &batch)
        }
        for (sequence, item) in batch {
          mine.add(lint(item, options: options, readStandardInput: readStandardInput), sequence: sequence)
        }
        batch.removeAll(keepingCapacity: true)
        switch turn {
        case .files: continue
        case .read(let folder): readFolder = options.discovery.read(folder)
        case .wait: sched_yield()  // another worker is reading a folder: a few microseconds
        case .end: break
        }
        if case .end = turn { break }
      }
      tally.withLock { $0.merge(mine) }
    }
    return tally.withLock { $0.run() }
  }

  /// How many files a worker takes from the walk at a time.
  static let filesPerTurn = 8

  /// The walk, numbering its items so that the findings can be put back in its order.
  struct NumberedWalk: Sendable {
    var walk: DiscoveryWalk
    var count = 0

    enum Turn { case files, read(DiscoveryWalk.FolderToRead), wait, end }

    /// Takes back a folder the worker has read; its problem, if it could not be, is an item.
    /// Items that came back with a folder, handed out first.
    var pending: [DiscoveredItem] = []

    /// Takes back a folder the worker has read; its problem, if it could not be, is an item.
    mutating func add(_ folder: DiscoveryWalk.ReadFolder) {
      if let problem = walk.add(folder) { pending.append(problem) }
    }

    /// Appends up to `limit` items to `batch`, and says what the worker does next: more files, a
    /// folder to read, wait for others' folders, or stop (with the last files in `batch`).
    mutating func take(_ limit: Int, into batch: inout [(sequence: Int, item: DiscoveredItem)]) -> Turn {
      while batch.count < limit {
        if let problem = pending.popLast() {
          batch.append((count, problem))
          count += 1
          continue
        }
        switch walk.step() {
        case .item(let item):
          batch.append((count, item))
          count += 1
        case .read(let folder): return .read(folder)
        case .wait: return batch.isEmpty ? .wait : .files
        case .end: return .end
        }
      }
      return .files
    }
  }

  /// The files' results, in whatever order the workers finish them; only files with findings are kept.
  struct Tally: Sendable {
    var found: [(sequence: Int, diagnostics: [Diagnostic])] = []
    var filesLinted = 0
    var passwordFields = 0
    var failedFiles = 0

    mutating func add(_ result: FileResult, sequence: Int) {
      if !result.diagnostics.isEmpty { found.append((sequence, result.diagnostics)) }
      passwordFields += result.passwordFields
      if result.failed { failedFiles += 1 } else { filesLinted += 1 }
    }

    mutating func merge(_ other: Tally) {
      found += other.found
      filesLinted += other.filesLinted
      passwordFields += other.passwordFields
      failedFiles += other.failedFiles
    }

    /// The run, its findings in the walk's order first (so that equal findings keep it), then sorted.
    mutating func run() -> LintRun {
      found.sort { $0.sequence < $1.sequence }
      var diagnostics: [Diagnostic] = []
      diagnostics.reserveCapacity(found.reduce(0) { $0 + $1.diagnostics.count })
      for i in found.indices {
        diagnostics += found[i].diagnostics
        found[i].diagnostics = []  // each file's copy goes as it is moved: the findings are held once
      }
      found = []
      diagnostics.sort(by: Diagnostic.inReadingOrder)
      return LintRun(diagnostics: diagnostics, filesLinted: filesLinted, passwordFields: passwordFields, failedFiles: failedFiles)
    }
  }

  struct FileResult: Sendable {
    var diagnostics: [Diagnostic]
    var passwordFields = 0
    var failed = false
  }

  static func lint(_ item: DiscoveredItem, options: LintOptions, readStandardInput: () -> [UInt8]) -> FileResult {
    let path: String, bytes: [UInt8]
    switch item {
    case .problem(let problemPath, let message):
      return FileResult(diagnostics: [RunFailure.ioError.diagnostic(problemPath, message)], failed: true)
    case .standardInput:
      path = options.stdinFilename
      bytes = readStandardInput()
    case .file(let filePath):
      path = filePath
      switch FileReader.read(filePath, limit: options.maxFileSize, room: HTMLScanner.roomToDecodeInPlace) {
      case .success(let read): bytes = read
      case .failure(let failure):
        return FileResult(diagnostics: [RunFailure.ioError.diagnostic(path, failure.message)], failed: true)
      }
    }
    let reader = SourceReaders.reader(for: path, options: options.readers)
    if options.prefilter {
      let mayMatter = bytes.withUnsafeBytes { reader.mayMatter($0) }
      if !mayMatter { return FileResult(diagnostics: []) }
    }
    let report = SourceLinter.lint(
      consume bytes, path: path, folders: FileDiscovery.folderNames(of: path), settings: options.settings, reader: reader)
    return FileResult(diagnostics: report.diagnostics, passwordFields: report.passwordFields, failed: report.failed)
  }
}
