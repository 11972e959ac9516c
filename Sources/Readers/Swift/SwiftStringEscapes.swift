/// The escapes of a Swift string literal's text, each scalar mapped to the bytes it is written with:
/// `\"`, `\\`, `\n`, `\t`, `\0`, `\u{3B}`, a raw string's `\#n`, a multi-line literal's escaped line
/// break. It works on one segment's bytes as the file holds them (the Swift reader gets the segments
/// from swift-syntax); it needs no parser, so the fuzzer reaches it without building swift-syntax.
public enum SwiftStringEscapes {
  /// Calls `emit` with each scalar that `bytes[range]` (a segment's text) stands for, and its span.
  public static func decode(
    _ bytes: [UInt8], _ range: Range<Int>, pounds: Int, multiline: Bool,
    emit: (Unicode.Scalar, Range<Int>) -> Void
  ) {
    var i = range.lowerBound
    let end = range.upperBound
    while i < end {
      let byte = bytes[i]
      if byte == UInt8(ascii: "\\"), let escape = escape(bytes, at: i, end: end, pounds: pounds, multiline: multiline) {
        if let scalar = escape.scalar { emit(scalar, i..<escape.end) }
        i = escape.end
        continue
      }
      if multiline, byte == 0x0D {
        // A multi-line literal's line breaks are "\n" whatever the file uses.
        let width = i + 1 < end && bytes[i + 1] == 0x0A ? 2 : 1
        emit("\n", i..<i + width)
        i += width
        continue
      }
      let (scalar, width) = scalarAt(bytes, i, end: end)
      emit(scalar, i..<i + width)
      i += width
    }
  }

  /// The escape starting at the backslash at `i`: its scalar (`nil` for an escaped line break) and where
  /// it ends; `nil` when the backslash is not an escape (a raw string's backslash without its `#`s, an
  /// invalid escape, which the compiler rejects: shown as written).
  private static func escape(
    _ bytes: [UInt8], at i: Int, end: Int, pounds: Int, multiline: Bool
  ) -> (scalar: Unicode.Scalar?, end: Int)? {
    var j = i + 1
    for _ in 0..<pounds {
      guard j < end, bytes[j] == UInt8(ascii: "#") else { return nil }
      j += 1
    }
    guard j < end else { return nil }
    switch bytes[j] {
    case UInt8(ascii: "0"): return ("\0", j + 1)
    case UInt8(ascii: "\\"): return ("\\", j + 1)
    case UInt8(ascii: "t"): return ("\t", j + 1)
    case UInt8(ascii: "n"): return ("\n", j + 1)
    case UInt8(ascii: "r"): return ("\r", j + 1)
    case UInt8(ascii: "\""): return ("\"", j + 1)
    case UInt8(ascii: "'"): return ("'", j + 1)
    case UInt8(ascii: "u"): return unicodeEscape(bytes, openBraceAt: j + 1, end: end)
    case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0A, 0x0D:
      // A multi-line literal's line continuation: `\`, optional blanks, a line break.
      guard multiline else { return nil }
      var k = j
      while k < end, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
      guard k < end, bytes[k] == 0x0A || bytes[k] == 0x0D else {
        // The segment ends at the line break (swift-syntax keeps the last one as trivia).
        return k == end ? (nil, end) : nil
      }
      if bytes[k] == 0x0D, k + 1 < end, bytes[k + 1] == 0x0A { k += 1 }
      return (nil, k + 1)
    default: return nil
    }
  }

  /// `\u{…}`: one to eight hex digits naming a Unicode scalar.
  private static func unicodeEscape(
    _ bytes: [UInt8], openBraceAt i: Int, end: Int
  ) -> (scalar: Unicode.Scalar?, end: Int)? {
    guard i < end, bytes[i] == UInt8(ascii: "{") else { return nil }
    var value: UInt32 = 0
    var j = i + 1
    var digits = 0
    while j < end, let digit = hexValue(bytes[j]) {
      guard digits < 8 else { return nil }
      value = value << 4 | digit
      digits += 1
      j += 1
    }
    guard digits > 0, j < end, bytes[j] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, j + 1)
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The UTF-8 scalar at `i`, or U+FFFD for one invalid sequence, and its width in bytes.
  public static func scalarAt(_ bytes: [UInt8], _ i: Int, end: Int) -> (Unicode.Scalar, Int) {
    var iterator = bytes[i..<min(end, i + 4)].makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    switch parser.parseScalar(from: &iterator) {
    case .valid(let encoded): return (Unicode.UTF8.decode(encoded), encoded.count)
    case .error(let length): return ("\u{FFFD}", max(1, length))
    case .emptyInput: return ("\u{FFFD}", 1)
    }
  }
}
