/// The template constructs of each syntax: each recognizer masks one construct at `i` and reports
/// its block structure, or returns `nil` when `i` does not start one.
extension Masker {
  mutating func construct(at i: Int) -> Int? {
    let c = b[i]
    guard i >= verbatimUntil else { return verbatimExpression(i) }
    switch syntax {
    case .htmlCurly:
      if c == UInt8(ascii: "{") { return curlyOnHTML(i) }
      return c == UInt8(ascii: "<") && state == .text ? thymeleafComment(i) : nil
    case .curly: return c == UInt8(ascii: "{") ? curly(i) : nil
    case .blade:
      if c == UInt8(ascii: "{") { return bladeCurly(i) }
      if c == UInt8(ascii: "@") { return bladeDirective(i) }
      return c == UInt8(ascii: "<") ? php(i) : nil
    case .php: return c == UInt8(ascii: "<") ? php(i) : nil
    case .erb: return c == UInt8(ascii: "<") ? erb(i) : nil
    case .handlebars: return c == UInt8(ascii: "{") ? handlebars(i) : nil
    case .go: return c == UInt8(ascii: "{") ? goAction(i) : nil
    case .freemarker:
      if c == UInt8(ascii: "<") { return freemarker(i) }
      return c == UInt8(ascii: "$") || c == UInt8(ascii: "#") ? expressionLanguage(i) : nil
    case .jsp:
      if c == UInt8(ascii: "<") { return jsp(i) }
      return c == UInt8(ascii: "$") || c == UInt8(ascii: "#") ? expressionLanguage(i) : nil
    case .razor:
      if c == UInt8(ascii: "@") { return razor(i) }
      return c == UInt8(ascii: "}") ? closingBrace(i) : nil
    case .vue: return c == UInt8(ascii: "{") && state != .comment ? mustache(i) : nil
    case .svelte: return c == UInt8(ascii: "{") && state != .comment ? svelte(i) : nil
    case .lit: return c == UInt8(ascii: "$") && state != .comment ? expressionLanguage(i) : nil
    case .angular:
      guard state != .comment else { return nil }
      if c == UInt8(ascii: "{") { return mustache(i) }
      if c == UInt8(ascii: "@") { return angularBlock(i) }
      return c == UInt8(ascii: "}") ? closingBrace(i) : nil
    }
  }

  /// In a verbatim block the client's framework reads `{{ rules }}` (Vue, Angular): still computed, so
  /// masked where closed before any markup and before the block ends, as on a plain page; a lone `{{`
  /// opens nothing, and no `{% %}` there is the server's.
  mutating func verbatimExpression(_ i: Int) -> Int? {
    guard at(i, "{{") else { return nil }
    let saved = end
    end = verbatimUntil
    defer { end = saved }
    return curlyOnHTML(i)
  }

  // MARK: - Helpers

  /// `range` without blanks (and the bytes of `also`) at either end.
  func trimmed(_ range: Range<Int>, also: String = "") -> Range<Int> {
    let extra = Set(also.utf8)
    var lower = range.lowerBound
    var upper = max(lower, range.upperBound)
    while lower < upper, Self.isBlank(b[lower]) || extra.contains(b[lower]) { lower += 1 }
    while upper > lower, Self.isBlank(b[upper - 1]) || extra.contains(b[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  func endsWith(_ range: Range<Int>, _ literal: StaticString) -> Bool {
    range.count >= literal.utf8CodeUnitCount && at(range.upperBound - literal.utf8CodeUnitCount, literal)
  }
}
