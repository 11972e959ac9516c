import FieldModel

/// Syntaxes whose blocks close with a `}` in the text (Razor, Angular) and Svelte's `{…}` tags.
extension Masker {
  // MARK: - Razor, Angular, Svelte

  static let razorBlocks: Set<String> = ["if", "foreach", "for", "while", "using", "switch", "lock", "try", "do", "section"]
  static let razorCode: Set<String> = ["functions", "code"]
  static let razorLines: Set<String> = [
    "model", "using", "inject", "page", "layout", "inherits", "namespace", "addTagHelper", "removeTagHelper",
    "tagHelperPrefix", "implements", "attribute", "rendermode", "preservewhitespace", "typeparam",
  ]

  mutating func razor(_ i: Int) -> Int? {
    if i > start, Self.isWordByte(b[i - 1]) { return nil }
    if let after = delimitedComment(i, "@*", "*@") { return after }
    guard i + 1 < end else { return nil }
    let next = b[i + 1]
    if next == UInt8(ascii: "@") || next == UInt8(ascii: ":") {
      mask(i..<i + 2)
      return i + 2
    }
    if next == UInt8(ascii: "{") { return razorCodeBlock(i) }
    if next == UInt8(ascii: "(") {
      let after = balanced(from: i + 1)
      mask(i..<after)
      return after
    }
    guard Self.isLetter(next) || next == UInt8(ascii: "_") else { return nil }
    let (name, afterName) = word(at: i + 1)
    if Self.razorBlocks.contains(name) || Self.razorCode.contains(name) {
      var p = skipBlanks(from: afterName)
      if name == "section" { p = skipBlanks(from: word(at: p).1) }
      let arguments = p
      if p < end, b[p] == UInt8(ascii: "(") { p = skipBlanks(from: balanced(from: p)) }
      if p < end, b[p] == UInt8(ascii: "{") {
        if Self.razorCode.contains(name) {
          let after = csharpBlockEnd(from: p)
          mask(i..<after)
          return after
        }
        mask(i..<p + 1)
        open(name, conditional: name == "if", braces: true, at: i)
        // `@using (Html.BeginForm(…)) { … }` writes a form around its block.
        if name == "using", contains("BeginForm", in: arguments..<p) || contains("BeginRouteForm", in: arguments..<p) {
          writeFormTag(closing: false, over: i..<p + 1)
        }
        return p + 1
      }
    }
    // A directive is a statement of its own (`@model LoginModel`); in a tag, `@model` is an expression.
    if Self.razorBlocks.contains(name) || Self.razorLines.contains(name), state == .text {
      let after = find("\n", from: afterName) ?? end
      mask(i..<after)
      return after
    }
    // An implicit expression: `@Model.Password`, `@Html.Raw(x)`, `@items[0]`, `@await Html.PartialAsync(…)`.
    var p = afterName
    if name == "await", p < end, b[p] == UInt8(ascii: " "), p + 1 < end, Self.isLetter(b[p + 1]) { p = word(at: p + 1).1 }
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
    // `@switch`'s `@case`s are its branches: each starts the next one, then opens its own block.
    if name == "case" || name == "default", blocks.last?.name == "switch" { elseBranch(at: i) }
    open(name, conditional: name == "if" || name == "switch", braces: true, at: i)
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

  /// Svelte's `{"…"}` or `{'…'}` as an attribute's value: a string literal, so the value is literal,
  /// as in JSX. The braces are blanked and the quotes kept, so libxml2 reads `= "…" ` with every byte
  /// in place. A literal with an escape, an entity, a brace or a line break stays dynamic: JavaScript
  /// and HTML read those differently.
  mutating func svelteStringValue(_ i: Int) -> Int? {
    let open = skipBlanks(from: i + 1)
    guard let close = plainStringEnd(at: open, before: end, refusing: [UInt8(ascii: "{"), UInt8(ascii: "}")]) else {
      return svelteNumberValue(i)
    }
    let brace = skipBlanks(from: close + 1)
    guard brace < end, b[brace] == UInt8(ascii: "}") else { return nil }
    afterEquals = false  // blanks, not `x`: the braces are no part of the value
    mask(i..<open)
    mask(close + 1..<brace + 1)
    quoteForHTML(open, close)
    state = .tag
    atNameStart = true
    return brace + 1
  }

  /// Svelte's `{12}` as an attribute's value: a number, written as `12` (the braces blanked).
  mutating func svelteNumberValue(_ i: Int) -> Int? {
    var brace = i + 1
    while brace < end, brace - i < 24, b[brace] != UInt8(ascii: "}") { brace += 1 }
    // `{8}{x}` joins the two: a string, at run time.
    guard brace < end, b[brace] == UInt8(ascii: "}"), isWholeNumber(i + 1..<brace),
      brace + 1 == end || Self.isBlank(b[brace + 1]) || b[brace + 1] == UInt8(ascii: ">") || b[brace + 1] == UInt8(ascii: "/")
    else { return nil }
    afterEquals = false
    mask(i..<i + 1)
    mask(brace..<brace + 1)
    state = .tag
    atNameStart = true
    return brace + 1
  }

  mutating func svelte(_ i: Int) -> Int? {
    let after = balanced(from: i)
    if state == .tag, !afterEquals {
      // `{type}` is `type={type}`, an attribute of that name, no spread: only `{...rest}` spreads.
      if svelteShorthand(i, after) {
        quiet = true
        return after
      }
      if after - i > 2, b[i + 1..<after - 1].allSatisfy(Self.isWordByte) { quiet = true }
    }
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

  /// Svelte's `{type}` in a start tag is `type={type}`: written as the attribute's name (blanks for
  /// the braces), bound, with no value, so read as dynamic.
  mutating func svelteShorthand(_ i: Int, _ after: Int) -> Bool {
    guard after - i > 2, b[after - 1] == UInt8(ascii: "}") else { return false }
    let name = i + 1..<after - 1
    guard b[name].allSatisfy(Self.isWordByte), Self.isLetter(b[name.lowerBound]) || b[name.lowerBound] == 0x5F else { return false }
    let key = asciiLowercased(String(decoding: b[name], as: UTF8.self))
    guard Self.boundKeys.contains(key) else { return false }
    for k in i..<after { result.masked[k] = UInt8(ascii: " ") }
    for (k, byte) in zip(i..., key.utf8) { result.masked[k] = byte }
    result.bindings[i] = (String(decoding: b[i..<after], as: UTF8.self), i..<after)
    atNameStart = false
    return true
  }
}
