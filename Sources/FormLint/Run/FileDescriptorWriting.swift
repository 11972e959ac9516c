#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one loop that writes a whole buffer to a file descriptor (fixed pages here, reports in
/// `ReportWriter`).
public enum FileDescriptorWriting {
  /// Writes all of `buffer`, going on after interrupted and partial writes. Returns the `errno` of a
  /// write that failed, or nil.
  public static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
    var done = 0
    while done < buffer.count {
      let n = write(fd, buffer.baseAddress! + done, buffer.count - done)
      if n < 0 {
        if errno == EINTR { continue }
        return errno
      }
      done += n
    }
    return nil
  }
}
