import FieldModel
import HTMLScanner

/// An attribute of an XML start tag, as written.
struct XMLAttribute: Sendable {
  var name: String
  var nameRange: Range<Int>
  /// The raw value, quotes excluded.
  var valueRange: Range<Int>
  /// `name="value"`, quotes included.
  var range: Range<Int>
}

/// A start tag (or an empty-element tag) with exact byte ranges.
struct XMLStartTag: Sendable {
  var name: String
  /// `<name`: where findings about the element point.
  var nameRange: Range<Int>
  var attributes: [XMLAttribute]
  var isEmpty: Bool

  func attribute(_ name: String) -> XMLAttribute? { attributes.first { $0.name == name } }
}

enum XMLEvent: Sendable {
  case start(XMLStartTag)
  case end
  case comment(SourceComment)
}

/// The markup of a well-formed XML document as events with exact byte ranges: start tags and their
/// attributes, end tags, comments with "formlint-"; CDATA, processing instructions, the DOCTYPE
/// (internal subset included) and text are skipped. It is only run on what libxml2 has accepted as
/// well-formed (`XMLChecker`), so it needs none of XML's error handling; on anything else it still
/// ends, in linear time, without trapping.
struct XMLTagTokenizer {
  let bytes: [UInt8]
  private(set) var events: [XMLEvent] = []
  private(set) var hasDoctype = false

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  static func tokenize(_ bytes: [UInt8]) -> XMLTagTokenizer {
    var tokenizer = XMLTagTokenizer(bytes: bytes)
    tokenizer.run()
    return tokenizer
  }

  private func starts(_ i: Int, with prefix: String) -> Bool {
    var j = i
    for byte in prefix.utf8 {
      guard j < bytes.count, bytes[j] == byte else { return false }
      j += 1
    }
    return true
  }

  /// Where `terminator` next starts at or after `i`, or the end.
  private func find(_ terminator: String, from i: Int) -> Int {
    let first = terminator.utf8.first!
    var j = i
    while j < bytes.count {
      if bytes[j] == first, starts(j, with: terminator) { return j }
      j += 1
    }
    return bytes.count
  }

  private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

  mutating func run() {
    var i = 0
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "<") else {
        i += 1
        continue
      }
      if starts(i, with: "<!--") {
        let close = find("-->", from: i + 4)
        let end = min(close + 3, bytes.count)
        if ByteSearch.contains("formlint-", in: bytes, i + 4..<close) {
          events.append(.comment(SourceComment(text: String(decoding: bytes[i + 4..<close], as: UTF8.self), range: i..<end)))
        }
        i = end
      } else if starts(i, with: "<![CDATA[") {
        i = min(find("]]>", from: i + 9) + 3, bytes.count)
      } else if starts(i, with: "<?") {
        i = min(find("?>", from: i + 2) + 2, bytes.count)
      } else if starts(i, with: "<!") {
        hasDoctype = hasDoctype || starts(i, with: "<!DOCTYPE")
        i = declarationEnd(from: i + 2)
      } else if starts(i, with: "</") {
        events.append(.end)
        i = min(find(">", from: i + 2) + 1, bytes.count)
      } else {
        i = startTag(at: i)
      }
    }
  }

  /// After a `<!DOCTYPE …>`: an internal subset in `[…]` may hold quoted `>`s and comments.
  private func declarationEnd(from start: Int) -> Int {
    var i = start
    var depth = 0
    while i < bytes.count {
      switch bytes[i] {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        let quote = bytes[i]
        i += 1
        while i < bytes.count, bytes[i] != quote { i += 1 }
      case UInt8(ascii: "<") where starts(i, with: "<!--"):
        i = find("-->", from: i + 4) + 2
      case UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "]"): depth = max(0, depth - 1)
      case UInt8(ascii: ">") where depth == 0: return i + 1
      default: break
      }
      i += 1
    }
    return bytes.count
  }

  private mutating func startTag(at start: Int) -> Int {
    var i = start + 1
    while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") { i += 1 }
    let name = String(decoding: bytes[start + 1..<i], as: UTF8.self)
    var tag = XMLStartTag(name: name, nameRange: start..<i, attributes: [], isEmpty: false)
    while i < bytes.count {
      while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
      guard i < bytes.count else { break }
      if bytes[i] == UInt8(ascii: ">") {
        i += 1
        break
      }
      if bytes[i] == UInt8(ascii: "/") {
        tag.isEmpty = true
        i = min(find(">", from: i) + 1, bytes.count)
        break
      }
      let nameStart = i
      while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: "="), bytes[i] != UInt8(ascii: ">") { i += 1 }
      let nameEnd = i
      while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
      guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { continue }
      i += 1
      while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { continue }
      let quote = bytes[i]
      let valueStart = i + 1
      i = valueStart
      while i < bytes.count, bytes[i] != quote { i += 1 }
      let valueEnd = i
      i = min(i + 1, bytes.count)
      tag.attributes.append(XMLAttribute(
        name: String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), nameRange: nameStart..<nameEnd,
        valueRange: valueStart..<valueEnd, range: nameStart..<i))
    }
    events.append(.start(tag))
    if tag.isEmpty { events.append(.end) }
    return i
  }

  // MARK: - Attribute values

  /// An attribute's value as an XML processor reads it (references to the five predefined
  /// entities and character references resolved, each line break or tab read as a space), each
  /// scalar at the bytes it was written with; or the name of the first other entity it refers to,
  /// which formlint does not expand.
  static func value(of attribute: XMLAttribute, in bytes: [UInt8]) -> (value: LiteralValue?, unexpanded: String?) {
    var positions = ValuePositions(valueRange: attribute.valueRange)
    var text = ""
    var i = attribute.valueRange.lowerBound
    let end = attribute.valueRange.upperBound
    func add(_ scalar: Unicode.Scalar, _ span: Range<Int>) {
      positions.append(scalar, span)
      text.unicodeScalars.append(scalar)
    }
    while i < end {
      let c = bytes[i]
      switch c {
      case UInt8(ascii: "&"):
        var close = i + 1
        while close < end, close - i < 40, bytes[close] != UInt8(ascii: ";") { close += 1 }
        guard close < end, bytes[close] == UInt8(ascii: ";") else { return (nil, "&") }
        let name = Array(bytes[i + 1..<close])
        guard let scalar = reference(name) else { return (nil, String(decoding: name, as: UTF8.self)) }
        add(scalar, i..<close + 1)
        i = close + 1
      case 0x0D:
        let next = i + 1 < end && bytes[i + 1] == 0x0A ? i + 2 : i + 1
        add(" ", i..<next)
        i = next
      case 0x0A, 0x09:
        add(" ", i..<i + 1)
        i += 1
      default:
        if c < 0x80 {
          add(Unicode.Scalar(c), i..<i + 1)
          i += 1
        } else {
          var iterator = bytes[i..<min(end, i + 4)].makeIterator()
          var parser = Unicode.UTF8.ForwardParser()
          switch parser.parseScalar(from: &iterator) {
          case .valid(let encoded):
            add(Unicode.UTF8.decode(encoded), i..<i + encoded.count)
            i += encoded.count
          case .error(let length):
            add("\u{FFFD}", i..<i + length)
            i += length
          case .emptyInput:
            i = end
          }
        }
      }
    }
    return (LiteralValue(text: text, positions: positions), nil)
  }

  private static func reference(_ name: [UInt8]) -> Unicode.Scalar? {
    switch String(decoding: name, as: UTF8.self) {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default: break
    }
    guard name.first == UInt8(ascii: "#"), name.count > 1 else { return nil }
    let hex = name[1] == UInt8(ascii: "x")
    let digits = name.dropFirst(hex ? 2 : 1)
    guard !digits.isEmpty, digits.count <= 8 else { return nil }
    var value: UInt32 = 0
    for d in digits {
      if hex {
        guard let v = hexDigit(d) else { return nil }
        value = value * 16 + v
      } else {
        guard isDigit(d) else { return nil }
        value = value * 10 + UInt32(d - UInt8(ascii: "0"))
      }
    }
    return Unicode.Scalar(value)
  }
}
