#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Plain POSIX instead of Foundation: this test target links FormLint, whose scanner sees libxml2's
// headers, and a module that sees those and Foundation's together does not compile on Linux.

struct SystemError: Error, CustomStringConvertible {
  var description: String
}

enum FileSystem {
  /// A new empty folder under the system's temporary folder.
  static func temporaryDirectory() throws -> String {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(base)/formlint-reporters-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      throw SystemError(description: "mkdtemp: \(String(cString: strerror(errno)))")
    }
    return String(cString: made)
  }

  static func write(_ text: String, to path: String) throws {
    guard let file = fopen(path, "wb") else {
      throw SystemError(description: "cannot create \(path): \(String(cString: strerror(errno)))")
    }
    defer { fclose(file) }
    let bytes = Array(text.utf8)
    guard fwrite(bytes, 1, bytes.count, file) == bytes.count else {
      throw SystemError(description: "short write to \(path)")
    }
  }

  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = fread(&buffer, 1, buffer.count, file)
      if n <= 0 { break }
      bytes += buffer[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func makeDirectory(_ path: String) throws {
    guard mkdir(path, 0o755) == 0 else {
      throw SystemError(description: "mkdir \(path): \(String(cString: strerror(errno)))")
    }
  }

  /// The names in a folder, without `.` and `..`.
  static func list(_ path: String) -> [String] {
    guard let dir = opendir(path) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  static func remove(_ path: String) {
    _ = Shell.run("chmod -R u+w \(Shell.quote(path)) && rm -rf \(Shell.quote(path))")
  }
}

enum Shell {
  /// Runs a shell command; stdout and stderr together.
  static func run(_ command: String, stdin: String? = nil) -> (status: Int32, output: String) {
    guard let dir = try? FileSystem.temporaryDirectory() else { return (-1, "no temporary folder") }
    defer { _ = shell("rm -rf \(quote(dir))") }
    var full = command
    if let stdin {
      try? FileSystem.write(stdin, to: dir + "/stdin")
      full = "(\(command)) < \(quote(dir + "/stdin"))"
    }
    let raw = shell("\(full) > \(quote(dir + "/out")) 2>&1")
    let status: Int32 = raw == -1 ? -1 : (raw >> 8) & 0xFF
    return (status, FileSystem.read(dir + "/out") ?? "")
  }

  /// `/bin/sh -c command`, waited for: its wait status, or -1. Like `system(3)`, which Swift marks
  /// unavailable on macOS.
  private static func shell(_ command: String) -> Int32 {
    let words: [String] = ["/bin/sh", "-c", command]
    let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
    defer { arguments.forEach { free($0) } }
    var child = pid_t()
    guard posix_spawn(&child, "/bin/sh", nil, nil, arguments + [nil], processEnvironment()) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(child, &status, 0) == -1 {
      if errno != EINTR { return -1 }
    }
    return status
  }

  static func quote(_ s: String) -> String {
    "'" + s.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
  }
}

/// This process's environment, for a child to inherit (Darwin does not export `environ` to Swift).
#if canImport(Darwin)
@_silgen_name("_NSGetEnviron")
private func darwinEnvironment() -> UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>

private func processEnvironment() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { darwinEnvironment().pointee }
#else
private func processEnvironment() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { environ }
#endif

enum Python {
  static func run(_ program: String, stdin: String) -> (status: Int32, output: String) {
    Shell.run("python3 -c \(Shell.quote(program))", stdin: stdin)
  }
}

/// The repository, found from this file's path.
func repositoryDirectory() -> String {
  // #filePath here, not as a default argument: that would be the caller's path, one folder shallower.
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(4)  // Support/System.swift, FormLintReportersTests, Tests → the repository
  return parts.joined(separator: "/")
}

/// The Python with the tests' packages (jsonschema): `$FORMLINT_PYTHON` (`make test` sets it), else
/// the repository's `.build-venv`, which `make test` creates.
func testPython() -> String {
  if let value = getenv("FORMLINT_PYTHON"), !String(cString: value).isEmpty { return String(cString: value) }
  return repositoryDirectory() + "/.build-venv/bin/python3"
}
