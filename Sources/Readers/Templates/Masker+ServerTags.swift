/// Server templates with tags of their own: Blade directives, PHP, ERB/EJS and JSP scriptlets,
/// FreeMarker directives, expression language `${…}`.
extension Masker {
  // MARK: - Blade, PHP

  mutating func bladeCurly(_ i: Int) -> Int? {
    if let after = delimitedComment(i, "{{--", "--}}") { return after }
    // An opener never closed (`var open = "{{";` in a script) is text, and the form after it is read.
    if echoIsUnclosed(at: i) { return nil }
    guard let after = delimited(i, "{!!", "!!}") ?? mustache(i) else { return nil }
    writePHPFormTag(over: i..<after)
    return after
  }

  /// Whether the echo that opens at `i` (`{{`, `{!!`) is never closed: Blade compiles an echo only as a
  /// pair (a regular expression over `{{ … }}`, `{!! … !!}`), and prints a lone opener as text.
  private mutating func echoIsUnclosed(at i: Int) -> Bool {
    if at(i, "{!!") { return !closerFollows("!!}", from: i + 3) }
    return at(i, "{{") && !closerFollows("}}", from: i + 2)
  }

  /// Whether `closer` is written after `start`, not as a comment's end (`--}}`: Blade removes comments
  /// before it reads echoes); a search that found none is not repeated for a later opener.
  private mutating func closerFollows(_ closer: StaticString, from start: Int) -> Bool {
    let key = closer.utf8Start[0]
    if let missing = bladeCloserMissingFrom[key], start >= missing { return false }
    var from = start
    while let found = find(closer, from: from) {
      guard key == UInt8(ascii: "}"), found >= start + 2, at(found - 2, "--") else { return true }
      from = found + 2
    }
    bladeCloserMissingFrom[key] = start
    return false
  }

  /// PHP code that writes a form's start or end tag: Laravel Collective's `Form::open([…])` …
  /// `Form::close()`, spatie/laravel-html's `html()->form('POST', …)->open()` … `->close()`, Yii's
  /// `ActiveForm::begin([…])` … `ActiveForm::end()` (and `Html::beginForm` … `Html::endForm`), CakePHP's `$this->Form->create(…)` … `->end()`,
  /// CodeIgniter's `form_open(…)` … `form_close()`.
  mutating func writePHPFormTag(over range: Range<Int>) {
    let spatie = contains("html()->form", in: range)
    if Self.phpFormOpeners.contains(where: { contains($0, in: range) }) || spatie && contains("->open()", in: range) {
      writeFormTag(closing: false, over: range)
    } else if Self.phpFormClosers.contains(where: { contains($0, in: range) }) || spatie && contains("->close()", in: range) {
      writeFormTag(closing: true, over: range)
    }
  }

  static let phpFormOpeners: [StaticString] = [
    "Form::open", "Form::model", "ActiveForm::begin", "Html::beginForm(", "->Form->create(", "form_open(",
  ]
  static let phpFormClosers: [StaticString] = ["Form::close", "ActiveForm::end", "Html::endForm(", "->Form->end(", "form_close("]

  static let bladeConditionals: Set<String> = [
    "if", "unless", "isset", "auth", "guest", "can", "cannot", "canany", "env", "production", "hasSection",
    "sectionMissing", "session", "switch",
  ]
  static let bladeLoops: Set<String> = ["foreach", "for", "forelse", "while", "error"]

  mutating func bladeDirective(_ i: Int) -> Int? {
    // `name@example.com` is text, as Blade reads it.
    if i > start, Self.isWordByte(b[i - 1]) || b[i - 1] == UInt8(ascii: "@") { return nil }
    // `@{{ … }}` is the client's expression, printed for it; a `@{{` never closed is printed as `{{`.
    if at(i, "@{{"), echoIsUnclosed(at: i + 1) {
      mask(i..<i + 3)
      return i + 3
    }
    if let after = delimited(i, "@{{", "}}") { return after }
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
    if name == "verbatim" { verbatimUntil = find("@endverbatim", from: after) ?? end }
    if Self.bladeConditionals.contains(name) || (name == "empty" && hasArguments) {
      open(name, conditional: true, at: i)
    } else if name.hasPrefix("else") || name == "case" || name == "default" {
      // `@switch`'s cases are its branches, as an `@if`'s `@else`s are.
      elseBranch(at: i)
    } else if Self.bladeLoops.contains(name) {
      open(name, conditional: false, at: i)
    } else if name.hasPrefix("end") {
      close(String(name.dropFirst(3)), at: i)
    } else if Self.bladeSingleAttributeDirectives.contains(name) {
      // `@class([...])` writes `class`, `@disabled($x)` writes `disabled`: nothing a field is read by.
      quiet = true
    }
    return after
  }

  static let bladeSingleAttributeDirectives: Set<String> = ["class", "style", "checked", "selected", "disabled", "readonly", "required"]

  mutating func php(_ i: Int) -> Int? {
    guard at(i, "<?"), !at(i, "<?xml") else { return nil }
    let codeStart = at(i, "<?php") ? i + 5 : at(i, "<?=") ? i + 3 : i + 2
    let close = phpClose(from: codeStart)
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
    writePHPFormTag(over: i..<after)
    return after
  }

  /// The `?>` that ends PHP code starting at `start`: not one in a string, a `/* */` comment or a
  /// heredoc (`"?><input …>"` is a string), but one in a `//` or `#` comment, as PHP reads it. An
  /// unterminated string, comment or heredoc (PHP would not run the file) falls back to the first `?>`;
  /// each such search is made once (`phpMissing`), so that a file of them stays linear.
  mutating func phpClose(from start: Int) -> Int? {
    var k = start
    while k + 1 < end {
      let c = b[k]
      switch c {
      case UInt8(ascii: "?") where b[k + 1] == UInt8(ascii: ">"):
        return k
      case UInt8(ascii: "'"), UInt8(ascii: "\""):
        guard let close = phpSearch(String(UnicodeScalar(c)), from: k + 1, { masker, from in
          var j = from
          while j < masker.end, masker.b[j] != c { j += masker.b[j] == UInt8(ascii: "\\") ? 2 : 1 }
          return j < masker.end ? j : nil
        }) else { return find("?>", from: start) }
        k = close + 1
      case UInt8(ascii: "/") where b[k + 1] == UInt8(ascii: "*"):
        guard let close = phpSearch("*/", from: k + 2, { masker, from in masker.find("*/", from: from) }) else {
          return find("?>", from: start)
        }
        k = close + 2
      case UInt8(ascii: "/") where b[k + 1] == UInt8(ascii: "/"), UInt8(ascii: "#") where b[k + 1] != UInt8(ascii: "["):
        // A line comment ends at its line's end, or at a `?>` on it.
        while k + 1 < end, b[k] != 0x0A, b[k] != 0x0D, !(b[k] == UInt8(ascii: "?") && b[k + 1] == UInt8(ascii: ">")) { k += 1 }
      case UInt8(ascii: "<") where at(k, "<<<"):
        guard let name = heredocName(from: k + 3),
          let after = phpSearch("<<<" + name.text, from: name.end, { masker, from in masker.heredocEnd(name.text, from: from) })
        else { return find("?>", from: start) }
        k = after
      default:
        k += 1
      }
    }
    return nil
  }

  /// `search` from `start`, unless the same search already failed from at or before it (it would fail again).
  mutating func phpSearch(_ key: String, from start: Int, _ search: (Masker, Int) -> Int?) -> Int? {
    if let failed = phpMissing[key], start >= failed { return nil }
    let found = search(self, start)
    if found == nil { phpMissing[key] = start }
    return found
  }

  /// After `<<<`: the heredoc's or nowdoc's identifier (`EOT`, `"EOT"`, `'EOT'`) and where its line goes on.
  func heredocName(from start: Int) -> (text: String, end: Int)? {
    var k = start
    while k < end, b[k] == 0x20 || b[k] == 0x09 { k += 1 }
    if k < end, b[k] == UInt8(ascii: "'") || b[k] == UInt8(ascii: "\"") { k += 1 }
    let nameStart = k
    while k < end, Self.isWordByte(b[k]) { k += 1 }
    guard k > nameStart else { return nil }
    return (String(decoding: b[nameStart..<k], as: UTF8.self), k)
  }

  /// Where the heredoc named `name` ends: after its closing identifier at the start of a line (indented or not).
  func heredocEnd(_ name: String, from start: Int) -> Int? {
    let name = Array(name.utf8)
    var k = start
    while k < end {
      guard b[k] == 0x0A else {
        k += 1
        continue
      }
      var j = k + 1
      while j < end, b[j] == 0x20 || b[j] == 0x09 { j += 1 }
      if j + name.count <= end, b[j..<j + name.count].elementsEqual(name), j + name.count == end || !Self.isWordByte(b[j + name.count]) {
        return j + name.count
      }
      k += 1
    }
    return nil
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
    let code = trimmed((i + (marker ? 3 : 2))..<(close ?? end), also: "-_")
    if !(i + 2 < end && b[i + 2] == UInt8(ascii: "=")) {
      quiet = !outputs
      let closed = scriptStatement(code, at: i, rubyStyle: true)
      if closed?.name == "form" { writeFormTag(closing: true, over: i..<after) }
    } else if opensRubyBlock(code) {
      // `<%= form_with(…) do |f| %>`: a block its `<% end %>` closes; a form helper's writes the form.
      let isForm = Self.railsFormHelpers.contains(firstWord(in: code))
      open(isForm ? "form" : "{", conditional: false, at: i)
      if isForm { writeFormTag(closing: false, over: i..<after) }
      quiet = false
    }
    return after
  }

  /// Ruby code that opens a block its `end` closes: `form_with(…) do |f|`, `items.each do`.
  func opensRubyBlock(_ code: Range<Int>) -> Bool {
    !code.isEmpty && (endsWith(code, " do") || contains(" do |", in: code))
  }

  static let railsFormHelpers: Set<String> = [
    "form_with", "form_for", "form_tag", "simple_form_for", "semantic_form_for", "bootstrap_form_with", "bootstrap_form_for",
  ]

  mutating func jsp(_ i: Int) -> Int? {
    if let after = delimitedComment(i, "<%--", "--%>") { return after }
    if state != .text, state != .comment, let after = jspCustomTag(i) {
      mask(i..<after)
      return after
    }
    guard at(i, "<%") else { return nil }
    guard let close = find("%>", from: i + 2) else { return maskToEnd(i) }
    mask(i..<close + 2)
    quiet = !at(i, "<%=")
    // A scriptlet's Java (`<% if (strict) { %>`, `<% } else { %>`, `<% } %>`) has blocks as PHP's braces do;
    // `<%=`, `<%@` and `<%!` are an expression, a directive and a declaration.
    if !at(i, "<%="), !at(i, "<%@"), !at(i, "<%!") { scriptStatement(trimmed((i + 2)..<close), at: i, rubyStyle: false) }
    return close + 2
  }

  /// A custom tag inside a start tag or a value: `<input <c:if test="${x}">autofocus</c:if>>`,
  /// `placeholder="<spring:message code="label.password"/>"`. The server runs it before the browser
  /// sees the page (in text, JSTL tags stay markup: `<c:choose>` is read as a conditional).
  mutating func jspCustomTag(_ i: Int) -> Int? {
    var p = i + 1
    if p < end, b[p] == UInt8(ascii: "/") { p += 1 }
    let prefixStart = p
    while p < end, Self.isWordByte(b[p]) || b[p] == UInt8(ascii: "-") { p += 1 }
    guard p > prefixStart, p + 1 < end, b[p] == UInt8(ascii: ":"), Self.isLetter(b[p + 1]) else { return nil }
    if let close = tagEnd(from: p, freemarker: false) { return close + 1 }
    guard p < noGreaterFrom, let close = find(">", from: p) else {
      noGreaterFrom = min(noGreaterFrom, p)
      return nil
    }
    return close + 1
  }

  /// JSP's and FreeMarker's `${…}` and `#{…}`.
  mutating func expressionLanguage(_ i: Int) -> Int? {
    guard i + 1 < end, b[i + 1] == UInt8(ascii: "{") else { return nil }
    let after = balanced(from: i + 1)
    mask(i..<after)
    return after
  }

  /// The block structure of a PHP, ERB or EJS code block: `if … :`/`{`, `else`, `endif`, `}`,
  /// Ruby's `end` and `do`. Returns the block a Ruby `end` closed.
  @discardableResult
  mutating func scriptStatement(_ code: Range<Int>, at i: Int, rubyStyle: Bool) -> Block? {
    guard !code.isEmpty else { return nil }
    var p = code.lowerBound
    let closesBrace = b[p] == UInt8(ascii: "}")
    if closesBrace { p = skipBlanks(from: p + 1) }
    let (word, _) = self.word(at: p)
    let last = b[code.upperBound - 1]
    let opensBlock = last == UInt8(ascii: "{") || last == UInt8(ascii: ":")
    switch word {
    case "else", "elseif", "elsif":
      elseBranch(at: i)
      return nil
    // A switch's cases are its branches: Ruby's `when`, PHP's `case …:` and `default:`.
    case "when" where rubyStyle && blocks.last?.name == "case":
      elseBranch(at: i)
      return nil
    case "case" where !rubyStyle && blocks.last?.name == "switch", "default" where blocks.last?.name == "switch":
      elseBranch(at: i)
      return nil
    default:
      break
    }
    if closesBrace {
      closeInnermost(at: i)
      if opensBlock { open("{", conditional: false, at: i) }
      return nil
    }
    switch word {
    case "if", "unless":
      // PHP's `if (…):`/`{`; EJS's `if (…) {`; Ruby's `if x` (a one-line `if` has `;` or `then`).
      if opensBlock || (rubyStyle && !contains(";", in: code) && !contains(" then ", in: code) && !contains("{", in: code)) {
        open(word, conditional: true, at: i)
      }
    case "end": if rubyStyle { return closeInnermost(at: i) }
    case "case" where rubyStyle:
      open(word, conditional: true, at: i)
    case "switch" where opensBlock:
      open(word, conditional: true, at: i)
    case "case", "while", "until", "for", "begin", "foreach", "switch":
      if opensBlock || rubyStyle { open(word, conditional: false, at: i) }
    default:
      if word.hasPrefix("end"), !rubyStyle {
        close(String(word.dropFirst(3)), at: i)
      } else if opensBlock || (rubyStyle && opensRubyBlock(code)) {
        open("{", conditional: false, at: i)
      }
    }
    return nil
  }

  // MARK: - FreeMarker

  mutating func freemarker(_ i: Int) -> Int? {
    if let after = delimitedComment(i, "<#--", "-->") { return after }
    let closing = at(i, "</#") || at(i, "</@")
    guard closing || at(i, "<#") || at(i, "<@") else { return nil }
    let nameStart = i + (closing ? 3 : 2)
    guard nameStart < end, Self.isLetter(b[nameStart]) else { return nil }
    let tagClose = tagEnd(from: nameStart, freemarker: true)
    let after = (tagClose ?? find(">", from: nameStart)).map { $0 + 1 } ?? end
    mask(i..<after)
    guard b[nameStart - 1] == UInt8(ascii: "#") else { return after }
    let (word, _) = self.word(at: nameStart)
    if closing {
      close(word, at: i)
    } else {
      switch word {
      case "if", "switch": open(word, conditional: true, at: i)
      case "elseif", "else", "case", "default", "on": elseBranch(at: i)
      case "list": open(word, conditional: false, at: i)
      default: break
      }
    }
    return after
  }
}
