import FieldModel

extension JSXReader {
  /// A prop written as the name of a constant of the same file (`passwordRules={PASSWORD_RULES}` with
  /// `const PASSWORD_RULES = "…";`) reads as the constant's literal, positioned in its declaration, so
  /// a typo there is found where it is written. Only when nothing else could give the name another
  /// value: a `const` declared once, set to a string, a template without `${…}` or a decimal integer,
  /// and the name used nowhere but as such props (no parameter, destructuring or other use can shadow
  /// it). Anything else stays dynamic.
  static func withConstants(_ elements: [MarkupElement], bytes: [UInt8], jsx: Bool) -> [MarkupElement] {
    var asked: [String: [Range<Int>]] = [:]
    for element in elements {
      for attribute in element.attributes where constantProps.contains(attribute.key) {
        guard case .dynamic(let range) = attribute.property.value, let name = identifier(in: range, bytes) else { continue }
        asked[String(decoding: bytes[name], as: UTF8.self), default: []].append(name)
      }
    }
    guard !asked.isEmpty else { return elements }
    let tokens = bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSXScanner(buffer, jsx: jsx, recordTokens: true)
      scanner.run()
      return scanner.tokens ?? []
    }
    var values: [String: LiteralValue] = [:]
    for (name, uses) in asked {
      if let value = constant(name, usedAt: Set(uses.map(\.lowerBound)), tokens: tokens, bytes: bytes) { values[name] = value }
    }
    guard !values.isEmpty else { return elements }
    return elements.map { element in
      var element = element
      for index in element.attributes.indices where constantProps.contains(element.attributes[index].key) {
        guard case .dynamic(let range) = element.attributes[index].property.value,
          let name = identifier(in: range, bytes), let value = values[String(decoding: bytes[name], as: UTF8.self)]
        else { continue }
        element.attributes[index].property.value = .literal(value)
      }
      return element
    }
  }

  /// The props a constant can stand for: rules, lengths, content types.
  static let constantProps: Set<String> = ["passwordrules", "minlength", "maxlength", "autocomplete", "textcontenttype", "pattern"]

  /// The value of `const name = literal` when the file declares `name` once, that way, and uses it only
  /// at `uses`.
  static func constant(_ name: String, usedAt uses: Set<Int>, tokens: [JSToken], bytes: [UInt8]) -> LiteralValue? {
    let word = Array(name.utf8)
    var declaration: Int?
    for (k, token) in tokens.enumerated() where token.kind == .identifier && bytes[token.range].elementsEqual(word) {
      if uses.contains(token.range.lowerBound) { continue }
      // Any other occurrence must be the one declaration: `const name =` or `const name: string =`.
      guard declaration == nil, k > 0, isWord(tokens[k - 1], "const", bytes) else { return nil }
      declaration = k
    }
    guard var k = declaration.map({ $0 + 1 }) else { return nil }
    if k < tokens.count, isPunctuator(tokens[k], ":", bytes) { k += 2 }
    guard k + 1 < tokens.count, isPunctuator(tokens[k], "=", bytes) else { return nil }
    /// Whether the initializer ends before token `next`: `"a" + b` is computed.
    func endsInitializer(_ next: Int) -> Bool {
      guard next < tokens.count else { return true }
      let token = tokens[next]
      return isPunctuator(token, ";", bytes) || isPunctuator(token, ",", bytes) || isPunctuator(token, "}", bytes)
        || isWord(token, "as", bytes)
        || (token.kind == .identifier || token.kind == .keyword) && bytes[tokens[next - 1].range.upperBound..<token.range.lowerBound].contains(0x0A)
    }
    // What iOS reads of `Platform.select({ ios: "…" })` or `Platform.OS === "ios" ? "…" : undefined`.
    if let (value, next) = iosValue(from: k + 1, tokens: tokens, bytes: bytes) { return endsInitializer(next) ? value : nil }
    guard endsInitializer(k + 2) else { return nil }
    return literal(tokens[k + 1], bytes)
  }

  /// The value of a string, template (without `${}`) or decimal number token.
  static func literal(_ token: JSToken, _ bytes: [UInt8]) -> LiteralValue? {
    bytes.withUnsafeBufferPointer { b -> LiteralValue? in
      let r = token.range
      switch token.kind {
      case .string where r.count >= 2:
        return JSLiteral.cooked(b, r.lowerBound + 1..<r.upperBound - 1, template: false)
      case .template:
        // The scanner records a template by its opening backtick: find its end, with no `${`.
        var i = r.lowerBound + 1
        while i < b.count, b[i] != UInt8(ascii: "`") {
          if b[i] == UInt8(ascii: "\\") { i += 1 } else if b[i] == UInt8(ascii: "$"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "{") { return nil }
          i += 1
        }
        guard i < b.count else { return nil }
        return JSLiteral.cooked(b, r.lowerBound + 1..<i, template: true)
      case .number where b[r].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }):
        return LiteralValue(verbatim: String(decoding: b[r], as: UTF8.self), at: r.lowerBound)
      default:
        return nil
      }
    }
  }

  /// An iOS-only value starting at token `start`, and the token after it: `Platform.select({ ios: "…",
  /// android: undefined })`'s `ios` value, or the string arm of a conditional whose other arm sets
  /// nothing (`Platform.OS === "ios" ? "…" : undefined`), as React Native code keeps rules for iOS.
  static func iosValue(from start: Int, tokens: [JSToken], bytes: [UInt8]) -> (LiteralValue, Int)? {
    if start + 4 < tokens.count, isWord(tokens[start], "Platform", bytes), isPunctuator(tokens[start + 1], ".", bytes),
      isWord(tokens[start + 2], "select", bytes), isPunctuator(tokens[start + 3], "(", bytes), isPunctuator(tokens[start + 4], "{", bytes)
    {
      // iOS reads `ios`, else `native`, else `default`.
      var depth = 2, values: [String: LiteralValue?] = [:], j = start + 5
      while j < tokens.count, depth > 0 {
        let token = tokens[j]
        if token.kind == .punctuator, let c = bytes[token.range].first, token.range.count == 1 {
          if c == UInt8(ascii: "(") || c == UInt8(ascii: "{") || c == UInt8(ascii: "[") { depth += 1 }
          if c == UInt8(ascii: ")") || c == UInt8(ascii: "}") || c == UInt8(ascii: "]") { depth -= 1 }
        } else if depth == 2, j + 3 < tokens.count, isPunctuator(tokens[j + 1], ":", bytes) {
          var key = String(decoding: bytes[token.range], as: UTF8.self)
          if token.kind == .string { key = String(key.dropFirst().dropLast()) }
          // A value that is more than one literal (`rulesFor(policy)`) is computed.
          let whole = isPunctuator(tokens[j + 3], ",", bytes) || isPunctuator(tokens[j + 3], "}", bytes)
          if JSToken.iosPlatformKeys.contains(key) { values[key] = whole ? literal(tokens[j + 2], bytes) : .some(nil) }
        }
        j += 1
      }
      guard depth == 0, let value = JSToken.iosPlatformKeys.lazy.compactMap({ values[$0] }).first, let value else { return nil }
      return (value, j)
    }
    // A conditional: the condition's tokens, `?`, one arm, `:`, the other.
    var q = start
    while q < min(tokens.count, start + 24), !isPunctuator(tokens[q], "?", bytes) {
      if isPunctuator(tokens[q], ";", bytes) || isPunctuator(tokens[q], "(", bytes) && q == start { return nil }
      q += 1
    }
    guard q > start, q + 3 < tokens.count, isPunctuator(tokens[q], "?", bytes), isPunctuator(tokens[q + 2], ":", bytes) else { return nil }
    let (first, second) = (tokens[q + 1], tokens[q + 3])
    if second.setsNothing(in: bytes), first.kind == .string || first.kind == .template, let value = literal(first, bytes) { return (value, q + 4) }
    if first.setsNothing(in: bytes), second.kind == .string || second.kind == .template, let value = literal(second, bytes) { return (value, q + 4) }
    return nil
  }

  /// The identifier that is the whole expression at `range` (`{ RULES }`), if it is one.
  static func identifier(in range: Range<Int>, _ bytes: [UInt8]) -> Range<Int>? {
    var lower = range.lowerBound, upper = range.upperBound
    while lower < upper, isJSWhitespace(bytes[lower]) { lower += 1 }
    while upper > lower, isJSWhitespace(bytes[upper - 1]) { upper -= 1 }
    guard lower < upper, isJSIdentifierStart(bytes[lower]), bytes[lower] != 0x5C,
      bytes[lower..<upper].allSatisfy({ isJSIdentifierPart($0) && $0 != 0x5C && $0 < 0x80 })
    else { return nil }
    return lower..<upper
  }

  private static func isWord(_ token: JSToken, _ word: String, _ bytes: [UInt8]) -> Bool {
    (token.kind == .identifier || token.kind == .keyword) && bytes[token.range].elementsEqual(word.utf8)
  }

  private static func isPunctuator(_ token: JSToken, _ text: String, _ bytes: [UInt8]) -> Bool {
    token.kind == .punctuator && bytes[token.range].elementsEqual(text.utf8)
  }
}
