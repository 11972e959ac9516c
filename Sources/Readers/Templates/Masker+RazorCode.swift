/// Razor's `@{ … }` code blocks: C# statements, where a statement may be markup (`<div>…</div>`,
/// `<input … />`): Razor writes that out, as ASP.NET Identity's pages do with a form in an `else`.
extension Masker {
  /// Masks the block's C# and leaves its markup to the pass, which skips the C# after it (`skips`).
  /// Returns where the pass goes on.
  mutating func razorCodeBlock(_ i: Int) -> Int {
    let after = csharpBlockEnd(from: i + 1)
    let segments = markupStatements(in: (i + 2)..<max(i + 2, after - 1))
    guard let first = segments.first else {
      mask(i..<after)
      return after
    }
    mask(i..<first.lowerBound)
    var code: [Range<Int>] = []
    var codeStart = first.upperBound
    for segment in segments.dropFirst() {
      code.append(codeStart..<segment.lowerBound)
      codeStart = segment.upperBound
    }
    code.append(codeStart..<after)
    // A stack, the next last: a block inside an outer block's markup comes before the outer block's
    // code still to skip.
    skips.append(contentsOf: code.reversed())
    return first.lowerBound
  }

  /// After the `}` that closes the C# block whose `{` is at `i`: braces in strings, characters and
  /// comments (`// removed the else }`, `/* { */`, Razor's `@* … *@`) do not count.
  func csharpBlockEnd(from i: Int) -> Int {
    var depth = 0
    var p = i
    while p < end {
      if let next = csharpTriviaEnd(at: p, limit: end) {
        p = next
        continue
      }
      if b[p] == UInt8(ascii: "{") { depth += 1 }
      if b[p] == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { return p + 1 }
      }
      p += 1
    }
    return end
  }

  /// After the C# comment (`//` to its line's end, `/* */`, Razor's `@* *@`) or the string or character
  /// literal (`"…"` on one line, `@"…"` and `'…'` to their quote) that starts at `p`; `nil` when none does.
  /// The one reading of C#'s trivia, for a block's end and for its markup statements alike.
  func csharpTriviaEnd(at p: Int, limit: Int) -> Int? {
    let c = b[p]
    let next = p + 1 < limit ? b[p + 1] : 0
    if c == UInt8(ascii: "/"), next == UInt8(ascii: "/") { return find("\n", from: p).map { min($0, limit) } ?? limit }
    if c == UInt8(ascii: "/"), next == UInt8(ascii: "*") { return find("*/", from: p + 2).map { min($0 + 2, limit) } ?? limit }
    if c == UInt8(ascii: "@"), next == UInt8(ascii: "*") { return find("*@", from: p + 2).map { min($0 + 2, limit) } ?? limit }
    guard c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") else { return nil }
    let verbatim = p > 0 && b[p - 1] == UInt8(ascii: "@")
    var q = p + 1
    while q < limit, b[q] != c, c == UInt8(ascii: "'") || verbatim || b[q] != 0x0A {
      if b[q] == UInt8(ascii: "\\"), !verbatim { q += 1 }
      q += 1
    }
    return min(q + 1, limit)
  }

  /// At a skipped range of C#: masks it and says where the pass goes on.
  mutating func skipCode(at i: Int) -> Int? {
    guard let skip = skips.last, i >= skip.lowerBound else { return nil }
    skips.removeLast()
    guard i < skip.upperBound else { return nil }
    state = .text
    mask(i..<skip.upperBound)
    return skip.upperBound
  }

  /// The markup statements of C# code in `range`: a tag where a statement starts, through its matching
  /// end tag (or its own end, for a void or self-closed one). Strings and comments are stepped over
  /// (`csharpTriviaEnd`).
  /// Once a search for an end tag fails, later ones end at their line: each byte is searched once.
  mutating func markupStatements(in range: Range<Int>) -> [Range<Int>] {
    var segments: [Range<Int>] = []
    var p = range.lowerBound
    var statementStart = true
    var endSearchFailed = false
    let limit = range.upperBound
    while p < limit {
      let c = b[p]
      if Self.isBlank(c) {
        p += 1
        continue
      }
      if let next = csharpTriviaEnd(at: p, limit: limit) {
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { statementStart = false }
        p = next
        continue
      }
      // `@:` writes the rest of its line as text (markup included).
      if c == UInt8(ascii: "@"), p + 1 < limit, b[p + 1] == UInt8(ascii: ":") {
        let lineEnd = lineEnd(from: p, limit: limit)
        segments.append(p..<lineEnd)
        p = lineEnd
        statementStart = true
        continue
      }
      if c == UInt8(ascii: "<"), statementStart, p + 1 < limit, Self.isLetter(b[p + 1]) {
        let segmentEnd = elementEnd(from: p, limit: limit, searchFailed: &endSearchFailed)
        segments.append(p..<segmentEnd)
        p = segmentEnd
        continue
      }
      statementStart = c == UInt8(ascii: "{") || c == UInt8(ascii: "}") || c == UInt8(ascii: ";")
      p += 1
    }
    return segments
  }

  /// After the line break that ends the line of `p`, or `limit`.
  func lineEnd(from p: Int, limit: Int) -> Int { find("\n", from: p).map { min($0 + 1, limit) } ?? limit }

  /// After the element whose `<` is at `p`: its start tag's `>` for a void or self-closed element, else
  /// its matching end tag's (elements of its name counted); the end of its line when there is none.
  mutating func elementEnd(from p: Int, limit: Int, searchFailed: inout Bool) -> Int {
    let lineEnd = lineEnd(from: p, limit: limit)
    var q = p + 1
    while q < limit, Self.isWordByte(b[q]) || b[q] == UInt8(ascii: "-") || b[q] == UInt8(ascii: ":") || b[q] == UInt8(ascii: ".") { q += 1 }
    let name = Array(b[(p + 1)..<q].map { $0 | 0x20 })
    guard let close = tagEnd(from: q, freemarker: false) ?? (q..<limit).first(where: { b[$0] == UInt8(ascii: ">") }), close < limit
    else { return lineEnd }
    if b[close - 1] == UInt8(ascii: "/") || Self.voidElements.contains(String(decoding: name, as: UTF8.self)) { return close + 1 }
    if searchFailed { return lineEnd }
    func named(at k: Int) -> Bool {
      guard k + name.count <= limit else { return false }
      for (offset, letter) in name.enumerated() where b[k + offset] | 0x20 != letter { return false }
      let next = k + name.count
      return next < limit && !Self.isWordByte(b[next]) && b[next] != UInt8(ascii: "-")
    }
    var depth = 1
    var k = close + 1
    while k + 1 < limit {
      if b[k] == UInt8(ascii: "<") {
        if b[k + 1] == UInt8(ascii: "/"), named(at: k + 2) {
          depth -= 1
          if depth == 0 { return ((k + 2)..<limit).first(where: { b[$0] == UInt8(ascii: ">") }).map { $0 + 1 } ?? limit }
        } else if named(at: k + 1) {
          depth += 1
        }
      }
      k += 1
    }
    searchFailed = true
    return lineEnd
  }
}
