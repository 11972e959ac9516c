/// A JSON value whose objects keep their keys in the order written, so that every report is
/// deterministic without sorting keys alphabetically (`$schema` first, `version` second, …).
enum JSONValue {
  case string(String)
  case int(Int)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])
}

extension JSONValue {
  /// `{"a":1,"b":[2]}`: one line.
  var compact: String {
    var out = ""
    write(to: &out, indent: nil, depth: 0)
    return out
  }

  /// Two-space indented, one key per line.
  var pretty: String {
    var out = ""
    write(to: &out, indent: "  ", depth: 0)
    return out
  }

  private func write(to out: inout String, indent: String?, depth: Int) {
    switch self {
    case .string(let s): JSONValue.appendQuoted(s, to: &out)
    case .int(let n): out += String(n)
    case .bool(let b): out += b ? "true" : "false"
    case .null: out += "null"
    case .array(let items):
      guard !items.isEmpty else { return out += "[]" }
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        newline(&out, indent, depth + 1)
        item.write(to: &out, indent: indent, depth: depth + 1)
      }
      newline(&out, indent, depth)
      out += "]"
    case .object(let members):
      guard !members.isEmpty else { return out += "{}" }
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += "," }
        newline(&out, indent, depth + 1)
        JSONValue.appendQuoted(key, to: &out)
        out += indent == nil ? ":" : ": "
        value.write(to: &out, indent: indent, depth: depth + 1)
      }
      newline(&out, indent, depth)
      out += "}"
    }
  }

  private func newline(_ out: inout String, _ indent: String?, _ depth: Int) {
    guard let indent else { return }
    out += "\n"
    for _ in 0..<depth { out += indent }
  }

  /// Appends `s` as a JSON string literal. Escapes what RFC 8259 requires (quote, backslash,
  /// U+0000–U+001F) plus DEL and U+2028/U+2029, which break JavaScript string literals. The text
  /// between escapes is appended a run at a time: most strings have no escape at all.
  static func appendQuoted(_ s: String, to out: inout String) {
    out += "\""
    let utf8 = s.utf8
    var run = utf8.startIndex  // start of the text not yet appended; always on a scalar boundary
    var i = utf8.startIndex
    while i != utf8.endIndex {
      var next = utf8.index(after: i)
      let escape: String?
      switch utf8[i] {
      case UInt8(ascii: "\""): escape = "\\\""
      case UInt8(ascii: "\\"): escape = "\\\\"
      case 0x0A: escape = "\\n"
      case 0x0D: escape = "\\r"
      case 0x09: escape = "\\t"
      case 0x08: escape = "\\b"
      case 0x0C: escape = "\\f"
      case 0x00...0x1F, 0x7F: escape = unicodeEscape(UInt32(utf8[i]))
      case 0xE2:  // U+2028 and U+2029 are E2 80 A8 and E2 80 A9
        let second = next, third = second == utf8.endIndex ? second : utf8.index(after: second)
        if third != utf8.endIndex, utf8[second] == 0x80, utf8[third] == 0xA8 || utf8[third] == 0xA9 {
          escape = unicodeEscape(utf8[third] == 0xA8 ? 0x2028 : 0x2029)
          next = utf8.index(after: third)
        } else {
          escape = nil
        }
      default: escape = nil
      }
      if let escape {
        out += s[run..<i]
        out += escape
        run = next
      }
      i = next
    }
    out += s[run..<utf8.endIndex]
    out += "\""
  }

  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}

extension JSONValue {
  /// `.string(s)` when there is a value, else nothing: for members that are written only when set.
  static func optional(_ s: String?) -> JSONValue? { s.map { .string($0) } }
}

/// Builds an object's members, leaving out the optional ones that are `nil`.
func members(_ pairs: (String, JSONValue?)...) -> JSONValue {
  .object(pairs.compactMap { key, value in value.map { (key, $0) } })
}
