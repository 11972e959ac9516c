/// What libxml2 must not see: libxml2 2.9.14 switches the rest of a page to ISO-8859-1 at the
/// first invalid UTF-8 byte (mangling later values, and making every position query re-encode
/// the rest of the input), and ends the whole parse at a NUL byte between tags. Each NUL and
/// each byte of an ill-formed sequence reaches libxml2 as `standIn`, one byte for one byte, so
/// that every offset libxml2 reports is still an offset in the page's text.
///
/// Whether a byte is a stand-in is decided locally (UTF-8 resynchronizes within 3 bytes), so
/// the copy can be made piece by piece as libxml2 reads, and any window of it again later.
enum UTF8Sanitizer {
  /// `_` reads as an ordinary character everywhere: it does not start a tag after `<`, is part
  /// of a name inside a tag (as U+FFFD would be in a browser), and is not a delimiter.
  static let standIn = UInt8(ascii: "_")

  /// Whether `b` has any NUL or ill-formed UTF-8. ASCII runs are skipped eight bytes at a time.
  static func needsSanitizing(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    let count = b.count
    let raw = UnsafeRawBufferPointer(b)
    while i < count {
      if i + 32 <= count {
        let a = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        let b = raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
        let c = raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
        let d = raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
        if (a | b | c | d) & 0x8080_8080_8080_8080 == 0, !hasZero(a), !hasZero(b), !hasZero(c), !hasZero(d) {
          i += 32
          continue
        }
      }
      if i + 8 <= count, isPlainASCII(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
        i += 8
        continue
      }
      let byte = b[i]
      if byte == 0 { return true }
      if byte < 0x80 {
        i += 1
        continue
      }
      let length = validLength(b, at: i)
      if length == 0 { return true }
      i += length
    }
    return false
  }

  /// Whether the byte at `i` reaches libxml2 as `standIn`.
  @inline(__always)
  static func isStandIn(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    let byte = b[i]
    if byte == 0 { return true }
    if byte < 0x80 { return false }
    if byte >= 0xC0 { return validLength(b, at: i) == 0 }
    // A continuation byte is fine only inside a well-formed sequence whose lead is at most
    // three bytes back (a lead byte is never a continuation, so there is one candidate).
    var j = i - 1
    while j >= max(0, i - 3) {
      if b[j] >= 0xC0 { return j + validLength(b, at: j) <= i }
      if b[j] < 0x80 { return true }
      j -= 1
    }
    return true
  }

  /// Writes `standIn` over the problem bytes of `range` in `out`, which holds a copy of
  /// `b[range]`.
  static func replaceProblems(
    in b: UnsafeBufferPointer<UInt8>, range: Range<Int>, into out: UnsafeMutablePointer<UInt8>
  ) {
    let raw = UnsafeRawBufferPointer(b)
    var i = range.lowerBound
    while i < range.upperBound {
      if i + 8 <= range.upperBound, isPlainASCII(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
        i += 8
        continue
      }
      if isStandIn(b, at: i) { out[i - range.lowerBound] = standIn }
      i += 1
    }
  }

  /// `b[range]` as libxml2 sees it.
  static func sanitizedCopy(of b: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> [UInt8] {
    var copy = Array(b[range])
    copy.withUnsafeMutableBufferPointer { replaceProblems(in: b, range: range, into: $0.baseAddress!) }
    return copy
  }

  /// No byte ≥ 0x80 and no NUL among these eight.
  @inline(__always)
  private static func isPlainASCII(_ word: UInt64) -> Bool {
    word & 0x8080_8080_8080_8080 == 0 && !hasZero(word)
  }

  /// Some byte of `word` is 0 (the classic SWAR test: exact as to whether any byte is).
  @inline(__always)
  private static func hasZero(_ word: UInt64) -> Bool {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
  }

  /// Length of the well-formed UTF-8 sequence at `i` (Unicode Table 3-7), or 0.
  @inline(__always)
  static func validLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    let lead = b[i]
    func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      i + k < b.count && b[i + k] >= low && b[i + k] <= high
    }
    switch lead {
    case 0xC2...0xDF: return continuation(1) ? 2 : 0
    case 0xE0: return continuation(1, 0xA0) && continuation(2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
    case 0xED: return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
    case 0xF0: return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4: return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default: return 0
    }
  }
}
