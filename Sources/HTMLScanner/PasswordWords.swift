/// The word test the template and JSX pre-scans share: does a file say "password" (in any letter
/// case), "formlint-" (a suppression), or, for code, "securetextentry". Sixteen bytes at a time, it
/// looks for the rare bytes `w`/`W` and `x`/`X` (`byte | 0x20` is 0x77 or 0x78 for exactly those)
/// and `-`, and checks the words around each: one pass, at a few bytes per cycle.
public enum PasswordWords {
  public static func present(_ b: UnsafeBufferPointer<UInt8>, secureTextEntry: Bool = false) -> Bool {
    let count = b.count
    func matches(_ word: StaticString, at start: Int) -> Bool {
      let length = word.utf8CodeUnitCount
      guard start >= 0, start + length <= count else { return false }
      for k in 0..<length where b[start + k] | 0x20 != word.utf8Start[k] { return false }
      return true
    }
    func check(_ k: Int) -> Bool {
      let c = b[k] | 0x20
      if c == 0x77 { return matches("password", at: k - 4) }
      if c == 0x78 { return secureTextEntry && matches("securetextentry", at: k - 8) }
      if b[k] == 0x2D { return matches("formlint", at: k - 8) }
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
    let w = SIMD16<UInt8>(repeating: 0x77), x = SIMD16<UInt8>(repeating: secureTextEntry ? 0x78 : 0x77)
    let dash = SIMD16<UInt8>(repeating: 0x2D), caseBit = SIMD16<UInt8>(repeating: 0x20)
    var i = 0
    while i + 16 <= count {
      let chunk = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
      let lower = chunk | caseBit
      // A matching byte is 0xFF in the mask: check only those.
      let hits = unsafeBitCast(lower .== w .| lower .== x .| chunk .== dash, to: (UInt64, UInt64).self)
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
