import Foundation
import Testing

/// Runs the built binary the way the fault tests need: with a deadline (a hang fails the test instead of
/// stalling the suite), optionally as an unprivileged user, in a chosen folder, with its standard output
/// going to a file or to a pipe the test may close, and with its own peak RSS and CPU time.
///
/// The resources come from GNU time (Debian's `time`), not from our own `wait4`: a child started by
/// `posix_spawn` shares the test runner's memory until it execs, and Linux then counts the runner's peak
/// RSS (hundreds of MB in a test process) as the child's.
enum FaultProcess {
  struct Outcome {
    /// The exit status, or nil when a signal ended the process.
    var status: Int32?
    var signal: Int32?
    var stdout: String
    var stderr: String
    /// Peak resident set size of formlint, KiB; nil when GNU time is not installed.
    var maxRSSKiB: Int?
    var userSeconds: Double
    var systemSeconds: Double
    var wallSeconds: Double
    var timedOut: Bool

    var cpuSeconds: Double { userSeconds + systemSeconds }
    var summary: String { "status \(status.map(String.init) ?? "-") signal \(signal.map(String.init) ?? "-"), stderr: \(stderr.prefix(500))" }
  }

  enum StandardOutput {
    /// Collected into `Outcome.stdout`.
    case collect
    /// A pipe: `reader` gets its read end while the child runs, and may close it early.
    case pipe(reader: (FileHandle) -> Void)
    /// Opened for writing (`/dev/full`, say).
    case file(String)
  }

  /// The user the permission tests run as when the tests run as root (root reads everything).
  static let nobody: (uid: UInt32, gid: UInt32) = (65534, 65534)
  static var isRoot: Bool { geteuid() == 0 }
  static var canDropPrivileges: Bool { isRoot && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") }

  /// The binary under test: `FORMLINT_BINARY` when set (a build in another scratch path); else the release
  /// build when it is newer than every source file (`make test` builds it just before `swift test`, which
  /// then relinks the debug one); else `Binary.path`.
  static let binary: String = {
    if let path = ProcessInfo.processInfo.environment["FORMLINT_BINARY"], !path.isEmpty { return path }
    let release = Binary.repository.appendingPathComponent(".build/release/formlint").path
    guard let built = modified(release) else { return Binary.path }
    let sources = Binary.repository.appendingPathComponent("Sources").path
    let walker = FileManager.default.enumerator(atPath: sources)
    while let relative = walker?.nextObject() as? String {
      if let changed = modified(sources + "/" + relative), changed > built { return Binary.path }
    }
    return release
  }()

  /// A link to (or copy of) the binary that `nobody` can reach wherever the checkout lives (a clone's folders
  /// may be 0700), in `folder`.
  static func binary(forNobodyIn folder: FaultFolder) throws -> String {
    let path = folder.path + "/formlint"
    if link(binary, path) != 0 { try FileManager.default.copyItem(atPath: binary, toPath: path) }
    return path
  }

  private static func modified(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }
  static var isRelease: Bool { binary.contains("/release/") }

  /// Runs `formlint arguments`. `asNobody` runs it as user `nobody` (through setpriv) when root; `wrapper`
  /// goes right before the binary (`strace …`).
  static let gnuTime = "/usr/bin/time"

  static func formlint(
    _ arguments: [String], in directory: String? = nil, stdin: String = "/dev/null", stdout: StandardOutput = .collect,
    environment: [String: String] = [:], asNobody: Bool = false, wrapper: [String] = [], timeout: Double = 120
  ) throws -> Outcome {
    let dropping = asNobody && isRoot
    let scratch = try FaultFolder(prefix: "process")
    defer { scratch.remove() }
    var command = wrapper + [dropping ? try binary(forNobodyIn: scratch) : binary] + arguments
    if dropping {
      command = ["/usr/bin/setpriv", "--reuid=\(nobody.uid)", "--regid=\(nobody.gid)", "--clear-groups", "--"] + command
    }
    // `nobody` may not be allowed into the checkout: it starts in /tmp unless told otherwise.
    if let directory = directory ?? (dropping ? NSTemporaryDirectory() : nil) {
      command = ["/usr/bin/env", "-C", directory, "--"] + command
    }
    let usagePath = scratch.path + "/usage"
    let measured = FileManager.default.isExecutableFile(atPath: gnuTime)
    if measured { command = [gnuTime, "--format", "%M %U %S", "--output", usagePath, "--"] + command }
    var outcome = try run(command, scratch: scratch, stdin: stdin, stdout: stdout, environment: environment, timeout: timeout)
    if measured {
      // "Command terminated by signal 9" or "Command exited with non-zero status 2" lines, then ours.
      let lines = ((try? String(contentsOfFile: usagePath, encoding: .utf8)) ?? "").split(separator: "\n")
      if let signalLine = lines.first(where: { $0.hasPrefix("Command terminated by signal ") }) {
        outcome.signal = Int32(signalLine.split(separator: " ").last ?? "")
        outcome.status = nil
      }
      let numbers = (lines.last ?? "").split(separator: " ")
      if numbers.count == 3 {
        outcome.maxRSSKiB = Int(numbers[0])
        outcome.userSeconds = Double(numbers[1]) ?? outcome.userSeconds
        outcome.systemSeconds = Double(numbers[2]) ?? outcome.systemSeconds
      }
    } else {
      outcome.maxRSSKiB = nil
    }
    return outcome
  }

  static func run(
    _ command: [String], scratch: FaultFolder, stdin: String, stdout: StandardOutput, environment: [String: String],
    timeout: Double
  ) throws -> Outcome {
    let outPath = scratch.path + "/stdout", errPath = scratch.path + "/stderr"
    // posix_spawn's file actions and attributes are structs on glibc, opaque pointers on Darwin.
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var pipeEnds: [Int32] = [-1, -1]
    switch stdout {
    case .collect:
      posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    case .file(let path):
      posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
    case .pipe:
      // Close-on-exec from the start: the tests run in parallel, and a process another test starts meanwhile
      // would inherit the read end and keep it open after the reader closes it (formlint's write then
      // blocks instead of failing with EPIPE, until the timeout kills it).
      // (pipe2 is not in Glibc's Swift overlay; the moment between the two calls is all that is left.)
      guard pipe(&pipeEnds) == 0 else { throw FaultError("pipe: \(String(cString: strerror(errno)))") }
      for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
      posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
      posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    }
    // Its own process group, so that a timeout kills the wrappers and formlint together.
    #if canImport(Darwin)
    var attributes: posix_spawnattr_t? = nil
    #else
    var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    for (key, value) in environment { env[key] = value }
    let argv = command.map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }

    let started = Date()
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw FaultError("cannot start \(command[0]): \(String(cString: strerror(spawned)))") }
    if case .pipe(let reader) = stdout {
      close(pipeEnds[1])
      reader(FileHandle(fileDescriptor: pipeEnds[0], closeOnDealloc: true))
    }

    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    while true {
      let done = wait4(pid, &status, WNOHANG, &usage)
      if done == pid { break }
      if done < 0 && errno != EINTR { throw FaultError("wait4: \(String(cString: strerror(errno)))") }
      if !timedOut && Date().timeIntervalSince(started) > timeout {
        timedOut = true
        kill(-pid, SIGKILL)
      }
      usleep(5_000)
    }
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    let exited = status & 0x7F == 0
    let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    return Outcome(
      status: exited ? (status >> 8) & 0xFF : nil, signal: exited ? nil : status & 0x7F,
      stdout: read(outPath), stderr: read(errPath), maxRSSKiB: Int(usage.ru_maxrss),
      userSeconds: seconds(usage.ru_utime), systemSeconds: seconds(usage.ru_stime),
      wallSeconds: Date().timeIntervalSince(started), timedOut: timedOut)
  }
}

struct FaultError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A fresh folder under the temporary directory, readable by everyone (so `nobody` can be pointed at
/// it), removed by `remove()` even when a test made parts of it unreadable.
struct FaultFolder {
  let path: String

  init(prefix: String) throws {
    var template = Array((NSTemporaryDirectory() + "/formlint-fault-\(prefix)-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw FaultError("mkdtemp: \(String(cString: strerror(errno)))") }
    path = String(cString: made)
    chmod(path, 0o755)
  }

  func url(_ relative: String) -> URL { URL(fileURLWithPath: path + "/" + relative) }

  /// Writes `text` at `relative`, creating folders on the way.
  @discardableResult
  func write(_ relative: String, _ text: String) throws -> String {
    try write(relative, Data(text.utf8))
  }

  @discardableResult
  func write(_ relative: String, _ data: Data) throws -> String {
    let target = url(relative)
    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: target)
    return target.path
  }

  /// Every file below the folder, with size and modification time: to see that nothing was written.
  func snapshot() -> [String: String] {
    var result: [String: String] = [:]
    guard let walker = FileManager.default.enumerator(atPath: path) else { return result }
    while let relative = walker.nextObject() as? String {
      var info = stat()
      guard lstat(path + "/" + relative, &info) == 0 else { continue }
      #if canImport(Darwin)
      let modified = info.st_mtimespec
      #else
      let modified = info.st_mtim
      #endif
      result[relative] = "\(info.st_mode) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    }
    return result
  }

  func remove() {
    // Unreadable folders inside would stop the removal.
    _ = try? Process.run(URL(fileURLWithPath: "/bin/chmod"), arguments: ["-R", "u+rwx", path]).waitUntilExit()
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// A page with one finding that every fault test expects to see reported: the proof that the other
/// files were still linted.
enum GoodPage {
  static let text = #"<input type="password" autocomplete="new-password" passwordrules="required: digits; minlength: 12">"#
  static let ruleID = "unknown-character-class"
}

/// A `--format json` report, read back.
struct FaultReport {
  struct Entry {
    var file: String
    var rule: String
    var message: String
  }

  var entries: [Entry]

  init(_ json: String) {
    let array = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [[String: Any]] ?? []
    entries = array.map { Entry(file: $0["file"] as? String ?? "", rule: $0["rule"] as? String ?? "", message: $0["message"] as? String ?? "") }
  }

  /// The entries about the file whose path ends with `suffix`.
  func about(_ suffix: String) -> [Entry] { entries.filter { $0.file.hasSuffix(suffix) } }

  func has(_ suffix: String, _ rule: String, saying words: String = "") -> Bool {
    about(suffix).contains { $0.rule == rule && (words.isEmpty || $0.message.contains(words)) }
  }
}

/// What a reader closure collected, read after the process ended.
final class FaultBox: @unchecked Sendable {
  var data = Data()
}
