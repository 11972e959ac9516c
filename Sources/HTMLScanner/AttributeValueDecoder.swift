/// Decodes a raw attribute value exactly as libxml2 2.9.14's `htmlParseHTMLAttribute` does,
/// keeping for each decoded scalar the raw bytes it came from, so that a diagnostic about part
/// of a value can point into the file even across references.
///
/// libxml2's rules: `&#123;` and `&#x7B;` (the `;` optional) decode when the value is an XML
/// character, and otherwise end the value (libxml2 writes a NUL into its C string); `&name;`
/// decodes when `name` is one of HTML 4's entities and the `;` is there, and otherwise stays as
/// written (`&amp` is four characters). Invalid UTF-8 and NUL read as U+FFFD.
enum AttributeValueDecoder {
  /// Calls `body` with each decoded scalar and its raw byte range (in the slice's indices).
  static func decode(_ raw: ArraySlice<UInt8>, _ body: (Unicode.Scalar, Range<Int>) -> Void) {
    var i = raw.startIndex
    let end = raw.endIndex
    while i < end {
      let byte = raw[i]
      if byte == UInt8(ascii: "&") {
        if i + 1 < end, raw[i + 1] == UInt8(ascii: "#") {
          let (value, next) = characterReference(raw, at: i)
          guard isXMLChar(value), let scalar = Unicode.Scalar(value) else { return }
          body(scalar, i..<next)
          i = next
          continue
        }
        if let (scalar, next) = entityReference(raw, at: i) {
          body(scalar, i..<next)
          i = next
          continue
        }
        body("&", i..<i + 1)
        i += 1
        continue
      }
      if byte < 0x80 {
        body(byte == 0 ? "\u{FFFD}" : Unicode.Scalar(byte), i..<i + 1)
        i += 1
        continue
      }
      var iterator = raw[i..<min(end, i + 4)].makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        body(Unicode.UTF8.decode(encoded), i..<i + encoded.count)
        i += encoded.count
      case .error(let length):
        body("\u{FFFD}", i..<i + length)
        i += length
      case .emptyInput:
        return
      }
    }
  }

  /// The decoded value.
  static func value(_ raw: ArraySlice<UInt8>) -> String {
    var scalars = String.UnicodeScalarView()
    decode(raw) { scalar, _ in scalars.append(scalar) }
    return String(scalars)
  }

  // MARK: - References

  /// `&#…` at `i`: its value (0 when no digit could be read) and the offset after it. Digits
  /// stop at the first non-digit; a `;` right after them is part of the reference.
  static func characterReference<Bytes: RandomAccessCollection<UInt8>>(_ raw: Bytes, at i: Int) -> (UInt32, Int)
  where Bytes.Index == Int {
    var j = i + 2
    let hex = j < raw.endIndex && (raw[j] | 0x20) == UInt8(ascii: "x")
    if hex { j += 1 }
    var value: UInt32 = 0
    while j < raw.endIndex, raw[j] != UInt8(ascii: ";") {
      let c = raw[j]
      let digit: UInt32
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: digit = UInt32(c - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: digit = UInt32(c - UInt8(ascii: "A") + 10)
      default: digit = 0xFFFF_FFFF
      }
      if digit == 0xFFFF_FFFF { break }
      // libxml2 stops accumulating once the value is out of Unicode's range.
      if value < 0x110000 { value = value * (hex ? 16 : 10) + digit }
      j += 1
    }
    if j < raw.endIndex, raw[j] == UInt8(ascii: ";") { j += 1 }
    return (value, j)
  }

  /// `&name;` at `i` when `name` is an HTML 4 entity and the `;` is there.
  private static func entityReference(_ raw: ArraySlice<UInt8>, at i: Int) -> (Unicode.Scalar, Int)? {
    var j = i + 1
    func isNameStart(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || c == 0x5F || c == 0x3A }
    func isNameChar(_ c: UInt8) -> Bool { isNameStart(c) || (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x2E }
    guard j < raw.endIndex, isNameStart(raw[j]) else { return nil }
    while j < raw.endIndex, isNameChar(raw[j]) { j += 1 }
    guard j < raw.endIndex, raw[j] == UInt8(ascii: ";"),
      let value = LibXML2Entities.scalar(named: raw[(i + 1)..<j]), let scalar = Unicode.Scalar(value)
    else { return nil }
    return (scalar, j + 1)
  }

  /// libxml2's `IS_CHAR`: the characters XML 1.0 allows.
  static func isXMLChar(_ c: UInt32) -> Bool {
    c == 0x9 || c == 0xA || c == 0xD || (0x20...0xD7FF).contains(c) || (0xE000...0xFFFD).contains(c)
      || (0x10000...0x10FFFF).contains(c)
  }
}
