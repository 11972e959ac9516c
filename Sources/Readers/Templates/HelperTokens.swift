import FieldModel

/// The tokens of one template construct's code (`<%= f.password_field :password, minlength: 12 %>`,
/// `{{ form.password(autocomplete="new-password") }}`, `{!! Form::password('password', [...]) !!}`),
/// enough to read a form helper's call: names, strings, numbers, Ruby symbols and punctuation. It knows
/// no grammar; `FormHelpers` reads calls out of it. Linear, and anything it does not know is `other`.
struct HelperTokens {
  enum Kind: Equatable {
    case identifier
    /// A string literal, quotes included.
    case string
    case number
    /// Ruby's `:password`.
    case symbol
    /// `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `=`, `.`, `=>`, `::`, `->`, `|`.
    case punctuation
    case other
  }

  struct Token {
    var kind: Kind
    var range: Range<Int>
  }

  let bytes: [UInt8]
  private(set) var tokens: [Token] = []
  /// Each opening bracket's closing one, by index, worked out once: callers ask for them in loops.
  private var closings: [Int: Int] = [:]

  /// Strings are JavaScript's (a JSX prop's object literal): every escape decoded as JavaScript does.
  private(set) var javaScriptStrings = false

  /// The tokens of `range`, the construct's delimiters (`<%=`, `{{-`, `{!!`, `<?php`, `%>`, …) left out.
  init(_ bytes: [UInt8], in range: Range<Int>) {
    self.init(bytes, code: Self.code(of: range, in: bytes))
  }

  /// The tokens of a JavaScript expression (`{ minLength: 12, passwordrules: "…" }`), all of `code`.
  init(javaScript bytes: [UInt8], code: Range<Int>) {
    self.init(bytes, code: code)
    javaScriptStrings = true
  }

  private init(_ bytes: [UInt8], code: Range<Int>) {
    self.bytes = bytes
    var i = code.lowerBound
    let end = code.upperBound
    while i < end {
      let c = bytes[i]
      if isASCIIWhitespace(c) {
        i += 1
      } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
        // An unterminated string ends the code: what follows is its content.
        guard let close = Self.closingQuote(c, in: bytes, from: i + 1, to: end) else { break }
        tokens.append(Token(kind: .string, range: i..<close + 1))
        i = close + 1
      } else if Self.isDigit(c) {
        var k = i + 1
        while k < end, Self.isDigit(bytes[k]) || bytes[k] == UInt8(ascii: "_") { k += 1 }
        tokens.append(Token(kind: .number, range: i..<k))
        i = k
      } else if Self.isNameStart(c) {
        let k = identifierEnd(from: i + 1, to: end)
        tokens.append(Token(kind: .identifier, range: i..<k))
        i = k
      } else if c == UInt8(ascii: ":"), i + 1 < end, Self.isNameStart(bytes[i + 1]),
        i == code.lowerBound || isASCIIWhitespace(bytes[i - 1]) || "([{,".utf8.contains(bytes[i - 1])
      {
        // `:password` after a space or a bracket; `key:`, `'key':x` and `Form::` stay punctuation.
        let k = identifierEnd(from: i + 1, to: end)
        tokens.append(Token(kind: .symbol, range: i..<k))
        i = k
      } else if let width = Self.punctuationWidth(bytes, at: i, end: end) {
        tokens.append(Token(kind: .punctuation, range: i..<i + width))
        i += width
      } else {
        tokens.append(Token(kind: .other, range: i..<i + 1))
        i += 1
      }
    }
    var open: [Int] = []
    for index in tokens.indices where tokens[index].kind == .punctuation {
      switch bytes[tokens[index].range.lowerBound] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(index)
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): if let start = open.popLast() { closings[start] = index }
      default: break
      }
    }
  }

  var count: Int { tokens.count }
  subscript(_ index: Int) -> Token { tokens[index] }

  /// The token's text.
  func text(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }

  /// Whether the token at `index` is the identifier `word`, compared without making a String.
  func isIdentifier(_ index: Int, _ word: StaticString) -> Bool {
    guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
    let range = tokens[index].range
    guard range.count == word.utf8CodeUnitCount else { return false }
    return range.indices.allSatisfy { bytes[$0] == word.utf8Start[$0 - range.lowerBound] }
  }

  /// Whether a line break separates the token at `index` from the one before it.
  func startsLine(_ index: Int) -> Bool {
    guard index > 0, index < tokens.count else { return false }
    return bytes[tokens[index - 1].range.upperBound..<tokens[index].range.lowerBound].contains(0x0A)
  }

  func isPunctuation(_ index: Int, _ text: StaticString) -> Bool {
    guard index >= 0, index < tokens.count, tokens[index].kind == .punctuation else { return false }
    let range = tokens[index].range
    guard range.count == text.utf8CodeUnitCount else { return false }
    return range.indices.allSatisfy { bytes[$0] == text.utf8Start[$0 - range.lowerBound] }
  }

  /// The index of the bracket closing the one at `open`, or `count` when it is not closed.
  func closing(_ open: Int) -> Int { closings[open] ?? tokens.count }

  func isOpening(_ index: Int) -> Bool { isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{") }

  // MARK: - Literals

  /// A string token as a literal value, positioned inside its quotes: `nil` when the language would
  /// compute it (`"#{x}"` in Ruby and Twig, `"$x"` in PHP) or it holds an escape other than `\\` and
  /// a backslashed quote, whose meaning differs between the languages.
  func literal(_ index: Int) -> LiteralValue? {
    let token = tokens[index]
    switch token.kind {
    case .number:
      return LiteralValue(verbatim: text(index), at: token.range.lowerBound)
    case .symbol:
      // Rails writes a symbol's name (`autocomplete: :off` is `autocomplete="off"`). The value's range
      // keeps the colon, so that no fix replaces the name alone: `:new-password` is no symbol.
      var positions = ValuePositions(valueRange: token.range)
      var scalars = String.UnicodeScalarView()
      for offset in (token.range.lowerBound + 1)..<token.range.upperBound {
        guard bytes[offset] < 0x80 else { return nil }
        positions.append(Unicode.Scalar(bytes[offset]), offset..<offset + 1)
        scalars.append(Unicode.Scalar(bytes[offset]))
      }
      return LiteralValue(text: String(scalars), positions: positions)
    case .string where javaScriptStrings:
      return bytes.withUnsafeBufferPointer {
        JSLiteral.cooked($0, (token.range.lowerBound + 1)..<(token.range.upperBound - 1), template: false)
      }
    case .string:
      let quote = bytes[token.range.lowerBound]
      let inner = (token.range.lowerBound + 1)..<(token.range.upperBound - 1)
      var positions = ValuePositions(valueRange: inner)
      var scalars = String.UnicodeScalarView()
      var i = inner.lowerBound
      while i < inner.upperBound {
        let c = bytes[i]
        if c == UInt8(ascii: "\\") {
          guard i + 1 < inner.upperBound else { return nil }
          let next = bytes[i + 1]
          guard next == UInt8(ascii: "\\") || next == quote else { return nil }
          positions.append(Unicode.Scalar(next), i..<i + 2)
          scalars.append(Unicode.Scalar(next))
          i += 2
          continue
        }
        if quote == UInt8(ascii: "\""), c == UInt8(ascii: "$") || (c == UInt8(ascii: "#") && i + 1 < inner.upperBound && bytes[i + 1] == UInt8(ascii: "{")) {
          return nil
        }
        guard let (scalar, width) = Self.scalar(in: bytes, at: i, end: inner.upperBound) else { return nil }
        positions.append(scalar, i..<i + width)
        scalars.append(scalar)
        i += width
      }
      return LiteralValue(text: String(scalars), positions: positions)
    default:
      return nil
    }
  }

  /// A token that names something (an identifier, a string, a Ruby symbol) as the name it gives:
  /// `passwordrules`, `"passwordrules"`, `:passwordrules` all give `passwordrules`.
  func name(_ index: Int) -> String? {
    guard index >= 0, index < tokens.count else { return nil }
    switch tokens[index].kind {
    case .identifier: return text(index)
    case .symbol: return String(text(index).dropFirst())
    case .string: return literal(index)?.text
    default: return nil
    }
  }

  // MARK: - Bytes

  /// The code of a construct: its opening and closing delimiters left out.
  static func code(of range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    let opening: Set<UInt8> = Set("{%<?=!-#@".utf8)
    // `/` ends FreeMarker's `<@macro … />`.
    let closing: Set<UInt8> = Set("}%>?!-/".utf8)
    while lower < upper, opening.contains(bytes[lower]) { lower += 1 }
    if upper - lower >= 3, bytes[lower..<lower + 3].elementsEqual("php".utf8) { lower += 3 }
    while upper > lower, closing.contains(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  static func closingQuote(_ quote: UInt8, in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
    var i = start
    while i < end {
      if bytes[i] == UInt8(ascii: "\\") {
        i += 2
        continue
      }
      if bytes[i] == quote { return i }
      i += 1
    }
    return nil
  }

  /// Letters, digits, `_`, `$` (PHP), `@` (Ruby's instance variables), and a `-`
  /// followed by a letter (`data-foo="…"` in a Django tag's arguments).
  func identifierEnd(from start: Int, to end: Int) -> Int {
    var k = start
    while k < end {
      let c = bytes[k]
      if Self.isNameByte(c) {
        k += 1
      } else if c == UInt8(ascii: "-"), k + 1 < end, Self.isLetter(bytes[k + 1]) {
        k += 1
      } else {
        break
      }
    }
    return k
  }

  static func punctuationWidth(_ bytes: [UInt8], at i: Int, end: Int) -> Int? {
    let c = bytes[i]
    let next: UInt8 = i + 1 < end ? bytes[i + 1] : 0
    if c == UInt8(ascii: "="), next == UInt8(ascii: ">") { return 2 }
    if c == UInt8(ascii: ":"), next == UInt8(ascii: ":") { return 2 }
    if c == UInt8(ascii: "-"), next == UInt8(ascii: ">") { return 2 }
    return "()[]{},:=.|".utf8.contains(c) ? 1 : nil
  }

  static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
  static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") }
  static func isNameStart(_ c: UInt8) -> Bool { isLetter(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c == UInt8(ascii: "@") }
  static func isNameByte(_ c: UInt8) -> Bool { isNameStart(c) || isDigit(c) }

  /// The scalar whose UTF-8 starts at `i`, and its width; `nil` for invalid UTF-8.
  static func scalar(in bytes: [UInt8], at i: Int, end: Int) -> (Unicode.Scalar, Int)? {
    var iterator = bytes[i..<min(end, i + 4)].makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
    return (scalar, UTF8.width(scalar))
  }
}
