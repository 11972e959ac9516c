import FieldModel
import HTMLScanner
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
  /// Vue and Thymeleaf: the conditional group of the last element at each depth (its `v-else`, or a
  /// `th:unless` of the same condition, joins it).
  var vueSiblings: [(group: Int, branch: Int)?] = []
  /// Thymeleaf: the `th:if` condition of the tag being read, and of the last element at each depth (a
  /// `th:unless` of the same condition right after it is its other branch).
  var thymeleafIf: (condition: ArraySlice<UInt8>, unless: Bool)?
  var thymeleafConditions: [ArraySlice<UInt8>?] = []
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
  /// Where a string searched for by `stringEnd` was found unclosed, by its quote (with the high bit set
  /// where escapes were read): from its start to its line's end.
  var quoteFailedSpan: [UInt8: Range<Int>] = [:]
  /// PHP searches that found nothing (a string's quote, `*/`, a heredoc's end), by what they looked for:
  /// from where they started (`Masker.phpSearch`).
  var phpMissing: [String: Int] = [:]
  /// Blade: the offset from which an echo's closer (`}}`, `!!}`, by its first byte) is known not to follow.
  var bladeCloserMissingFrom: [UInt8: Int] = [:]
  /// On plain HTML: per search for a comment's end, the offset from which it is known to find none.
  var commentEndMissingFrom: [UInt8: Int] = [:]
  /// A search for a tag's `>` outside strings (`tagEnd(from:stoppingAt:)`) ran to the end of the file:
  /// later ones would too, or nearly, so they are not made.
  var tagEndMissing = false
  /// No `>` at or after this offset: a JSP custom tag starting later has no end.
  var noGreaterFrom = Int.max
  /// Inside `{% verbatim %}`/`{% raw %}`/`@verbatim` up to here (the end tag's start): the template
  /// engine copies it out as it is, so no template syntax starts there.
  var verbatimUntil = 0
  /// C# between the markup statements of a Razor `@{ … }` block, the next last: masked and read past.
  var skips: [Range<Int>] = []

  init(_ bytes: [UInt8], syntax: TemplateSyntax) {
    b = bytes
    self.syntax = syntax
    result = TemplateMask(masked: bytes)
    end = bytes.count
  }

  mutating func run() {
    if syntax.takesFrontMatter { skipFrontMatter() }
    if syntax == .htmlCurly, !Self.mayHaveCurlySyntax(b) { return }
    if syntax == .vue { keepTemplateBlockOnly() }
    var i = start
    while i < end { i = step(i) }
    result.branches.sort { $0.offset < $1.offset }
  }

  /// Jekyll's, Eleventy's and Hugo's front matter: a block between `---` (YAML) or `+++` (TOML) lines
  /// at the very top, data for the site generator and never markup. Blanked, and read past.
  mutating func skipFrontMatter() {
    let fence: StaticString
    if at(0, "---") { fence = "---" } else if at(0, "+++") { fence = "+++" } else { return }
    func lineEnd(from i: Int) -> Int? {
      var k = i
      while k < end, b[k] == 0x20 || b[k] == 0x09 { k += 1 }
      if k == end { return k }
      if b[k] == 0x0A { return k + 1 }
      if b[k] == 0x0D { return k + 1 < end && b[k + 1] == 0x0A ? k + 2 : k + 1 }
      return nil
    }
    guard var line = lineEnd(from: 3) else { return }
    while line < end {
      if at(line, fence), let after = lineEnd(from: line + 3) {
        for k in 0..<after where b[k] != 0x0A && b[k] != 0x0D { result.masked[k] = 0x20 }
        result.regions.append(0..<after)
        start = after
        return
      }
      guard let next = b[line..<end].firstIndex(of: 0x0A) else { return }
      line = next + 1
    }
  }

  /// `{{`, `{%` or `{#` somewhere, or Thymeleaf's `<!--/*` comment blocks or `th:unless` alternatives: a
  /// plain page without them is not touched at all.
  static func mayHaveCurlySyntax(_ b: [UInt8]) -> Bool {
    b.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      return hasCurly(buffer, base) || hasParserComment(buffer, base)
        || ByteSearch.firstIndex(of: "th:unless", in: buffer) != nil || ByteSearch.firstIndex(of: "th-unless", in: buffer) != nil
    }
  }

  /// Thymeleaf's `<!--/*`, found by its `*` (rare in markup, unlike `<`).
  private static func hasParserComment(_ buffer: UnsafeBufferPointer<UInt8>, _ base: UnsafePointer<UInt8>) -> Bool {
    let marker = Array("<!--/".utf8)
    var i = marker.count
    let count = buffer.count
    while i < count, let hit = memchr(base + i, Int32(UInt8(ascii: "*")), count - i) {
      let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
      if (0..<marker.count).allSatisfy({ buffer[at - marker.count + $0] == marker[$0] }) { return true }
      i = at + 1
    }
    return false
  }

  private static func hasCurly(_ buffer: UnsafeBufferPointer<UInt8>, _ base: UnsafePointer<UInt8>) -> Bool {
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

  // MARK: - The loop

  mutating func step(_ i: Int) -> Int {
    if !skips.isEmpty, let next = skipCode(at: i) { return next }
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
    if state == .tag, afterEquals, syntax == .svelte, c == UInt8(ascii: "{"), let next = svelteStringValue(i) { return next }
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
    if state == .text { result.textRegions.append(range) }
    if let last = result.regions.last, last.upperBound >= range.lowerBound {
      result.regions[result.regions.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
    } else {
      result.regions.append(range)
    }
  }

  /// Template code that writes a form's start or end tag: its masked bytes read as that tag, so the
  /// page's forms are where the page will have them (a sign-in and a sign-up form in one file stay two).
  mutating func writeFormTag(closing: Bool, over range: Range<Int>) {
    let tag: [UInt8] = Array((closing ? "</form>" : "<form>").utf8)
    guard state == .text, range.count >= tag.count,
      !b[range.lowerBound..<range.lowerBound + tag.count].contains(where: { $0 == 0x0A || $0 == 0x0D })
    else { return }
    for (k, byte) in zip(range.lowerBound..., tag) { result.masked[k] = byte }
    result.formTags[range.lowerBound] = range
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
    let regions = result.textRegions.count
    mask(whole)
    // A comment writes nothing: not a text region.
    result.textRegions.removeSubrange(regions...)
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
  /// The template comment `open`…`close` at `i`, masked whole (to the end of the file when it is not
  /// closed) and kept as a suppression (`comment`); where it ends, or `nil` when none starts at `i`.
  mutating func delimitedComment(_ i: Int, _ open: StaticString, _ close: StaticString, trimming: String = " \t\r\n") -> Int? {
    guard at(i, open) else { return nil }
    let inner = i + open.utf8CodeUnitCount
    guard let closing = find(close, from: inner) else { return maskToEnd(i) }
    let after = closing + close.utf8CodeUnitCount
    comment(i..<after, inner: inner..<closing, trimming: trimming)
    return after
  }

  /// The template construct `open`…`close` at `i`, masked (to the end of the file when it is not
  /// closed); where it ends, or `nil` when none starts at `i`.
  mutating func delimited(_ i: Int, _ open: StaticString, _ close: StaticString) -> Int? {
    guard at(i, open) else { return nil }
    guard let closing = find(close, from: i + open.utf8CodeUnitCount) else { return maskToEnd(i) }
    let after = closing + close.utf8CodeUnitCount
    mask(i..<after)
    return after
  }

  mutating func maskToEnd(_ i: Int) -> Int {
    mask(i..<end)
    return end
  }
}
