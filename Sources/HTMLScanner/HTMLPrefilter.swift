internal import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A byte-level test that lets formlint skip most pages of a site (the ones without a password
/// field) at memory speed, without decoding or parsing them.
public enum HTMLPrefilter {
  /// `false` only when it is proven that `HTMLScanner.scan` of these bytes would find no
  /// element with `type=password` or `passwordrules` and no "formlint-" comment, and that the
  /// page is neither binary nor undecodable (`encodingProblem`) nor in a charset that is not
  /// plainly ASCII-compatible; `true` whenever unsure.
  ///
  /// Why looking for ASCII words in the raw bytes is enough:
  /// - The page's text is its bytes (UTF-8) or their windows-1252 / ISO-8859-15 decoding; in all
  ///   three an ASCII letter can only come from that same ASCII byte. Any other charset (UTF-16/32,
  ///   UTF-7-like or EBCDIC-like labels, Shift_JIS, unknown labels…) answers `true`, as does a NUL
  ///   in the first 8 KiB (binary, or UTF-16 without a BOM). libxml2 never picks an encoding of its
  ///   own here: the scanner hands it sanitized UTF-8 with `HTML_PARSE_IGNORE_ENC`.
  /// - The bytes libxml2 parses differ from the text only where the scanner put `_` for invalid
  ///   UTF-8 or NUL, which cannot complete a word.
  /// - Attribute values are the only place where references decode. libxml2's named references
  ///   are HTML 4's (`html40EntitiesTable`), and none of them is an ASCII letter (they are `quot`,
  ///   `amp`, `apos`, `lt`, `gt` and non-ASCII characters; a test checks every letter against
  ///   libxml2's table). A numeric reference (`&#119;`, `&#x57;`) can be any letter: one that
  ///   decodes, by libxml2's rules, to a letter of "password" answers `true`. libxml2 drops no
  ///   character of a value, so a value that decodes to "password" with no such reference is
  ///   "password" as written.
  /// - Element and attribute names are never decoded, and comments are raw text.
  ///
  /// So `type=password` needs "password" in some letter case in the bytes or a reference to one
  /// of its letters, `passwordrules` needs the word too, and a suppression comment "formlint-".
  public static func mayNeedScan(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard bytes.count > 0 else { return false }
    let b = bytes.assumingMemoryBound(to: UInt8.self)
    if let bom = CharsetSniffer.byteOrderMark(b), bom != .utf8BOM { return true }
    if TagLocator.index(of: 0, in: b, from: 0, to: HTMLScanner.binarySniffLength) != nil { return true }
    if !CharsetSniffer.sniff(b).isPlainlyASCIICompatible { return true }
    return containsPassword(b) || containsLetterReference(b) || contains(bytes, "formlint-")
  }

  /// A numeric character reference to a letter of "password" (either case): `&#` found by
  /// `memmem`, its value read as libxml2 reads it. Pages use `&#39;` or `&#8217;` a lot; those
  /// cannot spell the word.
  static func containsLetterReference(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = b.baseAddress else { return false }
    var from = 0
    while from < b.count, let hit = memmem(base + from, b.count - from, "&#", 2) {
      let i = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
      let (value, _) = AttributeValueDecoder.characterReference(b, at: i)
      if value < 0x80, passwordLetters.contains(UInt8(value) | 0x20) { return true }
      from = i + 2
    }
    return false
  }

  private static let passwordLetters = Set("password".utf8)

  private static func contains(_ bytes: UnsafeRawBufferPointer, _ needle: StaticString) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    return memmem(base, bytes.count, needle.utf8Start, needle.utf8CodeUnitCount) != nil
  }

  /// "password" in any letter case. Eight bytes at a time, it looks for the rarest of its letters,
  /// `w`/`W` (`byte | 0x20 == 0x77` holds for exactly those two), and checks the word around
  /// each one.
  static func containsPassword(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = b.count
    let word: [UInt8] = Array("password".utf8)
    func matches(at start: Int) -> Bool {
      guard start >= 0, start + 8 <= count else { return false }
      for k in 0..<8 where b[start + k] | 0x20 != word[k] { return false }
      return true
    }
    let raw = UnsafeRawBufferPointer(b)
    var i = 0
    while i + 8 <= count {
      let x = (raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) | 0x2020_2020_2020_2020) ^ 0x7777_7777_7777_7777
      if (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0 {
        for k in 0..<8 where b[i + k] | 0x20 == 0x77 && matches(at: i + k - 4) { return true }
      }
      i += 8
    }
    while i < count {
      if b[i] | 0x20 == 0x77, matches(at: i - 4) { return true }
      i += 1
    }
    return false
  }
}
