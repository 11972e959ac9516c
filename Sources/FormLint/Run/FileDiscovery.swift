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
  public var include: [Glob] { didSet { readsRelativePaths = Self.readRelativePaths(include, exclude) } }
  public var exclude: [Glob] { didSet { readsRelativePaths = Self.readRelativePaths(include, exclude) } }
  /// Whether a glob matches paths, not names alone: only then does the walk spell each entry's
  /// path relative to its argument (a string built per file, for nothing with the default globs).
  private(set) var readsRelativePaths: Bool
  /// Every file name a reader reads (`SourceReaders`).
  public static let defaultInclude = SourceReaders.defaultInclude.map(Glob.init)
  /// Version control, and other people's code: dependencies (`node_modules`, `bower_components`, Composer's
  /// and Bundler's `vendor`, CocoaPods' `Pods`, Carthage, Python's virtual environments), what tools
  /// build (SwiftPM's `.build`, Next's `.next`, Nuxt's `.nuxt` and `.output`, SvelteKit's `.svelte-kit`, tox's,
  /// the bundlers' `dist`, `build` and `out`, Jekyll's and Eleventy's `_site`, Storybook's, test coverage
  /// reports, Turborepo's cache, Xcode's `DerivedData` with its package checkouts), and Jest's test folders.
  /// A built site is linted when named (`formlint dist`): only folders met in a walk are passed by.
  public static let skippedFolders: Set<String> = [
    ".git", ".hg", ".svn", "node_modules", "bower_components", "vendor", "Pods", "Carthage", ".venv", "venv", ".tox",
    ".build", ".next", ".nuxt", ".output", ".svelte-kit",
    "dist", "build", "out", "_site", "storybook-static", "coverage", ".turbo", "DerivedData",
    // Tests and their fixtures: components rendered with sample props.
    "__tests__", "__mocks__", "__snapshots__",
  ]

  /// Whether the walk passes a folder by: one of `skippedFolders`, except Laravel's `resources/views/vendor/`,
  /// where the package views an app has published to edit are its own; and Laravel's `storage/framework/`.
  static func skips(_ name: String, inFolder parent: String) -> Bool {
    // Laravel's compiled views (`storage/framework/views/*.php`): every Blade view again, under a hash.
    if name == "framework", lastComponent(parent) == "storage" { return true }
    guard skippedFolders.contains(name) else { return false }
    return !(name == "vendor" && lastComponent(parent) == "views")
  }

  public init(include: [Glob] = FileDiscovery.defaultInclude, exclude: [Glob] = []) {
    self.include = include
    self.exclude = exclude
    self.readsRelativePaths = Self.readRelativePaths(include, exclude)
  }

  private static func readRelativePaths(_ include: [Glob], _ exclude: [Glob]) -> Bool {
    (include + exclude).contains(where: \.matchesPaths)
  }

  /// The items one at a time, in the walk's order (see `DiscoveryWalk`).
  public func walk(_ paths: [String]) -> DiscoveryWalk { DiscoveryWalk(self, paths: paths) }

  /// All the items at once: the walk, collected.
  public func discover(_ paths: [String]) -> [DiscoveredItem] { Array(IteratorSequence(walk(paths))) }

  func matchesInclude(relativePath: String, name: EntryName) -> Bool { include.matchAny(relativePath: relativePath, name: name) }
  func excluded(relativePath: String, name: String) -> Bool { exclude.matchAny(relativePath: relativePath, name: name) }
  func excluded(relativePath: String, name: EntryName) -> Bool { exclude.matchAny(relativePath: relativePath, name: name) }

  /// Whether a file the walk meets is linted: not a test or a story, which render the app's components
  /// with sample props (named on the command line, one is linted all the same).
  func lints(relativePath: String, name: EntryName) -> Bool {
    matchesInclude(relativePath: relativePath, name: name) && !Self.isTestOrStory(name)
      && !excluded(relativePath: relativePath, name: name)
  }

  /// Whether the exclude globs leave out a file named `path` (from the working folder): a file named on
  /// the command line, or standard input's `--stdin-filename`, as the walk would.
  public func excludesFile(_ path: String) -> Bool {
    excluded(relativePath: Self.relativeToWorkingFolder(path) ?? path, name: Self.lastComponent(path))
  }

  /// Whether a run over `arguments` would lint the existing file `path` (named itself, or met in a folder
  /// argument's walk): a report written there would replace a file formlint reads.
  public func wouldLint(_ path: String, arguments: [String]) -> Bool {
    guard let resolved = realpath(path, nil) else { return false }
    let file = String(cString: resolved)
    free(resolved)
    let name = Self.lastComponent(file)
    for argument in arguments where argument != "-" {
      guard let resolvedArgument = realpath(argument, nil) else { continue }
      let root = String(cString: resolvedArgument)
      free(resolvedArgument)
      if root == file { return true }
      guard file.hasPrefix(root == "/" ? "/" : root + "/") else { continue }
      let relative = String(file.dropFirst(root == "/" ? 1 : root.count + 1))
      let folders = relative.split(separator: "/").dropLast()
      if folders.contains(where: { Self.skippedFolders.contains(String($0)) }) { continue }
      if include.matchAny(relativePath: relative, name: name), !exclude.matchAny(relativePath: relative, name: name) { return true }
    }
    return false
  }

  /// `LoginForm.test.tsx`, `login.component.spec.ts`, `SignUp.stories.tsx`, `signup.cy.ts`.
  static func isTestOrStory(_ name: EntryName) -> Bool {
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(name.cString).assumingMemoryBound(to: UInt8.self), count: name.count)
    var dot = bytes.firstIndex(of: UInt8(ascii: "."))
    while let start = dot {
      guard let end = bytes[(start + 1)...].firstIndex(of: UInt8(ascii: ".")) else { return false }
      let word = bytes[(start + 1)..<end]
      if testAndStoryWords.contains(where: { word.elementsEqual($0) }) { return true }
      dot = end
    }
    return false
  }

  static let testAndStoryWords = ["test", "spec", "stories", "story", "cy", "e2e"].map { Array($0.utf8) }

  /// Whether a folder the walk meets in the folder `parent` is walked.
  func enters(relativePath: String, name: EntryName, inFolder parent: String) -> Bool {
    // Most folders are none of the skipped ones: told by their bytes, without a String to hash.
    let mayBeSkipped = Self.skippedFolderBytes.contains { $0.count == name.count && memcmp($0, name.cString, name.count) == 0 }
    if mayBeSkipped, Self.skips(String(cString: name.cString), inFolder: parent) { return false }
    return !excluded(relativePath: relativePath, name: name)
  }

  /// The names `skips` may pass by, as bytes.
  static let skippedFolderBytes = (skippedFolders.map { Array($0.utf8) } + [Array("framework".utf8)])

  /// The globs for a walk of the folder `argument`: a path glob written from the working folder
  /// (`templates/**`, as `.formlint.yml` and `--exclude` are) also matches below the argument when the
  /// argument is that folder or one above (`formlint templates`, `formlint templates/registration`); the
  /// globs as written still match paths relative to the argument. `nil`: nothing to add.
  func rerooted(at argument: String) -> FileDiscovery? {
    guard readsRelativePaths, let spelled = Self.relativeToWorkingFolder(argument), !spelled.isEmpty else { return nil }
    let prefix = spelled + "/"
    func rerooted(_ globs: [Glob]) -> [Glob] {
      globs + globs.filter { $0.matchesPaths && $0.pattern.hasPrefix(prefix) && $0.pattern.count > prefix.count }
        .map { Glob(String($0.pattern.dropFirst(prefix.count))) }
    }
    let (include, exclude) = (rerooted(self.include), rerooted(self.exclude))
    guard include.count > self.include.count || exclude.count > self.exclude.count else { return nil }
    return FileDiscovery(include: include, exclude: exclude)
  }

  /// Whether the folder `spelled` (from the working folder) or one above it is excluded.
  func excludesFolder(_ spelled: String) -> Bool { exclude.matchAny(folderOrAbove: spelled) }

  /// `path` spelled from the working folder, without `./` and a trailing `/` (`./templates/` is
  /// `templates`, `/home/me/app/templates` is `templates` from `/home/me/app`; `.` is empty); `nil` for a
  /// path outside the working folder.
  static func relativeToWorkingFolder(_ path: String) -> String? {
    var path = path
    if path.hasPrefix("/") {
      guard let working = workingFolder() else { return nil }
      guard path == working || path.hasPrefix(working == "/" ? "/" : working + "/") else { return nil }
      path = String(path.dropFirst(working.count))
      while path.hasPrefix("/") { path.removeFirst() }
    }
    while path.hasPrefix("./") { path.removeFirst(2) }
    while path.hasSuffix("/") { path.removeLast() }
    if path == "." { path = "" }
    if path.hasSuffix("/.") { path.removeLast(2) }
    return path.hasPrefix("../") || path == ".." ? nil : path
  }

  /// The names of the folders `path` is in, outermost first, as the disk has them rather than as the
  /// path spells them: `page.tsx` linted from `app/sign-up` is in `sign-up` (its name says what the
  /// screen is for). Links are not resolved.
  public static func folderNames(of path: String) -> [String] {
    components(of: path).dropLast().map(String.init)
  }

  /// The process's working folder (getcwd(3); Foundation's `currentDirectoryPath` costs its first use at
  /// every start).
  public static func workingFolder() -> String? {
    guard let cwd = getcwd(nil, 0) else { return nil }
    defer { free(cwd) }
    return String(cString: cwd)
  }

  /// The folders and name of `path` from the root, `.` and `..` resolved as written (links are not
  /// followed); a relative path is read from `folder`, or the working folder.
  public static func components(of path: String, from folder: String? = nil) -> [Substring] {
    let absolute = path.hasPrefix("/") ? path : (folder ?? workingFolder() ?? "") + "/" + path
    var parts: [Substring] = []
    for part in absolute.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return parts
  }

  static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

/// A depth-first walk that reads a folder only when it gets there, so a run holds the folders on
/// its current path, never the list of a whole site. Alone (`next()`), the order is deterministic:
/// the arguments as given, each folder's entries sorted by name. Shared by workers (`step()`), a
/// folder is read by a worker outside the walk's lock while the others go on with the files
/// around it, so the order of files varies between runs; the report does not (it is sorted).
public struct DiscoveryWalk: IteratorProtocol, Sendable {
  private let discovery: FileDiscovery
  /// `discovery` for the argument being walked, its path globs re-rooted there (`rerooted(at:)`).
  private var current: FileDiscovery
  private let arguments: [String]
  private var nextArgument = 0
  private var open: [Folder] = []
  /// Folders handed out by `step()` and not yet given back to `add(_:)`.
  private var reading = 0
  /// Folders reached through a link or an unknown type, per argument, to notice a loop.
  private var visited: Set<FileID> = []
  /// The folder argument being walked, resolved: a link to a file or folder inside it is passed by, as
  /// the walk lints that under its own path (twice would report and fix everything twice).
  private var argumentRealPath: String?
  /// The folder arguments walked so far, resolved.
  private var walkedArguments: [String] = []

  /// Folders finished by a thread other than the one that read them, kept until that thread
  /// comes back to free them itself (see `step()`).
  private var finishedElsewhere: [Folder] = []

  fileprivate struct Folder: Sendable {
    /// The folder's path and its path relative to the argument, each ready for an entry's name:
    /// "site/" and "blog/" (empty at the argument itself).
    var pathPrefix: [UInt8]
    var relativePrefix: String
    /// The entries' names, each followed by a NUL: one allocation for a folder's names, not one a name.
    var names: [UInt8]
    /// The files the walk lints and the folders it enters, sorted by name (byte order).
    var entries: [Entry]
    var next = 0
    /// The thread that read the folder: its memory is on that thread's malloc arena.
    var reader: ThreadID

    /// The entry's path: one allocation, by the thread that will free it.
    func path(of entry: Entry) -> String {
      pathPrefix.withUnsafeBufferPointer { prefix in
        names.withUnsafeBufferPointer { names in
          String(unsafeUninitializedCapacity: prefix.count + Int(entry.count)) { path in
            let end = path.initialize(fromContentsOf: prefix)
            // A slice's initialize answers an index of the whole buffer: the path's end.
            return path[end...].initialize(fromContentsOf: names[Int(entry.start)..<Int(entry.start + entry.count)])
          }
        }
      }
    }

    func name(of entry: Entry) -> String {
      names.withUnsafeBufferPointer { String(decoding: $0[Int(entry.start)..<Int(entry.start + entry.count)], as: UTF8.self) }
    }
  }

  fileprivate struct Entry: Sendable {
    /// The name's first byte in `Folder.names`, and its length.
    var start: Int32
    var count: Int32
    /// readdir's `d_type`.
    var type: UInt8
  }

  /// A folder for a worker to read, without holding the walk (`FileDiscovery.read`).
  public struct FolderToRead: Sendable {
    fileprivate var path: String
    fileprivate var relative: String
    /// The globs of the argument it is in.
    fileprivate var discovery: FileDiscovery
  }

  /// A folder's entries, or why it could not be read: what a worker gives back to `add(_:)`.
  public struct ReadFolder: Sendable {
    fileprivate var folder: Result<Folder, Unreadable>
    fileprivate struct Unreadable: Error { var item: DiscoveredItem }
  }

  /// What the walk has for a worker.
  public enum Step: Sendable {
    case item(DiscoveredItem)
    /// Read this folder (`FileDiscovery.read`), then `add` it.
    case read(FolderToRead)
    /// Nothing now, but folders being read by other workers may bring more.
    case wait
    case end
  }

  init(_ discovery: FileDiscovery, paths: [String]) {
    self.discovery = discovery
    self.current = discovery
    self.arguments = paths
    // Room enough that neither list is reallocated by whichever worker happens to grow it.
    open.reserveCapacity(64)
    finishedElsewhere.reserveCapacity(64)
  }

  /// The walk alone: folders are read as it reaches them.
  public mutating func next() -> DiscoveredItem? {
    while true {
      switch step() {
      case .item(let item): return item
      case .read(let folder): if let problem = add(discovery.read(folder)) { return problem }
      case .wait, .end: return nil  // nothing is read elsewhere, so a wait is the end
      }
    }
  }

  /// The next step for a worker that holds the walk. A folder's names are freed by the thread
  /// that read them: glibc gives each thread its own malloc arena, and one freeing another's
  /// blocks mixes the arenas for good (its thread cache hands them on to libxml2, whose reallocs
  /// stay in the foreign arena), after which the two threads contend on every allocation: 15% more CPU.
  public mutating func step() -> Step {
    if !finishedElsewhere.isEmpty {
      let me = ThreadID.current
      finishedElsewhere.removeAll { $0.reader == me }
    }
    while true {
      if let step = nextInOpenFolders() { return step }
      // The next argument waits for the folders of this one: each argument has its own loop check.
      if reading > 0 { return .wait }
      guard nextArgument < arguments.count else { return .end }
      let path = arguments[nextArgument]
      nextArgument += 1
      if let step = start(path) { return step }
    }
  }

  /// Takes back a folder handed out by `step()`: its entries come next; a folder that could not be
  /// read is an item to report.
  public mutating func add(_ read: ReadFolder) -> DiscoveredItem? {
    reading -= 1
    switch read.folder {
    case .success(let folder):
      open.append(folder)
      return nil
    case .failure(let unreadable):
      return unreadable.item
    }
  }

  /// The step for one command-line argument, or nil when it gives nothing.
  private mutating func start(_ path: String) -> Step? {
    if path == "-" { return .item(.standardInput) }
    let real = Self.realPath(path)
    // An argument inside a folder argument already walked was linted there.
    if let real, walkedArguments.contains(where: { Self.isInside(real, $0) }) { return nil }
    current = discovery.rerooted(at: path) ?? discovery
    var info = stat()
    guard stat(path, &info) == 0 else {
      return .item(.problem(path: path, message: "cannot read \(path): \(String(cString: strerror(errno)))"))
    }
    if info.st_mode & S_IFMT == S_IFDIR {
      // A folder the globs exclude, or one inside such a folder (`formlint templates/registration` beside
      // `exclude: templates/**`), gives nothing: as it would in a walk of the working folder.
      if let spelled = FileDiscovery.relativeToWorkingFolder(path), discovery.excludesFolder(spelled) { return nil }
      visited = [FileID(info)]
      argumentRealPath = real
      if let real { walkedArguments.append(real) }
      return enter(path, relative: "")
    }
    argumentRealPath = nil
    // Named explicitly: linted whatever its extension.
    return discovery.excludesFile(path) ? nil : .item(.file(path: path))
  }

  /// The next step below the open folders; nil once they are all finished.
  private mutating func nextInOpenFolders() -> Step? {
    // The folder is used in place: a copy of it per entry costs four retains and releases.
    while let top = open.indices.last {
      guard open[top].next < open[top].entries.count else {
        let finished = open.removeLast()
        if finished.reader != ThreadID.current { finishedElsewhere.append(finished) }
        continue
      }
      let entry = open[top].entries[open[top].next]
      open[top].next += 1
      let path = open[top].path(of: entry)
      let relativePath = current.readsRelativePaths ? open[top].relativePrefix + open[top].name(of: entry) : ""
      switch Int32(entry.type) {
      case Int32(DT_DIR): return enter(path, relative: relativePath)
      case Int32(DT_LNK), Int32(DT_UNKNOWN):
        let name = open[top].name(of: entry)
        if let step = resolve(path, relativePath: relativePath, name: name, isLink: Int32(entry.type) == Int32(DT_LNK)) { return step }
      default: return .item(.file(path: path))
      }
    }
    return nil
  }

  /// A link, or an entry of unknown type: `stat` says whether it is a file to lint, a folder to
  /// read, nothing, or a problem.
  private mutating func resolve(_ path: String, relativePath: String, name: String, isLink: Bool) -> Step? {
    var info = stat()
    let found = stat(path, &info) == 0
    let error = errno
    let parent = String(path.utf8.dropLast(name.utf8.count + 1)) ?? ""
    // Where a link leads, resolved once: passed by when the walk lints it anyway, a loop when it leads back up.
    let target = isLink && found && argumentRealPath != nil ? Self.realPath(path) : nil
    return name.withCString { cString in
      let name = EntryName(cString: cString, count: name.utf8.count)
      guard found else {
        guard isLink, current.matchesInclude(relativePath: relativePath, name: name) else { return nil }
        return .item(.problem(path: path, message: "broken or looping symbolic link \(path): \(String(cString: strerror(error)))"))
      }
      guard info.st_mode & S_IFMT == S_IFDIR else {
        if let target, let root = argumentRealPath, Self.isInside(target, root) { return nil }
        return current.lints(relativePath: relativePath, name: name) ? .item(.file(path: path)) : nil
      }
      if let target, let root = argumentRealPath {
        // A link to the folder it is in, or above it, leads back into the walk: a loop. One to another
        // folder inside the argument leads to what the walk lints anyway: passed by.
        if Self.isInside(Self.realPath(parent.isEmpty ? "." : parent) ?? root, target) {
          return .item(.problem(path: path, message: "symbolic link loop at \(path): skipped"))
        }
        if Self.isInside(target, root) { return nil }
      }
      guard visited.insert(FileID(info)).inserted else {
        return .item(.problem(path: path, message: "symbolic link loop at \(path): skipped"))
      }
      return current.enters(relativePath: relativePath, name: name, inFolder: parent) ? enter(path, relative: relativePath) : nil
    }
  }

  /// Whether `path` is `folder` or below it (both resolved).
  private static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Hands a folder out to be read.
  private mutating func enter(_ path: String, relative: String) -> Step {
    reading += 1
    return .read(FolderToRead(path: path, relative: relative, discovery: current))
  }
}

extension FileDiscovery {
  /// Reads a folder's entries, keeps those the walk lints or enters, and sorts them by name; done
  /// by a worker without holding the walk. Links and unknown types are kept for the walk to `stat`.
  public func read(_ folder: DiscoveryWalk.FolderToRead) -> DiscoveryWalk.ReadFolder {
    folder.discovery.readEntries(folder)
  }

  private func readEntries(_ folder: DiscoveryWalk.FolderToRead) -> DiscoveryWalk.ReadFolder {
    let path = folder.path
    guard let dir = path.withCString(opendir) else {
      let item = DiscoveredItem.problem(path: path, message: "cannot open folder \(path): \(String(cString: strerror(errno)))")
      return DiscoveryWalk.ReadFolder(folder: .failure(.init(item: item)))
    }
    defer { closedir(dir) }
    let relativePrefix = folder.relative.isEmpty ? "" : folder.relative + "/"
    // Room for a typical folder's names from the start, not grown four times over.
    var names: [UInt8] = []
    names.reserveCapacity(512)
    var entries: [DiscoveryWalk.Entry] = []
    entries.reserveCapacity(32)
    while let entry = readdir(dir) {
      let type = entry.pointee.d_type
      withUnsafeBytes(of: entry.pointee.d_name) { raw in
        let cString = raw.baseAddress!.assumingMemoryBound(to: CChar.self)
        let name = EntryName(cString: cString, count: strlen(cString))
        if name.count <= 2, cString[0] == 0x2E, name.count == 1 || cString[1] == 0x2E { return }  // "." and ".."
        let relativePath = readsRelativePaths ? relativePrefix + String(cString: cString) : ""
        switch Int32(type) {
        case Int32(DT_DIR): guard enters(relativePath: relativePath, name: name, inFolder: path) else { return }
        case Int32(DT_LNK), Int32(DT_UNKNOWN): break
        default: guard lints(relativePath: relativePath, name: name) else { return }
        }
        entries.append(DiscoveryWalk.Entry(start: Int32(names.count), count: Int32(name.count), type: type))
        names.append(contentsOf: UnsafeRawBufferPointer(start: raw.baseAddress, count: name.count + 1))
      }
    }
    if entries.count > 1 {
      names.withUnsafeBufferPointer { names in
        let base = UnsafeRawPointer(names.baseAddress!).assumingMemoryBound(to: CChar.self)
        entries.sort { strcmp(base + Int($0.start), base + Int($1.start)) < 0 }
      }
    }
    var pathPrefix: [UInt8] = []
    pathPrefix.reserveCapacity(path.utf8.count + 1)
    pathPrefix.append(contentsOf: path.utf8)
    if pathPrefix.last != UInt8(ascii: "/") { pathPrefix.append(UInt8(ascii: "/")) }
    return DiscoveryWalk.ReadFolder(folder: .success(DiscoveryWalk.Folder(
      pathPrefix: pathPrefix, relativePrefix: relativePrefix, names: names, entries: entries, reader: ThreadID.current)))
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
