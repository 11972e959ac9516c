/// Byte-level helpers of the pass: literals, searches, brackets, words, names.
extension Masker {
  func at(_ i: Int, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard i >= 0, i + count <= end else { return false }
    let p = literal.utf8Start
    for k in 0..<count where b[i + k] != p[k] { return false }
    return true
  }

  /// The first `literal` at or after `from`, before `end`.
  func find(_ literal: StaticString, from: Int) -> Int? {
    let count = literal.utf8CodeUnitCount
    let first = literal.utf8Start[0]
    var i = max(from, start)
    while i + count <= end {
      if b[i] == first, at(i, literal) { return i }
      i += 1
    }
    return nil
  }

  func contains(_ literal: StaticString, in range: Range<Int>) -> Bool {
    let count = literal.utf8CodeUnitCount
    var i = range.lowerBound
    while i + count <= range.upperBound {
      if b[i] == literal.utf8Start[0], at(i, literal) { return true }
      i += 1
    }
    return false
  }

  /// Past the bracket that closes the one at `i` (`(`, `[` or `{`), skipping quoted strings; the end
  /// when there is none.
  func balanced(from i: Int) -> Int {
    let open = b[i]
    let close: UInt8 = open == UInt8(ascii: "(") ? UInt8(ascii: ")") : open == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
    var depth = 0
    var p = i
    while p < end {
      let c = b[p]
      if c == open {
        depth += 1
      } else if c == close {
        depth -= 1
        if depth == 0 { return p + 1 }
      } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "`") {
        p += 1
        while p < end, b[p] != c {
          if b[p] == UInt8(ascii: "\\") { p += 1 }
          p += 1
        }
      }
      p += 1
    }
    return end
  }

  /// Whether `range` holds a whole number in decimal digits, blanks around it: a number literal that
  /// JavaScript and HTML read alike (`{12}`, `:maxlength="64"`).
  func isWholeNumber(_ range: Range<Int>) -> Bool {
    var p = skipBlanks(from: range.lowerBound)
    let start = p
    while p < range.upperBound, b[p] >= 0x30, b[p] <= 0x39 { p += 1 }
    guard p > start, p - start <= 9 else { return false }
    while p < range.upperBound, Self.isBlank(b[p]) { p += 1 }
    return p == range.upperBound
  }

  /// The closing quote of a plain string literal whose opening quote (`"`, `'`, or a template literal's
  /// backtick) is at `open`, before `limit`: one HTML reads as the template language does (a backtick
  /// as a double quote: `quoteForHTML`). `nil` when it is not closed there, or holds an escape, an entity,
  /// a line break or one of `refused`, which the two would read differently.
  func plainStringEnd(at open: Int, before limit: Int, refusing refused: [UInt8]) -> Int? {
    let quote = open < limit ? b[open] : 0
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") || quote == UInt8(ascii: "`") else { return nil }
    var close = open + 1
    while close < limit, b[close] != quote {
      let c = b[close]
      if c == UInt8(ascii: "\\") || c == UInt8(ascii: "&") || c == 0x0A || c == 0x0D || refused.contains(c) { return nil }
      // A template literal is written to libxml2 with double quotes: it may hold none, nor `${`.
      if quote == UInt8(ascii: "`"), c == UInt8(ascii: "\"") || c == UInt8(ascii: "$") { return nil }
      close += 1
    }
    return close < limit ? close : nil
  }

  /// A template literal's backticks at `open` and `close` written as double quotes for libxml2, which
  /// takes no backtick for a quote: the bytes between stay in place.
  mutating func quoteForHTML(_ open: Int, _ close: Int) {
    guard b[open] == UInt8(ascii: "`") else { return }
    result.masked[open] = UInt8(ascii: "\"")
    result.masked[close] = UInt8(ascii: "\"")
  }

  /// Where a template tag that holds expressions ends: its first `>` outside strings and parentheses
  /// (`<spring:message code="a>b"/>`, FreeMarker's `<#if (n > 1)>`). `nil` at the start of another
  /// tag (any `<`, or FreeMarker's only) or of no end: the caller then takes the first `>`. Each
  /// search stops at the next tag, and one that runs to the end turns the others off, so the file is
  /// read in linear time.
  mutating func tagEnd(from i: Int, freemarker: Bool) -> Int? {
    guard !tagEndMissing else { return nil }
    var p = i
    var depth = 0
    while p < end {
      let c = b[p]
      switch c {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        guard let close = b[(p + 1)..<end].firstIndex(of: c) else {
          tagEndMissing = true
          return nil
        }
        p = close
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"): depth = max(0, depth - 1)
      case UInt8(ascii: ">") where depth == 0: return p
      case UInt8(ascii: "<") where !freemarker || at(p, "<#") || at(p, "</#") || at(p, "<@") || at(p, "</@"): return nil
      default: break
      }
      p += 1
    }
    tagEndMissing = true
    return nil
  }

  /// The identifier (`[A-Za-z0-9_]`) at `i`, and where it ends.
  func word(at i: Int) -> (String, Int) {
    var p = i
    while p < end, Self.isWordByte(b[p]) { p += 1 }
    return (String(decoding: b[i..<p], as: UTF8.self), p)
  }

  func skipBlanks(from i: Int, newlines: Bool = true) -> Int {
    var p = i
    while p < end, b[p] == 0x20 || b[p] == 0x09 || (newlines && (b[p] == 0x0A || b[p] == 0x0D)) { p += 1 }
    return p
  }

  /// The first word of a statement between `range`'s bounds, after the delimiter's whitespace
  /// control (`-`, `+`, `~`) and blanks.
  func firstWord(in range: Range<Int>) -> String {
    var p = range.lowerBound
    while p < range.upperBound, b[p] == UInt8(ascii: "-") || b[p] == UInt8(ascii: "+") || b[p] == UInt8(ascii: "~") || Self.isBlank(b[p]) {
      p += 1
    }
    let (w, _) = word(at: p)
    return w
  }

  /// Whether the element name at `i` is `name` (ASCII case-insensitive) and ends there.
  func hasName(_ name: [UInt8], at i: Int) -> Bool {
    guard i + name.count <= end else { return false }
    for k in 0..<name.count where Self.lowercase(b[i + k]) != name[k] { return false }
    return i + name.count == end || !Self.isNameByte(b[i + name.count])
  }

  static func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }
  static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
  static func isWordByte(_ c: UInt8) -> Bool { isLetter(c) || (c >= 0x30 && c <= 0x39) || c == 0x5F }
  static func isNameByte(_ c: UInt8) -> Bool { isWordByte(c) || c == 0x2D || c == 0x3A || c == 0x2E }
  static func lowercase(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c | 0x20 : c }
}
