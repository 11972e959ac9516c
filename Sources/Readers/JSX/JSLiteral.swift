import FieldModel
import HTMLScanner

/// The values of the literals a JSX file writes, each scalar with the bytes it was written with:
/// JavaScript strings and templates (escapes resolved, as the engine reads them) and JSX attribute
/// strings (no escapes, HTML character references decoded, as Babel and TypeScript read them).
enum JSLiteral {
  /// The value of the string literal (`'…'`, `"…"`) or template literal without substitutions whose
  /// text between the delimiters is `raw`; `nil` when an escape is invalid (a syntax error: the value
  /// is left to run time).
  static func cooked(_ b: UnsafeBufferPointer<UInt8>, _ raw: Range<Int>, template: Bool) -> LiteralValue? {
    if let plain = verbatimASCII(b, raw, unless: 0x5C, template ? 0x0D : 0x5C) { return plain }
    var builder = Builder(valueRange: raw)
    var i = raw.lowerBound
    let end = raw.upperBound
    while i < end {
      let c = b[i]
      if c == 0x5C {  // backslash
        guard let next = escape(b, at: i, end: end, template: template, into: &builder) else { return nil }
        i = next
      } else if template, c == 0x0D {
        // A template's CR LF and lone CR read as LF.
        let next = i + 1 < end && b[i + 1] == 0x0A ? i + 2 : i + 1
        builder.append(0x0A, i..<next)
        i = next
      } else {
        i = builder.appendUTF8(b, at: i, end: end)
      }
    }
    return builder.value
  }

  /// A JSX attribute string: every byte as written, except `&name;`, `&#123;` and `&#x7B;`, which
  /// decode when they are valid (and otherwise stay as written).
  static func jsxString(_ b: UnsafeBufferPointer<UInt8>, _ raw: Range<Int>) -> LiteralValue {
    if let plain = verbatimASCII(b, raw, unless: 0x26, 0x26) { return plain }
    var builder = Builder(valueRange: raw)
    var i = raw.lowerBound
    while i < raw.upperBound {
      if b[i] == 0x26, let (value, next) = reference(b, at: i, end: raw.upperBound) {
        builder.append(value, i..<next)
        i = next
      } else {
        i = builder.appendUTF8(b, at: i, end: raw.upperBound)
      }
    }
    return builder.value
  }

  /// The value of ASCII text written as itself, without the bytes that would start an escape or a
  /// reference: most values (`className="card"`, `type="password"`), read without decoding each scalar.
  private static func verbatimASCII(
    _ b: UnsafeBufferPointer<UInt8>, _ raw: Range<Int>, unless special: UInt8, _ other: UInt8
  ) -> LiteralValue? {
    let bytes = UnsafeBufferPointer(rebasing: b[raw])
    for c in bytes where c >= 0x80 || c == special || c == other { return nil }
    return LiteralValue(text: String(decoding: bytes, as: UTF8.self), positions: ValuePositions(ascii: bytes, valueRange: raw))
  }

  // MARK: - Escapes

  /// Appends what the escape at `i` (a backslash) stands for; the offset after it, or `nil` when invalid.
  private static func escape(
    _ b: UnsafeBufferPointer<UInt8>, at i: Int, end: Int, template: Bool, into builder: inout Builder
  ) -> Int? {
    guard i + 1 < end else { return nil }
    let c = b[i + 1]
    switch c {
    case 0x0A: return i + 2  // line continuations stand for nothing
    case 0x0D: return i + 2 < end && b[i + 2] == 0x0A ? i + 3 : i + 2
    case 0xE2 where i + 3 < end && b[i + 2] == 0x80 && (b[i + 3] == 0xA8 || b[i + 3] == 0xA9): return i + 4
    case UInt8(ascii: "b"): builder.append(0x08, i..<i + 2)
    case UInt8(ascii: "f"): builder.append(0x0C, i..<i + 2)
    case UInt8(ascii: "n"): builder.append(0x0A, i..<i + 2)
    case UInt8(ascii: "r"): builder.append(0x0D, i..<i + 2)
    case UInt8(ascii: "t"): builder.append(0x09, i..<i + 2)
    case UInt8(ascii: "v"): builder.append(0x0B, i..<i + 2)
    case UInt8(ascii: "x"):
      guard i + 4 <= end, let value = hex(b, i + 2..<i + 4) else { return nil }
      builder.append(value, i..<i + 4)
      return i + 4
    case UInt8(ascii: "u"):
      guard var (value, next) = unicodeEscape(b, at: i, end: end) else { return nil }
      if (0xD800..<0xDC00).contains(value), let (low, after) = unicodeEscape(b, at: next, end: end),
         (0xDC00..<0xE000).contains(low) {
        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        next = after
      }
      builder.append(value, i..<next)
      return next
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      // `\0` alone is NUL; `\1`…`\377` are legacy octal escapes, which templates forbid.
      var value = UInt32(c - 0x30)
      var j = i + 2
      let maxDigits = c <= UInt8(ascii: "3") ? 3 : 2
      while j < end, j - i - 1 < maxDigits, b[j] >= 0x30, b[j] <= 0x37 {
        value = value * 8 + UInt32(b[j] - 0x30)
        j += 1
      }
      if template, !(value == 0 && j == i + 2) { return nil }
      builder.append(value, i..<j)
      return j
    default:
      // Any other character stands for itself (`\'`, `\\`, `\a`); a multi-byte one too.
      let start = i + 1
      var escaped = Builder(valueRange: start..<end)
      let next = escaped.appendUTF8(b, at: start, end: end)
      if let scalar = escaped.scalars.first { builder.append(scalar.value, i..<next) }
      return next
    }
    return i + 2
  }

  /// `\uXXXX` or `\u{X…}` at `i`: its value and the offset after it.
  private static func unicodeEscape(_ b: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> (UInt32, Int)? {
    guard i + 2 < end, b[i] == 0x5C, b[i + 1] == UInt8(ascii: "u") else { return nil }
    if b[i + 2] == UInt8(ascii: "{") {
      var j = i + 3
      while j < end, b[j] != UInt8(ascii: "}"), j - i < 16 { j += 1 }
      guard j < end, b[j] == UInt8(ascii: "}"), let value = hex(b, i + 3..<j), value <= 0x10FFFF else { return nil }
      return (value, j + 1)
    }
    guard i + 6 <= end, let value = hex(b, i + 2..<i + 6) else { return nil }
    return (value, i + 6)
  }

  private static func hex(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> UInt32? {
    guard !r.isEmpty, r.count <= 8 else { return nil }
    var value: UInt32 = 0
    for k in r {
      guard let digit = hexDigit(b[k]) else { return nil }
      value = value << 4 | digit
    }
    return value
  }

  static func hexDigit(_ c: UInt8) -> UInt32? {
    switch c {
    case 0x30...0x39: UInt32(c - 0x30)
    case 0x41...0x46: UInt32(c - 0x41 + 10)
    case 0x61...0x66: UInt32(c - 0x61 + 10)
    default: nil
    }
  }

  // MARK: - Character references

  /// `&#123;`, `&#x7B;` or `&name;` at `i`, within ten bytes as Babel reads them: value and end.
  private static func reference(_ b: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> (UInt32, Int)? {
    var semicolon = i + 1
    while semicolon < end, semicolon - i <= 10, b[semicolon] != UInt8(ascii: ";") { semicolon += 1 }
    guard semicolon < end, b[semicolon] == UInt8(ascii: ";"), semicolon > i + 1 else { return nil }
    let body = i + 1..<semicolon
    var value: UInt32?
    if b[body.lowerBound] == UInt8(ascii: "#") {
      if body.count > 2, b[body.lowerBound + 1] | 0x20 == UInt8(ascii: "x") {
        value = hex(b, body.lowerBound + 2..<body.upperBound)
      } else if body.count > 1 {
        var decimal: UInt32 = 0
        for k in body.lowerBound + 1..<body.upperBound {
          guard b[k] >= 0x30, b[k] <= 0x39, decimal < 0x11_0000 else { return nil }
          decimal = decimal * 10 + UInt32(b[k] - 0x30)
        }
        value = decimal
      }
    } else {
      value = NamedCharacterReferences.scalar(named: ArraySlice(b[body]))
    }
    guard let value, value > 0, Unicode.Scalar(value) != nil else { return nil }
    return (value, semicolon + 1)
  }

  // MARK: - Building a value

  /// The decoded scalars and their spans.
  struct Builder {
    var positions: ValuePositions
    var scalars = String.UnicodeScalarView()

    init(valueRange: Range<Int>) { positions = ValuePositions(valueRange: valueRange) }

    /// A lone surrogate (a JavaScript string can hold one; a Swift string cannot) reads as U+FFFD.
    mutating func append(_ value: UInt32, _ span: Range<Int>) {
      let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      scalars.append(scalar)
      positions.append(scalar, span)
    }

    /// The UTF-8 scalar at `i` (invalid bytes read as U+FFFD); the offset after it.
    mutating func appendUTF8(_ b: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int {
      let c = b[i]
      if c < 0x80 {
        append(UInt32(c), i..<i + 1)
        return i + 1
      }
      var iterator = b[i..<min(end, i + 4)].makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        append(Unicode.UTF8.decode(encoded).value, i..<i + encoded.count)
        return i + encoded.count
      case .error(let length):
        append(0xFFFD, i..<i + length)
        return i + length
      case .emptyInput:
        return end
      }
    }

    var value: LiteralValue { LiteralValue(text: String(scalars), positions: positions) }
  }
}
