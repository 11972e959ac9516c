#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file to lint without ever blocking or reading forever: special files (FIFOs, devices,
/// sockets) are refused before a read, and reading stops past the size cap.
public enum FileReader {
  public enum Failure: Error, Sendable, Equatable {
    case cannotOpen(String)
    case notARegularFile(String)
    case tooLarge(limit: Int)
    case readFailed(String)

    public var message: String {
      switch self {
      case .cannotOpen(let reason): "cannot open: \(reason)"
      case .notARegularFile(let kind): "not a regular file (\(kind)): skipped"
      case .tooLarge(let limit): "larger than the \(limit / (1 << 20)) MiB limit (--max-file-size): skipped"
      case .readFailed(let reason): "read failed: \(reason)"
      }
    }
  }

  /// `room(size)`: spare capacity to read a file of `size` bytes with, for a caller that grows it in place.
  public static func read(_ path: String, limit: Int, room: (Int) -> Int = { _ in 0 }) -> Result<[UInt8], Failure> {
    // O_NONBLOCK: opening a FIFO with no writer must not hang; we refuse it right after.
    // withCString: passing the String itself would copy it to a new array for every file.
    let fd = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard fd >= 0 else { return .failure(.cannotOpen(String(cString: strerror(errno)))) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.readFailed(String(cString: strerror(errno)))) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFIFO: return .failure(.notARegularFile("a FIFO"))
    case S_IFCHR: return .failure(.notARegularFile("a character device"))
    case S_IFBLK: return .failure(.notARegularFile("a block device"))
    case S_IFSOCK: return .failure(.notARegularFile("a socket"))
    case S_IFDIR: return .failure(.notARegularFile("a folder"))
    default: return .failure(.notARegularFile("a special file"))
    }
    let size = Int(info.st_size)
    guard size <= limit else { return .failure(.tooLarge(limit: limit)) }
    return readAll(fd, expected: size, limit: limit, room: room(size))
  }

  /// Reads until end of file (a file may grow or shrink while we read), never past `limit`.
  public static func readAll(_ fd: Int32, expected: Int, limit: Int, room: Int = 0) -> Result<[UInt8], Failure> {
    // Straight into the array's storage: no zero-fill, one pass over the bytes. One byte more than
    // expected (and the room) tells a file that grew from one that did not.
    var failure: Failure?
    var filled = false
    var bytes = [UInt8](unsafeUninitializedCapacity: max(expected, 0) + max(room, 0) + 1) { buffer, initialized in
      (initialized, failure) = readSome(fd, into: UnsafeMutableRawBufferPointer(buffer), allowed: limit, limit: limit)
      filled = initialized == buffer.count
    }
    if let failure { return .failure(failure) }
    guard filled else { return .success(bytes) }
    // The file grew while we read it: go on in chunks.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let (count, failure) = chunk.withUnsafeMutableBytes { readSome(fd, into: $0, allowed: limit - bytes.count, limit: limit) }
      if let failure { return .failure(failure) }
      bytes += chunk[..<count]
      if count < chunk.count { return .success(bytes) }
    }
  }

  /// Fills `buffer` from `fd` until it is full or the file ends; more than `allowed` bytes is a failure
  /// (the file is over `limit`).
  private static func readSome(
    _ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, allowed: Int, limit: Int
  ) -> (Int, Failure?) {
    var count = 0
    while count < buffer.count {
      let n = posixRead(fd, buffer.baseAddress! + count, buffer.count - count)
      if n == 0 { break }
      if n < 0 {
        if errno == EINTR { continue }
        return (count, .readFailed(String(cString: strerror(errno))))
      }
      count += n
      if count > allowed { return (count, .tooLarge(limit: limit)) }
    }
    return (count, nil)
  }
}

/// `read(2)`, under a name that `FileReader.read` does not hide.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
