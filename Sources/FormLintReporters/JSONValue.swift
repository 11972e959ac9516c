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
  /// U+0000–U+001F) plus DEL and U+2028/U+2029, which break JavaScript string literals.
  static func appendQuoted(_ s: String, to out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
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
