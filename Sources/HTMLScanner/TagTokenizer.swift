/// One attribute as written in a start tag.
struct AttributeToken {
  var nameRange: Range<Int>
  /// Raw value bytes, quotes excluded; `nil` without `=`.
  var valueRange: Range<Int>?
}

/// A start tag, read from the bytes the way libxml2 2.9.14's `htmlParseStartTag` reads it, so
/// that its attributes line up one for one with the ones libxml2 reports and the tokenizer
/// stops exactly where libxml2 stopped.
struct TagToken {
  /// The `<`.
  var start: Int
  var nameRange: Range<Int>
  /// In source order, duplicates included.
  var attributes: [AttributeToken]
  /// Where libxml2's attribute loop stops: at `>`, at `/>`, or at the end of the input. This is
  /// where libxml2's position is when it reports the element.
  var stop: Int
  /// One past the tag's `>` (or `/>`); the end of the input for a tag cut off by it.
  var end: Int
}

enum TagTokenizer {
  /// libxml2 reads at most this many bytes of a tag or attribute name (`HTML_PARSER_BUFFER_SIZE`);
  /// the rest of a longer name is read as what follows it.
  static let maxNameLength = 100

  /// The start tag at `start`, which must be `<` followed by an ASCII letter.
  static func tokenize(_ b: UnsafeBufferPointer<UInt8>, at start: Int) -> TagToken? {
    guard start + 1 < b.count, b[start] == UInt8(ascii: "<"), isLetter(b[start + 1]) else { return nil }
    let count = b.count
    var p = start + 1
    let nameRange = name(b, at: &p)
    var attributes: [AttributeToken] = []
    skipBlanks(b, &p)
    while p < count, b[p] != UInt8(ascii: ">"), !isSelfClosing(b, p) {
      if isNameStart(b[p]) {
        let attributeName = name(b, at: &p)
        var valueRange: Range<Int>?
        skipBlanks(b, &p)
        if p < count, b[p] == UInt8(ascii: "=") {
          p += 1
          skipBlanks(b, &p)
          valueRange = value(b, at: &p)
        }
        attributes.append(AttributeToken(nameRange: attributeName, valueRange: valueRange))
      } else {
        // libxml2 drops what cannot start a name, up to the next blank or the tag's end.
        while p < count, !isBlank(b[p]), b[p] != UInt8(ascii: ">"), !isSelfClosing(b, p) { p += 1 }
      }
      skipBlanks(b, &p)
    }
    let end = p >= count ? count : (b[p] == UInt8(ascii: ">") ? p + 1 : p + 2)
    return TagToken(start: start, nameRange: nameRange, attributes: attributes, stop: p, end: end)
  }

  /// Whether the tag at `start` is named `lowercasedName` as libxml2 reads names.
  static func hasName(_ b: UnsafeBufferPointer<UInt8>, at start: Int, _ lowercasedName: [UInt8]) -> Bool {
    guard start + 1 < b.count, b[start] == UInt8(ascii: "<"), isLetter(b[start + 1]) else { return false }
    var p = start + 1
    let range = name(b, at: &p)
    guard range.count == lowercasedName.count else { return false }
    for (k, i) in range.enumerated() where lowercase(b[i]) != lowercasedName[k] { return false }
    return true
  }

  // MARK: - Pieces

  /// `htmlParseHTMLName`: `[A-Za-z_:.][A-Za-z0-9:_.-]*`, at most `maxNameLength` bytes.
  private static func name(_ b: UnsafeBufferPointer<UInt8>, at p: inout Int) -> Range<Int> {
    let start = p
    while p < b.count, p - start < maxNameLength, isNameChar(b[p]) { p += 1 }
    return start..<p
  }

  /// `htmlParseAttValue`: quoted up to the same quote (or the end of the input), else up to a
  /// blank or `>`.
  private static func value(_ b: UnsafeBufferPointer<UInt8>, at p: inout Int) -> Range<Int> {
    guard p < b.count else { return p..<p }
    let quote = b[p]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      let start = p + 1
      var q = start
      while q < b.count, b[q] != quote { q += 1 }
      p = q < b.count ? q + 1 : q
      return start..<q
    }
    let start = p
    while p < b.count, !isBlank(b[p]), b[p] != UInt8(ascii: ">") { p += 1 }
    return start..<p
  }

  private static func skipBlanks(_ b: UnsafeBufferPointer<UInt8>, _ p: inout Int) {
    while p < b.count, isBlank(b[p]) { p += 1 }
  }

  private static func isSelfClosing(_ b: UnsafeBufferPointer<UInt8>, _ p: Int) -> Bool {
    b[p] == UInt8(ascii: "/") && p + 1 < b.count && b[p + 1] == UInt8(ascii: ">")
  }

  /// libxml2's `IS_BLANK_CH`: no form feed, unlike HTML.
  static func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
  static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
  static func isNameStart(_ c: UInt8) -> Bool { isLetter(c) || c == 0x5F || c == 0x3A || c == 0x2E }
  static func isNameChar(_ c: UInt8) -> Bool { isNameStart(c) || (c >= 0x30 && c <= 0x39) || c == 0x2D }
  static func lowercase(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c | 0x20 : c }
}
