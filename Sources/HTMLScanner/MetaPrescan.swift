/// HTML's "prescan a byte stream to determine its encoding" (WHATWG HTML §13.2.3.2): skips
/// comments and other tags, reads `<meta charset>` and `<meta http-equiv=content-type content>`.
struct MetaPrescan {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  private func byte(_ i: Int) -> UInt8? { i < bytes.count ? bytes[i] : nil }
  private func lower(_ i: Int) -> UInt8? { byte(i).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 } }
  private func isLetter(_ b: UInt8?) -> Bool { b.map { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } ?? false }

  /// The first meta charset that names a known encoding; remembers the first unknown label.
  mutating func run(unknownLabel: inout String?) -> Charset? {
    while position < bytes.count {
      if byte(position) != UInt8(ascii: "<") {
        position += 1
        continue
      }
      if byte(position + 1) == 0x21, byte(position + 2) == 0x2D, byte(position + 3) == 0x2D {
        // A comment: skip to the '>' of the first "-->" (which may overlap "<!--").
        var i = position + 2
        while i + 2 < bytes.count, !(bytes[i] == 0x2D && bytes[i + 1] == 0x2D && bytes[i + 2] == 0x3E) { i += 1 }
        position = i + 3
      } else if lower(position + 1) == 0x6D, lower(position + 2) == 0x65, lower(position + 3) == 0x74,
        lower(position + 4) == 0x61, let next = byte(position + 5), isASCIIWhitespace(next) || next == 0x2F
      {
        position += 6
        if let charset = meta(unknownLabel: &unknownLabel) { return charset }
      } else if isLetter(byte(position + 1)) || (byte(position + 1) == 0x2F && isLetter(byte(position + 2))) {
        // Another tag: skip its name, then its attributes (whose values may contain '>').
        while let b = byte(position), !isASCIIWhitespace(b), b != 0x3E { position += 1 }
        while attribute() != nil {}
      } else if byte(position + 1) == 0x21 || byte(position + 1) == 0x2F || byte(position + 1) == 0x3F {
        while let b = byte(position), b != 0x3E { position += 1 }
        position += 1
      } else {
        position += 1
      }
    }
    return nil
  }

  private mutating func meta(unknownLabel: inout String?) -> Charset? {
    var seen = Set<[UInt8]>()
    var gotPragma = false
    var needPragma: Bool?
    var charset: Charset?
    var unknown: [UInt8]?
    while let (name, value) = attribute() {
      guard seen.insert(name).inserted else { continue }
      switch String(decoding: name, as: UTF8.self) {
      case "http-equiv":
        if value == Array("content-type".utf8) { gotPragma = true }
      case "content":
        if charset == nil, let label = Self.charsetInContent(value) {
          if let known = CharsetLabels.charset(forLabel: label) {
            charset = known
            needPragma = true
          } else {
            unknown = unknown ?? Array(label)
          }
        }
      case "charset":
        charset = CharsetLabels.charset(forLabel: value)
        if charset == nil { unknown = value }
        needPragma = false
      default:
        break
      }
    }
    // An unknown label counts only where a known one would have been used: it is reported, and
    // the page is read as UTF-8.
    if charset == nil, let unknown, needPragma == false || gotPragma, unknownLabel == nil {
      unknownLabel = String(decoding: unknown, as: UTF8.self)
    }
    guard let needPragma, !(needPragma && !gotPragma), let charset else { return nil }
    return charset
  }

  /// "Get an attribute": a lowercased name and value, or nil at the tag's end.
  private mutating func attribute() -> (name: [UInt8], value: [UInt8])? {
    while let b = byte(position), isASCIIWhitespace(b) || b == 0x2F { position += 1 }
    guard let first = byte(position), first != 0x3E else {
      position += 1
      return nil
    }
    var name: [UInt8] = []
    let value: [UInt8] = []
    nameLoop: while let b = lower(position) {
      if b == 0x3D, !name.isEmpty { position += 1; return valueAfterEquals(name) }
      if isASCIIWhitespace(b) { break nameLoop }
      if b == 0x2F || b == 0x3E { return (name, value) }
      name.append(b)
      position += 1
    }
    while let b = byte(position), isASCIIWhitespace(b) { position += 1 }
    guard byte(position) == 0x3D else { return byte(position) == nil ? nil : (name, value) }
    position += 1
    return valueAfterEquals(name)
  }

  private mutating func valueAfterEquals(_ name: [UInt8]) -> (name: [UInt8], value: [UInt8])? {
    var value: [UInt8] = []
    while let b = byte(position), isASCIIWhitespace(b) { position += 1 }
    guard let first = byte(position) else { return nil }
    if first == 0x22 || first == 0x27 {
      position += 1
      while let b = lower(position) {
        position += 1
        if b == first { return (name, value) }
        value.append(b)
      }
      return nil
    }
    if first == 0x3E { return (name, value) }
    while let b = lower(position), !isASCIIWhitespace(b), b != 0x3E {
      value.append(b)
      position += 1
    }
    return byte(position) == nil ? nil : (name, value)
  }

  /// "Extract a character encoding from a meta element": the label after `charset=` in a
  /// `content` value.
  static func charsetInContent(_ s: [UInt8]) -> ArraySlice<UInt8>? {
    let key = Array("charset".utf8)
    var i = 0
    while i + key.count <= s.count {
      guard Array(s[i..<i + key.count]) == key else { i += 1; continue }
      var j = i + key.count
      while j < s.count, isASCIIWhitespace(s[j]) { j += 1 }
      guard j < s.count, s[j] == 0x3D else { i = j; continue }
      j += 1
      while j < s.count, isASCIIWhitespace(s[j]) { j += 1 }
      guard j < s.count else { return nil }
      if s[j] == 0x22 || s[j] == 0x27 {
        guard let close = s[(j + 1)...].firstIndex(of: s[j]) else { return nil }
        return s[(j + 1)..<close]
      }
      var k = j
      while k < s.count, !isASCIIWhitespace(s[k]), s[k] != 0x3B { k += 1 }
      return s[j..<k]
    }
    return nil
  }
}
