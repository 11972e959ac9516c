/// How deeply a Swift file nests brackets, for what swift-syntax cannot parse: past 256 levels it
/// stops reading (a field after them would be lost without a word), and each level of `[` inside
/// another doubles its time (26 levels: seconds; a file mid-edit with 28 unclosed: minutes).
/// Strings and comments are skipped roughly: the limits are far beyond any hand-written code.
enum SwiftNesting {
  static let maximumDepth = 200
  static let maximumSquareDepth = 12

  /// Why the file is refused, or `nil`.
  static func tooDeep(_ b: UnsafeBufferPointer<UInt8>) -> String? {
    var depth = 0, square = 0
    var stack: [UInt8] = []
    var i = 0
    let n = b.count
    while i < n {
      let c = b[i]
      switch c {
      case UInt8(ascii: "/") where i + 1 < n && b[i + 1] == UInt8(ascii: "/"):
        while i < n, b[i] != 0x0A { i += 1 }
        continue
      case UInt8(ascii: "/") where i + 1 < n && b[i + 1] == UInt8(ascii: "*"):
        var level = 0
        while i + 1 < n {
          if b[i] == UInt8(ascii: "/"), b[i + 1] == UInt8(ascii: "*") { level += 1; i += 2; continue }
          if b[i] == UInt8(ascii: "*"), b[i + 1] == UInt8(ascii: "/") {
            level -= 1
            i += 2
            if level == 0 { break }
            continue
          }
          i += 1
        }
        continue
      case UInt8(ascii: "\""):
        i = stringEnd(b, from: i)
        continue
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        stack.append(c)
        depth += 1
        if c == UInt8(ascii: "[") { square += 1 }
        if depth > maximumDepth {
          return "brackets nested over \(maximumDepth) levels deep: formlint's Swift parser cannot read this file; not linted"
        }
        if square > maximumSquareDepth {
          return "`[` nested over \(maximumSquareDepth) levels deep: formlint's Swift parser slows down exponentially on such code; not linted"
        }
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if let open = stack.popLast() {
          depth -= 1
          if open == UInt8(ascii: "[") { square -= 1 }
        }
      default: break
      }
      i += 1
    }
    return nil
  }

  /// After the string literal whose `"` is at `i` (one line, or `"""` to `"""`), escapes skipped.
  static func stringEnd(_ b: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
    let n = b.count
    let triple = i + 2 < n && b[i + 1] == UInt8(ascii: "\"") && b[i + 2] == UInt8(ascii: "\"")
    var p = triple ? i + 3 : i + 1
    while p < n {
      let c = b[p]
      if c == UInt8(ascii: "\\") { p += 2; continue }
      if c == UInt8(ascii: "\"") {
        if !triple { return p + 1 }
        if p + 2 < n, b[p + 1] == UInt8(ascii: "\""), b[p + 2] == UInt8(ascii: "\"") { return p + 3 }
      }
      if !triple, c == 0x0A { return p + 1 }
      p += 1
    }
    return n
  }
}
