/// The word test the template and JSX pre-scans share: does a file say "password" (in any letter
/// case), "formlint-" (a suppression), or, for code, "securetextentry". Sixteen positions at a time,
/// it looks for a rare run of three bytes in each word, `wor`, `nt-` and `xte` in any case, and
/// checks the word around each: code is full of `w`, `x` and `-` alone (`new`, `export`,
/// `text-sm`), much less of these runs.
public enum PasswordWords {
  public static func present(_ b: UnsafeBufferPointer<UInt8>, secureTextEntry: Bool = false) -> Bool {
    forEach(in: b, secureTextEntry: secureTextEntry) { _ in true }
  }

  /// Calls `body` with each occurrence of the words, in order, until it returns `true` (then so does
  /// this); `false` when it never did. "formlint-" is 9 bytes long, the others are not.
  @inline(__always)
  public static func forEach(
    in b: UnsafeBufferPointer<UInt8>, secureTextEntry: Bool = false, _ body: (Range<Int>) -> Bool
  ) -> Bool {
    let count = b.count
    func matches(_ word: StaticString, at start: Int) -> Bool {
      let length = word.utf8CodeUnitCount
      guard start >= 0, start + length <= count else { return false }
      for k in 0..<length {
        let c = b[start + k]
        if (c >= 0x41 && c <= 0x5A ? c | 0x20 : c) != word.utf8Start[k] { return false }
      }
      return true
    }
    /// Any of the words through the byte at `k`, the first of its run or, in the last bytes, any.
    func check(_ k: Int) -> Bool {
      let c = b[k] | 0x20
      if c == 0x77 { return matches("password", at: k - 4) && body(k - 4..<k + 4) }
      if c == 0x78 { return secureTextEntry && matches("securetextentry", at: k - 8) && body(k - 8..<k + 7) }
      if c == 0x6E { return matches("formlint-", at: k - 6) && body(k - 6..<k + 3) }
      if b[k] == 0x2D { return matches("formlint-", at: k - 8) && body(k - 8..<k + 1) }
      return false
    }
    func checkEach(_ mask: UInt64, from offset: Int) -> Bool {
      var bits = mask
      while bits != 0 {
        let byte = bits.trailingZeroBitCount / 8
        if check(offset + byte) { return true }
        bits &= ~(0xFF << UInt64(byte * 8))
      }
      return false
    }
    let raw = UnsafeRawBufferPointer(b)
    let caseBit = SIMD16<UInt8>(repeating: 0x20)
    // Runs: `wor` (password), `nt-` (formlint-), `xte` (securetextentry; else `wor` again).
    let w = SIMD16<UInt8>(repeating: 0x77), o = SIMD16<UInt8>(repeating: 0x6F), r = SIMD16<UInt8>(repeating: 0x72)
    let n = SIMD16<UInt8>(repeating: 0x6E), t = SIMD16<UInt8>(repeating: 0x74), dash = SIMD16<UInt8>(repeating: 0x2D)
    let x = SIMD16<UInt8>(repeating: secureTextEntry ? 0x78 : 0x77)
    let e = SIMD16<UInt8>(repeating: secureTextEntry ? 0x65 : 0x6F), t2 = secureTextEntry ? t : o
    var i = 0
    while i + 18 <= count {
      let first = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) | caseBit
      let second = raw.loadUnaligned(fromByteOffset: i + 1, as: SIMD16<UInt8>.self)
      let third = raw.loadUnaligned(fromByteOffset: i + 2, as: SIMD16<UInt8>.self)
      let second1 = second | caseBit, third1 = third | caseBit
      // A run's first byte is 0xFF in the mask: check only those.
      let runs = first .== w .& second1 .== o .& third1 .== r
        .| first .== n .& second1 .== t .& third .== dash
        .| first .== x .& second1 .== t2 .& third1 .== e
      let hits = unsafeBitCast(runs, to: (UInt64, UInt64).self)
      if hits.0 != 0, checkEach(hits.0, from: i) { return true }
      if hits.1 != 0, checkEach(hits.1, from: i + 8) { return true }
      i += 16
    }
    while i < count {
      if check(i) { return true }
      i += 1
    }
    return false
  }
}
