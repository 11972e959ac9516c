import FieldModel
import Glibc

/// The one pass behind `TemplateMask`: follows the HTML around the template syntax (text, tags,
/// attribute values, comments, `<script>`) just enough to pick the filler and to read framework
/// attributes, and hands each construct to the syntax's recognizer (`Masker+Constructs.swift`).
struct Masker {
  enum State: Equatable {
    case text, tag, quoted(UInt8), unquoted, comment, rawText
  }

  /// A template block: `{% if %}`, `@foreach(…) {`, an element with `v-if`.
  struct Block {
    var name: String
    /// `nil` for a block that is not a conditional.
    var group: Int?
    var branch: Int
    /// Closed by a `}` in the text (Razor, Angular).
    var braces: Bool
  }

  let b: [UInt8]
  let syntax: TemplateSyntax
  var result: TemplateMask
  /// The part of `b` that is markup (Vue: the top-level `<template>` block's content).
  var start = 0
  var end: Int
  var state = State.text
  // The start tag being read.
  var tagStart = 0
  var tagName = ""
  var afterEquals = false
  var atNameStart = false
  var vueIf = false
  var vueElse = false
  var rawTextName: [UInt8] = []
  // Open elements, innermost last, and whether each one opened a block (`v-if`, `<c:choose>`).
  var elements: [(name: String, block: String?)] = []
  /// Vue: the conditional group of the last element at each depth (its `v-else` joins it).
  var vueSiblings: [(group: Int, branch: Int)?] = []
  /// JSP: the depths of the `<c:choose>` blocks that have seen their first `<c:when>`.
  var seenWhen: Set<Int> = []
  // Template blocks, innermost last.
  var blocks: [Block] = []
  var conditionalIndices: [Int] = []
  var openCount: [String: Int] = [:]
  var nextGroup = 0
  /// The construct just masked writes nothing into the page (a comment, a block tag, `{% set %}`,
  /// `<% code %>`): in a start tag it is no spread of attributes.
  var quiet = false
  /// On plain HTML: a `{{`/`{%`/`{#` before this offset is known to have no close before markup.
  var htmlFailUntil: [UInt8: Int] = [:]

  init(_ bytes: [UInt8], syntax: TemplateSyntax) {
    b = bytes
    self.syntax = syntax
    result = TemplateMask(masked: bytes)
    end = bytes.count
  }

  mutating func run() {
    if syntax == .htmlCurly, !Self.mayHaveCurlySyntax(b) { return }
    if syntax == .vue { keepTemplateBlockOnly() }
    var i = start
    while i < end { i = step(i) }
    result.branches.sort { $0.offset < $1.offset }
  }

  /// `{{`, `{%` or `{#` somewhere: a plain page without them is not touched at all.
  static func mayHaveCurlySyntax(_ b: [UInt8]) -> Bool {
    b.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      var i = 0
      let count = buffer.count
      while i + 1 < count, let hit = memchr(base + i, Int32(UInt8(ascii: "{")), count - i - 1) {
        let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        let next = buffer[at + 1]
        if next == UInt8(ascii: "{") || next == UInt8(ascii: "%") || next == UInt8(ascii: "#") { return true }
        i = at + 1
      }
      return false
    }
  }

  // MARK: - The loop

  mutating func step(_ i: Int) -> Int {
    let c = b[i]
    switch state {
    case .comment:
      if c == UInt8(ascii: "-"), at(i, "-->") {
        state = .text
        return i + 3
      }
      if syntax.isComponent { return i + 1 }
    case .rawText:
      if c == UInt8(ascii: "<"), i + 1 < end, b[i + 1] == UInt8(ascii: "/"), hasName(rawTextName, at: i + 2) {
        state = .text
        return i
      }
      if syntax.isComponent {
        blankOutsideRegions(i..<i + 1)
        return i + 1
      }
    case .tag:
      if atNameStart, !afterEquals, syntax.readsBindings, let next = binding(at: i) { return next }
    default:
      break
    }
    let inAttributePosition = state == .tag && !afterEquals
    quiet = false
    if Self.isTrigger(c), let next = construct(at: i) {
      // A construct right after `=` is (the start of) an unquoted value: `rules={rules}`, `rules={{ $r }}`.
      if state == .tag, afterEquals {
        afterEquals = false
        state = .unquoted
      } else if inAttributePosition, state == .tag, !quiet {
        // `{{ $attributes }}`, `{...props}`, `{% if %}required{% endif %}`: attributes the page gets at run time.
        result.spreads.append(i..<next)
      }
      return next
    }
    return html(i)
  }

  static func isTrigger(_ c: UInt8) -> Bool {
    c == UInt8(ascii: "{") || c == UInt8(ascii: "<") || c == UInt8(ascii: "@") || c == UInt8(ascii: "$")
      || c == UInt8(ascii: "#") || c == UInt8(ascii: "}")
  }

  /// HTML around the template syntax: where tags, values and comments start and end.
  mutating func html(_ i: Int) -> Int {
    let c = b[i]
    switch state {
    case .text:
      guard c == UInt8(ascii: "<"), i + 1 < end else { return i + 1 }
      if at(i, "<!--") {
        state = .comment
        return i + 4
      }
      if Self.isLetter(b[i + 1]) { return startTag(i) }
      if b[i + 1] == UInt8(ascii: "/"), i + 2 < end, Self.isLetter(b[i + 2]) { return endTag(i) }
      return i + 1
    case .tag:
      if c == UInt8(ascii: ">") { return endOfStartTag(i) }
      if Self.isBlank(c) {
        if !afterEquals { atNameStart = true }
        return i + 1
      }
      if afterEquals {
        afterEquals = false
        state = c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") ? .quoted(c) : .unquoted
        return state == .unquoted ? i : i + 1
      }
      if c == UInt8(ascii: "=") {
        afterEquals = true
        atNameStart = false
        return i + 1
      }
      if atNameStart {
        atNameStart = false
        noteAttribute(at: i)
      }
      return i + 1
    case .quoted(let quote):
      if c == quote {
        state = .tag
        atNameStart = true
      }
      return i + 1
    case .unquoted:
      if Self.isBlank(c) || c == UInt8(ascii: ">") {
        state = .tag
        atNameStart = true
        return c == UInt8(ascii: ">") ? i : i + 1
      }
      return i + 1
    case .comment, .rawText:
      return i + 1
    }
  }

  // MARK: - Masking

  /// The filler for a construct starting now: `x` inside an attribute value, a space elsewhere.
  var filler: UInt8 {
    switch state {
    case .quoted, .unquoted: UInt8(ascii: "x")
    case .tag: afterEquals ? UInt8(ascii: "x") : UInt8(ascii: " ")
    default: UInt8(ascii: " ")
    }
  }

  /// Masks template syntax at `range` (line breaks kept) and remembers it.
  mutating func mask(_ range: Range<Int>) {
    let range = range.clamped(to: start..<end)
    guard !range.isEmpty else { return }
    let fill = filler
    for k in range where b[k] != 0x0A && b[k] != 0x0D { result.masked[k] = fill }
    if let last = result.regions.last, last.upperBound >= range.lowerBound {
      result.regions[result.regions.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
    } else {
      result.regions.append(range)
    }
  }

  /// Masks what is not markup at all (Vue's `<script>`), without calling it template syntax.
  mutating func blankOutsideRegions(_ range: Range<Int>) {
    for k in range where b[k] != 0x0A && b[k] != 0x0D && b[k] != 0x20 {
      result.masked[k] = 0x20
      result.changedOutsideRegions = true
    }
  }

  /// A template comment: masked whole; kept as a suppression when it says "formlint-".
  mutating func comment(_ whole: Range<Int>, inner: Range<Int>, trimming: String = "") {
    mask(whole)
    quiet = true
    var lower = min(inner.lowerBound, inner.upperBound)
    var upper = max(lower, min(inner.upperBound, end))
    let trim = Set(trimming.utf8)
    while lower < upper, trim.contains(b[lower]) { lower += 1 }
    while upper > lower, trim.contains(b[upper - 1]) { upper -= 1 }
    guard contains("formlint-", in: lower..<upper) else { return }
    result.comments.append(SourceComment(text: String(decoding: b[lower..<upper], as: UTF8.self), range: whole.clamped(to: 0..<b.count)))
  }

  /// Masks from `i` to the end: an unterminated construct.
  mutating func maskToEnd(_ i: Int) -> Int {
    mask(i..<end)
    return end
  }

  // MARK: - Blocks

  mutating func open(_ name: String, conditional: Bool, braces: Bool = false, at offset: Int) {
    if conditional {
      conditionalIndices.append(blocks.count)
      nextGroup += 1
    }
    blocks.append(Block(name: name, group: conditional ? nextGroup - 1 : nil, branch: 0, braces: braces))
    openCount[name, default: 0] += 1
    mark(at: offset)
  }

  /// `{% else %}`, `{:else}`, `@elseif`: the next branch of the innermost block, when it is a conditional.
  mutating func elseBranch(at offset: Int) {
    guard let last = blocks.indices.last, blocks[last].group != nil else { return }
    blocks[last].branch += 1
    mark(at: offset)
  }

  /// Closes the innermost open block named `name` (and any left open inside it); nothing when none is open.
  @discardableResult
  mutating func close(_ name: String, at offset: Int) -> Block? {
    guard openCount[name, default: 0] > 0 else { return nil }
    while let top = popBlock() {
      if top.name == name {
        mark(at: offset)
        return top
      }
    }
    return nil
  }

  /// `{{end}}`, `<% end %>`, `}`: closes the innermost block.
  @discardableResult
  mutating func closeInnermost(at offset: Int) -> Block? {
    guard let top = popBlock() else { return nil }
    mark(at: offset)
    return top
  }

  /// `} else {`, `} @else {`: the next branch of the conditional just closed.
  mutating func reopen(_ closed: Block, at offset: Int) {
    guard let group = closed.group else {
      open(closed.name, conditional: false, braces: closed.braces, at: offset)
      return
    }
    conditionalIndices.append(blocks.count)
    blocks.append(Block(name: closed.name, group: group, branch: closed.branch + 1, braces: closed.braces))
    openCount[closed.name, default: 0] += 1
    mark(at: offset)
  }

  private mutating func popBlock() -> Block? {
    guard let top = blocks.popLast() else { return nil }
    openCount[top.name, default: 1] -= 1
    if conditionalIndices.last == blocks.count { conditionalIndices.removeLast() }
    return top
  }

  private mutating func mark(at offset: Int) {
    quiet = true
    let innermost = conditionalIndices.last.map { blocks[$0] }
    result.branches.append(TemplateMask.BranchMark(offset: offset, group: innermost?.group, branch: innermost?.branch ?? 0))
  }

  // MARK: - Bytes

  func at(_ i: Int, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard i >= 0, i + count <= end else { return false }
    let p = literal.utf8Start
    for k in 0..<count where b[i + k] != p[k] { return false }
    return true
  }

  /// The first `literal` at or after `from`, before `end`.
  func find(_ literal: StaticString, from: Int) -> Int? {
    let count = literal.utf8CodeUnitCount
    let first = literal.utf8Start[0]
    var i = max(from, start)
    while i + count <= end {
      if b[i] == first, at(i, literal) { return i }
      i += 1
    }
    return nil
  }

  func contains(_ literal: StaticString, in range: Range<Int>) -> Bool {
    let count = literal.utf8CodeUnitCount
    var i = range.lowerBound
    while i + count <= range.upperBound {
      if b[i] == literal.utf8Start[0], at(i, literal) { return true }
      i += 1
    }
    return false
  }

  /// Past the bracket that closes the one at `i` (`(`, `[` or `{`), skipping quoted strings; the end
  /// when there is none.
  func balanced(from i: Int) -> Int {
    let open = b[i]
    let close: UInt8 = open == UInt8(ascii: "(") ? UInt8(ascii: ")") : open == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
    var depth = 0
    var p = i
    while p < end {
      let c = b[p]
      if c == open {
        depth += 1
      } else if c == close {
        depth -= 1
        if depth == 0 { return p + 1 }
      } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "`") {
        p += 1
        while p < end, b[p] != c {
          if b[p] == UInt8(ascii: "\\") { p += 1 }
          p += 1
        }
      }
      p += 1
    }
    return end
  }

  /// The identifier (`[A-Za-z0-9_]`) at `i`, and where it ends.
  func word(at i: Int) -> (String, Int) {
    var p = i
    while p < end, Self.isWordByte(b[p]) { p += 1 }
    return (String(decoding: b[i..<p], as: UTF8.self), p)
  }

  func skipBlanks(from i: Int, newlines: Bool = true) -> Int {
    var p = i
    while p < end, b[p] == 0x20 || b[p] == 0x09 || (newlines && (b[p] == 0x0A || b[p] == 0x0D)) { p += 1 }
    return p
  }

  /// The first word of a statement between `range`'s bounds, after the delimiter's whitespace
  /// control (`-`, `+`, `~`) and blanks.
  func firstWord(in range: Range<Int>) -> String {
    var p = range.lowerBound
    while p < range.upperBound, b[p] == UInt8(ascii: "-") || b[p] == UInt8(ascii: "+") || b[p] == UInt8(ascii: "~") || Self.isBlank(b[p]) {
      p += 1
    }
    let (w, _) = word(at: p)
    return w
  }

  /// Whether the element name at `i` is `name` (ASCII case-insensitive) and ends there.
  func hasName(_ name: [UInt8], at i: Int) -> Bool {
    guard i + name.count <= end else { return false }
    for k in 0..<name.count where Self.lowercase(b[i + k]) != name[k] { return false }
    return i + name.count == end || !Self.isNameByte(b[i + name.count])
  }

  static func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }
  static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
  static func isWordByte(_ c: UInt8) -> Bool { isLetter(c) || (c >= 0x30 && c <= 0x39) || c == 0x5F }
  static func isNameByte(_ c: UInt8) -> Bool { isWordByte(c) || c == 0x2D || c == 0x3A || c == 0x2E }
  static func lowercase(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c | 0x20 : c }
}
