#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a fixed file was not written. Nothing was changed on disk.
public struct FileReplacementError: Error, Sendable, CustomStringConvertible {
  public var path: String
  /// Lowercase start, no trailing period.
  public var reason: String
  public var description: String { "\(path): \(reason)" }
}

/// Replaces a linted file with its fixed bytes: only if it still holds the bytes that were linted,
/// atomically (a temporary file in the same folder, then `rename`), keeping its permissions and owner.
/// A reader sees the old file or the whole new one; on any failure the file is as it was and no
/// temporary file is left.
public enum SafeFileReplacement {
  public static func replace(_ path: String, expecting original: [UInt8], with bytes: [UInt8]) throws(FileReplacementError) {
    func fail(_ reason: String) -> FileReplacementError { FileReplacementError(path: path, reason: reason) }
    // Through a symbolic link to the file itself: the link stays a link.
    guard let resolved = realpath(path, nil) else { throw fail("cannot resolve: \(lastError())") }
    let target = String(cString: resolved)
    free(resolved)

    var before = stat()
    guard stat(target, &before) == 0 else { throw fail("cannot reach: \(lastError())") }
    // Root may write anywhere; a file nobody may write is still not ours to change.
    guard before.st_mode & 0o222 != 0, access(target, W_OK) == 0 else { throw fail("the file is read-only") }
    // A new file in its place would split the links (the others keep the old bytes).
    guard before.st_nlink <= 1 else { throw fail("it has \(before.st_nlink) hard links, which a replacement would split") }
    switch FileReader.read(target, limit: max(original.count, 1) * 2 + (1 << 20)) {
    case .success(let now) where now == original: break
    case .success: throw fail("the file changed since it was linted")
    case .failure(let failure): throw fail("cannot re-read: \(failure.message)")
    }

    let (folder, name) = split(target)
    let temporary = "\(folder)/.\(name).formlint-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw fail("cannot write in \(folder): \(lastError())") }
    var failure: String?
    // Only root may give a file away; a member of the file's group may keep it. A replacement that cannot
    // keep both would take the file from its owner or its group: left alone.
    if fchown(fd, before.st_uid, before.st_gid) != 0 { _ = fchown(fd, uid_t.max, before.st_gid) }
    var made = stat()
    if fstat(fd, &made) != 0 || made.st_uid != before.st_uid || made.st_gid != before.st_gid {
      failure = "cannot keep its owner and group (\(before.st_uid):\(before.st_gid)): fix it as its owner"
    }
    if failure == nil, fchmod(fd, before.st_mode & 0o7777) != 0 { failure = "cannot keep its permissions: \(lastError())" }
    if failure == nil, let error = bytes.withUnsafeBytes({ FileDescriptorWriting.writeAll($0, to: fd) }) {
      failure = "write failed: \(String(cString: strerror(error)))"
    }
    if failure == nil, fsync(fd) != 0 { failure = "write failed: \(lastError())" }
    if close(fd) != 0, failure == nil { failure = "write failed: \(lastError())" }
    // The last moment to notice a file replaced meanwhile (another inode, size or time).
    var after = stat()
    if failure == nil, stat(target, &after) != 0 || !same(before, after) { failure = "the file changed since it was linted" }
    if failure == nil, rename(temporary, target) != 0 { failure = "cannot replace it: \(lastError())" }
    if let failure {
      unlink(temporary)
      throw fail(failure)
    }
  }

  private static func same(_ a: stat, _ b: stat) -> Bool {
    a.st_ino == b.st_ino && a.st_dev == b.st_dev && a.st_size == b.st_size
      && modified(a).tv_sec == modified(b).tv_sec && modified(a).tv_nsec == modified(b).tv_nsec
  }

  /// The modification time: `st_mtim` on Linux, `st_mtimespec` on Darwin.
  private static func modified(_ info: stat) -> timespec {
    #if canImport(Darwin)
    info.st_mtimespec
    #else
    info.st_mtim
    #endif
  }

  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  private static func lastError() -> String { String(cString: strerror(errno)) }
}
