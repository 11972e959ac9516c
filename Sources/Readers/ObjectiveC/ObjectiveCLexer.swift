import FieldModel
import HTMLScanner

/// One token of Objective-C (or Objective-C++) source, as far as formlint needs to tell them apart.
struct ObjectiveCToken: Sendable {
  enum Kind: Sendable, Equatable {
    /// `passwordField`, `self`, `YES`, `UITextContentTypeNewPassword`.
    case identifier
    /// `@implementation`, `@end`, `@interface`: the range covers the `@`.
    case atKeyword
    /// One string literal: `@"…"`, `"…"`, `L"…"`, `R"(…)"`, or adjacent ones (`@"a" @"b"`), merged.
    case string
    /// `'a'`, `L'\n'`.
    case character
    /// A preprocessing number: `12`, `0x1F`, `1'000`, `1.5e-3f`.
    case number
    /// `#` at the start of a line, with the directive's name: `#define`. The directive's own tokens
    /// follow, up to a `directiveEnd`.
    case directive
    case directiveEnd
    /// Anything else: `[`, `]`, `.`, `=`, `==`, `->`, `;`, …
    case punctuation
    /// A literal that is not closed on its line.
    case unterminated
  }

  var kind: Kind
  var range: Range<Int>
  /// For `.string`: the decoded value and where each of its scalars is written.
  var literal: LiteralValue?
}

/// A lexer for Objective-C that knows what hides code: comments, string and character literals,
/// preprocessor lines. Not a parser: `ObjectiveCReader` finds the few statements formlint reads in
/// its tokens. One pass, linear in the input; any byte sequence lexes.
struct ObjectiveCLexer {
  let bytes: [UInt8]
  private(set) var tokens: [ObjectiveCToken] = []
  /// Comments whose text contains "formlint-".
  private(set) var comments: [SourceComment] = []

  private var position = 0
  /// Whether the current line has had a token yet (a `#` only starts a directive there).
  private var atLineStart = true
  private var inDirective = false

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  static func lex(_ bytes: [UInt8]) -> (tokens: [ObjectiveCToken], comments: [SourceComment]) {
    var lexer = ObjectiveCLexer(bytes: bytes)
    lexer.run()
    return (lexer.tokens, lexer.comments)
  }

  private func byte(_ i: Int) -> UInt8? { i < bytes.count ? bytes[i] : nil }

  mutating func run() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    while position < bytes.count {
      let c = bytes[position]
      switch c {
      case UInt8(ascii: "\n"):
        newLine()
        position += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
        position += 1
      case UInt8(ascii: "\\") where isLineContinuation(at: position):
        position = afterLineContinuation(at: position)
      case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "/"):
        lineComment()
      case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "*"):
        blockComment()
      case UInt8(ascii: "#") where atLineStart && !inDirective:
        directive()
      case UInt8(ascii: "@"):
        atSign()
      case UInt8(ascii: "\""):
        stringLiteral(prefixStart: position, quote: position)
      case UInt8(ascii: "'"):
        characterLiteral(start: position, quote: position)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        number()
      case UInt8(ascii: ".") where byte(position + 1).map(isDigit) == true:
        number()
      default:
        if isIdentifierStart(c) { identifier() } else { punctuation() }
      }
    }
    if inDirective { emit(.directiveEnd, position..<position) }
    mergeAdjacentStrings()
  }

  private mutating func emit(_ kind: ObjectiveCToken.Kind, _ range: Range<Int>, literal: LiteralValue? = nil) {
    tokens.append(ObjectiveCToken(kind: kind, range: range, literal: literal))
    atLineStart = false
  }

  private mutating func newLine() {
    if inDirective {
      emit(.directiveEnd, position..<position)
      inDirective = false
    }
    atLineStart = true
  }

  /// A backslash followed by a line break (`\` LF or `\` CR LF): the line goes on.
  private func isLineContinuation(at i: Int) -> Bool {
    guard bytes[i] == UInt8(ascii: "\\") else { return false }
    if byte(i + 1) == UInt8(ascii: "\n") { return true }
    return byte(i + 1) == UInt8(ascii: "\r") && byte(i + 2) == UInt8(ascii: "\n")
  }

  private func afterLineContinuation(at i: Int) -> Int { byte(i + 1) == UInt8(ascii: "\r") ? i + 3 : i + 2 }

  // MARK: - Comments and directives

  private mutating func lineComment() {
    let start = position
    var i = position + 2
    while i < bytes.count, bytes[i] != UInt8(ascii: "\n") {
      i = isLineContinuation(at: i) ? afterLineContinuation(at: i) : i + 1
    }
    var end = i
    if end > start + 2, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    keepComment(text: start + 2..<end, whole: start..<end)
    position = i
  }

  private mutating func blockComment() {
    let start = position
    var i = position + 2
    while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
    let closed = i + 1 < bytes.count
    let end = closed ? i + 2 : bytes.count
    keepComment(text: start + 2..<(closed ? i : bytes.count), whole: start..<end)
    position = end
  }

  private mutating func keepComment(text: Range<Int>, whole: Range<Int>) {
    guard ByteSearch.contains("formlint-", in: bytes, text) else { return }
    comments.append(SourceComment(text: String(decoding: bytes[text], as: UTF8.self), range: whole))
  }

  /// `#` and the directive's name; the rest of the line is lexed as tokens up to `directiveEnd`.
  private mutating func directive() {
    let start = position
    var i = position + 1
    while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
    while i < bytes.count, isIdentifierPart(bytes[i]) { i += 1 }
    emit(.directive, start..<i)
    inDirective = true
    position = i
    // `#include <a/b.h>`, `#import <UIKit/UIKit.h>`: the header name is not tokens.
    let name = String(decoding: bytes[start..<i].filter { isIdentifierPart($0) }, as: UTF8.self)
    if name == "include" || name == "import" || name == "error" || name == "warning" || name == "pragma" {
      skipRestOfLine()
    }
    if name == "if", let lineEnd = disabledCondition(from: i) {
      emit(.directiveEnd, i..<i)
      inDirective = false
      position = endOfDisabledCode(from: lineEnd)
      atLineStart = true
    }
  }

  /// `#if 0` (or `false`): the end of its line when the condition is exactly that.
  private func disabledCondition(from i: Int) -> Int? {
    var end = i
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    var text = bytes[i..<end].split(separator: UInt8(ascii: "/"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
    while let last = text.last, isBlank(last) { text = text.dropLast() }
    while let first = text.first, isBlank(first) { text = text.dropFirst() }
    return text.elementsEqual("0".utf8) || text.elementsEqual("false".utf8) ? end : nil
  }

  /// Code under `#if 0` is never compiled: skipped up to the line of its `#else`, `#elif` or `#endif`
  /// (nested conditionals counted), which is lexed as usual.
  private func endOfDisabledCode(from lineEnd: Int) -> Int {
    var depth = 0
    var line = lineEnd
    while line < bytes.count {
      let start = line + 1
      var k = start
      while k < bytes.count, isBlank(bytes[k]) { k += 1 }
      if k < bytes.count, bytes[k] == UInt8(ascii: "#") {
        k += 1
        while k < bytes.count, isBlank(bytes[k]) { k += 1 }
        let nameStart = k
        while k < bytes.count, isIdentifierPart(bytes[k]) { k += 1 }
        switch String(decoding: bytes[nameStart..<k], as: UTF8.self) {
        case "if", "ifdef", "ifndef": depth += 1
        case "endif":
          if depth == 0 { return start }
          depth -= 1
        case "else", "elif", "elifdef", "elifndef": if depth == 0 { return start }
        default: break
        }
      }
      guard let next = bytes[k...].firstIndex(of: UInt8(ascii: "\n")) else { return bytes.count }
      line = next
    }
    return bytes.count
  }

  private func isBlank(_ c: UInt8) -> Bool { c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") }

  private mutating func skipRestOfLine() {
    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
      if bytes[position] == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "*") || byte(position + 1) == UInt8(ascii: "/") {
        return
      }
      position = isLineContinuation(at: position) ? afterLineContinuation(at: position) : position + 1
    }
  }

  // MARK: - Words and numbers

  private mutating func identifier() {
    let start = position
    while position < bytes.count, isIdentifierPart(bytes[position]) { position += 1 }
    // Encoding prefixes: `L"…"`, `u8"…"`, `u'…'`; raw strings `R"(…)"`, `u8R"(…)"`.
    if let next = byte(position), next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
      let word = Array(bytes[start..<position])
      let prefixes: [[UInt8]] = [[0x4C], [0x75], [0x55], [0x75, 0x38]]  // L u U u8
      let raw = word.last == UInt8(ascii: "R") && (word.count == 1 || prefixes.contains(Array(word.dropLast())))
      if next == UInt8(ascii: "\""), raw {
        rawStringLiteral(prefixStart: start, quote: position)
        return
      }
      if prefixes.contains(word) {
        if next == UInt8(ascii: "\"") {
          stringLiteral(prefixStart: start, quote: position)
        } else {
          characterLiteral(start: start, quote: position)
        }
        return
      }
    }
    emit(.identifier, start..<position)
  }

  private mutating func number() {
    let start = position
    position += 1
    while position < bytes.count {
      let c = bytes[position]
      if (c == UInt8(ascii: "+") || c == UInt8(ascii: "-")),
        [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[position - 1])
      {
        position += 1
      } else if c == UInt8(ascii: "'"), byte(position + 1).map(isIdentifierPart) == true {
        position += 2  // a digit separator: `1'000`
      } else if isIdentifierPart(c) || c == UInt8(ascii: ".") {
        position += 1
      } else {
        break
      }
    }
    emit(.number, start..<position)
  }

  private mutating func atSign() {
    let start = position
    if byte(position + 1) == UInt8(ascii: "\"") {
      stringLiteral(prefixStart: start, quote: position + 1)
      return
    }
    if let next = byte(position + 1), isIdentifierStart(next) {
      position += 2
      while position < bytes.count, isIdentifierPart(bytes[position]) { position += 1 }
      emit(.atKeyword, start..<position)
      return
    }
    position += 1
    emit(.punctuation, start..<position)
  }

  private static let twoByteOperators: Set<[UInt8]> = Set(
    ["==", "!=", "<=", ">=", "->", "&&", "||", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "::"]
      .map { Array($0.utf8) })

  private mutating func punctuation() {
    let start = position
    if position + 1 < bytes.count, Self.twoByteOperators.contains([bytes[position], bytes[position + 1]]) {
      position += 2
    } else {
      position += 1
    }
    emit(.punctuation, start..<position)
  }

  // MARK: - Literals

  /// `"…"` from `quote`, with escapes resolved: `@"…"` when `prefixStart` is the `@`.
  private mutating func stringLiteral(prefixStart: Int, quote: Int) {
    let contentStart = quote + 1
    var i = contentStart
    var scalars: [(Unicode.Scalar, Range<Int>)] = []
    var closed = false
    while i < bytes.count {
      let c = bytes[i]
      if c == UInt8(ascii: "\"") {
        closed = true
        break
      }
      if c == UInt8(ascii: "\n") { break }
      if c == UInt8(ascii: "\\") {
        if isLineContinuation(at: i) {
          i = afterLineContinuation(at: i)
          continue
        }
        let (scalar, end) = escape(at: i)
        scalars.append((scalar, i..<end))
        i = end
        continue
      }
      let (scalar, end) = utf8Scalar(at: i, limit: bytes.count)
      scalars.append((scalar, i..<end))
      i = end
    }
    guard closed else {
      position = i
      emit(.unterminated, prefixStart..<i)
      return
    }
    var positions = ValuePositions(valueRange: contentStart..<i)
    var text = ""
    for (scalar, span) in scalars {
      positions.append(scalar, span)
      text.unicodeScalars.append(scalar)
    }
    position = i + 1
    emit(.string, prefixStart..<position, literal: LiteralValue(text: text, positions: positions))
  }

  /// `R"delim(…)delim"`: no escapes, line breaks allowed.
  private mutating func rawStringLiteral(prefixStart: Int, quote: Int) {
    var i = quote + 1
    while i < bytes.count, i - quote <= 17, bytes[i] != UInt8(ascii: "("), bytes[i] != UInt8(ascii: "\"") { i += 1 }
    guard i < bytes.count, bytes[i] == UInt8(ascii: "(") else {
      position = min(i, bytes.count)
      emit(.unterminated, prefixStart..<position)
      return
    }
    let delimiter = Array(bytes[quote + 1..<i])
    let close = [UInt8(ascii: ")")] + delimiter + [UInt8(ascii: "\"")]
    let contentStart = i + 1
    var end = contentStart
    var found = false
    while end + close.count <= bytes.count {
      if bytes[end] == UInt8(ascii: ")"), bytes[end..<end + close.count].elementsEqual(close) {
        found = true
        break
      }
      end += 1
    }
    guard found else {
      position = bytes.count
      emit(.unterminated, prefixStart..<position)
      return
    }
    var positions = ValuePositions(valueRange: contentStart..<end)
    var text = ""
    var j = contentStart
    while j < end {
      let (scalar, next) = utf8Scalar(at: j, limit: end)
      positions.append(scalar, j..<next)
      text.unicodeScalars.append(scalar)
      j = next
    }
    position = end + close.count
    emit(.string, prefixStart..<position, literal: LiteralValue(text: text, positions: positions))
  }

  private mutating func characterLiteral(start: Int, quote: Int) {
    var i = quote + 1
    while i < bytes.count, bytes[i] != UInt8(ascii: "'"), bytes[i] != UInt8(ascii: "\n") {
      i += bytes[i] == UInt8(ascii: "\\") && i + 1 < bytes.count && bytes[i + 1] != UInt8(ascii: "\n") ? 2 : 1
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "'") {
      position = i + 1
      emit(.character, start..<position)
    } else {
      position = i
      emit(.unterminated, start..<position)
    }
  }

  /// The scalar an escape sequence at `i` (a backslash) stands for, and where the escape ends.
  /// Octal and hex escapes name a byte (`\xE9`): above 0x7F it is no scalar of its own, and reads
  /// as U+FFFD.
  private func escape(at i: Int) -> (Unicode.Scalar, Int) {
    guard let c = byte(i + 1) else { return ("\\", i + 1) }
    switch c {
    case UInt8(ascii: "n"): return ("\n", i + 2)
    case UInt8(ascii: "t"): return ("\t", i + 2)
    case UInt8(ascii: "r"): return ("\r", i + 2)
    case UInt8(ascii: "a"): return ("\u{07}", i + 2)
    case UInt8(ascii: "b"): return ("\u{08}", i + 2)
    case UInt8(ascii: "f"): return ("\u{0C}", i + 2)
    case UInt8(ascii: "v"): return ("\u{0B}", i + 2)
    case UInt8(ascii: "e"): return ("\u{1B}", i + 2)
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var value: UInt32 = 0
      var j = i + 1
      while j < i + 4, let d = byte(j), d >= UInt8(ascii: "0"), d <= UInt8(ascii: "7") {
        value = value * 8 + UInt32(d - UInt8(ascii: "0"))
        j += 1
      }
      return (Self.byteScalar(value), j)
    case UInt8(ascii: "x"):
      var value: UInt32 = 0
      var j = i + 2
      while let d = byte(j), let digit = hexDigit(d) {
        value = min(value &* 16 &+ digit, 0x1_0000)
        j += 1
      }
      return j == i + 2 ? ("x", j) : (Self.byteScalar(value), j)
    case UInt8(ascii: "u"), UInt8(ascii: "U"):
      let count = c == UInt8(ascii: "u") ? 4 : 8
      var value: UInt32 = 0
      var j = i + 2
      while j < i + 2 + count, let d = byte(j), let digit = hexDigit(d) {
        value = value << 4 | digit
        j += 1
      }
      guard j == i + 2 + count else { return ("\u{FFFD}", j) }
      return (Unicode.Scalar(value) ?? "\u{FFFD}", j)
    default:
      // `\"`, `\\`, `\'`, `\?`, and unknown escapes, which clang reads as the character itself.
      let (scalar, end) = utf8Scalar(at: i + 1, limit: bytes.count)
      return (scalar, end)
    }
  }

  private static func byteScalar(_ value: UInt32) -> Unicode.Scalar {
    value < 0x80 ? Unicode.Scalar(UInt8(value)) : "\u{FFFD}"
  }

  /// The UTF-8 scalar at `i` (U+FFFD for each invalid sequence), and where it ends.
  private func utf8Scalar(at i: Int, limit: Int) -> (Unicode.Scalar, Int) {
    let c = bytes[i]
    if c < 0x80 { return (Unicode.Scalar(c), i + 1) }
    var iterator = bytes[i..<min(limit, i + 4)].makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    switch parser.parseScalar(from: &iterator) {
    case .valid(let encoded): return (Unicode.UTF8.decode(encoded), i + encoded.count)
    case .error(let length): return ("\u{FFFD}", i + length)
    case .emptyInput: return ("\u{FFFD}", i + 1)
    }
  }

  /// Adjacent string literals are one literal (`@"a" @"b"`, `"a" "b"`): one token whose value has
  /// both pieces, each scalar still at its own bytes.
  private mutating func mergeAdjacentStrings() {
    var merged: [ObjectiveCToken] = []
    merged.reserveCapacity(tokens.count)
    var i = 0
    while i < tokens.count {
      var end = i + 1
      if tokens[i].kind == .string {
        while end < tokens.count, tokens[end].kind == .string { end += 1 }
      }
      if end - i == 1 {
        merged.append(tokens[i])
      } else {
        merged.append(ObjectiveCToken(
          kind: .string, range: tokens[i].range.lowerBound..<tokens[end - 1].range.upperBound,
          literal: LiteralValue(joining: tokens[i..<end].map { $0.literal! })))
      }
      i = end
    }
    tokens = merged
  }
}

@inline(__always) func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

@inline(__always) func isIdentifierStart(_ c: UInt8) -> Bool {
  (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
    || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
}

@inline(__always) func isIdentifierPart(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }

@inline(__always) func hexDigit(_ c: UInt8) -> UInt32? {
  switch c {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(c - UInt8(ascii: "0"))
  case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(c - UInt8(ascii: "a") + 10)
  case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(c - UInt8(ascii: "A") + 10)
  default: nil
  }
}
