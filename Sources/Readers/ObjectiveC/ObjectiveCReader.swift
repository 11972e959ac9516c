import FieldModel

/// Reads an Objective-C (`.m`) or Objective-C++ (`.mm`) file: the statements that set a text
/// field's password rules, content type and secure entry, grouped by field (the receiver as
/// written) and by screen (the `@implementation` they are in).
///
/// What it reads, on any receiver `x` (`self.passwordField`, `_passwordField`, `cell.textField`):
///
/// - `x.passwordRules = [UITextInputPasswordRules passwordRulesWithDescriptor:@"…"]`, and
///   `[x setPasswordRules:…]`; the descriptor is literal when it is a string literal, a
///   `#define NAME @"…"` or a `NSString *const NAME = @"…";` of the same file, or a local variable
///   assigned such a call; anything else is dynamic.
/// - `x.textContentType = UITextContentTypeNewPassword` (or a string literal), `setTextContentType:`.
/// - `x.secureTextEntry = YES`, `setSecureTextEntry:`.
public enum ObjectiveCReader {
  public static func read(_ bytes: consuming [UInt8]) -> ReadResult {
    let bytes = consume bytes
    let text = SourceText(bytes: bytes)
    if looksBinary(bytes) { return .failure(.binary, text: text) }
    let (tokens, comments) = ObjectiveCLexer.lex(bytes)
    var reading = Reading(bytes: bytes, tokens: tokens)
    let (screens, stray) = reading.screens()
    let detached = reading.laterRules
    // Invalid UTF-8 (a Latin-1 comment) is no problem: positions are byte-exact, and each invalid
    // byte counts as one column (U+FFFD), as everywhere.
    return .document(
      SourceDocument(
        text: text, encoding: "UTF-8", kind: .objectiveC, screens: screens, strayRules: stray, detachedRules: detached,
        comments: comments),
      problem: nil)
  }

  /// A NUL byte in the first 8 KiB: a compiled object, not source.
  static func looksBinary(_ bytes: [UInt8]) -> Bool { bytes.prefix(8 * 1024).contains(0) }

  /// `false` only when the file provably has nothing to report: no word a property could be
  /// set with (`passwordRules`, `setPasswordRules:`, `…textContentType`, `UITextContentType…`,
  /// `secureTextEntry`, `setSecureTextEntry:`), no "formlint-" comment, and it is not binary. Every
  /// field the reader makes needs one of those words, and the lexer never decodes a word.
  public static func mayMatter(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let b = bytes.assumingMemoryBound(to: UInt8.self)
    if b.prefix(8 * 1024).contains(0) { return true }
    return SourcePrefilter.containsAny(b, ["asswordRules", "extContentType", "ecureTextEntry", "formlint-"])
  }

  /// The property names formlint reads, as dot syntax and as setters.
  static let properties: [(property: String, setter: String, key: PropertyKey)] = [
    ("passwordRules", "setPasswordRules", .rules),
    ("textContentType", "setTextContentType", .contentType),
    ("secureTextEntry", "setSecureTextEntry", .secureEntry),
  ]
}

/// One pass over a file's tokens.
private struct Reading {
  let bytes: [UInt8]
  /// The tokens of code; directives and their tokens are in `directives`.
  var tokens: [ObjectiveCToken] = []
  /// `#define NAME <string>` and `… const NAME = <string>;`: the literal each name stands for, or
  /// `nil` when the file gives the name more than one value.
  var constants: [String: LiteralValue?] = [:]
  /// Rules set on a field after its first (another branch, a later statement): checked as rules.
  var laterRules: [Property] = []
  /// The method being read: its tokens, and its parameters' names.
  var method = MethodScope(start: 0, end: 0, parameters: [])
  /// For each `[`, `(`, `{`: the index of the bracket that closes it, and the other way round;
  /// -1 when unmatched. Made once, so that finding a statement's or a message's end is never a
  /// rescan (the reader stays linear on deeply nested or unbalanced code).
  var partner: [Int] = []

  init(bytes: [UInt8], tokens all: [ObjectiveCToken]) {
    self.bytes = bytes
    var directive: [ObjectiveCToken]?
    for token in all {
      switch token.kind {
      case .directive: directive = [token]
      case .directiveEnd:
        if let tokens = directive { define(tokens) }
        directive = nil
      default:
        if directive != nil { directive!.append(token) } else { tokens.append(token) }
      }
    }
    findConstants()
    matchBrackets()
    findBlocks()
    findLoops()
    findSuperclasses()
  }

  // MARK: - Loops over fields

  /// `for (UITextField *field in @[self.passwordField, self.confirmField]) { field.… }` and
  /// `[@[a, b] enumerateObjectsUsingBlock:^(UITextField *field, NSUInteger i, BOOL *stop) { field.… }]`:
  /// the loop's variable, its body's tokens, and each field the list names (nil for a list the file does
  /// not spell out, whose variable hides an outer loop's of the same name); `parent`, the loop around it.
  var loops: [(variable: String, body: Range<Int>, fields: [Range<Int>]?, parent: Int)] = []
  /// For each token, the innermost loop whose body holds it (-1: none).
  var innermostLoop: [Int] = []

  private mutating func findLoops() {
    for i in tokens.indices {
      if isIdentifier(i, "for"), isPunctuation(i + 1, "("), partner[i + 1] > i + 1 {
        let close = partner[i + 1]
        guard let inWord = (i + 2..<close).first(where: { isIdentifier($0, "in") }), isIdentifier(inWord - 1),
          isPunctuation(close + 1, "{"), partner[close + 1] > close + 1
        else { continue }
        loops.append((text(tokens[inWord - 1]), close + 2..<partner[close + 1], listedFields(from: inWord + 1, to: close), -1))
      } else if isPunctuation(i, "^"), isPunctuation(i - 1, ":"), isIdentifier(i - 2, "enumerateObjectsUsingBlock"),
        isPunctuation(i + 1, "("), partner[i + 1] > i + 1, isPunctuation(partner[i + 1] + 1, "{")
      {
        let close = partner[i + 1], open = close + 1
        guard partner[open] > open, isPunctuation(i - 3, "]"), partner[i - 3] >= 0,
          let fields = listedFields(from: partner[i - 3] - 1, to: i - 2),
          let variable = (i + 2..<close).first(where: { isPunctuation($0 + 1, ",") || $0 + 1 == close }).flatMap({ isIdentifier($0) ? $0 : nil })
        else { continue }
        loops.append((text(tokens[variable]), open + 1..<partner[open], fields, -1))
      }
    }
    // Loops are found in the order they start, an outer one before those inside it.
    innermostLoop = [Int](repeating: -1, count: tokens.count)
    for l in loops.indices {
      let start = loops[l].body.lowerBound
      loops[l].parent = start > 0 ? innermostLoop[start - 1] : -1
      for k in loops[l].body { innermostLoop[k] = l }
    }
  }

  /// The fields of an array literal `@[a, self.b, _c]` that starts at `start` and ends right before
  /// `end`; nil unless each element is a field's name.
  private func listedFields(from start: Int, to end: Int) -> [Range<Int>]? {
    guard isPunctuation(start, "@"), isPunctuation(start + 1, "["), partner[start + 1] == end - 1 else { return nil }
    var fields: [Range<Int>] = []
    var from = start + 2
    for k in start + 2...end - 1 where k == end - 1 || isPunctuation(k, ",") {
      let element = from..<k
      let isName = !element.isEmpty && element.allSatisfy { isIdentifier($0) || isPunctuation($0, ".") || isPunctuation($0, "->") }
        && isIdentifier(element.lowerBound) && isIdentifier(element.upperBound - 1)
      guard isName else { return nil }
      fields.append(element)
      from = k + 1
    }
    return fields.isEmpty ? nil : fields
  }

  /// The fields a loop's variable stands for at `receiver`, when it is that variable alone.
  private func loopedReceivers(_ receiver: Range<Int>) -> [Range<Int>]? {
    guard receiver.count == 1, isIdentifier(receiver.lowerBound), !loops.isEmpty else { return nil }
    let name = text(tokens[receiver.lowerBound])
    var l = innermostLoop[receiver.lowerBound]
    while l >= 0 {
      if loops[l].variable == name { return loops[l].fields }
      l = loops[l].parent
    }
    return nil
  }

  /// Whether the identifier `name` is among the tokens within `range` (bytes).
  private func mentions(_ range: Range<Int>, _ name: String) -> Bool {
    // The first token at or after the range's start, by halving: tokens are in byte order.
    var (low, high) = (0, tokens.count)
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].range.lowerBound < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    var k = low
    while k < tokens.count, tokens[k].range.lowerBound < range.upperBound {
      if tokens[k].kind == .identifier, text(tokens[k]) == name { return true }
      k += 1
    }
    return false
  }

  // MARK: - Classes that are parts of screens

  /// `@interface MAPasswordField : UITextField`: each class's superclass, as the file declares it.
  var superclasses: [String: String] = [:]

  private mutating func findSuperclasses() {
    for i in tokens.indices where tokens[i].kind == .atKeyword && text(tokens[i]) == "@interface" {
      if isIdentifier(i + 1), isPunctuation(i + 2, ":"), isIdentifier(i + 3) { superclasses[text(tokens[i + 1])] = text(tokens[i + 3]) }
    }
  }

  /// Whether the class implemented is a text field (its own class, or a category on one) or a cell:
  /// its username field, if any, is in the screen that shows it.
  private func isPart(_ name: String) -> Bool {
    let kinds = [name] + (superclasses[name].map { [$0] } ?? [])
    return kinds.contains { $0.hasSuffix("TextField") || $0.hasSuffix("Cell") }
  }

  /// The blocks that take parameters (`^(UITextField *textField) { … }`), in order of their `{`:
  /// the body's bracket tokens and the identifiers of the parameter list.
  /// Each block's body (`{` and `}`), its parameters, and for an alert's text field configuration
  /// (`[alert addTextFieldWithConfigurationHandler:^(UITextField *textField) { … }]`) the alert's name.
  var blocks: [(open: Int, close: Int, parameters: [String], alert: String?)] = []

  private mutating func findBlocks() {
    for i in tokens.indices where isPunctuation(i, "^") {
      let paren = isPunctuation(i + 1, "(") ? i + 1 : isPunctuation(i + 2, "(") ? i + 2 : -1
      guard paren > 0, partner[paren] > paren, isPunctuation(partner[paren] + 1, "{") else { continue }
      let open = partner[paren] + 1
      guard partner[open] > open else { continue }
      let parameters = (paren + 1..<partner[paren]).filter { isIdentifier($0) }.map { text(tokens[$0]) }
      let handsAlertField = isPunctuation(i - 1, ":") && isIdentifier(i - 2, "addTextFieldWithConfigurationHandler")
      blocks.append((open, partner[open], parameters, handsAlertField ? (isIdentifier(i - 3) ? text(tokens[i - 3]) : "alert") : nil))
    }
  }

  private mutating func matchBrackets() {
    partner = [Int](repeating: -1, count: tokens.count)
    var open: [(index: Int, closer: UInt8)] = []
    for i in tokens.indices where tokens[i].kind == .punctuation && tokens[i].range.count == 1 {
      switch bytes[tokens[i].range.lowerBound] {
      case UInt8(ascii: "["): open.append((i, UInt8(ascii: "]")))
      case UInt8(ascii: "("): open.append((i, UInt8(ascii: ")")))
      case UInt8(ascii: "{"): open.append((i, UInt8(ascii: "}")))
      case let c where c == UInt8(ascii: "]") || c == UInt8(ascii: ")") || c == UInt8(ascii: "}"):
        // A closer that does not match the innermost opener is ignored (unbalanced code).
        if let last = open.last, last.closer == c {
          open.removeLast()
          partner[last.index] = i
          partner[i] = last.index
        }
      default: break
      }
    }
  }

  func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
  func text(_ token: ObjectiveCToken) -> String { text(token.range) }

  func isPunctuation(_ i: Int, _ value: String) -> Bool {
    i >= 0 && i < tokens.count && tokens[i].kind == .punctuation && text(tokens[i]) == value
  }

  func isIdentifier(_ i: Int, _ value: String? = nil) -> Bool {
    i >= 0 && i < tokens.count && tokens[i].kind == .identifier && (value == nil || text(tokens[i]) == value)
  }

  // MARK: - Constants

  private mutating func record(_ name: String, _ value: LiteralValue) {
    if constants[name] == nil { constants[name] = value } else { constants[name] = .some(nil) }
  }

  /// `#define NAME @"…"` (or `(@"…")`).
  private mutating func define(_ directive: [ObjectiveCToken]) {
    guard directive.count >= 3, text(directive[0]).filter({ $0 != "#" && $0 != " " && $0 != "\t" }) == "define",
      directive[1].kind == .identifier
    else { return }
    var body = directive[2...]
    if body.count == 3, body.first!.kind == .punctuation, text(body.first!) == "(", text(body.last!) == ")" {
      body = body.dropFirst().dropLast()
    }
    // A function-like macro (`#define F(x) …`) has its `(` right after the name.
    guard body.count == 1, body.first!.kind == .string, let value = body.first!.literal,
      directive[2].range.lowerBound > directive[1].range.upperBound || directive[2].kind == .string
    else { return }
    record(text(directive[1]), value)
  }

  /// `static NSString *const NAME = @"…";`, `NSString * const NAME = @"…";`, `static NSString *NAME = @"…";`:
  /// a declaration (`*` or `const` before the name), a string, a `;`.
  private mutating func findConstants() {
    for i in tokens.indices where tokens[i].kind == .string {
      guard i >= 3, isPunctuation(i - 1, "="), isIdentifier(i - 2), isPunctuation(i + 1, ";"),
        isPunctuation(i - 3, "*") || isIdentifier(i - 3, "const"), let value = tokens[i].literal
      else { continue }
      record(text(tokens[i - 2]), value)
    }
  }

  // MARK: - Statements

  /// A field as it is being put together: keyed by its receiver within its screen.
  struct FieldDraft {
    var anchor: Range<Int>
    var name: String
    var properties: [PropertyKey: Property] = [:]
    /// Given two different content types (the cases of a `switch (mode)`, a later statement): which one
    /// holds is decided at run time.
    var contentTypesDiffer = false
  }

  struct ScreenDraft {
    var anchor: Range<Int>?
    /// An alert's text fields: a screen of its own, presented by the class's, which may show the
    /// username; the class's name does not say what the alert is for.
    var isAlert = false
    /// A text field's own class, a category on one, or a cell: a part of a screen made elsewhere.
    var isPart = false
    var order: [String] = []
    var fields: [String: FieldDraft] = [:]
    /// The fields that are parameters of the methods that configure them.
    var parameterKeys: Set<String> = []
  }

  /// The screens, and the rules set on fields that are not password fields.
  mutating func screens() -> (screens: [Screen], stray: [StrayRules]) {
    var finished: [ScreenDraft] = []
    var fileLevel = ScreenDraft(anchor: nil)
    var current: ScreenDraft?
    var alerts: [String: ScreenDraft] = [:]
    var alertOrder: [String] = []
    /// Local variables assigned `[UITextInputPasswordRules passwordRulesWithDescriptor:…]`.
    var rulesVariables: [String: Property.Value] = [:]
    var i = 0
    while i < tokens.count {
      let token = tokens[i]
      if current != nil, i >= method.end, let scope = methodScope(at: i) { method = scope }
      if token.kind == .atKeyword {
        switch text(token) {
        case "@implementation":
          if let open = current { finished.append(open) }
          current = ScreenDraft(anchor: isIdentifier(i + 1) ? tokens[i + 1].range : token.range)
          current!.isPart = isIdentifier(i + 1) && isPart(text(tokens[i + 1]))
          rulesVariables = [:]
        case "@end":
          if let open = current { finished.append(open) }
          current = nil
        default: break
        }
        i += 1
        continue
      }
      // `rules = [UITextInputPasswordRules passwordRulesWithDescriptor:…];`
      if isIdentifier(i), isPunctuation(i + 1, "="), let call = descriptorCall(at: i + 2) {
        rulesVariables[text(token)] = call.value
      }
      if let (receiver, key, property) = assignment(at: i, rulesVariables: rulesVariables)
        ?? messageSend(at: i, rulesVariables: rulesVariables)
      {
        var targets = property == nil ? [] : [receiver]
        if let property, let looped = loopedReceivers(receiver) {
          // A value computed from the field looped over (`field.secureTextEntry = (field == self.passwordField)`)
          // differs from field to field: it says nothing of any one of them.
          if case .dynamic(let range) = property.value, mentions(range, text(tokens[receiver.lowerBound])) { targets = [] } else { targets = looped }
        }
        for receiver in targets {
          let property = property!
          if let alert = alertConfiguring(receiver) {
            // An alert is a screen of its own: a sign-up's "choose a new password" alert is no third field of the form.
            if alerts[alert] == nil {
              alerts[alert] = ScreenDraft(anchor: tokens[receiver.lowerBound].range, isAlert: true)
              alertOrder.append(alert)
            }
            add(receiver, key, property, to: &alerts[alert]!)
          } else if current != nil {
            add(receiver, key, property, to: &current!)
          } else {
            add(receiver, key, property, to: &fileLevel)
          }
        }
      }
      i += 1
    }
    if let open = current { finished.append(open) }
    finished.append(fileLevel)
    finished += alertOrder.map { alerts[$0]! }
    finished.sort { ($0.anchor?.lowerBound ?? Int.max) < ($1.anchor?.lowerBound ?? Int.max) }
    var stray: [StrayRules] = []
    let screens = finished.compactMap { screen($0, stray: &stray) }
    return (screens, stray)
  }

  /// A method's span and parameter names: `-configureLoginField:(UITextField *)field` and
  /// `-configureSignUpField:(UITextField *)field` set two fields, not one.
  struct MethodScope {
    var start: Int
    var end: Int
    var parameters: Set<String>
    /// The locals it declares (`UITextField *field = …`), found in one pass over its body.
    var locals: Set<String> = []
  }

  /// `- (void)name:(Type *)parameter more:(Type)other {`: the method starting at `i`, if one does.
  private func methodScope(at i: Int) -> MethodScope? {
    guard isPunctuation(i, "-") || isPunctuation(i, "+"), isPunctuation(i + 1, "("), i == 0 || isPunctuation(i - 1, "}")
      || isPunctuation(i - 1, ";") || tokens[i - 1].kind == .atKeyword || isIdentifier(i - 1)
    else { return nil }
    var parameters: Set<String> = []
    var k = i + 1
    // The signature, up to its body: a few dozen tokens.
    while k < min(tokens.count, i + 200), !isPunctuation(k, "{"), !isPunctuation(k, ";") {
      if isPunctuation(k, "("), partner[k] > k {
        let close = partner[k]
        if isPunctuation(k - 1, ":"), isIdentifier(close + 1) { parameters.insert(text(tokens[close + 1])) }
        k = close + 1
        continue
      }
      k += 1
    }
    guard k < tokens.count, isPunctuation(k, "{"), partner[k] > k else { return nil }
    var locals: Set<String> = []
    for j in (k + 1)..<partner[k] where isIdentifier(j) && isPunctuation(j - 1, "*") && (isPunctuation(j + 1, "=") || isPunctuation(j + 1, ";")) {
      locals.insert(text(tokens[j]))
    }
    return MethodScope(start: i, end: partner[k], parameters: parameters, locals: locals)
  }

  /// Whether `name`, written at the token `index`, is a parameter of the method being read there, or a
  /// local it declares (`UITextField *field = …`).
  private func isMethodLocal(_ name: String, at index: Int) -> Bool {
    guard index > method.start, index < method.end else { return false }
    return method.parameters.contains(name) || method.locals.contains(name)
  }

  /// The body (its `{`) of the block around the token `index` that takes `name` as a parameter:
  /// `[alert addTextFieldWithConfigurationHandler:^(UITextField *textField) { … }]` twice is two
  /// fields, each block's `textField` its own. The blocks that open last before `index` are asked,
  /// a few at most, so that a file of many blocks stays linear.
  private func blockDeclaring(_ name: String, at index: Int) -> (open: Int, close: Int, parameters: [String], alert: String?)? {
    guard !blocks.isEmpty else { return nil }
    var low = 0, high = blocks.count
    while low < high {
      let middle = (low + high) / 2
      if blocks[middle].open < index { low = middle + 1 } else { high = middle }
    }
    for block in blocks[max(0, low - 16)..<low].reversed() where block.close > index && block.parameters.contains(name) {
      return block
    }
    return nil
  }

  /// The alert whose text field `receiver` is, as a configuration block's parameter: its name and the
  /// method it is made in.
  private func alertConfiguring(_ receiver: Range<Int>) -> String? {
    guard !isIdentifier(receiver.lowerBound, "self"),
      let alert = blockDeclaring(text(tokens[receiver.lowerBound]), at: receiver.lowerBound)?.alert
    else { return nil }
    return "\(alert)@\(method.start)"
  }

  /// `receiver`: the receiver's tokens.
  private mutating func add(_ receiver: Range<Int>, _ key: PropertyKey, _ property: Property, to screen: inout ScreenDraft) {
    var words = receiverKey(receiver)
    // A parameter or a local is a field of its method only.
    let root = text(tokens[receiver.lowerBound])
    if !isIdentifier(receiver.lowerBound, "self"), let block = blockDeclaring(root, at: receiver.lowerBound) {
      words.key += "@block\(block.open)"
    } else if !isIdentifier(receiver.lowerBound, "self"), isMethodLocal(root, at: receiver.lowerBound) {
      words.key += "@\(method.start)"
      if method.parameters.contains(root) { screen.parameterKeys.insert(words.key) }
    }
    if screen.fields[words.key] == nil {
      screen.order.append(words.key)
      let anchor = tokens[receiver.lowerBound].range.lowerBound..<tokens[receiver.upperBound - 1].range.upperBound
      screen.fields[words.key] = FieldDraft(anchor: anchor, name: words.name)
    }
    // The first statement that sets a property is the field's; the rules of the others are still
    // checked as rules, and content types that differ make the field's a run-time one.
    if let first = screen.fields[words.key]!.properties[key] {
      if key == .rules { laterRules.append(property) }
      if key == .contentType, first.literal?.text != property.literal?.text { screen.fields[words.key]!.contentTypesDiffer = true }
    } else {
      screen.fields[words.key]!.properties[key] = property
    }
  }

  /// The receiver as the field's identity: its tokens' text without blanks, `self.` and a leading
  /// `_` dropped (`self.passwordField`, `_passwordField` and `passwordField` are one field); and its
  /// last identifier without a leading `_`, the field's name.
  private func receiverKey(_ receiver: Range<Int>) -> (key: String, name: String) {
    var key = ""
    var name = ""
    for token in tokens[receiver] {
      key += text(token)
      if token.kind == .identifier { name = text(token) }
    }
    for prefix in ["self.", "self->"] where key.hasPrefix(prefix) { key.removeFirst(prefix.count) }
    while key.hasPrefix("_") { key.removeFirst() }
    while name.hasPrefix("_") { name.removeFirst() }
    return (key, name)
  }

  private func screen(_ draft: ScreenDraft, stray: inout [StrayRules]) -> Screen? {
    var screen = Screen(anchor: draft.anchor)
    // `@implementation SignUpViewController`: the class's name says what the screen is for.
    screen.purpose = draft.isAlert ? nil : draft.anchor.flatMap { FormPurpose(saidBy: text($0)) }
    screen.usernameFieldMayBeUnseen = draft.isAlert || draft.isPart
    var any = false
    var onlyParameters = true
    for key in draft.order {
      let field = draft.fields[key]!
      let kind = Self.kind(of: field)
      var made = Field(kind: kind, anchor: field.anchor, insertionPoint: nil, names: [field.name], properties: field.properties)
      if field.contentTypesDiffer { made[.contentType] = made[.contentType]?.decidedAtRunTime }
      any = true
      if kind != .password, let rules = field.properties[.rules] {
        stray.append(StrayRules(carrier: UIKitFieldKind.carrier(field.name), rules: rules))
      }
      switch kind {
      case .password:
        screen.fields.append(made)
        if !draft.parameterKeys.contains(key) { onlyParameters = false }
      case .username: if screen.usernameField == nil { screen.usernameField = made }
      case .other: break
      }
    }
    // A class that configures fields it is given (`-styleField:(UITextField *)field`) is no screen: the
    // username field is where the fields are made.
    if onlyParameters, !screen.fields.isEmpty { screen.usernameFieldMayBeUnseen = true }
    return any ? screen : nil
  }

  /// Password when it hides its text, or says it holds a password, or has rules; username when its
  /// content type says username or email.
  private static func kind(of field: FieldDraft) -> Field.Kind {
    UIKitFieldKind.kind(of: field.properties, secure: (["YES", "true", "1"], ["NO", "false", "0"]), contentType: TextContentType.anySpelling)
  }

  // MARK: - Patterns

  /// `receiver.property = value` with `i` at `property`: the receiver's tokens, the key, the
  /// property (`nil` when the value is `nil`).
  private func assignment(at i: Int, rulesVariables: [String: Property.Value])
    -> (Range<Int>, PropertyKey, Property?)?
  {
    guard tokens[i].kind == .identifier, isPunctuation(i - 1, "."), isPunctuation(i + 1, "=") else { return nil }
    let name = text(tokens[i])
    guard let entry = ObjectiveCReader.properties.first(where: { $0.property == name }),
      let receiverStart = receiverStart(before: i - 1)
    else { return nil }
    let valueEnd = expressionEnd(from: i + 2, stop: ";")
    guard valueEnd > i + 2 else { return nil }
    let receiver = receiverStart..<i - 1
    let valueRange = i + 2..<valueEnd
    let whole = tokens[receiverStart].range.lowerBound..<tokens[valueEnd - 1].range.upperBound
    let value = self.value(entry.key, valueRange, rulesVariables: rulesVariables)
    return (receiver, entry.key, value.map { Property(name: name, nameRange: tokens[i].range, range: whole, value: $0) })
  }

  /// `[receiver setProperty:value]` with `i` at `[`.
  private func messageSend(at i: Int, rulesVariables: [String: Property.Value]) -> (Range<Int>, PropertyKey, Property?)? {
    guard isPunctuation(i, "[") else { return nil }
    let close = partner[i]
    guard close - i >= 4, isPunctuation(close, "]") else { return nil }
    // The selector part: an identifier followed by `:` at this depth (`[a.b setX:…]`).
    var selector: Int?
    var j = i + 1
    while j < close {
      if j > i + 1, isIdentifier(j), isPunctuation(j + 1, ":") {
        selector = j
        break
      }
      if isOpening(j), partner[j] > j { j = partner[j] }
      j += 1
    }
    guard let selector, let entry = ObjectiveCReader.properties.first(where: { $0.setter == text(tokens[selector]) }),
      selector + 2 < close
    else { return nil }
    let receiver = i + 1..<selector
    let value = self.value(entry.key, selector + 2..<close, rulesVariables: rulesVariables)
    let whole = tokens[i].range.lowerBound..<tokens[close].range.upperBound
    return (receiver, entry.key, value.map {
      Property(name: text(tokens[selector]) + ":", nameRange: tokens[selector].range.lowerBound..<tokens[selector + 1].range.upperBound,
        range: whole, value: $0)
    })
  }

  /// The value of a property from its expression's tokens; `nil` for `nil`/`NULL` (no property).
  private func value(_ key: PropertyKey, _ expression: Range<Int>, rulesVariables: [String: Property.Value]) -> Property.Value? {
    let range = tokens[expression.lowerBound].range.lowerBound..<tokens[expression.upperBound - 1].range.upperBound
    let single = expression.count == 1 ? tokens[expression.lowerBound] : nil
    if let single, single.kind == .identifier, ["nil", "NULL", "Nil"].contains(text(single)) { return nil }
    switch key {
    case .rules:
      if let call = descriptorCall(at: expression.lowerBound), call.end == expression.upperBound { return call.value }
      if let single, single.kind == .identifier, let known = rulesVariables[text(single)] { return known }
      return .dynamic(range)
    case .contentType:
      if let single {
        if single.kind == .identifier, text(single).hasPrefix("UITextContentType") {
          return .literal(LiteralValue(verbatim: text(single), at: single.range.lowerBound))
        }
        if let literal = literal(single) { return .literal(literal) }
      }
      return .dynamic(range)
    case .secureEntry:
      if let single, single.kind == .identifier || single.kind == .number,
        ["YES", "NO", "true", "false", "TRUE", "FALSE", "1", "0"].contains(text(single))
      {
        return .literal(LiteralValue(verbatim: text(single), at: single.range.lowerBound))
      }
      return .dynamic(range)
    default:
      return .dynamic(range)
    }
  }

  /// A string token's value, or a constant's.
  private func literal(_ token: ObjectiveCToken) -> LiteralValue? {
    if token.kind == .string { return token.literal }
    if token.kind == .identifier, let known = constants[text(token)] { return known }
    return nil
  }

  /// `[UITextInputPasswordRules passwordRulesWithDescriptor:ARG]` at `i`: its value (literal for a
  /// string or a known constant, dynamic otherwise) and the index after its `]`.
  private func descriptorCall(at i: Int) -> (value: Property.Value, end: Int)? {
    guard isPunctuation(i, "["), isIdentifier(i + 1, "UITextInputPasswordRules"),
      isIdentifier(i + 2, "passwordRulesWithDescriptor"), isPunctuation(i + 3, ":")
    else { return nil }
    let close = partner[i]
    guard close > i + 4 else { return nil }
    if close == i + 5, let literal = literal(tokens[i + 4]) { return (.literal(literal), close + 1) }
    return (.dynamic(tokens[i + 4].range.lowerBound..<tokens[close - 1].range.upperBound), close + 1)
  }

  // MARK: - Token structure

  private func isOpening(_ i: Int) -> Bool { isPunctuation(i, "[") || isPunctuation(i, "(") || isPunctuation(i, "{") }
  private func isClosing(_ i: Int) -> Bool { isPunctuation(i, "]") || isPunctuation(i, ")") || isPunctuation(i, "}") }

  /// The index of the first `stop` (`;` or `]`), `;` or `=` at depth 0 from `start`, or of a closing bracket
  /// that ends the enclosing expression, or `tokens.count`. Bracketed parts are jumped over.
  private func expressionEnd(from start: Int, stop: String) -> Int {
    var j = start
    while j < tokens.count {
      // A top-level `=` ends the value too (`a.x = b.x = YES`: `b.x` is read as the value, dynamic), so
      // that a chain of assignments without a `;` is not rescanned from each of them.
      if isPunctuation(j, stop) || isPunctuation(j, ";") || isPunctuation(j, "=") || tokens[j].kind == .atKeyword
        || isClosing(j)
      {
        return j
      }
      if isOpening(j) {
        guard partner[j] > j else { return tokens.count }
        j = partner[j]
      }
      j += 1
    }
    return j
  }

  /// Where the receiver that ends at `dot - 1` starts: a chain of identifiers, `.`/`->`, and
  /// bracketed or parenthesized parts (`[self field]`, `((UITextField *)view)`).
  private func receiverStart(before dot: Int) -> Int? {
    var j = dot - 1
    guard j >= 0 else { return nil }
    while true {
      if isIdentifier(j) {
        // an identifier
      } else if isPunctuation(j, "]") || isPunctuation(j, ")") {
        guard let open = matchingOpen(j) else { return nil }
        j = open
      } else {
        return nil
      }
      if j - 1 >= 0, isPunctuation(j - 1, ".") || isPunctuation(j - 1, "->") {
        j -= 2
        if j < 0 { return nil }
      } else {
        return j
      }
    }
  }

  /// The `[` or `(` that the `]` or `)` at `close` closes.
  private func matchingOpen(_ close: Int) -> Int? { partner[close] >= 0 ? partner[close] : nil }
}
