/// Finds a page's encoding from its bytes alone, as a browser does for a file without HTTP
/// headers: a byte order mark; else a `<meta>` charset found by HTML's prescan of the first
/// 1024 bytes; else the encoding of an XML declaration (for .xhtml files); else UTF-8.
enum CharsetSniffer {
  /// How many bytes HTML's prescan looks at.
  static let prescanLength = 1024

  static func sniff(_ bytes: UnsafeBufferPointer<UInt8>) -> Charset {
    if let bom = byteOrderMark(bytes) { return bom }
    var unknownLabel: String?
    let window = UnsafeBufferPointer(rebasing: bytes.prefix(prescanLength))
    // Only a `<meta` or an XML declaration can name a charset; most files (components, templates)
    // have neither, and the pre-scan of every file in a repository asks this.
    if !TemplatePrefilter.containsIgnoringCase(window, "<meta"), !window.starts(with: "<?xml".utf8) { return .utf8 }
    var prescan = MetaPrescan(bytes: window)
    if let charset = prescan.run(unknownLabel: &unknownLabel) { return charset }
    if let label = xmlDeclarationEncoding(window) {
      if let charset = CharsetLabels.charset(forLabel: label) { return charset }
      unknownLabel = unknownLabel ?? String(decoding: label, as: UTF8.self)
    }
    if let unknownLabel { return .unsupported(label: unknownLabel) }
    return .utf8
  }

  /// UTF-16 and UTF-32, whose text is full of NUL bytes.
  static func isWide(_ charset: Charset) -> Bool {
    switch charset {
    case .utf16LE, .utf16BE, .utf32LE, .utf32BE: return true
    default: return false
    }
  }

  static func byteOrderMark(_ b: UnsafeBufferPointer<UInt8>) -> Charset? {
    if b.count >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { return .utf8BOM }
    if b.count >= 4, b[0] == 0xFF, b[1] == 0xFE, b[2] == 0, b[3] == 0 { return .utf32LE }
    if b.count >= 4, b[0] == 0, b[1] == 0, b[2] == 0xFE, b[3] == 0xFF { return .utf32BE }
    if b.count >= 2, b[0] == 0xFF, b[1] == 0xFE { return .utf16LE }
    if b.count >= 2, b[0] == 0xFE, b[1] == 0xFF { return .utf16BE }
    return nil
  }

  /// `encoding="…"` of an XML declaration at the very start of the page.
  private static func xmlDeclarationEncoding(_ b: UnsafeBufferPointer<UInt8>) -> ArraySlice<UInt8>? {
    let start: [UInt8] = Array("<?xml".utf8)
    guard b.count > start.count, b.starts(with: start), isASCIIWhitespace(b[start.count]) else { return nil }
    let declaration = Array(b.prefix { $0 != UInt8(ascii: ">") })
    let key = Array("encoding".utf8)
    var i = start.count
    while i + key.count < declaration.count {
      if Array(declaration[i..<i + key.count]) == key {
        var j = i + key.count
        while j < declaration.count, isASCIIWhitespace(declaration[j]) { j += 1 }
        guard j < declaration.count, declaration[j] == UInt8(ascii: "=") else { return nil }
        j += 1
        while j < declaration.count, isASCIIWhitespace(declaration[j]) { j += 1 }
        guard j < declaration.count, declaration[j] == 0x22 || declaration[j] == 0x27 else { return nil }
        let quote = declaration[j]
        guard let close = declaration[(j + 1)...].firstIndex(of: quote) else { return nil }
        return declaration[(j + 1)..<close]
      }
      i += 1
    }
    return nil
  }

}
