/// The pre-scan for the other kinds of source (templates, JSX/TSX, Swift, Objective-C…): the
/// ASCII words without which a file of that kind cannot hold anything formlint reports. A reader
/// declares its needles once; the run asks `HTMLPrefilter.mayMatter(_:needles:)` before reading
/// a file, as it asks `mayNeedScan` for HTML.
///
/// Choosing needles is the reader's proof: every finding its rules can make must need one of
/// them in the file's bytes, as written (no decoding, no escapes: a JSX `{"pass" + "word"}` or a
/// Swift `"\u{70}assword"` is dynamic and the reader skips it anyway; if it does not, add the
/// needle that such a spelling needs). `"formlint-"` belongs in every kind's list, for
/// suppression comments.
///
/// The markup proof behind `mayNeedScan` (text, comments, script bodies and other attributes
/// cannot make a password field) follows libxml2's HTML tokenizer, so it is sound for what
/// `HTMLScanner` reads and nothing else: a template's `{{ … }}` or `<% … %>` can open or close a
/// tag where libxml2 sees text. A reader that tokenizes like libxml2 may call `mayNeedScan`;
/// any other calls `mayMatter`, which looks for the needles anywhere.
public struct PrefilterNeedles: Sendable {
  /// Matched in any ASCII letter case (`Password`, `PASSWORD`).
  public var anyCase: [String]
  /// Matched as written (`formlint-`, `.newPassword`).
  public var exact: [String]

  public init(anyCase: [String] = [], exact: [String] = []) {
    self.anyCase = anyCase
    self.exact = exact
  }
}

extension HTMLPrefilter {
  /// `false` only when `bytes` contain none of `needles` and are plain UTF-8 text (an optional
  /// UTF-8 BOM, no NUL, no ill-formed sequence), so that the file can have neither a finding nor
  /// a decoding problem to report; `true` whenever unsure. Linear: one pass per needle, at memory
  /// speed for needles with a letter.
  public static func mayMatter(_ bytes: UnsafeRawBufferPointer, needles: PrefilterNeedles) -> Bool {
    guard bytes.count > 0 else { return false }
    let b = bytes.assumingMemoryBound(to: UInt8.self)
    if let bom = CharsetSniffer.byteOrderMark(b), bom != .utf8BOM { return true }
    if UTF8Sanitizer.needsSanitizing(b) { return true }
    for needle in needles.exact where contains(b, Array(needle.utf8), anyCase: false) { return true }
    for needle in needles.anyCase where contains(b, Array(needle.utf8), anyCase: true) { return true }
    return false
  }

  /// Whether `needle` is in `b`. Eight bytes at a time, it looks for one byte of the needle (its
  /// rarest letter, when it has one) and compares the needle around each hit.
  static func contains(_ b: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], anyCase: Bool) -> Bool {
    let count = b.count, length = needle.count
    guard length > 0 else { return true }
    guard length <= count else { return false }
    func fold(_ c: UInt8) -> UInt8 { anyCase && MarkupProof.isLetter(c) ? c | 0x20 : c }
    let folded = needle.map(fold)
    let anchor = anchorIndex(folded)
    let key = folded[anchor]
    // `byte | 0x20 == key` holds for exactly a letter's two cases.
    let caseBit: UInt64 = anyCase && MarkupProof.isLetter(key) ? 0x2020_2020_2020_2020 : 0
    let keys = UInt64(key) &* 0x0101_0101_0101_0101
    func matches(at start: Int) -> Bool {
      guard start >= 0, start + length <= count else { return false }
      for k in 0..<length where fold(b[start + k]) != folded[k] { return false }
      return true
    }
    func hit(_ byte: UInt8) -> Bool { (caseBit != 0 ? byte | 0x20 : byte) == key }
    let raw = UnsafeRawBufferPointer(b)
    var i = 0
    while i + 8 <= count {
      let x = (raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) | caseBit) ^ keys
      if (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0 {
        for k in 0..<8 where hit(b[i + k]) && matches(at: i + k - anchor) { return true }
      }
      i += 8
    }
    while i < count {
      if hit(b[i]), matches(at: i - anchor) { return true }
      i += 1
    }
    return false
  }

  /// The needle's rarest letter in English text, or its first byte.
  private static func anchorIndex(_ folded: [UInt8]) -> Int {
    let rarity = Array("qjzxkvbwypgfmucldhrsnioate".utf8)
    var best = 0, bestRank = Int.max
    for (index, c) in folded.enumerated() {
      if let rank = rarity.firstIndex(of: c), rank < bestRank { (best, bestRank) = (index, rank) }
    }
    return best
  }
}
