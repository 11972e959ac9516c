#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file to lint, or a path that cannot be linted.
public enum DiscoveredItem: Sendable, Hashable {
  case file(path: String)
  case standardInput
  case problem(path: String, message: String)
}

/// Which files a run lints: files as given, folders recursively (names from readdir's type,
/// `stat` only for links and unknown types), skipping `.git`, `node_modules` and symlink loops.
public struct FileDiscovery: Sendable {
  public var include: [Glob]
  public var exclude: [Glob]
  /// Every file name a reader reads (`SourceReaders`).
  public static let defaultInclude = SourceReaders.defaultInclude.map(Glob.init)
  /// Version control, and other people's code: dependencies (`node_modules`, Composer's and Bundler's
  /// `vendor`, CocoaPods' `Pods`) and SwiftPM's `.build`.
  public static let skippedFolders: Set<String> = [".git", "node_modules", ".hg", ".svn", "vendor", "Pods", ".build"]

  public init(include: [Glob] = FileDiscovery.defaultInclude, exclude: [Glob] = []) {
    self.include = include
    self.exclude = exclude
  }

  /// The items one at a time, in the walk's order (see `DiscoveryWalk`).
  public func walk(_ paths: [String]) -> DiscoveryWalk { DiscoveryWalk(self, paths: paths) }

  /// All the items at once: the walk, collected.
  public func discover(_ paths: [String]) -> [DiscoveredItem] { Array(IteratorSequence(walk(paths))) }

  func matchesInclude(relativePath: String, name: String) -> Bool { include.matchAny(relativePath: relativePath, name: name) }
  func excluded(relativePath: String, name: String) -> Bool { exclude.matchAny(relativePath: relativePath, name: name) }

  static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

/// A depth-first walk that reads a folder only when it gets there, so a run holds the folders on
/// its current path, never the list of a whole site. The order is deterministic: the arguments as
/// given, each folder's entries sorted by name.
public struct DiscoveryWalk: IteratorProtocol, Sendable {
  private let discovery: FileDiscovery
  private let arguments: [String]
  private var nextArgument = 0
  private var open: [Folder] = []
  /// Folders reached through a link or an unknown type, per argument, to notice a loop.
  private var visited: Set<FileID> = []

  /// Folders finished by a thread other than the one that read them, kept until that thread
  /// comes back to free them itself (see `next()`).
  private var finishedElsewhere: [Folder] = []

  private struct Folder: Sendable {
    /// The folder's path and its path relative to the argument, each ready for an entry's name:
    /// "site/" and "blog/" (empty at the argument itself).
    var pathPrefix: String
    var relativePrefix: String
    var entries: [Entry]
    var next = 0
    /// The thread that read the folder: its memory is on that thread's malloc arena.
    var reader: ThreadID
  }

  private struct Entry: Sendable {
    var name: String
    var type: Int32
  }

  init(_ discovery: FileDiscovery, paths: [String]) {
    self.discovery = discovery
    self.arguments = paths
    // Room enough that neither list is reallocated by whichever worker happens to grow it.
    open.reserveCapacity(64)
    finishedElsewhere.reserveCapacity(64)
  }

  /// Workers share one walk (under a lock). A folder's names are freed by the thread that read
  /// them: glibc gives each thread its own malloc arena, and one freeing another's blocks mixes
  /// the arenas for good (its thread cache hands them on to libxml2, whose reallocs stay in the
  /// foreign arena), after which the two threads contend on every allocation: 15% more CPU.
  public mutating func next() -> DiscoveredItem? {
    if !finishedElsewhere.isEmpty {
      let me = ThreadID.current
      finishedElsewhere.removeAll { $0.reader == me }
    }
    while true {
      if let item = nextInOpenFolders() { return item }
      guard nextArgument < arguments.count else { return nil }
      let path = arguments[nextArgument]
      nextArgument += 1
      if let item = start(path) { return item }
    }
  }

  /// The item for one command-line argument, or nil once a folder has been opened for walking.
  private mutating func start(_ path: String) -> DiscoveredItem? {
    if path == "-" { return .standardInput }
    var info = stat()
    guard stat(path, &info) == 0 else {
      return .problem(path: path, message: "cannot read \(path): \(String(cString: strerror(errno)))")
    }
    if info.st_mode & S_IFMT == S_IFDIR {
      visited = [FileID(info)]
      return enter(path, relative: "")
    }
    // Named explicitly: linted whatever its extension.
    return discovery.excluded(relativePath: path, name: FileDiscovery.lastComponent(path)) ? nil : .file(path: path)
  }

  /// The next item below the open folders; nil once they are all finished.
  private mutating func nextInOpenFolders() -> DiscoveredItem? {
    while let folder = open.last {
      guard folder.next < folder.entries.count else {
        let finished = open.removeLast()
        if finished.reader != ThreadID.current { finishedElsewhere.append(finished) }
        continue
      }
      let entry = folder.entries[folder.next]
      open[open.count - 1].next += 1
      let path = folder.pathPrefix + entry.name
      let relativePath = folder.relativePrefix + entry.name
      var type = entry.type
      if type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) {
        var info = stat()
        guard stat(path, &info) == 0 else {
          if type == Int32(DT_LNK), discovery.matchesInclude(relativePath: relativePath, name: entry.name) {
            return .problem(path: path, message: "broken or looping symbolic link \(path): \(String(cString: strerror(errno)))")
          }
          continue
        }
        type = info.st_mode & S_IFMT == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
        if type == Int32(DT_DIR), !visited.insert(FileID(info)).inserted {
          return .problem(path: path, message: "symbolic link loop at \(path): skipped")
        }
      }
      if type == Int32(DT_DIR) {
        if FileDiscovery.skippedFolders.contains(entry.name) || discovery.excluded(relativePath: relativePath, name: entry.name) {
          continue
        }
        if let problem = enter(path, relative: relativePath) { return problem }
      } else if discovery.matchesInclude(relativePath: relativePath, name: entry.name),
        !discovery.excluded(relativePath: relativePath, name: entry.name)
      {
        return .file(path: path)
      }
    }
    return nil
  }

  /// Reads a folder's entries onto the stack, or says why it cannot.
  private mutating func enter(_ path: String, relative: String) -> DiscoveredItem? {
    guard let dir = opendir(path) else {
      return .problem(path: path, message: "cannot open folder \(path): \(String(cString: strerror(errno)))")
    }
    defer { closedir(dir) }
    var entries: [Entry] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
      if name == "." || name == ".." { continue }
      entries.append(Entry(name: name, type: Int32(entry.pointee.d_type)))
    }
    entries.sort { $0.name < $1.name }
    open.append(Folder(
      pathPrefix: path.hasSuffix("/") ? path : path + "/", relativePrefix: relative.isEmpty ? "" : relative + "/",
      entries: entries, reader: ThreadID.current))
    return nil
  }
}

/// A folder's identity, to notice a link leading back to a folder already walked.
struct FileID: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64
  init(_ info: stat) {
    // `dev_t` is unsigned on Linux, signed on Darwin.
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

extension DiscoveredItem {
  var sortKey: String {
    switch self {
    case .file(let path), .problem(let path, _): path
    case .standardInput: "-"
    }
  }
}
