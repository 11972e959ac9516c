/// The curly family: `{{ }}`, `{% %}`, `{# #}` (Jinja, Django, Nunjucks, Twig, Liquid, plain pages),
/// Handlebars/Mustache and Go actions.
extension Masker {
  // MARK: - Jinja, Django, Nunjucks, Twig, Liquid

  mutating func curly(_ i: Int) -> Int? {
    if let after = delimitedComment(i, "{#", "#}", trimming: "-+~ \t\r\n") { return after }
    if at(i, "{%") {
      guard let close = actionEnd("%}", from: i + 2) else { return maskToEnd(i) }
      let word = firstWord(in: (i + 2)..<close)
      if word == "comment" { return blockComment(i, tagEnd: close + 2) }
      // Shopify's `{% javascript %}`, `{% stylesheet %}`, `{% schema %}` (JSON): code, never markup.
      if syntax == .curly, ["javascript", "stylesheet", "style", "schema"].contains(word) {
        let after = endTag("end" + word, from: close + 2) ?? end
        mask(i..<after)
        quiet = true
        return after
      }
      mask(i..<close + 2)
      // Liquid's `{% form 'create_customer' %}` … `{% endform %}`.
      if word == "form" || word == "endform" { writeFormTag(closing: word == "endform", over: i..<close + 2) }
      if word == "verbatim" || word == "raw" { verbatimUntil = endTag("end" + word, from: close + 2) ?? end }
      statement(word, at: i)
      quiet = true
      return close + 2
    }
    guard let after = mustache(i) else { return nil }
    // Symfony's `{{ form_start(form) }}` … `{{ form_end(form) }}`.
    let word = firstWord(in: (i + 2)..<after)
    if word == "form_start" || word == "form_end" { writeFormTag(closing: word == "form_end", over: i..<after) }
    return after
  }

  /// Django's and Liquid's `{% comment %}` … `{% endcomment %}`.
  mutating func blockComment(_ i: Int, tagEnd: Int) -> Int {
    guard let open = endTag("endcomment", from: tagEnd), let close = find("%}", from: open + 2) else { return maskToEnd(i) }
    comment(i..<close + 2, inner: tagEnd..<open, trimming: " \t\r\n")
    return close + 2
  }

  /// Where `{% endverbatim %}`, `{% endcomment %}` (any whitespace control) starts, after `p`.
  func endTag(_ name: String, from p: Int) -> Int? {
    var p = p
    while let open = find("{%", from: p) {
      guard let close = find("%}", from: open + 2) else { return nil }
      if firstWord(in: (open + 2)..<close) == name { return open }
      p = close + 2
    }
    return nil
  }

  /// `{% if %}` and friends: the blocks that matter for branches.
  mutating func statement(_ word: String, at i: Int) {
    switch word {
    case "if", "unless", "ifchanged", "ifequal", "ifnotequal": open(word, conditional: true, at: i)
    case "elif", "elsif", "elseif", "else": elseBranch(at: i)
    case "for", "case": open(word, conditional: false, at: i)
    default: if word.hasPrefix("end") { close(String(word.dropFirst(3)), at: i) }
    }
  }

  /// Plain HTML: `{{ }}`, `{% %}`, `{# #}` closed before any markup; anything else stays text.
  mutating func curlyOnHTML(_ i: Int) -> Int? {
    guard i + 1 < end else { return nil }
    if let after = commentOnHTML(i) { return after }
    let kind = b[i + 1]
    let closing: (UInt8, UInt8)
    switch kind {
    case UInt8(ascii: "{"): closing = (UInt8(ascii: "}"), UInt8(ascii: "}"))
    case UInt8(ascii: "%"): closing = (UInt8(ascii: "%"), UInt8(ascii: "}"))
    case UInt8(ascii: "#"): closing = (UInt8(ascii: "#"), UInt8(ascii: "}"))
    default: return nil
    }
    if let failed = htmlFailUntil[kind], i < failed { return nil }
    var p = i + 2
    while p + 1 < end {
      let c = b[p]
      if c == closing.0, b[p + 1] == closing.1 { break }
      // Markup in a string is the template's (`{% set field = '<input type="password">' %}`).
      if kind != UInt8(ascii: "#"), c == UInt8(ascii: "'") || c == UInt8(ascii: "\""), let close = stringEnd(c, from: p + 1, escapes: false) {
        p = close + 1
        continue
      }
      if c == UInt8(ascii: "<"), Self.isLetter(b[p + 1]) || b[p + 1] == UInt8(ascii: "/") || b[p + 1] == UInt8(ascii: "!") {
        htmlFailUntil[kind] = p
        return nil
      }
      p += 1
    }
    guard p + 1 < end else {
      htmlFailUntil[kind] = end
      return nil
    }
    if kind == UInt8(ascii: "#") {
      comment(i..<p + 2, inner: (i + 2)..<p, trimming: "-+~ \t\r\n")
    } else {
      mask(i..<p + 2)
      if kind == UInt8(ascii: "%") {
        statement(firstWord(in: (i + 2)..<p), at: i)
        quiet = true
      } else {
        actionStatement((i + 2)..<p, at: i)
      }
    }
    return p + 2
  }

  /// The first `close` at or after `start`, for a comment's end on a plain page; `key` names the
  /// search, so that one that failed is not made again from later on (`commentEndMissingFrom`).
  mutating func closed(_ key: UInt8, _ close: StaticString, from start: Int) -> Int? {
    if let failedFrom = commentEndMissingFrom[key], start >= failedFrom { return nil }
    guard let at = find(close, from: start) else {
      commentEndMissingFrom[key] = min(start, commentEndMissingFrom[key] ?? start)
      return nil
    }
    return at
  }

  /// Thymeleaf's parser-level comment blocks on a plain page: `<!--/*-->…<!--*/-->` (markup for the
  /// prototype only, which Thymeleaf removes: masked) and `<!--/*/ … /*/-->` (markup Thymeleaf writes
  /// out, which a browser opening the file sees as a comment: its delimiters masked). Left alone when
  /// never closed.
  mutating func thymeleafComment(_ i: Int) -> Int? {
    if at(i, "<!--/*-->") {
      guard let close = closed(0x08, "<!--*/-->", from: i + 9) else { return nil }
      comment(i..<close + 9, inner: (i + 9)..<close)
      return close + 9
    }
    guard at(i, "<!--/*/"), let close = closed(0x09, "/*/-->", from: i + 7) else { return nil }
    mask(i..<i + 7)
    skips.append(close..<close + 6)
    return i + 7
  }

  /// A template comment on a plain page (Django's, Flask's and Go's templates are `.html` files):
  /// `{# … #}`, `{% comment %}` … `{% endcomment %}`, `{{!-- … --}}`, `{{! … }}`, `{{/* … */}}`.
  /// Unlike the other constructs there, one may hold markup: the engine drops it whole, so a field
  /// commented out is no field. One never closed stays text; where a search for an end failed is
  /// remembered, so that a page of unclosed openers is still read in linear time.
  mutating func commentOnHTML(_ i: Int) -> Int? {
    /// `open`…`close` at `i` as a comment, where it ends; `nil` when it is never closed.
    func delimited(_ key: UInt8, _ open: StaticString, _ close: StaticString, trimming: String) -> Int? {
      let inner = i + open.utf8CodeUnitCount
      guard let end = closed(key, close, from: inner) else { return nil }
      comment(i..<end + close.utf8CodeUnitCount, inner: inner..<end, trimming: trimming)
      return end + close.utf8CodeUnitCount
    }
    if at(i, "{#") { return delimited(0x01, "{#", "#}", trimming: "-+~ \t\r\n") }
    if at(i, "{%") {
      guard let tagEnd = closed(0x02, "%}", from: i + 2), firstWord(in: (i + 2)..<tagEnd) == "comment" else { return nil }
      guard let (open, close) = endcomment(from: tagEnd + 2) else { return nil }
      comment(i..<close + 2, inner: (tagEnd + 2)..<open, trimming: " \t\r\n")
      return close + 2
    }
    guard at(i, "{{") else { return nil }
    if at(i, "{{!--") { return delimited(0x04, "{{!--", "--}}", trimming: "~ \t\r\n") }
    if at(i, "{{!") { return delimited(0x05, "{{!", "}}", trimming: "~ \t\r\n") }
    let p = skipBlanks(from: at(i + 2, "-") ? i + 3 : i + 2)
    guard at(p, "/*"), let innerEnd = closed(0x06, "*/", from: p + 2), let close = closed(0x07, "}}", from: innerEnd + 2) else {
      return nil
    }
    comment(i..<close + 2, inner: (p + 2)..<innerEnd, trimming: " \t\r\n")
    return close + 2
  }

  /// The `{% endcomment %}` tag at or after `start` (its `{%` and its `%}`), remembered when there is none.
  private mutating func endcomment(from start: Int) -> (open: Int, close: Int)? {
    if let failedFrom = commentEndMissingFrom[0x03], start >= failedFrom { return nil }
    var p = start
    while let open = find("{%", from: p), let close = find("%}", from: open + 2) {
      if firstWord(in: (open + 2)..<close) == "endcomment" { return (open, close) }
      p = close + 2
    }
    commentEndMissingFrom[0x03] = min(start, commentEndMissingFrom[0x03] ?? start)
    return nil
  }

  /// `{{ if }}`/`{{ with }}`/`{{ else }}`/`{{ end }}` (Go, Hugo) and `{{#if}}`/`{{else}}`/`{{/if}}`
  /// (Handlebars) in a plain page. Go's `with` and `range` take an `else` too: their branches are
  /// alternatives like an `if`'s.
  mutating func actionStatement(_ inner: Range<Int>, at i: Int) {
    var p = inner.lowerBound
    while p < inner.upperBound, b[p] == UInt8(ascii: "-") || b[p] == UInt8(ascii: "~") || Self.isBlank(b[p]) { p += 1 }
    guard p < inner.upperBound else { return }
    let sigil = b[p]
    if sigil == UInt8(ascii: "#") || sigil == UInt8(ascii: "/") {
      let (word, _) = self.word(at: p + 1)
      if sigil == UInt8(ascii: "#") { open(word, conditional: word == "if" || word == "unless", at: i) } else { close(word, at: i) }
      return
    }
    let (word, _) = self.word(at: p)
    switch word {
    case "if", "with", "range": open(word, conditional: true, at: i)
    case "else": elseBranch(at: i)
    case "end": closeInnermost(at: i)
    default: break
    }
  }

  /// `{{ … }}` (Jinja, Twig, Blade, Vue, Angular), whose expression may hold braces of its own:
  /// Twig's `{{ form_widget(f, {'attr': {'x': 'y'}}) }}` ends at the last `}}`.
  mutating func mustache(_ i: Int) -> Int? {
    guard at(i, "{{") else { return nil }
    var depth = 0
    var p = i + 2
    // Strings and braces are read up to a few kilobytes past the first `}}`: an expression that holds a `}}` in
    // a string is short, and one that never closes as read (braces the engine would refuse) falls back
    // to that first `}}` without a scan of the rest of the file for each such `{{`.
    let first = find("}}", from: i + 2)
    let limit = first.map { min(end, $0 + Self.stringReach) } ?? end
    while p < limit {
      // A string's braces are text (`{{ "{{" }}`, Jinja's own way to write a literal `{{`; `{{ "}}" }}`).
      if b[p] == UInt8(ascii: "\"") || b[p] == UInt8(ascii: "'"), let close = stringEnd(b[p], from: p + 1) {
        p = close + 1
        continue
      }
      if b[p] == UInt8(ascii: "{") {
        depth += 1
      } else if b[p] == UInt8(ascii: "}") {
        if depth == 0, p + 1 < end, b[p + 1] == UInt8(ascii: "}") {
          mask(i..<p + 2)
          return p + 2
        }
        depth = max(0, depth - 1)
      }
      p += 1
    }
    // Never closed as strings and braces were read (an apostrophe in prose the engine would refuse):
    // the first `}}` ends it, as it did before strings were read.
    if let close = first {
      mask(i..<close + 2)
      return close + 2
    }
    return maskToEnd(i)
  }

  /// How far past the first `}}` an expression's strings and braces are followed.
  static let stringReach = 4096

  /// Where a string in a template construct ends on its line: its closing `quote`, past backslash
  /// escapes where the language has them (`'It\'s'`); `nil` when it does not, the quote being then an
  /// apostrophe in text (a string never closed swallows no markup). A search that failed is not made
  /// again from further on its line: a line of apostrophes stays linear.
  mutating func stringEnd(_ quote: UInt8, from start: Int, escapes: Bool = true) -> Int? {
    let key = escapes ? quote | 0x80 : quote
    if let failed = quoteFailedSpan[key], failed.contains(start) { return nil }
    var p = start
    while p < end, b[p] != quote, b[p] != 0x0A {
      p += escapes && b[p] == UInt8(ascii: "\\") ? 2 : 1
    }
    guard p < end, b[p] == quote else {
      quoteFailedSpan[key] = start..<min(p, end)
      return nil
    }
    return p
  }

  // MARK: - Handlebars, Mustache, Go

  mutating func handlebars(_ i: Int) -> Int? {
    if let after = delimitedComment(i, "{{!--", "--}}", trimming: "~ \t\r\n")
      ?? delimitedComment(i, "{{!", "}}", trimming: "~ \t\r\n") ?? delimited(i, "{{{", "}}}") {
      return after
    }
    guard at(i, "{{") else { return nil }
    guard let close = find("}}", from: i + 2) else { return maskToEnd(i) }
    mask(i..<close + 2)
    let p = skipBlanks(from: at(i + 2, "~") ? i + 3 : i + 2)
    guard p < close else { return close + 2 }
    let sigil = b[p]
    let (word, _) = self.word(at: sigil == UInt8(ascii: "#") || sigil == UInt8(ascii: "/") || sigil == UInt8(ascii: "^") ? skipBlanks(from: p + 1) : p)
    switch sigil {
    case UInt8(ascii: "#"): open(word, conditional: word == "if" || word == "unless", at: i)
    case UInt8(ascii: "/"): self.close(word, at: i)
    case UInt8(ascii: "^"): if word.isEmpty { elseBranch(at: i) } else { open(word, conditional: false, at: i) }
    default: if word == "else" { elseBranch(at: i) }
    }
    return close + 2
  }

  mutating func goAction(_ i: Int) -> Int? {
    guard at(i, "{{") else { return nil }
    let p = skipBlanks(from: at(i + 2, "-") ? i + 3 : i + 2)
    if at(p, "/*") {
      // A comment ends at `*/}}` (`*/ -}}`), whatever it holds: a block commented out keeps its
      // actions (`{{/* <input …> {{.Old}} */}}`). Go refuses one never closed: the rest is masked.
      guard let innerEnd = find("*/", from: p + 2), let close = find("}}", from: innerEnd + 2) else { return maskToEnd(i) }
      comment(i..<close + 2, inner: (p + 2)..<innerEnd, trimming: " \t\r\n")
      return close + 2
    }
    guard let close = actionEnd("}}", from: i + 2, rawStrings: true) else { return maskToEnd(i) }
    mask(i..<close + 2)
    let (word, _) = self.word(at: p)
    switch word {
    case "if", "with", "range": open(word, conditional: true, at: i)
    case "else": elseBranch(at: i)
    case "block", "define": open(word, conditional: false, at: i)
    case "end": closeInnermost(at: i)
    default: break
    }
    return close + 2
  }

  /// The `}}` (or `%}`) that ends a Go action or a Jinja/Twig tag, past its strings (`"}}"`, a
  /// Go raw `` `}}` `` or rune `'}'`), as the engines' lexers read them; an unterminated one (the
  /// engine would refuse the template) falls back to the first closer.
  mutating func actionEnd(_ closer: StaticString, from start: Int, rawStrings: Bool = false) -> Int? {
    let first = closer.utf8Start[0]
    var p = start
    while p + 1 < end {
      let c = b[p]
      if c == first, b[p + 1] == UInt8(ascii: "}") { return p }
      if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || rawStrings && c == UInt8(ascii: "`") {
        let close = c == UInt8(ascii: "`") ? find("`", from: p + 1) : stringEnd(c, from: p + 1)
        guard let close else { return find(closer, from: start) }
        p = close + 1
        continue
      }
      p += 1
    }
    return nil
  }
}
