/// Reads one line of `explain --format jsonl` input: a JSON string literal.
///
/// Lenient where JSON is strict and safety allows: a lone surrogate (`"\ud800"`), which no Swift
/// string can hold, becomes U+FFFD instead of failing the line.
public enum JSONStringLine {
  public static func decode(_ line: Substring) -> String? {
    var scalars = Array(line.unicodeScalars)
    while let last = scalars.last, last == " " || last == "\t" || last == "\r" { scalars.removeLast() }
    var i = 0
    while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
    guard i < scalars.count, scalars[i] == "\"", scalars.count - i >= 2, scalars.last == "\"" else { return nil }
    i += 1
    let end = scalars.count - 1
    var out = String.UnicodeScalarView()
    while i < end {
      let c = scalars[i]
      if c == "\"" { return nil }  // an unescaped quote inside: not one string
      guard c == "\\" else {
        out.append(c)
        i += 1
        continue
      }
      guard i + 1 < end else { return nil }
      let e = scalars[i + 1]
      i += 2
      switch e {
      case "\"": out.append("\"")
      case "\\": out.append("\\")
      case "/": out.append("/")
      case "b": out.append("\u{08}")
      case "f": out.append("\u{0C}")
      case "n": out.append("\n")
      case "r": out.append("\r")
      case "t": out.append("\t")
      case "u":
        guard let high = hex4(scalars, at: i, end: end) else { return nil }
        i += 4
        if (0xD800..<0xDC00).contains(high), i + 1 < end, scalars[i] == "\\", scalars[i + 1] == "u",
           let low = hex4(scalars, at: i + 2, end: end), (0xDC00..<0xE000).contains(low) {
          i += 6
          out.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!)
        } else {
          out.append(Unicode.Scalar(high) ?? "\u{FFFD}")
        }
      default: return nil
      }
    }
    return String(out)
  }

  private static func hex4(_ s: [Unicode.Scalar], at i: Int, end: Int) -> UInt32? {
    guard i + 4 <= end else { return nil }
    var value: UInt32 = 0
    for scalar in s[i..<i + 4] {
      guard scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) else { return nil }
      value = value << 4 | digit
    }
    return value
  }
}
