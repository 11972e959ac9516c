/// The template constructs of each syntax: each recognizer masks one construct at `i` and reports
/// its block structure, or returns `nil` when `i` does not start one.
extension Masker {
  mutating func construct(at i: Int) -> Int? {
    let c = b[i]
    switch syntax {
    case .htmlCurly: return c == UInt8(ascii: "{") ? curlyOnHTML(i) : nil
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
    case .angular:
      guard state != .comment else { return nil }
      if c == UInt8(ascii: "{") { return mustache(i) }
      if c == UInt8(ascii: "@") { return angularBlock(i) }
      return c == UInt8(ascii: "}") ? closingBrace(i) : nil
    }
  }

  // MARK: - Jinja, Django, Nunjucks, Twig, Liquid

  mutating func curly(_ i: Int) -> Int? {
    if at(i, "{#") {
      guard let close = find("#}", from: i + 2) else { return maskToEnd(i) }
      comment(i..<close + 2, inner: (i + 2)..<close, trimming: "-+~ \t\r\n")
      return close + 2
    }
    if at(i, "{%") {
      guard let close = find("%}", from: i + 2) else { return maskToEnd(i) }
      let word = firstWord(in: (i + 2)..<close)
      if word == "comment" { return blockComment(i, tagEnd: close + 2) }
      mask(i..<close + 2)
      statement(word, at: i)
      quiet = true
      return close + 2
    }
    return mustache(i)
  }

  /// Django's and Liquid's `{% comment %}` … `{% endcomment %}`.
  mutating func blockComment(_ i: Int, tagEnd: Int) -> Int {
    var p = tagEnd
    while let open = find("{%", from: p) {
      guard let close = find("%}", from: open + 2) else { break }
      if firstWord(in: (open + 2)..<close) == "endcomment" {
        comment(i..<close + 2, inner: tagEnd..<open, trimming: " \t\r\n")
        return close + 2
      }
      p = close + 2
    }
    return maskToEnd(i)
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
    while p < end {
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
    return maskToEnd(i)
  }

  // MARK: - Blade, PHP

  mutating func bladeCurly(_ i: Int) -> Int? {
    if at(i, "{{--") {
      guard let close = find("--}}", from: i + 4) else { return maskToEnd(i) }
      comment(i..<close + 4, inner: (i + 4)..<close, trimming: " \t\r\n")
      return close + 4
    }
    if at(i, "{!!") {
      guard let close = find("!!}", from: i + 3) else { return maskToEnd(i) }
      mask(i..<close + 3)
      return close + 3
    }
    return mustache(i)
  }

  static let bladeConditionals: Set<String> = [
    "if", "unless", "isset", "auth", "guest", "can", "cannot", "canany", "env", "production", "hasSection",
    "sectionMissing", "session",
  ]
  static let bladeLoops: Set<String> = ["foreach", "for", "forelse", "while", "switch", "error"]

  mutating func bladeDirective(_ i: Int) -> Int? {
    // `name@example.com` is text, as Blade reads it.
    if i > start, Self.isWordByte(b[i - 1]) || b[i - 1] == UInt8(ascii: "@") { return nil }
    if at(i, "@{{") {
      guard let close = find("}}", from: i + 3) else { return maskToEnd(i) }
      mask(i..<close + 2)
      return close + 2
    }
    if at(i, "@@") {
      let (_, after) = word(at: i + 2)
      mask(i..<after)
      return after
    }
    guard i + 1 < end, Self.isLetter(b[i + 1]) else { return nil }
    let (name, afterName) = word(at: i + 1)
    var after = afterName
    let paren = skipBlanks(from: afterName, newlines: false)
    let hasArguments = paren < end && b[paren] == UInt8(ascii: "(")
    if hasArguments { after = balanced(from: paren) }
    if name == "php", !hasArguments {
      after = find("@endphp", from: afterName).map { $0 + 7 } ?? end
    }
    mask(i..<after)
    if Self.bladeConditionals.contains(name) || (name == "empty" && hasArguments) {
      open(name, conditional: true, at: i)
    } else if name.hasPrefix("else") {
      elseBranch(at: i)
    } else if Self.bladeLoops.contains(name) {
      open(name, conditional: false, at: i)
    } else if name.hasPrefix("end") {
      close(String(name.dropFirst(3)), at: i)
    }
    return after
  }

  mutating func php(_ i: Int) -> Int? {
    guard at(i, "<?"), !at(i, "<?xml") else { return nil }
    let codeStart = at(i, "<?php") ? i + 5 : at(i, "<?=") ? i + 3 : i + 2
    let close = find("?>", from: codeStart)
    let after = close.map { $0 + 2 } ?? end
    let code = trimmed(codeStart..<(close ?? end))
    if at(code.lowerBound, "//") || at(code.lowerBound, "#") || at(code.lowerBound, "/*") {
      let innerStart = code.lowerBound + (at(code.lowerBound, "#") ? 1 : 2)
      let innerEnd = code.upperBound >= innerStart + 2 && at(code.upperBound - 2, "*/") ? code.upperBound - 2 : code.upperBound
      comment(i..<after, inner: innerStart..<max(innerStart, innerEnd), trimming: " \t\r\n")
      return after
    }
    mask(i..<after)
    scriptStatement(code, at: i, rubyStyle: false)
    return after
  }

  // MARK: - ERB, EJS, JSP

  mutating func erb(_ i: Int) -> Int? {
    guard at(i, "<%") else { return nil }
    if at(i, "<%%") {
      mask(i..<i + 3)
      return i + 3
    }
    let close = find("%>", from: i + 2)
    let after = close.map { $0 + 2 } ?? end
    if at(i, "<%#") {
      comment(i..<after, inner: (i + 3)..<(close ?? end), trimming: "-_ \t\r\n")
      return after
    }
    let marker = i + 2 < end && (b[i + 2] == UInt8(ascii: "=") || b[i + 2] == UInt8(ascii: "-") || b[i + 2] == UInt8(ascii: "_"))
    mask(i..<after)
    let outputs = i + 2 < end && (b[i + 2] == UInt8(ascii: "=") || b[i + 2] == UInt8(ascii: "-"))
    if !(i + 2 < end && b[i + 2] == UInt8(ascii: "=")) {
      quiet = !outputs
      scriptStatement(trimmed((i + (marker ? 3 : 2))..<(close ?? end), also: "-_"), at: i, rubyStyle: true)
    }
    return after
  }

  mutating func jsp(_ i: Int) -> Int? {
    if at(i, "<%--") {
      guard let close = find("--%>", from: i + 4) else { return maskToEnd(i) }
      comment(i..<close + 4, inner: (i + 4)..<close, trimming: " \t\r\n")
      return close + 4
    }
    guard at(i, "<%") else { return nil }
    guard let close = find("%>", from: i + 2) else { return maskToEnd(i) }
    mask(i..<close + 2)
    quiet = !at(i, "<%=")
    return close + 2
  }

  /// JSP's and FreeMarker's `${…}` and `#{…}`.
  mutating func expressionLanguage(_ i: Int) -> Int? {
    guard i + 1 < end, b[i + 1] == UInt8(ascii: "{") else { return nil }
    let after = balanced(from: i + 1)
    mask(i..<after)
    return after
  }

  /// The block structure of a PHP, ERB or EJS code block: `if … :`/`{`, `else`, `endif`, `}`,
  /// Ruby's `end` and `do`.
  mutating func scriptStatement(_ code: Range<Int>, at i: Int, rubyStyle: Bool) {
    guard !code.isEmpty else { return }
    var p = code.lowerBound
    let closesBrace = b[p] == UInt8(ascii: "}")
    if closesBrace { p = skipBlanks(from: p + 1) }
    let (word, _) = self.word(at: p)
    let last = b[code.upperBound - 1]
    let opensBlock = last == UInt8(ascii: "{") || last == UInt8(ascii: ":")
    switch word {
    case "else", "elseif", "elsif":
      elseBranch(at: i)
      return
    default:
      break
    }
    if closesBrace {
      closeInnermost(at: i)
      if opensBlock { open("{", conditional: false, at: i) }
      return
    }
    switch word {
    case "if", "unless":
      // PHP's `if (…):`/`{`; EJS's `if (…) {`; Ruby's `if x` (a one-line `if` has `;` or `then`).
      if opensBlock || (rubyStyle && !contains(";", in: code) && !contains(" then ", in: code) && !contains("{", in: code)) {
        open(word, conditional: true, at: i)
      }
    case "end": if rubyStyle { closeInnermost(at: i) }
    case "case", "while", "until", "for", "begin", "foreach", "switch":
      if opensBlock || rubyStyle { open(word, conditional: false, at: i) }
    default:
      if word.hasPrefix("end"), !rubyStyle {
        close(String(word.dropFirst(3)), at: i)
      } else if opensBlock || (rubyStyle && (endsWith(code, " do") || contains(" do |", in: code))) {
        open("{", conditional: false, at: i)
      }
    }
  }

  // MARK: - Handlebars, Mustache, Go

  mutating func handlebars(_ i: Int) -> Int? {
    if at(i, "{{!--") {
      guard let close = find("--}}", from: i + 5) else { return maskToEnd(i) }
      comment(i..<close + 4, inner: (i + 5)..<close, trimming: "~ \t\r\n")
      return close + 4
    }
    if at(i, "{{!") {
      guard let close = find("}}", from: i + 3) else { return maskToEnd(i) }
      comment(i..<close + 2, inner: (i + 3)..<close, trimming: "~ \t\r\n")
      return close + 2
    }
    if at(i, "{{{") {
      guard let close = find("}}}", from: i + 3) else { return maskToEnd(i) }
      mask(i..<close + 3)
      return close + 3
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
    guard let close = find("}}", from: i + 2) else { return maskToEnd(i) }
    let p = skipBlanks(from: at(i + 2, "-") ? i + 3 : i + 2)
    if at(p, "/*") {
      let innerEnd = find("*/", from: p + 2).map { min($0, close) } ?? close
      comment(i..<close + 2, inner: (p + 2)..<innerEnd, trimming: " \t\r\n")
      return close + 2
    }
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

  // MARK: - FreeMarker

  mutating func freemarker(_ i: Int) -> Int? {
    if at(i, "<#--") {
      guard let close = find("-->", from: i + 4) else { return maskToEnd(i) }
      comment(i..<close + 3, inner: (i + 4)..<close, trimming: " \t\r\n")
      return close + 3
    }
    let closing = at(i, "</#") || at(i, "</@")
    guard closing || at(i, "<#") || at(i, "<@") else { return nil }
    let nameStart = i + (closing ? 3 : 2)
    guard nameStart < end, Self.isLetter(b[nameStart]) else { return nil }
    let after = find(">", from: nameStart).map { $0 + 1 } ?? end
    mask(i..<after)
    guard b[nameStart - 1] == UInt8(ascii: "#") else { return after }
    let (word, _) = self.word(at: nameStart)
    if closing {
      close(word, at: i)
    } else {
      switch word {
      case "if": open(word, conditional: true, at: i)
      case "elseif", "else": elseBranch(at: i)
      case "list": open(word, conditional: false, at: i)
      default: break
      }
    }
    return after
  }

  // MARK: - Razor, Angular, Svelte

  static let razorBlocks: Set<String> = ["if", "foreach", "for", "while", "using", "switch", "lock", "try", "do", "section"]
  static let razorCode: Set<String> = ["functions", "code"]
  static let razorLines: Set<String> = [
    "model", "using", "inject", "page", "layout", "inherits", "namespace", "addTagHelper", "removeTagHelper",
    "tagHelperPrefix", "implements", "attribute", "rendermode", "preservewhitespace", "typeparam",
  ]

  mutating func razor(_ i: Int) -> Int? {
    if i > start, Self.isWordByte(b[i - 1]) { return nil }
    if at(i, "@*") {
      guard let close = find("*@", from: i + 2) else { return maskToEnd(i) }
      comment(i..<close + 2, inner: (i + 2)..<close, trimming: " \t\r\n")
      return close + 2
    }
    guard i + 1 < end else { return nil }
    let next = b[i + 1]
    if next == UInt8(ascii: "@") || next == UInt8(ascii: ":") {
      mask(i..<i + 2)
      return i + 2
    }
    if next == UInt8(ascii: "{") || next == UInt8(ascii: "(") {
      let after = balanced(from: i + 1)
      mask(i..<after)
      return after
    }
    guard Self.isLetter(next) || next == UInt8(ascii: "_") else { return nil }
    let (name, afterName) = word(at: i + 1)
    if Self.razorBlocks.contains(name) || Self.razorCode.contains(name) {
      var p = skipBlanks(from: afterName)
      if name == "section" { p = skipBlanks(from: word(at: p).1) }
      if p < end, b[p] == UInt8(ascii: "(") { p = skipBlanks(from: balanced(from: p)) }
      if p < end, b[p] == UInt8(ascii: "{") {
        if Self.razorCode.contains(name) {
          let after = balanced(from: p)
          mask(i..<after)
          return after
        }
        mask(i..<p + 1)
        open(name, conditional: name == "if", braces: true, at: i)
        return p + 1
      }
    }
    if Self.razorBlocks.contains(name) || Self.razorLines.contains(name) {
      let after = find("\n", from: afterName) ?? end
      mask(i..<after)
      return after
    }
    // An implicit expression: `@Model.Password`, `@Html.Raw(x)`, `@items[0]`.
    var p = afterName
    while p < end {
      if b[p] == UInt8(ascii: "."), p + 1 < end, Self.isLetter(b[p + 1]) || b[p + 1] == UInt8(ascii: "_") {
        p = word(at: p + 1).1
      } else if at(p, "?."), p + 2 < end, Self.isLetter(b[p + 2]) {
        p = word(at: p + 2).1
      } else if b[p] == UInt8(ascii: "(") || b[p] == UInt8(ascii: "[") {
        p = balanced(from: p)
      } else {
        break
      }
    }
    mask(i..<p)
    return p
  }

  static let angularBlocks: Set<String> = [
    "if", "else", "for", "switch", "case", "default", "defer", "placeholder", "loading", "error", "empty",
  ]

  mutating func angularBlock(_ i: Int) -> Int? {
    if i > start, Self.isWordByte(b[i - 1]) { return nil }
    guard i + 1 < end, Self.isLetter(b[i + 1]), state == .text else { return nil }
    let (name, afterName) = word(at: i + 1)
    if name == "let" {
      let after = find(";", from: afterName).map { $0 + 1 } ?? end
      mask(i..<after)
      return after
    }
    guard Self.angularBlocks.contains(name) else { return nil }
    var p = skipBlanks(from: afterName)
    if p < end, b[p] == UInt8(ascii: "(") { p = skipBlanks(from: balanced(from: p)) }
    guard p < end, b[p] == UInt8(ascii: "{") else { return nil }
    mask(i..<p + 1)
    open(name, conditional: name == "if", braces: true, at: i)
    return p + 1
  }

  /// Razor's and Angular's `}` in the text, closing a block, with a following `else {` / `@else {`.
  mutating func closingBrace(_ i: Int) -> Int? {
    guard state == .text, blocks.last?.braces == true, let closed = closeInnermost(at: i) else { return nil }
    var p = skipBlanks(from: i + 1)
    if syntax == .angular, at(p, "@else") { p += 1 }
    let (word, afterElse) = self.word(at: p)
    guard word == "else", closed.group != nil else {
      mask(i..<i + 1)
      return i + 1
    }
    var q = skipBlanks(from: afterElse)
    if self.word(at: q).0 == "if" { q = skipBlanks(from: self.word(at: q).1) }
    if q < end, b[q] == UInt8(ascii: "(") { q = skipBlanks(from: balanced(from: q)) }
    guard q < end, b[q] == UInt8(ascii: "{") else {
      mask(i..<i + 1)
      return i + 1
    }
    mask(i..<q + 1)
    reopen(closed, at: i)
    return q + 1
  }

  mutating func svelte(_ i: Int) -> Int? {
    let after = balanced(from: i)
    mask(i..<after)
    let p = skipBlanks(from: i + 1)
    guard p < after else { return after }
    let sigil = b[p]
    let (word, _) = self.word(at: p + 1)
    switch sigil {
    case UInt8(ascii: "#"): open(word, conditional: word == "if", at: i)
    case UInt8(ascii: ":"): if word == "else" { elseBranch(at: i) }
    case UInt8(ascii: "/"): close(word, at: i)
    default: break
    }
    return after
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
