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
    let literal = tokens[k + 1]
    // The literal must be the whole initializer: `"a" + b` is computed.
    if k + 2 < tokens.count {
      let next = tokens[k + 2]
      let ends = isPunctuator(next, ";", bytes) || isPunctuator(next, ",", bytes) || isPunctuator(next, "}", bytes)
        || isWord(next, "as", bytes)
        || (next.kind == .identifier || next.kind == .keyword) && bytes[literal.range.upperBound..<next.range.lowerBound].contains(0x0A)
      guard ends else { return nil }
    }
    return bytes.withUnsafeBufferPointer { b -> LiteralValue? in
      let r = literal.range
      switch literal.kind {
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
