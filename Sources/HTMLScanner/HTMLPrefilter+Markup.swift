#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The second half of the pre-scan: a page that says "password" may still be skipped when every
/// occurrence is where libxml2 cannot make an `<input type=password>` or a `passwordrules`
/// attribute of it.
///
/// `MarkupProof` follows libxml2 2.9.14's HTML tokenizer (`htmlParseContentInternal` with
/// `HTML_PARSE_RECOVER`, as `SAXDriver` runs it) over the raw bytes, from the start of the page up
/// to the last occurrence, and sorts each occurrence into the token libxml2 reads it in:
///
/// | where | harmless when |
/// | --- | --- |
/// | text between tags (references decode there, but never into markup) | always |
/// | a comment `<!-- … -->` (ended by the first `-->` or `--!>`, as libxml2 2.9.14 does) | always ("formlint-" anywhere answers `true` before) |
/// | the body of `<script>` / `<style>` (up to `</script` / `</style` in any case) | always |
/// | a tag name, an end tag, a processing instruction `<?x … >`, a doctype | always |
/// | an attribute name | it is not `passwordrules` |
/// | an attribute value, quoted or not | the attribute is not `type` |
/// | bytes libxml2 drops from a tag (a bogus attribute such as `"x>` or `/type=…`) | always |
///
/// What the tokenizer does not follow exactly, it gives up on (and the page is parsed whenever an
/// occurrence is left): a name of 90 characters or more (libxml2 cuts names at 100 and reads on
/// from there), a non-ASCII byte or NUL where a name may start or go on (`UTF8Sanitizer`'s `_`
/// stand-in is a name character where the byte is not), a comment that is not closed or that
/// starts `<!-->` / `<!--->`, `<?` without a name, a doctype whose `>` might be inside a quoted
/// literal, raw text that starts with `</` or `<` and a letter (libxml2 reads that as markup), and
/// `</scriptx` inside a script, and a comment, value, processing instruction, doctype or script
/// body of `longestToken` bytes or more (libxml2 caps some of those, and where it stops is not
/// followed here). Everything the table calls harmless was checked against libxml2
/// (`Tests/HTMLScannerTests/PrefilterMarkupTests.swift` compares the proof with `HTMLScanner.scan`
/// on random tricky pages; the page fuzzer's oracle checks every page the prefilter skips).
///
/// Character references in attribute values are not followed here: a numeric reference to a letter
/// of "password" anywhere sends the page to the parser before this runs.
struct MarkupProof {
  private let b: UnsafeBufferPointer<UInt8>
  /// Start offsets of the occurrences of "password" (any case), increasing.
  private let occurrences: [Int]
  /// The first occurrence not yet sorted into a token.
  private var k = 0

  init(_ b: UnsafeBufferPointer<UInt8>, occurrences: [Int]) {
    self.b = b
    self.occurrences = occurrences
  }

  private enum Step { case proven, unproven, goOn }

  /// The longest comment, attribute value, processing instruction, doctype or raw text followed.
  static let longestToken = 1 << 20

  /// Sorts the occurrences that start before `end` into the token `start..<end`.
  @inline(__always)
  private mutating func settle(_ start: Int, _ end: Int, harmless: Bool) -> Step {
    while k < occurrences.count, occurrences[k] < end {
      let at = occurrences[k]
      if !harmless || at < start || at + 8 > end { return .unproven }
      k += 1
    }
    return k == occurrences.count ? .proven : .goOn
  }

  /// `true` or `false` once every occurrence is settled or one is not harmless; `nil` to go on.
  @inline(__always)
  private static func answer(_ step: Step) -> Bool? {
    switch step {
    case .proven: return true
    case .unproven: return false
    case .goOn: return nil
    }
  }

  /// The tokenizer lost track here: proven only if no occurrence is left.
  private var lost: Bool { k == occurrences.count }

  /// Whether every occurrence is proven harmless.
  mutating func proveAllHarmless() -> Bool {
    guard !occurrences.isEmpty else { return true }
    guard let base = b.baseAddress else { return false }
    let n = b.count
    var i = CharsetSniffer.byteOrderMark(b) == .utf8BOM ? 3 : 0
    var textStart = i
    while true {
      // Text: up to the next `<`.
      guard let hit = memchr(base + i, 0x3C, n - i) else {
        return settle(textStart, n, harmless: true) == .proven
      }
      let lt = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
      guard lt + 1 < n else { return settle(textStart, n, harmless: true) == .proven }
      let next = b[lt + 1]
      if Self.isLetter(next) {
        if let answer = Self.answer(settle(textStart, lt, harmless: true)) { return answer }
        guard let end = startTag(at: lt) else { return lost }
        if end.isProven { return true }
        if end.failed { return false }
        i = end.position
        if let raw = end.rawTextName {
          guard let after = rawText(from: i, endTag: raw) else { return lost }
          if after.isProven { return true }
          if after.failed { return false }
          i = after.position
        }
        textStart = i
        continue
      }
      switch next {
      case UInt8(ascii: "/"):
        // An end tag up to the first `>`, whatever is in it; `</` and no name: text after it.
        guard lt + 2 < n else { return settle(textStart, n, harmless: true) == .proven }
        let c = b[lt + 2]
        if c >= 0x80 || c == 0 { return lost }
        guard Self.isNameStart(c) else {
          i = lt + 2
          continue
        }
        let end = index(of: 0x3E, from: lt + 2).map { $0 + 1 } ?? n
        if let answer = Self.answer(settle(textStart, end, harmless: true)) { return answer }
        i = end
        textStart = end
      case UInt8(ascii: "!"):
        if lt + 3 < n, b[lt + 2] == UInt8(ascii: "-"), b[lt + 3] == UInt8(ascii: "-") {
          guard let end = Self.commentEnd(b, bodyStart: lt + 4) else { return lost }
          if let answer = Self.answer(settle(textStart, end, harmless: true)) { return answer }
          i = end
          textStart = end
        } else if isDoctype(at: lt + 2) {
          guard let end = doctypeEnd(from: lt + 9) else { return lost }
          if let answer = Self.answer(settle(textStart, end, harmless: true)) { return answer }
          i = end
          textStart = end
        } else {
          i = lt + 1  // libxml2 passes the `<` as text and reads on
        }
      case UInt8(ascii: "?"):
        // A processing instruction: a name, then up to the first `>`.
        guard lt + 2 < n, Self.isLetter(b[lt + 2]) || b[lt + 2] == UInt8(ascii: "_") || b[lt + 2] == UInt8(ascii: ":"),
          let gt = index(of: 0x3E, from: lt + 2), gt - lt < Self.longestToken
        else { return lost }
        if let answer = Self.answer(settle(textStart, gt + 1, harmless: true)) { return answer }
        i = gt + 1
        textStart = i
      default:
        i = lt + 1  // `<` and a space, digit, `_`, non-ASCII…: text
      }
    }
  }

  /// Where the tokenizer goes on after a token, or that it already knows the answer.
  private struct After {
    var position = 0
    var rawTextName: StaticString?
    var isProven = false
    var failed = false
    static let proven = After(isProven: true)
    static let failed = After(failed: true)
  }

  @inline(__always)
  private func after(_ step: Step) -> After? {
    switch step {
    case .proven: return .proven
    case .unproven: return .failed
    case .goOn: return nil
    }
  }

  /// A start tag at `lt` (`<` and a letter), as `htmlParseStartTag` reads it. `nil`: lost track.
  private mutating func startTag(at lt: Int) -> After? {
    let n = b.count
    let nameStart = lt + 1
    var j = nameStart
    while j < n, Self.isNameChar(b[j]) { j += 1 }
    if j < n, b[j] >= 0x80 || b[j] == 0 { return nil }
    if j - nameStart >= 90 { return nil }
    let nameEnd = j
    if let done = after(settle(nameStart, nameEnd, harmless: true)) { return done }
    while true {
      while j < n, Self.isBlank(b[j]) { j += 1 }
      guard j < n else { return after(settle(j, n, harmless: true)) ?? .proven }
      let c = b[j]
      if c == UInt8(ascii: ">") {
        j += 1
        return After(position: j, rawTextName: rawTextName(nameStart, nameEnd))
      }
      if c == UInt8(ascii: "/"), j + 1 < n, b[j + 1] == UInt8(ascii: ">") { return After(position: j + 2) }
      if c >= 0x80 || c == 0 { return nil }
      if Self.isNameStart(c) {
        let a = j
        while j < n, Self.isNameChar(b[j]) { j += 1 }
        if j < n, b[j] >= 0x80 || b[j] == 0 { return nil }
        if j - a >= 90 { return nil }
        let isRules = equalsLowercased(a, j, "passwordrules")
        let isType = equalsLowercased(a, j, "type")
        if let done = after(settle(a, j, harmless: !isRules)) { return done }
        while j < n, Self.isBlank(b[j]) { j += 1 }
        guard j < n, b[j] == UInt8(ascii: "=") else { continue }
        j += 1
        while j < n, Self.isBlank(b[j]) { j += 1 }
        guard j < n else { continue }
        let q = b[j]
        if q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") {
          // Up to the same quote, however far (`>` and `<` included), or to the end.
          let close = index(of: q, from: j + 1)
          if (close ?? n) - j > Self.longestToken { return nil }
          if let done = after(settle(j + 1, close ?? n, harmless: !isType)) { return done }
          guard let close else { return .proven }
          j = close + 1
        } else {
          let v = j
          while j < n, !Self.isBlank(b[j]), b[j] != UInt8(ascii: ">") { j += 1 }
          if j - v > Self.longestToken { return nil }
          if let done = after(settle(v, j, harmless: !isType)) { return done }
        }
      } else {
        // Not a name: libxml2 drops up to a blank, `>` or `/>`.
        let a = j
        while j < n, !Self.isBlank(b[j]), b[j] != UInt8(ascii: ">"),
          !(b[j] == UInt8(ascii: "/") && j + 1 < n && b[j + 1] == UInt8(ascii: ">"))
        {
          j += 1
        }
        if let done = after(settle(a, j, harmless: true)) { return done }
      }
    }
  }

  /// `script` or `style`, whose content libxml2 reads as text up to `</script` / `</style`.
  private func rawTextName(_ start: Int, _ end: Int) -> StaticString? {
    if equalsLowercased(start, end, "script") { return "script" }
    if equalsLowercased(start, end, "style") { return "style" }
    return nil
  }

  /// The content of a script or style from `start`, and its end tag. `nil`: lost track.
  private mutating func rawText(from start: Int, endTag name: StaticString) -> After? {
    let n = b.count
    // At the start of the content libxml2 first tries an end tag or a start tag.
    if start + 1 < n, b[start] == UInt8(ascii: "<"),
      b[start + 1] == UInt8(ascii: "/") || Self.isLetter(b[start + 1]) || b[start + 1] == UInt8(ascii: "_")
        || b[start + 1] == UInt8(ascii: ":")
    {
      return nil
    }
    let length = name.utf8CodeUnitCount
    var from = start
    while let at = ByteSearch.firstIndex(of: "</", in: b, from: from) {
      let nameEnd = at + 2 + length
      if nameEnd <= n, equalsLowercased(at + 2, nameEnd, name) {
        if at - start > Self.longestToken { return nil }
        if let done = after(settle(start, at, harmless: true)) { return done }
        if nameEnd < n, Self.isNameChar(b[nameEnd]) || b[nameEnd] >= 0x80 || b[nameEnd] == 0 { return nil }
        let end = index(of: 0x3E, from: nameEnd).map { $0 + 1 } ?? n
        if let done = after(settle(at, end, harmless: true)) { return done }
        return After(position: end)
      }
      from = at + 2
    }
    if n - start > Self.longestToken { return nil }
    return after(settle(start, n, harmless: true)) ?? .proven
  }

  /// The end of a comment whose body starts at `bodyStart`: after the first `-->` or `--!>`.
  /// `nil` when not closed, when it starts `<!-->` / `<!--->` (later libxml2 versions end those
  /// there), or when it is `longestToken` long or more. The template pre-scan reads comments with it too.
  static func commentEnd(_ b: UnsafeBufferPointer<UInt8>, bodyStart: Int) -> Int? {
    let n = b.count
    if bodyStart < n, b[bodyStart] == UInt8(ascii: ">") { return nil }
    if bodyStart + 1 < n, b[bodyStart] == UInt8(ascii: "-"), b[bodyStart + 1] == UInt8(ascii: ">") { return nil }
    var from = bodyStart
    while let at = ByteSearch.firstIndex(of: "--", in: b, from: from) {
      if at - bodyStart > Self.longestToken { return nil }
      if at + 2 < n, b[at + 2] == UInt8(ascii: ">") { return at + 3 }
      if at + 3 < n, b[at + 2] == UInt8(ascii: "!"), b[at + 3] == UInt8(ascii: ">") { return at + 4 }
      from = at + 1
    }
    return nil
  }

  private func isDoctype(at i: Int) -> Bool { i + 7 <= b.count && equalsLowercased(i, i + 7, "doctype") }

  /// After the `>` that ends a doctype, when it is the first `>` and no quoted literal could hide
  /// it (libxml2 reads `PUBLIC "…"` literals, and skips other text to the first `>`).
  private func doctypeEnd(from start: Int) -> Int? {
    guard let gt = index(of: 0x3E, from: start), gt - start < Self.longestToken else { return nil }
    var j = start
    while j < gt {
      let c = b[j]
      if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
        guard let close = index(of: c, from: j + 1), close < gt else { return nil }
        j = close
      }
      j += 1
    }
    return gt + 1
  }

  // MARK: - Bytes

  private func index(of byte: UInt8, from start: Int) -> Int? {
    guard start < b.count, let base = b.baseAddress, let hit = memchr(base + start, Int32(byte), b.count - start) else {
      return nil
    }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
  }

  /// Whether `b[start..<end]`, lowercased, is `literal` (lowercase ASCII).
  private func equalsLowercased(_ start: Int, _ end: Int, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard end - start == count else { return false }
    let bytes = literal.utf8Start
    for i in 0..<count where TagTokenizer.lowercase(b[start + i]) != bytes[i] { return false }
    return true
  }

  @inline(__always) static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }

  /// What `htmlParseHTMLName` takes first, and then.
  @inline(__always) static func isNameStart(_ c: UInt8) -> Bool {
    isLetter(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: ":") || c == UInt8(ascii: ".")
  }

  @inline(__always) static func isNameChar(_ c: UInt8) -> Bool {
    isNameStart(c) || (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-")
  }

  /// libxml2's `IS_BLANK_CH`: no form feed.
  @inline(__always) static func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
}
