import Glibc

/// A file to lint, or a path that cannot be linted.
public enum DiscoveredItem: Sendable, Hashable {
  case file(path: String)
  case standardInput
  case problem(path: String, message: String)
}

/// Walks the given paths: files as given, folders recursively (names from readdir's type,
/// `stat` only for links and unknown types), skipping `.git`, `node_modules` and symlink loops.
public struct FileDiscovery: Sendable {
  public var include: [Glob]
  public var exclude: [Glob]
  public static let defaultInclude = ["*.html", "*.htm", "*.xhtml"].map(Glob.init)
  public static let skippedFolders: Set<String> = [".git", "node_modules", ".hg", ".svn"]

  public init(include: [Glob] = FileDiscovery.defaultInclude, exclude: [Glob] = []) {
    self.include = include
    self.exclude = exclude
  }

  /// The items in a deterministic order: each argument's files sorted by path.
  public func discover(_ paths: [String]) -> [DiscoveredItem] {
    var items: [DiscoveredItem] = []
    for path in paths {
      if path == "-" {
        items.append(.standardInput)
        continue
      }
      var info = stat()
      guard stat(path, &info) == 0 else {
        items.append(.problem(path: path, message: "cannot read \(path): \(String(cString: strerror(errno)))"))
        continue
      }
      if info.st_mode & S_IFMT == S_IFDIR {
        var found: [DiscoveredItem] = []
        var visited: Set<FileID> = [FileID(info)]
        walk(path, relative: "", into: &found, visited: &visited)
        // In place, and no copy for the usual single folder: a big site's list is held once.
        found.sort { $0.sortKey < $1.sortKey }
        if items.isEmpty { items = found } else { items += found }
      } else if !excluded(relativePath: path, name: Self.lastComponent(path)) {
        items.append(.file(path: path))  // named explicitly: linted whatever its extension
      }
    }
    return items
  }

  private func walk(_ folder: String, relative: String, into items: inout [DiscoveredItem], visited: inout Set<FileID>) {
    guard let dir = opendir(folder) else {
      items.append(.problem(path: folder, message: "cannot open folder \(folder): \(String(cString: strerror(errno)))"))
      return
    }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
      if name == "." || name == ".." { continue }
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      let relativePath = relative.isEmpty ? name : relative + "/" + name
      var type = Int32(entry.pointee.d_type)
      if type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) {
        var info = stat()
        guard stat(path, &info) == 0 else {
          if type == Int32(DT_LNK), matchesInclude(relativePath: relativePath, name: name) {
            items.append(.problem(path: path, message: "broken or looping symbolic link \(path): \(String(cString: strerror(errno)))"))
          }
          continue
        }
        type = info.st_mode & S_IFMT == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
        if type == Int32(DT_DIR) {
          guard visited.insert(FileID(info)).inserted else {
            items.append(.problem(path: path, message: "symbolic link loop at \(path): skipped"))
            continue
          }
        }
      }
      if type == Int32(DT_DIR) {
        if Self.skippedFolders.contains(name) || excluded(relativePath: relativePath, name: name) { continue }
        walk(path, relative: relativePath, into: &items, visited: &visited)
      } else if matchesInclude(relativePath: relativePath, name: name), !excluded(relativePath: relativePath, name: name) {
        items.append(.file(path: path))
      }
    }
  }

  private func matchesInclude(relativePath: String, name: String) -> Bool { include.matchAny(relativePath: relativePath, name: name) }
  private func excluded(relativePath: String, name: String) -> Bool { exclude.matchAny(relativePath: relativePath, name: name) }

  static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

/// A folder's identity, to notice a link leading back to a folder already walked.
struct FileID: Hashable {
  var device: UInt64
  var inode: UInt64
  init(_ info: stat) {
    device = UInt64(info.st_dev)
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
