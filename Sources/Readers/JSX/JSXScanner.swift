import FieldModel
import HTMLScanner

/// One pass over the bytes of a JavaScript or TypeScript file that finds its JSX elements, and only
/// its real ones: `<input>` inside a string, a comment, a template's text or a regular expression is
/// skipped. Nesting (code in `{…}` in JSX in `${…}` in a template …) is an explicit stack of frames,
/// never recursion, and no byte is read twice: linear time on minified bundles and 10,000-deep JSX.
///
/// The JavaScript around the JSX is tokenized just enough to tell, at `/` and `<`, whether an
/// expression may start there (a regular expression, a JSX element) or an operator is expected
/// (division, less-than): the previous significant token decides, as in esbuild's and TypeScript's
/// scanners. In a `.ts` file `<` never starts JSX.
struct JSXScanner {
  /// A frame of the stack: what the bytes at the cursor are.
  struct Frame {
    enum Kind { case code, template, tag, children }
    /// What ends a code frame: the end of the file, or the `}` of the construct that opened it.
    enum Closer { case end, block, object, templateHole, jsxChild, jsxAttribute, jsxSpread }

    var kind: Kind
    var closer = Closer.end
    /// Tag: the end of its type arguments (`<Field<Values>`).
    var typeArgumentsEnd: Int?
    /// Code: after its `{`. Template: its backtick. Tag: its `<`.
    var start: Int
    /// The innermost open `<form>` element around this frame (index in `elements`).
    var form: Int?
    /// Where the outermost element around this frame starts (`MarkupElement.rootOffset`).
    var root: Int?
    /// The arm of a conditional the elements of this frame are written in (`MarkupElement.branch`).
    var branch: (group: Int, branch: Int)?
    // Code: an element may start an arm of `c ? <A/> : <B/>` here (after the `?` or the `:`, with
    // only `(` between); the `?` whose consequent element just ended, until its `:`.
    var arm: (group: Int, branch: Int)?
    var consequentOpen: Int?
    var afterConsequent: Int?
    // Code: its tokens, to tell `{"literal"}` from `{expression}`.
    var tokens = 0
    var first: JSToken?
    // An attribute's code: its last four tokens, for `c ? "…" : undefined` (`oneLiteralArm`); the
    // string of an `ios:` key in an object written in it, for `Platform.select({ ios: "…" })`.
    var recent: (JSToken?, JSToken?, JSToken?, JSToken?)
    var iosString: JSToken?
    var commentCount = 0
    // Template: whether it has a `${…}`.
    var holes = false
    // Tag and children: the element's name; the tag's attributes so far and the one whose `{…}` is open.
    var name: Range<Int> = 0..<0
    var attributes: [MarkupAttribute] = []
    var pending: (name: Range<Int>, valueStart: Int)?
    var isFragment = false
  }

  /// What comes before the cursor in code, as far as `/`, `<` and `{` care.
  enum Previous: Equatable {
    /// The start of a statement: `/` is a regular expression, `{` a block.
    case statementStart
    /// An identifier, literal, `)` or `]`: `/` divides, `<` compares.
    case expressionEnd
    /// The `}` of a block: an expression may start.
    case blockEnd
    case arrow
    /// `else`, `do`, `try`, `finally`: a `{` after them is a block.
    case blockKeyword
    /// An operator, `(`, `,`, `return`…: an expression starts; `{` is an object.
    case operatorLike
  }

  let b: UnsafeBufferPointer<UInt8>
  let n: Int
  /// `false` in `.ts` files: `<` is a type argument or assertion there, never JSX.
  let jsx: Bool
  var i = 0
  var stack: [Frame]
  var previous = Previous.statementStart
  /// The last token was `if`, `while`, `for` or `with` (`for await`): its `(` opens a statement's head.
  var controlHead = false
  /// For each open `(`, whether it opens a statement's head (`controlHead`).
  var parens: [Bool] = []
  /// The previous token was `.` or `?.`: a keyword is a property name.
  var afterDot = false

  // Results.
  var elements: [MarkupElement] = []
  var comments: [SourceComment] = []
  /// The text of template literals without `${…}` written as `template: \`…\`` (an Angular component's
  /// inline template), quotes excluded; `.ts` files only.
  var inlineTemplates: [Range<Int>] = []
  /// The text of templates tagged `html` (Lit's `html\`…\``), backticks excluded, nested ones too; and
  /// every template's `${…}`, whole.
  var htmlTemplates: [Range<Int>] = []
  var templateHoles: [Range<Int>] = []
  /// A string literal says `react-native` (an import), or an element has a prop only React Native has.
  var looksReactNative = false
  /// Every token, for tests; `nil` unless asked for.
  var tokens: [JSToken]?
  /// A pre-scan's pass (`JSXPrefilter`): no element is built; the scan stops at the first of
  /// `words` said where the reader may read it (`saidAloud`).
  let probing: Bool
  let words: [Range<Int>]
  var nextWord = 0
  var saidAloud = false
  /// The previous token's `punctuator` byte (probing only).
  var lastPunctuator: UInt8?

  init(_ b: UnsafeBufferPointer<UInt8>, jsx: Bool, recordTokens: Bool = false, probingFor words: [Range<Int>]? = nil) {
    self.b = b
    self.n = b.count
    self.jsx = jsx
    self.probing = words != nil
    self.words = words ?? []
    self.stack = [Frame(kind: .code, start: 0)]
    if recordTokens { tokens = [] }
    if n >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { i = 3 }
    if i + 1 < n, b[i] == UInt8(ascii: "#"), b[i + 1] == UInt8(ascii: "!") {
      while i < n, b[i] != 0x0A, b[i] != 0x0D { i += 1 }
    }
  }

  mutating func run() {
    // A probe is decided once every word has been passed over quietly: nothing after the last one can
    // make it read (most files that say "password" without a field say it once, near the top).
    while i < n, !saidAloud, !probing || nextWord < words.count {
      let (before, depth) = (i, stack.count)
      switch stack[stack.count - 1].kind {
      case .code: scanCode()
      case .template: scanTemplate()
      case .tag: scanTag()
      case .children: scanChildren()
      }
      // Every step consumes a byte or changes the stack; this keeps a mistake from hanging.
      if i == before, stack.count == depth { i += 1 }
    }
  }

  // MARK: - Tokens

  var exprAllowed: Bool { previous != .expressionEnd }

  /// Counts a token of the innermost code frame and sets what comes before the next one.
  mutating func token(_ kind: JSToken.Kind, _ range: Range<Int>, then next: Previous) {
    controlHead = false
    let top = stack.count - 1
    if stack[top].kind == .code {
      stack[top].tokens += 1
      if stack[top].tokens == 1 { stack[top].first = JSToken(kind: kind, range: range) }
      if stack[top].closer == .jsxAttribute, !probing {
        let recent = stack[top].recent
        stack[top].recent = (recent.1, recent.2, recent.3, JSToken(kind: kind, range: range))
      } else if kind == .string, top > 0, stack[top].closer == .object, stack[top - 1].closer == .jsxAttribute, !probing,
        let key = platformKey(before: range.lowerBound), key == "ios" || stack[top - 1].iosString == nil
      {
        // `ios` wins; else `native` or `default`, which iOS falls back to.
        stack[top - 1].iosString = JSToken(kind: kind, range: range)
      }
      if kind != .jsx { trackArms(kind, range) }
    }
    tokens?.append(JSToken(kind: kind, range: range))
    previous = next
    if probing { probe(kind, range) }
  }

  /// The key written right before `i` when it is one iOS reads in `Platform.select` (`ios:`, `"ios":`,
  /// `native:`, `default:`), after a `{` or a `,`.
  func platformKey(before i: Int) -> String? {
    var p = i - 1
    func skipBlanks() { while p >= 0, isJSWhitespace(b[p]) { p -= 1 } }
    skipBlanks()
    guard p >= 0, b[p] == UInt8(ascii: ":") else { return nil }
    p -= 1
    skipBlanks()
    if p >= 0, b[p] == UInt8(ascii: "\"") || b[p] == UInt8(ascii: "'") { p -= 1 }
    let wordEnd = p + 1
    while p >= 0, (b[p] | 0x20) >= 0x61, (b[p] | 0x20) <= 0x7A { p -= 1 }
    let key = String(decoding: b[(p + 1)..<wordEnd], as: UTF8.self)
    guard JSToken.iosPlatformKeys.contains(key) else { return nil }
    if p >= 0, b[p] == UInt8(ascii: "\"") || b[p] == UInt8(ascii: "'") { p -= 1 }
    skipBlanks()
    return p >= 0 && (b[p] == UInt8(ascii: "{") || b[p] == UInt8(ascii: ",")) ? key : nil
  }

  /// Follows `?` and `:` in the innermost code frame, for the arms of a conditional: a `?` opens the
  /// consequent; `(` may come before its element, `)` after it; then `:` opens the alternative.
  /// Anything else ends it (`c ? <A/> : x` has one arm; `a ?? <B/>` a lone one, harmless).
  mutating func trackArms(_ kind: JSToken.Kind, _ range: Range<Int>) {
    let top = stack.count - 1
    switch punctuator(kind, range) {
    case UInt8(ascii: "?"):
      stack[top].arm = (range.lowerBound, 0)
      stack[top].afterConsequent = nil
    case UInt8(ascii: "(") where stack[top].arm != nil:
      break
    case UInt8(ascii: ")") where stack[top].afterConsequent != nil:
      break
    case UInt8(ascii: ":") where stack[top].afterConsequent != nil:
      stack[top].arm = (stack[top].afterConsequent!, 1)
      stack[top].afterConsequent = nil
    default:
      stack[top].arm = nil
      stack[top].afterConsequent = nil
    }
  }

  /// The byte of a one-byte punctuator (`?`, `:`, `(`, `,` …); `nil` for any other token.
  func punctuator(_ kind: JSToken.Kind, _ range: Range<Int>) -> UInt8? {
    kind == .punctuator && range.count == 1 ? b[range.lowerBound] : nil
  }

  /// Pushes a frame that inherits the innermost open form.
  mutating func push(_ frame: Frame) {
    var frame = frame
    frame.branch = stack[stack.count - 1].branch
    frame.form = stack[stack.count - 1].form
    frame.root = stack[stack.count - 1].root ?? (frame.kind == .code ? nil : frame.start)
    stack.append(frame)
  }

  /// Pushes a code frame opened by a `{` at `i - 1`.
  mutating func pushCode(_ closer: Frame.Closer) {
    push(Frame(kind: .code, closer: closer, start: i, commentCount: comments.count))
    previous = closer == .block ? .statementStart : .operatorLike
    afterDot = false
  }

  // MARK: - Comments

  /// `//…` or `/*…*/` at `i`: skipped; kept when it says "formlint-".
  mutating func comment() {
    let start = i
    let inner: Range<Int>
    if b[i + 1] == UInt8(ascii: "/") {
      var j = i + 2
      while j < n, b[j] != 0x0A, b[j] != 0x0D { j += 1 }
      inner = i + 2..<j
      i = j
    } else {
      var j = i + 2
      while j + 1 < n, !(b[j] == UInt8(ascii: "*") && b[j + 1] == UInt8(ascii: "/")) { j += 1 }
      if j + 1 < n {
        inner = i + 2..<j
        i = j + 2
      } else {
        inner = min(i + 2, n)..<n
        i = n
      }
    }
    tokens?.append(JSToken(kind: .comment, range: start..<i))
    if probing { quiet(start..<i) }
    if ByteSearch.firstIndex(of: "formlint-", in: UnsafeBufferPointer(rebasing: b[inner])) != nil {
      comments.append(SourceComment(text: String(decoding: b[inner], as: UTF8.self), range: start..<i))
    }
  }

  /// `//` or `/*` at `i`.
  func atComment() -> Bool {
    i + 1 < n && b[i] == UInt8(ascii: "/") && (b[i + 1] == UInt8(ascii: "/") || b[i + 1] == UInt8(ascii: "*"))
  }

  /// Skips white space and comments (JSX tags allow both between attributes).
  mutating func skipTrivia() {
    while i < n {
      if isJSWhitespace(b[i]) {
        i += 1
      } else if atComment() {
        comment()
      } else {
        return
      }
    }
  }
}

/// A token of the JavaScript around the JSX (kept for tests, and the first one of each `{…}`).
struct JSToken: Equatable {
  enum Kind: Equatable {
    case identifier, keyword, number, string, template, regex, punctuator, jsx, comment
  }
  var kind: Kind
  var range: Range<Int>

  /// `undefined`, `null` or `""`: the arm of an iOS-only conditional that sets nothing.
  func setsNothing<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes) -> Bool where Bytes.Index == Int {
    let word = bytes[range]
    return word.elementsEqual("undefined".utf8) || word.elementsEqual("null".utf8) || kind == .string && range.count == 2
  }

  /// The keys of `Platform.select` that iOS reads, the one it prefers first.
  static let iosPlatformKeys = ["ios", "native", "default"]
}

// MARK: - Bytes

@inline(__always) func isJSWhitespace(_ c: UInt8) -> Bool { c == 0x20 || (c >= 0x09 && c <= 0x0D) }

/// Letters, `_`, `$`, a backslash (a `\u` escape) and every non-ASCII byte (identifiers may be Unicode).
@inline(__always) func isJSIdentifierStart(_ c: UInt8) -> Bool {
  (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || c == 0x5F || c == 0x24 || c == 0x5C || c >= 0x80
}

@inline(__always) func isJSIdentifierPart(_ c: UInt8) -> Bool { isJSIdentifierStart(c) || (c >= 0x30 && c <= 0x39) }

/// JSX names also take `-` (`<my-element>`, `aria-label`); `.` and `:` join member and namespaced names.
@inline(__always) func isJSXNamePart(_ c: UInt8) -> Bool {
  isJSIdentifierPart(c) && c != 0x5C || c == 0x2D || c == 0x2E || c == 0x3A
}
