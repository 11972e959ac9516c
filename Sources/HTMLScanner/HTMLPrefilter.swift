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
  ///
  /// A page that does say "password" is still skipped when each occurrence is proven to be where
  /// libxml2 cannot make a password field or a `passwordrules` attribute of it: in text between
  /// tags, a comment, a script or style body, or the value of an attribute other than `type`
  /// (`MarkupProof`). An occurrence that looks like `type=password` or `passwordrules` answers
  /// `true` at once, before any tokenizing, so a page with a password field costs one more pass
  /// over its bytes at memory speed, not a tokenizer's. The proof is not tried on a page with
  /// template syntax (`{{`, `{%`): there a form helper in the text between tags writes a field
  /// (`{{ form.password(passwordrules="…") }}`, Flask's and Django's templates are `.html`).
  public static func mayNeedScan(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard bytes.count > 0 else { return false }
    let b = bytes.assumingMemoryBound(to: UInt8.self)
    if let bom = CharsetSniffer.byteOrderMark(b), bom != .utf8BOM { return true }
    if TagLocator.index(of: 0, in: b, from: 0, to: HTMLScanner.binarySniffLength) != nil { return true }
    if !CharsetSniffer.sniff(b).isPlainlyASCIICompatible { return true }
    guard let occurrences = passwordOccurrences(b) else { return true }
    if containsLetterReference(b) || contains(bytes, "formlint-") { return true }
    if occurrences.isEmpty { return false }
    if contains(bytes, "{{") || contains(bytes, "{%") { return true }
    var proof = MarkupProof(b, occurrences: occurrences)
    return !proof.proveAllHarmless()
  }

  /// The most occurrences the markup proof is tried with; a page with more is parsed.
  static let occurrenceLimit = 4096

  /// Where "password" (any letter case) starts in `b`, or `nil` as soon as one looks like part of
  /// a password field (`type=password`, `type = "Password"`…) or of `passwordrules`, or when there
  /// are more than `occurrenceLimit`.
  static func passwordOccurrences(_ b: UnsafeBufferPointer<UInt8>) -> [Int]? {
    var found: [Int] = []
    let complete = forEachPassword(b) { start in
      if looksLikeField(b, start) || found.count == occurrenceLimit { return false }
      found.append(start)
      return true
    }
    return complete ? found : nil
  }

  /// `password` at `start` followed by `rules`, or preceded by a blank, `type`, `=`, and blanks or a
  /// quote. Only a shortcut for pages with password fields: the proof does not rely on it.
  static func looksLikeField(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    if start + 13 <= b.count {
      let rules: [UInt8] = [0x72, 0x75, 0x6C, 0x65, 0x73]
      var same = true
      for k in 0..<5 where b[start + 8 + k] | 0x20 != rules[k] { same = false }
      if same { return true }
    }
    var j = start - 1
    while j >= 0, start - j < 16, isSpace(b[j]) || b[j] == 0x22 || b[j] == 0x27 { j -= 1 }
    guard j >= 0, b[j] == UInt8(ascii: "=") else { return false }
    j -= 1
    while j >= 0, start - j < 32, isSpace(b[j]) { j -= 1 }
    // `type` after a blank, as most attributes are written (`input[type=password]` in a script is
    // left to the proof).
    guard j >= 4, MarkupProof.isBlank(b[j - 4]) else { return false }
    return b[j - 3] | 0x20 == 0x74 && b[j - 2] | 0x20 == 0x79 && b[j - 1] | 0x20 == 0x70 && b[j] | 0x20 == 0x65
  }

  private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }

  /// A numeric character reference to a letter of "password" (either case): each `&#`, its value
  /// read as libxml2 reads it. Pages use `&#39;` or `&#8217;` a lot; those
  /// cannot spell the word.
  static func containsLetterReference(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    var from = 0
    while let i = ByteSearch.firstIndex(of: "&#", in: b, from: from) {
      let (value, _) = AttributeValueDecoder.characterReference(b, at: i)
      if value < 0x80, passwordLetters.contains(UInt8(value) | 0x20) { return true }
      from = i + 2
    }
    return false
  }

  private static let passwordLetters = Set("password".utf8)

  /// `needle` written exactly (the other pre-scans use it too).
  public static func contains(_ bytes: UnsafeRawBufferPointer, _ needle: StaticString) -> Bool {
    ByteSearch.contains(needle, in: bytes)
  }

  /// Calls `body` with the start of each "password" in any letter case, in order, while it returns
  /// `true`; returns whether it went to the end. Eight bytes at a time, it looks for the rarest of
  /// its letters, `w`/`W` (`byte | 0x20 == 0x77` holds for exactly those two), and checks the word
  /// around each one.
  @inline(__always)
  static func forEachPassword(_ b: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool) -> Bool {
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
        for k in 0..<8 where b[i + k] | 0x20 == 0x77 && matches(at: i + k - 4) {
          if !body(i + k - 4) { return false }
        }
      }
      i += 8
    }
    while i < count {
      if b[i] | 0x20 == 0x77, matches(at: i - 4), !body(i - 4) { return false }
      i += 1
    }
    return true
  }
}
