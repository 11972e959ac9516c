import FieldModel

/// JSX: tags and their attributes, children, closing tags; and the text of template literals.
extension JSXScanner {
  // MARK: - Starting an element

  /// At a `<` where an expression may start: pushes the tag (or fragment) when JSX starts here.
  /// TypeScript's generic arrow functions (`<T,>(x: T) => x`, `<T extends object>(…)`) are not JSX.
  mutating func startJSX() -> Bool {
    guard i + 1 < n else { return false }
    if b[i + 1] == UInt8(ascii: ">") {
      let arm = takeArm()
      token(.jsx, i..<i + 2, then: .operatorLike)
      push(Frame(kind: .children, start: i, isFragment: true))
      if let arm { stack[stack.count - 1].branch = arm }
      i += 2
      return true
    }
    guard isJSIdentifierStart(b[i + 1]), b[i + 1] != 0x5C else { return false }
    var j = i + 2
    while j < n, isJSXNamePart(b[j]) { j += 1 }
    let name = i + 1..<j
    if isTypeParameterList(name: name, after: j) || isGenericSignature(after: j) { return false }
    let arm = takeArm()
    token(.jsx, i..<j, then: .operatorLike)
    push(Frame(kind: .tag, start: i, name: name))
    if let arm { stack[stack.count - 1].branch = arm }
    i = j
    return true
  }

  /// The arm of a conditional an element starting now in code begins, if one does; the frame then
  /// waits for the element's end (its `:`) instead.
  mutating func takeArm() -> (group: Int, branch: Int)? {
    let top = stack.count - 1
    guard stack[top].kind == .code, let arm = stack[top].arm else { return nil }
    stack[top].arm = nil
    stack[top].consequentOpen = arm.branch == 0 ? arm.group : nil
    return arm
  }

  /// `<T,`, `<T = …`, `<T extends U>`, `<const T`: a type parameter list.
  func isTypeParameterList(name: Range<Int>, after j: Int) -> Bool {
    var k = j
    while k < n, isJSWhitespace(b[k]) { k += 1 }
    guard k < n else { return false }
    if b[k] == UInt8(ascii: ",") || b[k] == UInt8(ascii: "=") && !(k + 1 < n && b[k + 1] == UInt8(ascii: ">")) {
      return true
    }
    let word = String(decoding: b[name], as: UTF8.self)
    if word == "const", k > j, isJSIdentifierStart(b[k]) { return true }
    // `<T extends` followed by a type, not by `=`, `>` or `/` (which would make `extends` an attribute).
    guard k > j, k + 7 < n, String(decoding: b[k..<k + 7], as: UTF8.self) == "extends", isJSWhitespace(b[k + 7])
    else { return false }
    var m = k + 8
    while m < n, isJSWhitespace(b[m]) { m += 1 }
    return m < n && b[m] != UInt8(ascii: "=") && b[m] != UInt8(ascii: ">") && b[m] != UInt8(ascii: "/")
  }

  /// `<T>(x: T) => T` in a TypeScript type (`type F = <T>(x: T) => T`): `>(`, a short parameter list,
  /// then `=>` or `:`. JSX text would not go on like that.
  func isGenericSignature(after j: Int) -> Bool {
    guard j + 1 < n, b[j] == UInt8(ascii: ">"), b[j + 1] == UInt8(ascii: "(") else { return false }
    var k = j + 2
    var depth = 1
    while k < n, k - j < 256, depth > 0 {
      if b[k] == UInt8(ascii: "(") { depth += 1 } else if b[k] == UInt8(ascii: ")") { depth -= 1 }
      k += 1
    }
    guard depth == 0 else { return false }
    while k < n, isJSWhitespace(b[k]) { k += 1 }
    return k < n && (b[k] == UInt8(ascii: ":") || b[k] == UInt8(ascii: "=") && k + 1 < n && b[k + 1] == UInt8(ascii: ">"))
  }

  // MARK: - Tags

  /// Scans a start tag's attributes until the tag ends or an attribute's `{…}` opens.
  mutating func scanTag() {
    let top = stack.count - 1
    // TypeScript type arguments right after the name: `<Select<Option> …>`.
    if i == stack[top].name.upperBound, i < n, b[i] == UInt8(ascii: "<") {
      skipTypeArguments()
      stack[top].typeArgumentsEnd = i
    }
    while true {
      skipTrivia()
      guard i < n else { return }  // unterminated: the element is dropped
      let c = b[i]
      if c == UInt8(ascii: ">") {
        i += 1
        let frame = stack[top]
        let index = probing ? nil : emit(frame)
        let form = index.flatMap { MarkupVocabulary.isJSXForm(elements[$0]) ? $0 : nil } ?? frame.form
        stack[top] = Frame(kind: .children, start: frame.start, form: form, root: frame.root, branch: frame.branch, name: frame.name)
        return
      }
      if c == UInt8(ascii: "/"), i + 1 < n, b[i + 1] == UInt8(ascii: ">") {
        i += 2
        let frame = stack.removeLast()
        if !probing { emit(frame) }
        afterElement()
        return
      }
      if c == UInt8(ascii: "{") {
        i += 1
        pushCode(.jsxSpread)
        return
      }
      guard isJSIdentifierStart(c), c != 0x5C else {
        // Not JSX after all (a TypeScript type, a comparison): drop the tag, read on as code.
        stack.removeLast()
        afterAbandonedTag()
        return
      }
      if !attribute() { return }
    }
  }

  /// One attribute at `i`; `false` when its value opened a frame (`{…}` or an element).
  mutating func attribute() -> Bool {
    let top = stack.count - 1
    let nameStart = i
    while i < n, isJSXNamePart(b[i]) { i += 1 }
    let name = nameStart..<i
    skipTrivia()
    guard i < n, b[i] == UInt8(ascii: "=") else {
      add(name: name, range: name, value: .flag)
      return true
    }
    i += 1
    skipTrivia()
    guard i < n else { return true }
    let quote = b[i]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      var j = i + 1
      while j < n, b[j] != quote { j += 1 }
      guard j < n else {
        i = n  // unterminated string: so is the tag
        return true
      }
      if probing {
        if Self.neverRead.contains(where: { b[name].elementsEqual($0) }) { quiet(i + 1..<j) }
        i = j + 1
        return true
      }
      let value = JSLiteral.jsxString(b, i + 1..<j)
      i = j + 1
      add(name: name, range: nameStart..<i, value: .literal(value))
      return true
    }
    if quote == UInt8(ascii: "{") {
      stack[top].pending = (name, i + 1)
      i += 1
      pushCode(.jsxAttribute)
      return false
    }
    if quote == UInt8(ascii: "<") {
      stack[top].pending = (name, i)
      if startJSX() { return false }
      stack[top].pending = nil
    }
    add(name: name, range: name, value: .flag)  // `name=` and garbage: read on
    return true
  }

  /// Adds an attribute to the innermost tag (`emit` keeps the last of a name); an empty name is a
  /// spread, named `...`.
  mutating func add(name: Range<Int>, range: Range<Int>, value: Property.Value) {
    if probing { return }
    let top = stack.count - 1
    let written = name.isEmpty ? "..." : String(decoding: b[name], as: UTF8.self)
    let key = asciiLowercased(written)
    stack[top].attributes.append(MarkupAttribute(
      key: key, property: Property(name: written, nameRange: name, range: range, value: value)))
  }

  /// The `}` of `name={…}` at `closingBrace`: a single literal (string, template without `${}`,
  /// decimal integer, `true`, `false`) is a literal value; anything else is computed.
  mutating func attributeExpressionEnded(_ frame: Frame, closingBrace: Int) {
    let top = stack.count - 1
    guard stack[top].kind == .tag, let pending = stack[top].pending else { return }
    stack[top].pending = nil
    if probing { return }
    let inside = frame.start..<closingBrace
    var value = Property.Value.dynamic(inside)
    if frame.tokens == 1, let first = frame.first {
      let r = first.range
      switch first.kind {
      case .string where r.count >= 2 && b[r.upperBound - 1] == b[r.lowerBound]:
        if let literal = JSLiteral.cooked(b, r.lowerBound + 1..<r.upperBound - 1, template: false) {
          value = .literal(literal)
        }
      case .template where !frame.holes && r.count >= 2 && b[r.upperBound - 1] == UInt8(ascii: "`"):
        if let literal = JSLiteral.cooked(b, r.lowerBound + 1..<r.upperBound - 1, template: true) {
          value = .literal(literal)
        }
      case .number where b[r].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) && (r.count == 1 || b[r.lowerBound] != 0x30):
        value = .literal(LiteralValue(verbatim: String(decoding: b[r], as: UTF8.self), at: r.lowerBound))
      case .keyword, .identifier:
        let word = String(decoding: b[r], as: UTF8.self)
        if word == "true" || word == "false" { value = .literal(LiteralValue(verbatim: word, at: r.lowerBound)) }
      default:
        break
      }
    } else if frame.tokens >= 5, let literal = oneLiteralArm(frame.recent) {
      value = .literal(literal)
    } else if let ios = frame.iosString, let first = frame.first, b[first.range].elementsEqual("Platform".utf8),
      let literal = stringLiteral(ios)
    {
      // `Platform.select({ ios: "…", android: undefined })`: what iOS reads.
      value = .literal(literal)
    }
    add(name: pending.name, range: pending.name.lowerBound..<closingBrace + 1, value: value)
  }

  /// The string of a conditional whose other arm sets nothing, as React Native code sets iOS-only
  /// props: `passwordRules={Platform.OS === "ios" ? "minlength: 12;" : undefined}`. The prop is that
  /// string or absent, so the string is checked. Only when the conditional ends the expression: a
  /// `)` after it, or a second string arm, leave the value computed.
  func oneLiteralArm(_ recent: (JSToken?, JSToken?, JSToken?, JSToken?)) -> LiteralValue? {
    guard let question = recent.0, let consequent = recent.1, let colon = recent.2, let alternative = recent.3,
      punctuator(question.kind, question.range) == UInt8(ascii: "?"), punctuator(colon.kind, colon.range) == UInt8(ascii: ":")
    else { return nil }
    if alternative.setsNothing(in: b) { return stringLiteral(consequent) }
    if consequent.setsNothing(in: b) { return stringLiteral(alternative) }
    return nil
  }

  /// The value of a non-empty string or template literal token (`nil` for any other token, or a
  /// template with a `${…}`, which is computed).
  func stringLiteral(_ token: JSToken) -> LiteralValue? {
    let r = token.range
    guard token.kind == .string || token.kind == .template, r.count > 2, b[r.upperBound - 1] == b[r.lowerBound] else { return nil }
    if token.kind == .template, (r.lowerBound..<r.upperBound - 1).contains(where: { b[$0] == UInt8(ascii: "$") && b[$0 + 1] == UInt8(ascii: "{") }) {
      return nil
    }
    return JSLiteral.cooked(b, r.lowerBound + 1..<r.upperBound - 1, template: token.kind == .template)
  }

  /// Skips balanced `<…>` type arguments.
  mutating func skipTypeArguments() {
    var depth = 0
    while i < n {
      if b[i] == UInt8(ascii: "<") { depth += 1 }
      if b[i] == UInt8(ascii: ">"), !(i > 0 && b[i - 1] == UInt8(ascii: "=")) {
        depth -= 1
        if depth == 0 {
          i += 1
          return
        }
      }
      i += 1
    }
  }

  // MARK: - Elements

  /// Records a start tag whose `>` is at `i - 1`; its index in `elements`.
  @discardableResult
  mutating func emit(_ frame: Frame) -> Int {
    let name = String(decoding: b[frame.name], as: UTF8.self)
    // Props only React Native has (`<TextInput secureTextEntry>` from a wrapper module); a
    // `<TextInput type="password">` is Laravel Breeze's or Mantine's, a web input.
    if !looksReactNative, frame.attributes.contains(where: { Self.reactNativeProps.contains($0.property.name) }) {
      looksReactNative = true
    }
    var attributes = frame.attributes
    // Props are an object literal's keys: the last of a name is the one rendered (`minLength={8}
    // minLength={12}` is 12), and every spread is kept (each may bring what the others do not). Names
    // differ by letter case too: React Native reads `autoComplete` beside an ignored `autocomplete`. A tag
    // has a few props: comparing each with those after it costs less than hashing them (a tag of
    // hundreds is hashed, so that it stays linear).
    if attributes.count > 1 {
      var lastOfName: [String: Int] = [:]
      if attributes.count > 32 {
        for (k, attribute) in attributes.enumerated() { lastOfName[attribute.property.name] = k }
      }
      func isLast(_ k: Int) -> Bool {
        if attributes[k].key == "..." { return true }
        if !lastOfName.isEmpty { return lastOfName[attributes[k].property.name] == k }
        return !attributes[(k + 1)...].contains { $0.property.name == attributes[k].property.name }
      }
      var kept = 0
      for k in attributes.indices where isLast(k) {
        attributes.swapAt(kept, k)
        kept += 1
      }
      attributes.removeLast(attributes.count - kept)
    }
    var element = MarkupElement(name: name, range: frame.start..<i, attributes: attributes, formAncestorIndex: frame.form)
    element.rootOffset = frame.root
    element.branch = frame.branch
    element.typeArgumentsEnd = frame.typeArgumentsEnd
    elements.append(element)
    return elements.count - 1
  }

  static let reactNativeProps: Set<String> = ["secureTextEntry", "textContentType", "onChangeText", "keyboardType"]


  /// An element (or fragment) ended at `i`: back in code it is a finished expression; as an
  /// attribute's value it is a computed one.
  mutating func afterElement() {
    let top = stack.count - 1
    switch stack[top].kind {
    case .code:
      previous = .expressionEnd
      afterDot = false
      stack[top].afterConsequent = stack[top].consequentOpen
      stack[top].consequentOpen = nil
    case .tag:
      if let pending = stack[top].pending {
        stack[top].pending = nil
        add(name: pending.name, range: pending.name.lowerBound..<i, value: .dynamic(pending.valueStart..<i))
      }
    case .children, .template:
      break
    }
  }

  /// A `<` that turned out not to start a tag: the code (or text) around it reads on.
  mutating func afterAbandonedTag() {
    let top = stack.count - 1
    switch stack[top].kind {
    case .code:
      previous = .operatorLike
    case .tag:
      stack[top].pending = nil
    case .children, .template:
      break
    }
  }

  // MARK: - Children

  /// Text between tags until a `{…}`, a child element or a closing tag.
  mutating func scanChildren() {
    let text = i
    while i < n {
      let c = b[i]
      if c == UInt8(ascii: "{") {
        quietText(text..<i)
        i += 1
        pushCode(.jsxChild)
        return
      }
      if c == UInt8(ascii: "<"), i + 1 < n {
        let next = b[i + 1], at = i
        if next == UInt8(ascii: "/") {
          if closingTag() { return quietText(text..<at) }
        } else if next == UInt8(ascii: ">") || isJSIdentifierStart(next) && next != 0x5C {
          if startJSX() { return quietText(text..<at) }
        }
      }
      i += 1
    }
    quietText(text..<i)
  }

  /// JSX text, which no reader reads.
  mutating func quietText(_ text: Range<Int>) {
    if probing, !text.isEmpty { quiet(text) }
  }

  /// `</name>` at `i`: closes the innermost element of that name among the last 64 open ones (an
  /// unmatched closing tag is text). `false` when this is not a closing tag.
  mutating func closingTag() -> Bool {
    var j = i + 2
    while j < n, isJSWhitespace(b[j]) { j += 1 }
    let nameStart = j
    while j < n, isJSXNamePart(b[j]) { j += 1 }
    let name = nameStart..<j
    while j < n, isJSWhitespace(b[j]) { j += 1 }
    guard j < n, b[j] == UInt8(ascii: ">") else { return false }
    var depth = stack.count - 1
    while depth > 0, stack.count - depth <= 64, stack[depth].kind == .children {
      if sameName(stack[depth].name, name, fragment: stack[depth].isFragment) {
        stack.removeSubrange(depth...)
        i = j + 1
        afterElement()
        return true
      }
      depth -= 1
    }
    i = j + 1
    return true  // unmatched: skipped
  }

  func sameName(_ open: Range<Int>, _ close: Range<Int>, fragment: Bool) -> Bool {
    if fragment || close.isEmpty { return fragment && close.isEmpty }
    return open.count == close.count && b[open].elementsEqual(b[close])
  }

  // MARK: - Template literals

  /// A template's text, up to its closing backtick or a `${`.
  mutating func scanTemplate() {
    let top = stack.count - 1
    while i < n {
      let c = b[i]
      if c == 0x5C {
        i += 2
        continue
      }
      if c == UInt8(ascii: "`") {
        let frame = stack.removeLast()
        i += 1
        templateEnded(frame)
        return
      }
      if c == UInt8(ascii: "$"), i + 1 < n, b[i + 1] == UInt8(ascii: "{") {
        stack[top].holes = true
        i += 2
        pushCode(.templateHole)
        return
      }
      i += 1
    }
    i = n
  }

  /// A template ended: it is an expression, and when it is the first token of its `{…}` its range
  /// (and whether it had holes) decides a literal attribute value.
  mutating func templateEnded(_ frame: Frame) {
    let top = stack.count - 1
    previous = .expressionEnd
    afterDot = false
    if !jsx, !frame.holes, followsTemplateKey(frame.start) { inlineTemplates.append(frame.start + 1..<i - 1) }
    if !probing, isTaggedHTML(frame.start) { htmlTemplates.append(frame.start + 1..<i - 1) }
    guard stack[top].kind == .code, let first = stack[top].first, first.kind == .template,
          first.range.lowerBound == frame.start else { return }
    stack[top].first = JSToken(kind: .template, range: frame.start..<i)
    if frame.holes { stack[top].holes = true }
  }

  /// Whether the template at `start` is tagged `html` (Lit's, lit-html's, and their kin's: `html\`<input>\``).
  func isTaggedHTML(_ start: Int) -> Bool {
    var k = start - 1
    while k >= 0, isASCIIWhitespace(b[k]) { k -= 1 }
    guard k >= 3, b[k - 3] == UInt8(ascii: "h"), b[k - 2] == UInt8(ascii: "t"), b[k - 1] == UInt8(ascii: "m"),
      b[k] == UInt8(ascii: "l")
    else { return false }
    return k == 3 || !isJSIdentifierPart(b[k - 4]) && b[k - 4] != UInt8(ascii: ".")
  }

  /// Whether `template:` (the key of an Angular `@Component`'s inline template) comes right before `start`.
  func followsTemplateKey(_ start: Int) -> Bool {
    var k = start - 1
    // `template: /* html */ \`…\``: an editor's highlighting hint between the key and the template.
    while k >= 0 {
      if isASCIIWhitespace(b[k]) {
        k -= 1
      } else if k >= 3, b[k] == UInt8(ascii: "/"), b[k - 1] == UInt8(ascii: "*") {
        // A hint is a word or two: looking further back could make a file of such strings quadratic.
        let limit = max(1, k - 64)
        var open = k - 2
        while open >= limit, !(b[open - 1] == UInt8(ascii: "/") && b[open] == UInt8(ascii: "*")) { open -= 1 }
        guard open >= limit else { return false }
        k = open - 2
      } else {
        break
      }
    }
    guard k >= 0, b[k] == UInt8(ascii: ":") else { return false }
    k -= 1
    while k >= 0, isASCIIWhitespace(b[k]) { k -= 1 }
    let key = Array("template".utf8)
    guard k + 1 >= key.count else { return false }
    let keyStart = k + 1 - key.count
    guard (0..<key.count).allSatisfy({ b[keyStart + $0] == key[$0] }) else { return false }
    return keyStart == 0 || !isJSIdentifierPart(b[keyStart - 1])
  }
}
