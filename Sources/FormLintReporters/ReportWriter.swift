#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FormLint

/// Why `--output FILE` could not be written, in words a user can act on.
public struct ReportWriteError: Error, Sendable, CustomStringConvertible {
  public var path: String
  public var reason: String

  public var description: String { "cannot write the report to \(path): \(reason)" }
}

/// Writes a report file atomically: a temporary file in the same folder, then `rename`. Readers
/// see the old file or the whole new one, never half a report; on failure nothing is left behind.
public enum ReportWriter {
  public static func write(_ text: String, to path: String) throws {
    let (folder, name) = split(path)
    guard !name.isEmpty, name != ".", name != ".." else {
      throw ReportWriteError(path: path, reason: "that is a folder, not a file name")
    }
    var info = stat()
    guard stat(folder, &info) == 0 else {
      let reason = errno == ENOENT ? "the folder \(folder) does not exist" : "cannot reach \(folder): \(lastError())"
      throw ReportWriteError(path: path, reason: reason)
    }
    guard (info.st_mode & S_IFMT) == S_IFDIR else {
      throw ReportWriteError(path: path, reason: "\(folder) is not a folder")
    }

    let temporary = "\(folder)/.\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else {
      let reason = errno == EACCES || errno == EROFS || errno == EPERM
        ? "the folder \(folder) is not writable (\(lastError()))" : lastError()
      throw ReportWriteError(path: path, reason: reason)
    }
    do {
      keepMode(of: path, on: fd)
      if let failure = writeAll(text, to: fd) {
        throw ReportWriteError(path: path, reason: String(cString: strerror(failure)))
      }
      _ = fsync(fd)
    } catch {
      close(fd)
      unlink(temporary)
      throw error
    }
    guard close(fd) == 0 else {
      let reason = lastError()
      unlink(temporary)
      throw ReportWriteError(path: path, reason: reason)
    }
    guard rename(temporary, path) == 0 else {
      let reason = errno == EISDIR ? "\(path) is a folder" : lastError()
      unlink(temporary)
      throw ReportWriteError(path: path, reason: reason)
    }
  }

  // MARK: - Helpers

  /// `("dir", "name")`; the folder is `.` for a bare name and `/` at the root.
  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  /// Writes all of `text` to `fd`, going on after interrupted and partial writes. Returns the
  /// `errno` of a write that failed, or nil.
  public static func writeAll(_ text: String, to fd: Int32) -> Int32? {
    var text = text
    // The string's own UTF-8, not a copy: a report can be megabytes.
    return text.withUTF8 { FileDescriptorWriting.writeAll(UnsafeRawBufferPointer($0), to: fd) }
  }

  /// Replacing a report keeps its permissions; a new one gets 0666 less the umask.
  private static func keepMode(of path: String, on fd: Int32) {
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
      _ = fchmod(fd, info.st_mode & 0o7777)
    }
  }

  private static func lastError() -> String { String(cString: strerror(errno)) }
}
