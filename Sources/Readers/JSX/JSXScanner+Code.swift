/// The JavaScript and TypeScript between JSX: strings, templates, comments, regular expressions,
/// numbers, identifiers, punctuators and braces.
extension JSXScanner {
  /// Scans code until a frame is pushed or popped.
  mutating func scanCode() {
    while i < n {
      let c = b[i]
      if isJSWhitespace(c) {
        i += 1
        continue
      }
      switch c {
      case UInt8(ascii: "/"):
        if atComment() {
          comment()
        } else if exprAllowed {
          regularExpression()
        } else {
          punctuator(1)
        }
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        string()
      case UInt8(ascii: "`"):
        token(.template, i..<i + 1, then: .expressionEnd)
        push(Frame(kind: .template, start: i))
        i += 1
        return
      case UInt8(ascii: "{"):
        let block = previous != .operatorLike
        token(.punctuator, i..<i + 1, then: .operatorLike)
        i += 1
        pushCode(block ? .block : .object)
        return
      case UInt8(ascii: "}"):
        closeBrace()
        return
      case UInt8(ascii: "<") where jsx && exprAllowed:
        if startJSX() { return }
        punctuator(1)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        number()
      case UInt8(ascii: ".") where i + 1 < n && b[i + 1] >= 0x30 && b[i + 1] <= 0x39:
        number()
      case UInt8(ascii: "."):
        let dots = i + 2 < n && b[i + 1] == c && b[i + 2] == c ? 3 : 1
        punctuator(dots)
        afterDot = dots == 1
      case UInt8(ascii: "?") where i + 1 < n && b[i + 1] == UInt8(ascii: ".")
        && !(i + 2 < n && b[i + 2] >= 0x30 && b[i + 2] <= 0x39):
        punctuator(2)
        afterDot = true
      case UInt8(ascii: "("):
        parens.append(controlHead)
        punctuator(1)
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        // The `)` of `if (…)`, `while (…)`, `for (…)` ends a statement's head: `/` after it starts a
        // regular expression (`if (ok) /<input/.test(s)`), as after `else`.
        let endsHead = c == UInt8(ascii: ")") && parens.popLast() == true
        token(.punctuator, i..<i + 1, then: endsHead ? .statementStart : .expressionEnd)
        i += 1
        afterDot = false
      case UInt8(ascii: "="):
        if i + 1 < n, b[i + 1] == UInt8(ascii: ">") {
          token(.punctuator, i..<i + 2, then: .arrow)
          i += 2
          afterDot = false
        } else {
          punctuator(1)
        }
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        // `++` and `--` leave the expression as it was: `i++ / 2` divides.
        if i + 1 < n, b[i + 1] == c {
          token(.punctuator, i..<i + 2, then: previous)
          i += 2
        } else {
          punctuator(1)
        }
      case UInt8(ascii: "!") where previous == .expressionEnd && !(i + 1 < n && b[i + 1] == UInt8(ascii: "=")):
        // TypeScript's non-null assertion (`total! / count`): the expression goes on.
        token(.punctuator, i..<i + 1, then: .expressionEnd)
        i += 1
      case UInt8(ascii: "#"):
        identifier()  // `#private`
      default:
        if isJSIdentifierStart(c) {
          identifier()
        } else {
          punctuator(1)
        }
      }
    }
  }

  mutating func punctuator(_ length: Int) {
    token(.punctuator, i..<min(n, i + length), then: .operatorLike)
    i += length
    afterDot = false
  }

  // MARK: - Braces

  /// A `}`: the end of whatever the innermost code frame is.
  mutating func closeBrace() {
    let frame = stack[stack.count - 1]
    switch frame.closer {
    case .end:
      token(.punctuator, i..<i + 1, then: .blockEnd)  // a stray `}`
      i += 1
      return
    case .block, .object:
      stack.removeLast()
      previous = frame.closer == .block ? .blockEnd : .expressionEnd
      tokens?.append(JSToken(kind: .punctuator, range: i..<i + 1))
    case .templateHole:
      stack.removeLast()
      if !probing { templateHoles.append(frame.start - 2..<i + 1) }
    case .jsxSpread:
      stack.removeLast()
      // `{...register("confirmPassword")}`: kept as a computed attribute `...`, a role hint.
      add(name: frame.start..<frame.start, range: frame.start - 1..<i + 1, value: .dynamic(frame.start..<i))
    case .jsxChild:
      stack.removeLast()
      // `{/* formlint-disable-next-line … */}`: the comment is the whole container.
      if frame.tokens == 0, comments.count == frame.commentCount + 1 {
        comments[comments.count - 1].range = frame.start - 1..<i + 1
      }
    case .jsxAttribute:
      stack.removeLast()
      attributeExpressionEnded(frame, closingBrace: i)
    }
    i += 1
    afterDot = false
  }

  // MARK: - Literals and names

  /// `'…'` or `"…"`; an unterminated one ends at the line's end (as a scanner recovers).
  mutating func string() {
    let start = i
    let quote = b[i]
    var j = i + 1
    while j < n {
      let c = b[j]
      if c == quote {
        j += 1
        break
      }
      if c == 0x0A || c == 0x0D { break }
      if c == 0x5C {
        j += j + 2 < n && b[j + 1] == 0x0D && b[j + 2] == 0x0A ? 3 : 2
      } else {
        j += 1
      }
    }
    i = min(j, n)
    token(.string, start..<i, then: .expressionEnd)
    afterDot = false
    // `template: '<form>…</form>'`: an Angular inline template in quotes, read in place (its escapes too:
    // `JSXReader.escapesInPlace`).
    if !jsx, i - start >= 2, b[i - 1] == quote, followsTemplateKey(start) {
      inlineTemplates.append(start + 1..<i - 1)
    }
    if !looksReactNative, i - start >= 9, Self.saysReactNative(b, start + 1..<i - 1) { looksReactNative = true }
  }

  /// `react-native` or a package of its family (`react-native-paper`).
  static func saysReactNative(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Bool {
    func starts(_ word: StaticString) -> Bool {
      let count = word.utf8CodeUnitCount
      guard r.count >= count else { return false }
      for k in 0..<count where b[r.lowerBound + k] != word.utf8Start[k] { return false }
      return true
    }
    // `react-native`, `react-native-paper`, `react-native/Libraries/…`.
    if starts("react-native") {
      return r.count == 12 || b[r.lowerBound + 12] == UInt8(ascii: "-") || b[r.lowerBound + 12] == UInt8(ascii: "/")
    }
    return reactNativeFamily.contains { starts($0) }
  }

  /// Packages only React Native apps import: Expo's, React Navigation, and the UI kits built on
  /// React Native (their inputs take `secureTextEntry`; NativeBase's and Gluestack's also `type="password"`).
  static let reactNativeFamily: [StaticString] = [
    "expo-", "@expo/", "@react-navigation/", "native-base", "@gluestack-ui/", "tamagui", "@tamagui/", "@rneui/",
    "react-native-elements", "@ui-kitten/",
  ]

  /// A regular expression at `/`: up to the `/` outside a class `[…]`, then its flags; it cannot span
  /// lines, so an unterminated one ends at the line's end.
  mutating func regularExpression() {
    let start = i
    var j = i + 1
    var inClass = false
    while j < n {
      let c = b[j]
      if c == 0x0A || c == 0x0D { break }
      if c == 0x5C {
        j += j + 1 < n && b[j + 1] != 0x0A && b[j + 1] != 0x0D ? 2 : 1
        continue
      }
      if c == UInt8(ascii: "[") {
        inClass = true
      } else if c == UInt8(ascii: "]") {
        inClass = false
      } else if c == UInt8(ascii: "/"), !inClass {
        j += 1
        while j < n, isJSIdentifierPart(b[j]) { j += 1 }
        break
      }
      j += 1
    }
    i = min(j, n)
    token(.regex, start..<i, then: .expressionEnd)
    afterDot = false
  }

  /// A number: digits, letters (`0x1F`, `10n`, `1e3`), `_`, `.` and an exponent's sign.
  mutating func number() {
    let start = i
    i += 1
    while i < n {
      let c = b[i]
      if isJSIdentifierPart(c) && c < 0x80 && c != 0x5C || c == UInt8(ascii: ".") {
        i += 1
      } else if (c == UInt8(ascii: "+") || c == UInt8(ascii: "-")), b[i - 1] | 0x20 == UInt8(ascii: "e"),
        !(b[start] == UInt8(ascii: "0") && start + 1 < n && b[start + 1] | 0x20 == UInt8(ascii: "x")) {
        i += 1
      } else {
        break
      }
    }
    token(.number, start..<i, then: .expressionEnd)
    afterDot = false
  }

  mutating func identifier() {
    let start = i
    i += 1
    while i < n, isJSIdentifierPart(b[i]) { i += 1 }
    let range = start..<i
    let wasControlHead = controlHead
    if afterDot {
      token(.identifier, range, then: .expressionEnd)
    } else if let next = Self.keyword(b, range) {
      token(.keyword, range, then: next)
    } else {
      token(.identifier, range, then: .expressionEnd)
    }
    // `for await (…)`: the head's `(` comes after `await`.
    if !afterDot { controlHead = Self.isControlKeyword(b, range) || wasControlHead && b[range].elementsEqual("await".utf8) }
    afterDot = false
  }

  /// `if`, `while`, `for`, `with`: a keyword whose parenthesised head a statement follows.
  static func isControlKeyword(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Bool {
    guard r.count >= 2, r.count <= 5 else { return false }
    let word = b[r]
    return word.elementsEqual("if".utf8) || word.elementsEqual("for".utf8) || word.elementsEqual("while".utf8)
      || word.elementsEqual("with".utf8)
  }

  /// What a keyword leaves before the next token; `nil` for a plain identifier (or `this`, `true`…).
  static func keyword(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Previous? {
    guard r.count >= 2, r.count <= 10, b[r.lowerBound] >= 0x61 else { return nil }
    // Compared as bytes: every identifier of every file read comes here, and a String per
    // identifier (made and hashed) was a tenth of reading a component.
    for (word, previous) in keywords where word.count == r.count && word[0] == b[r.lowerBound] {
      if b[r].elementsEqual(word) { return previous }
    }
    return nil
  }

  /// Keywords after which an expression starts (`return <div/>`, `case /re/:`), and those that end a
  /// statement's head (`else /re/`).
  static let keywords: [([UInt8], Previous)] =
    ["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "yield", "await", "extends", "default"]
    .map { (Array($0.utf8), Previous.operatorLike) }
    + ["else", "do", "try", "finally"].map { (Array($0.utf8), Previous.blockKeyword) }
}
