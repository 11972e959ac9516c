/// Exact substring search for the pre-scans, sixteen positions at a time. A position is a candidate
/// when the needle's first and last bytes are both where they should be; for the needles formlint
/// looks for (`&#`, `</`, `@Component`, `formlint-`) that pair is rare, so few are compared in full.
/// glibc's `memmem` walks a short needle one byte at a time, which made it the slowest part of the
/// pre-scan of a TypeScript file.
public enum ByteSearch {
  /// The first offset at or after `start` where `needle` begins; `caseless`: with every byte taken
  /// `| 0x20`, so that a lowercase needle matches ASCII letters in either case (and a few other
  /// bytes as the letters' partners: a control byte for `<`, a space for NUL), as the callers want.
  public static func firstIndex(
    of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0,
    caseless: Bool = false
  ) -> Int? {
    let length = needle.count, count = haystack.count
    guard start >= 0, start <= count, length <= count - start else { return nil }
    guard length > 0 else { return start }
    let fold: UInt8 = caseless ? 0x20 : 0
    func matches(at i: Int) -> Bool {
      var k = 1
      while k < length - 1, haystack[i + k] | fold == needle[k] { k += 1 }
      return k >= length - 1
    }
    func firstMatch(_ mask: UInt64, from offset: Int) -> Int? {
      var bits = mask
      while bits != 0 {
        let byte = bits.trailingZeroBitCount / 8
        if matches(at: offset + byte) { return offset + byte }
        bits &= ~(0xFF << UInt64(byte * 8))
      }
      return nil
    }
    let folds = SIMD16<UInt8>(repeating: fold)
    let raw = UnsafeRawBufferPointer(haystack)
    let first = SIMD16<UInt8>(repeating: needle[0]), last = SIMD16<UInt8>(repeating: needle[length - 1])
    var i = start
    // Loads at i and at i + length - 1, both within the haystack.
    while i + length - 1 + 16 <= count {
      let heads = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) | folds
      let tails = raw.loadUnaligned(fromByteOffset: i + length - 1, as: SIMD16<UInt8>.self) | folds
      // A candidate is 0xFF in the mask: only those are compared.
      let hits = unsafeBitCast(heads .== first .& tails .== last, to: (UInt64, UInt64).self)
      if hits.0 != 0, let at = firstMatch(hits.0, from: i) { return at }
      if hits.1 != 0, let at = firstMatch(hits.1, from: i + 8) { return at }
      i += 16
    }
    while i + length <= count {
      if haystack[i] | fold == needle[0], haystack[i + length - 1] | fold == needle[length - 1], matches(at: i) {
        return i
      }
      i += 1
    }
    return nil
  }

  public static func firstIndex(
    of needle: StaticString, in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0, caseless: Bool = false
  ) -> Int? {
    firstIndex(
      of: UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: haystack, from: start,
      caseless: caseless)
  }

  public static func contains(_ needle: StaticString, in haystack: UnsafeRawBufferPointer) -> Bool {
    firstIndex(of: needle, in: haystack.assumingMemoryBound(to: UInt8.self)) != nil
  }

  /// `needle` within `range` of `bytes` (a comment's text, say).
  public static func contains(_ needle: StaticString, in bytes: [UInt8], _ range: Range<Int>) -> Bool {
    bytes.withUnsafeBufferPointer { firstIndex(of: needle, in: UnsafeBufferPointer(rebasing: $0[range.clamped(to: 0..<$0.count)])) != nil }
  }
}
