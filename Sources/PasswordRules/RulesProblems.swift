// What the reader can meet, and how each becomes a `RulesIssue`.

/// An issue under construction: failures get their effect only once the reader sees what follows.
struct PendingIssue {
  var kind: RulesIssue.Kind
  var effect: Effect
  var base: String
  var range: Range<Int>
  var suggestion: String?
  var hint: String?

  var issue: RulesIssue {
    RulesIssue(kind: kind, effect: effect, problem: base, hint: hint, range: range, suggestion: suggestion)
  }
}

extension Effect {
  func phrase(for kind: RulesIssue.Kind, count: Int, _ wording: Wording) -> String? {
    switch self {
    case .silentlyChanged where kind == .customClassIgnoredCharacters:
      "\(wording.reader) skips \(count == 1 ? "it" : "them") in a custom class"
    case .wholeValueDiscarded: "\(wording.reader) ignores the whole \(wording.rules) value"
    case .propertyDropped: "\(wording.reader) ignores this property"
    case .restIgnored:
      kind == .customClassSyntax
        ? "\(wording.reader) ignores this class and everything after it"
        : "\(wording.reader) ignores everything after it"
    case .silentlyChanged, .none: nil
    }
  }
}

enum Problem {
  case strayPropertyStart(Int)
  case unexpectedAfterProperty(Int)
  case unknownProperty(Range<Int>, String)
  case nameAtEnd(Range<Int>, PropertyName)
  case missingColon(Range<Int>, PropertyName, at: Int)
  case emptyValue(Range<Int>, PropertyName)
  case zeroValue(Range<Int>, PropertyName)
  case notANumber(Range<Int>)
  case whitespaceAfterNumber(Range<Int>, number: Range<Int>)
  case junkInNumber(Range<Int>)
  case unknownClass(Range<Int>, String)
  case missingClass(at: Int, afterComma: Int?)
  case danglingComma(Int)
  case badValueSeparator(Range<Int>)
  case unterminatedClass(Range<Int>)
  case skippedCharacters(Range<Int>)
  case misplacedDash(at: Int, classStart: Int)
  case misplacedBracket(at: Int, classStart: Int)
  case emptyCustomClass(Range<Int>)
}

extension Reader {
  /// Records a problem; returns its index so a failure can set its effect later.
  @discardableResult
  mutating func report(_ problem: Problem) -> Int {
    issues.append(pendingIssue(for: problem))
    return issues.count - 1
  }

  /// A space the rules language does not take (no-break, thin, ideographic: what a web page or a word
  /// processor pastes): the space it stands for is the fix.
  func isPastedSpace(_ p: Int) -> Bool { !s[p].isASCII && s[p].properties.isWhitespace && s[p] != "\u{2028}" && s[p] != "\u{2029}" }

  func pastedSpace(kind: RulesIssue.Kind, effect: Effect, base: String, at p: Int) -> PendingIssue {
    PendingIssue(kind: kind, effect: effect, base: base, range: p..<p + 1, suggestion: " ", hint: "replace it with a space")
  }

  func quoted(_ range: Range<Int>) -> String { "`" + s.string(range).visibleForMessage + "`" }

  // The default effect of a failure is a discard; `readAll` corrects it when the reference goes on.
  func pendingIssue(for problem: Problem) -> PendingIssue {
    switch problem {
    case .strayPropertyStart(let p):
      let base = s[p] == ";" ? "stray `;`: a property must start with its name" : "expected a property name, found \(quoted(p..<p + 1))"
      if isPastedSpace(p) { return pastedSpace(kind: .malformedList, effect: .restIgnored, base: base, at: p) }
      return PendingIssue(kind: .malformedList, effect: .restIgnored, base: base, range: p..<p + 1,
                          suggestion: s[p] == ";" ? "" : nil, hint: s[p] == ";" ? "remove it" : nil)
    case .unexpectedAfterProperty(let p):
      return PendingIssue(kind: .malformedList, effect: .wholeValueDiscarded,
                          base: "expected `;` before \(quoted(p..<tokenEnd(from: p)))", range: p..<tokenEnd(from: p))
    case .unknownProperty(let range, let text):
      let guess = closestName(to: text, among: PropertyName.allCases.map(\.rawValue), caseSensitive: true)
      return PendingIssue(kind: .unknownProperty, effect: .wholeValueDiscarded,
                          base: "unknown property \(quoted(range))", range: range, suggestion: guess,
                          hint: guess.map { "did you mean `\($0)`?" })
    case .nameAtEnd(let range, let name):
      return PendingIssue(kind: .malformedList, effect: .propertyDropped,
                          base: "`\(name.rawValue)` has no `:` and no value", range: range)
    case .missingColon(let nameRange, let name, let p):
      let next = s.skippingWhitespace(from: p)
      if s[p].isRulesWhitespace, next < n, s[next] == ":" {
        return PendingIssue(kind: .malformedList, effect: .wholeValueDiscarded,
                            base: "whitespace between `\(name.rawValue)` and `:`", range: p..<next,
                            suggestion: "", hint: "remove it")
      }
      // The value is there, the colon is not (`minlength 12;`, `required upper;`): a number for the lengths,
      // a class name or a custom class for the others. Anything else (`minlength = 12;`) is no value to keep.
      let isNumber = name == .minLength || name == .maxLength || name == .maxConsecutive
      let startsValue = next < n && (isNumber ? s[next].isASCIIDigit : s[next].isIdentifierCharacter && s[next] != "-" || s[next] == "[")
      let found = next >= n ? "the end" : startsValue ? quoted(next..<tokenEnd(from: next)) : quoted(next..<next + 1)
      if s[p].isRulesWhitespace, startsValue {
        // `minlength 12;`: the value is there, the colon is not.
        return PendingIssue(kind: .malformedList, effect: .wholeValueDiscarded,
                            base: "expected `:` after `\(name.rawValue)`, found \(found)", range: p..<next,
                            suggestion: ": ", hint: "insert `:`")
      }
      return PendingIssue(kind: .malformedList, effect: .wholeValueDiscarded,
                          base: "expected `:` after `\(name.rawValue)`, found \(found)",
                          range: nameRange.upperBound..<min(next + 1, n))
    case .emptyValue(let range, let name):
      return PendingIssue(kind: .ignoredProperty, effect: .propertyDropped,
                          base: "`\(name.rawValue)` has an empty value", range: range)
    case .zeroValue(let range, let name):
      return PendingIssue(kind: .ignoredProperty, effect: .propertyDropped,
                          base: "`\(name.rawValue): 0` sets no limit", range: range)
    case .notANumber(let range):
      return PendingIssue(kind: .malformedNumber, effect: .wholeValueDiscarded,
                          base: "\(quoted(range)) is not a whole number (digits only)", range: range)
    case .whitespaceAfterNumber(let range, let number):
      let next = range.upperBound < s.count ? s[range.upperBound] : nil
      if let next, next.properties.isAlphabetic, next.isASCII {
        // `minlength: 12 required: lower`: the next property follows; the `;` before it is what is missing,
        // and taking the whitespace out would join the two. The number is what the fix writes again,
        // so that a line break in the whitespace is never part of a fix's text.
        return PendingIssue(kind: .malformedNumber, effect: .wholeValueDiscarded,
                            base: "expected `;` after \(quoted(number)), found \(quoted(range.upperBound..<tokenEnd(from: range.upperBound, identifier: true)))",
                            range: number, suggestion: s.string(number) + ";", hint: "insert `;`")
      }
      // Only before `;` or the end is the whitespace all that is wrong: before anything else (`12 1;`),
      // taking it out would make another value.
      let removable = next == nil || next == ";"
      return PendingIssue(kind: .malformedNumber, effect: .wholeValueDiscarded,
                          base: "whitespace after \(quoted(number)): a number must be followed directly by `;`",
                          range: range, suggestion: removable ? "" : nil, hint: removable ? "remove the whitespace" : nil)
    case .junkInNumber(let range):
      return PendingIssue(kind: .malformedNumber, effect: .wholeValueDiscarded,
                          base: "\(quoted(range)) is not a whole number (digits only, followed directly by `;`)",
                          range: range)
    case .unknownClass(let range, let text):
      let guess = Self.classAliases[String(text.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " })]
        ?? closestName(to: text, among: NamedClass.allCases.map(\.rawValue), caseSensitive: false)
      var before = range.lowerBound - 1
      while before >= 0, s[before].isRulesWhitespace { before -= 1 }
      // `required: digit, max-consecutive: 3`: a property after a `,`, where a `;` was meant.
      let property = guess == nil && before >= 0 && s[before] == "," && PropertyName(rawValue: text) != nil
      return PendingIssue(kind: .unknownCharacterClass, effect: .wholeValueDiscarded,
                          base: "unknown character class \(quoted(range))", range: range, suggestion: guess,
                          hint: guess.map { "did you mean `\($0)`?" }
                            ?? (property ? "`\(text)` is a property: end the list before it with `;`, not `,`" : nil))
    case .missingClass(let p, let comma):
      if s[p] == ";", let comma {
        return PendingIssue(kind: .malformedList, effect: .wholeValueDiscarded,
                            base: "trailing `,` before `;`", range: comma..<comma + 1, suggestion: "", hint: "remove it")
      }
      if s[p] == ",", comma != nil {
        return PendingIssue(kind: .malformedList, effect: .wholeValueDiscarded,
                            base: "two commas in a row", range: p..<p + 1, suggestion: "", hint: "remove one")
      }
      let base = "expected a character class name or `[`, found \(quoted(p..<p + 1))"
      if isPastedSpace(p) { return pastedSpace(kind: .malformedList, effect: .wholeValueDiscarded, base: base, at: p) }
      return PendingIssue(kind: .malformedList, effect: .wholeValueDiscarded, base: base, range: p..<p + 1)
    case .danglingComma(let comma):
      return PendingIssue(kind: .malformedList, effect: .propertyDropped,
                          base: "trailing `,` at the end", range: comma..<comma + 1, suggestion: "", hint: "remove it")
    case .badValueSeparator(let range):
      if s[range.lowerBound] == "]" {
        return PendingIssue(kind: .customClassSyntax, effect: .wholeValueDiscarded,
                            base: "stray `]` after a custom class", range: range,
                            hint: "a `]` inside a class is written `]]` at its end")
      }
      return PendingIssue(kind: .malformedList, effect: .wholeValueDiscarded,
                          base: "expected `,` or `;` before \(quoted(range))", range: range)
    case .unterminatedClass(let range):
      return PendingIssue(kind: .customClassSyntax, effect: .restIgnored,
                          base: "custom class has no closing `]`", range: range)
    case .skippedCharacters(let range):
      let what = range.count == 1 ? "\(quoted(range)) is" : "\(quoted(range)) are"
      // Removed from the start of a class, they would put a dropped `-` first, where it counts
      // (`[éè-]` is empty, `[-]` allows `-`): no fix then.
      let makesDashFirst = range.lowerBound > 0 && s[range.lowerBound - 1] == "[" && range.upperBound < n && s[range.upperBound] == "-"
      return PendingIssue(kind: .customClassIgnoredCharacters, effect: .silentlyChanged,
                          base: "\(what) not printable ASCII",
                          range: range, suggestion: makesDashFirst ? nil : "",
                          hint: "remove \(range.count == 1 ? "it" : "them")" + (makesDashFirst ? " and the `-` after" : ""))
    case .misplacedDash(let p, let open):
      return PendingIssue(kind: .customClassDash, effect: .silentlyChanged,
                          base: "this `-` is dropped: a `-` is kept only as the first character of a custom class"
                            + rangeExplanation(dashAt: p, classStart: open),
                          range: p..<p + 1)
    case .misplacedBracket(let p, _):
      let next = p + 1 < n ? quoted(p + 1..<p + 2) : "more text"
      return PendingIssue(kind: .customClassSyntax, effect: .wholeValueDiscarded,
                          base: "`]` ends the custom class, so \(next) cannot follow it", range: p..<min(p + 2, n),
                          hint: "a `]` inside a class is written `]]` at its end")
    case .emptyCustomClass(let range):
      return PendingIssue(kind: .ignoredProperty, effect: .none,
                          base: "this custom class has no printable ASCII character and adds nothing", range: range)
    }
  }

  /// `[a-z]` reads as the two characters `a` and `z`: say so, and name the class that was meant.
  func rangeExplanation(dashAt p: Int, classStart: Int) -> String {
    guard p > classStart + 1, p + 1 < n else { return "" }
    let (lo, hi) = (s[p - 1], s[p + 1])
    guard lo.isASCIIPrintable, hi.isASCIIPrintable, lo != "]", hi != "]" else { return "" }
    let written = "\(Character(lo))-\(Character(hi))"
    let meant: String? =
      switch written {
      case "a-z": "lower"
      case "A-Z": "upper"
      case "0-9": "digit"
      default: nil
      }
    var text = "; `\(written)` is not a range, it means `\(Character(lo))` and `\(Character(hi))`"
    if let meant { text += " (use `\(meant)`)" }
    return text
  }

  /// Other words for the named classes (lowercased, without `-`, `_` or spaces), too far from their
  /// names for an edit distance: `numbers` means `digit`.
  static let classAliases: [String: String] = [
    "number": "digit", "numbers": "digit", "numeric": "digit", "numerals": "digit", "num": "digit", "nums": "digit",
    "uppercase": "upper", "capital": "upper", "capitals": "upper", "caps": "upper",
    "lowercase": "lower", "small": "lower",
    "symbol": "special", "symbols": "special", "specials": "special", "punctuation": "special",
    "specialcharacter": "special", "specialcharacters": "special", "specialchars": "special",
    "ascii": "ascii-printable", "printable": "ascii-printable",
  ]
}

extension String {
  /// Control and invisible characters spelled out (`\t`, `U+200B`), so a message never hides what it is
  /// about and a terminal shown it is never steered by it.
  public var visibleForMessage: String {
    var out = ""
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x09: out += "\\t"
      case 0x0A: out += "\\n"
      case 0x0D: out += "\\r"
      case 0x0C: out += "\\f"
      case 0x00..<0x20, 0x7F..<0xA1, 0xAD, 0x200B...0x200F, 0x2028...0x202E, 0xFEFF:
        out += "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
