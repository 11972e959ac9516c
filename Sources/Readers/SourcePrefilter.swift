#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte searches for the pre-scans of the code and Interface Builder readers (`mayMatter`): does
/// a file hold any of a few ASCII words, at `memchr` speed.
public enum SourcePrefilter {
  /// Whether `bytes` contain any of `needles` (non-empty ASCII words), case-sensitively.
  public static func containsAny(_ bytes: UnsafeBufferPointer<UInt8>, _ needles: [String]) -> Bool {
    needles.contains { contains(bytes, Array($0.utf8)) }
  }

  /// Finds `needle` by `memchr` on its last byte (in these words, rarer than the first), then
  /// compares the bytes before it.
  static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    guard let base = bytes.baseAddress, let last = needle.last, bytes.count >= needle.count else { return false }
    let count = bytes.count
    var from = needle.count - 1
    while from < count, let hit = memchr(base + from, Int32(last), count - from) {
      let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
      let start = end - needle.count
      if start >= 0, (0..<needle.count - 1).allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
      from = end
    }
    return false
  }
}
