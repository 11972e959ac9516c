/// The result of reading a rules string: what the reference parser keeps, and every problem met,
/// positioned in Unicode scalars of the input.
public struct ParsedRules: Sendable {
  public let input: String
  /// The properties the reference keeps, in input order (none when the value is discarded).
  public let properties: [Property]
  public let outcome: ParseOutcome
  public let issues: [RulesIssue]
  /// The reference parser's error labels, in text order (what the conformance vectors record).
  public let referenceLabels: [String]

  /// The rules as the reference canonicalizes them.
  public var canonical: CanonicalRules { CanonicalRules(properties, copyRequiredToAllowed: true) }
  /// The reference's minified variant (required classes not copied into `allowed`).
  public var minified: CanonicalRules { CanonicalRules(properties, copyRequiredToAllowed: false) }
  /// Whether the reference throws the whole value away.
  public var isDiscarded: Bool { outcome.isDiscarded }
}

/// Reads rules strings exactly as Apple's reference parser (`PasswordRulesParser.js`) does.
public enum RulesParser {
  public static func parse(_ input: String) -> ParsedRules {
    var reader = Reader(Array(input.unicodeScalars))
    reader.readAll()
    let kept = reader.outcome.isDiscarded ? [] : reader.properties
    return ParsedRules(
      input: input, properties: kept, outcome: reader.outcome,
      issues: reader.issues.map(\.issue), referenceLabels: reader.labels
    ).addingRedundantAllowedIssues()
  }
}

// MARK: - The reader

/// One reading of one string. Each `read…` returns where the reference would continue, and the
/// index of the problem that made the current property fail (whose effect is decided by what follows).
struct Reader {
  let s: [Unicode.Scalar]
  var n: Int { s.count }
  var properties: [Property] = []
  var outcome: ParseOutcome = .complete
  var issues: [PendingIssue] = []
  var labels: [String] = []

  init(_ scalars: [Unicode.Scalar]) { s = scalars }

  /// A property-level failure (the reference continues where `p` was left); `issue` caused it.
  struct Failure {
    var issue: Int
  }

  mutating func readAll() {
    var p = s.skippingWhitespace(from: 0)
    while p < n {
      guard s[p].isIdentifierCharacter else {
        label("bad-property-start")
        report(.strayPropertyStart(p))
        outcome = .stoppedEarly(at: p)
        return
      }
      let failure = readProperty(at: &p)
      p = s.skippingWhitespace(from: p)
      if p >= n {
        if let failure { issues[failure.issue].effect = .propertyDropped }
        break
      }
      if s[p] == ";" {
        if let failure { issues[failure.issue].effect = .propertyDropped }
        p = s.skippingWhitespace(from: p + 1)
        continue
      }
      label("bad-property-separator")
      if let failure {
        issues[failure.issue].effect = .wholeValueDiscarded
      } else {
        report(.unexpectedAfterProperty(p))
      }
      outcome = .discarded(at: p)
      return
    }
  }

  /// Reads one property starting at the identifier at `p`; leaves `p` where the reference continues.
  mutating func readProperty(at p: inout Int) -> Failure? {
    let nameStart = p
    let nameEnd = s.endOfIdentifier(from: p)
    let nameText = s.string(nameStart..<nameEnd)
    guard let name = PropertyName(rawValue: nameText) else {
      label("unknown-property")
      // The reference fails at the name's start, so the separator check after it discards everything.
      return Failure(issue: report(.unknownProperty(nameStart..<nameEnd, nameText)))
    }
    p = nameEnd
    guard p < n else {
      label("missing-value")
      return Failure(issue: report(.nameAtEnd(nameStart..<nameEnd, name)))
    }
    guard s[p] == ":" else {
      label("missing-value")
      return Failure(issue: report(.missingColon(nameStart..<nameEnd, name, at: p)))
    }
    let valueStart = s.skippingWhitespace(from: p + 1)
    p = valueStart
    if p >= n || s[p] == ";" {
      report(.emptyValue(nameStart..<p, name))
      return nil
    }
    if name.takesClasses {
      let (items, failure) = readClassList(at: &p)
      guard let items else { return failure }
      properties.append(Property(name: name, value: .classes(items), nameRange: nameStart..<nameEnd, valueRange: valueStart..<p))
      return nil
    }
    let (number, failure) = readInteger(at: &p)
    guard let number else { return failure }
    if number == 0 {
      report(.zeroValue(nameStart..<p, name))
    } else {
      properties.append(Property(name: name, value: .number(number), nameRange: nameStart..<nameEnd, valueRange: valueStart..<p))
    }
    return nil
  }

  /// Digits only, directly followed by `;` or the end.
  mutating func readInteger(at p: inout Int) -> (Double?, Failure?) {
    let start = p
    guard s[p].isASCIIDigit else {
      label("bad-integer")
      return (nil, Failure(issue: report(.notANumber(start..<tokenEnd(from: start)))))
    }
    var value = 0.0
    while p < n, s[p].isASCIIDigit {
      value = 10 * value + Double(s[p].value - 0x30)
      p += 1
    }
    if p >= n || s[p] == ";" { return (value, nil) }
    label("bad-integer")
    let issue: Int
    if s[p].isRulesWhitespace {
      issue = report(.whitespaceAfterNumber(p..<s.skippingWhitespace(from: p), number: start..<p))
    } else {
      issue = report(.junkInNumber(start..<tokenEnd(from: start)))
    }
    return (nil, Failure(issue: issue))
  }

  /// A comma-separated list of class names and custom classes.
  mutating func readClassList(at p: inout Int) -> ([ClassItem]?, Failure?) {
    var items: [ClassItem] = []
    var lastComma: Int?
    while true {
      var primary: Int?  // a problem inside the item that already dooms the list
      if s[p].isIdentifierCharacter {
        let start = p
        p = s.endOfIdentifier(from: p)
        let text = s.string(start..<p)
        guard let name = NamedClass(rawValue: text.lowercased()) else {
          label("unknown-class")
          let issue = report(.unknownClass(start..<p, text))
          p = start  // the reference resumes at the name, so the separator check fails on it
          return (nil, Failure(issue: issue))
        }
        items.append(ClassItem(value: .named(name), range: start..<p))
      } else if s[p] == "[" {
        let start = p
        let (set, bracketIssue) = readCustomClass(at: &p)
        primary = bracketIssue
        if let set {
          if set.isEmpty {
            report(.emptyCustomClass(start..<p))
          } else {
            items.append(ClassItem(value: .custom(set), range: start..<p))
          }
        }
      } else {
        label("missing-value")
        let issue = report(.missingClass(at: p, afterComma: lastComma))
        return (nil, Failure(issue: issue))
      }
      p = s.skippingWhitespace(from: p)
      if p >= n || s[p] == ";" { break }
      if s[p] == "," {
        lastComma = p
        p = s.skippingWhitespace(from: p + 1)
        if p >= n {
          label("dangling-comma")
          return (nil, Failure(issue: report(.danglingComma(lastComma!))))
        }
        continue
      }
      label("bad-value-separator")
      let issue = primary ?? report(.badValueSeparator(p..<tokenEnd(from: p, identifier: true)))
      return (nil, Failure(issue: issue))
    }
    return (items, nil)
  }

  /// A custom class `[...]` at `p`. Returns its characters (`nil` when it is lost), and the
  /// `misplaced-bracket` problem that will doom the list, if any.
  mutating func readCustomClass(at p: inout Int) -> (ASCIISet?, Int?) {
    let open = p
    p += 1
    guard p < n else {
      label("unterminated-class")
      report(.unterminatedClass(open..<n))
      return (nil, nil)
    }
    let first = p
    var set = ASCIISet()
    var skippedRun: Range<Int>?
    while p < n, s[p] != "]" {
      let c = s[p]
      if !c.isASCIIPrintable {
        skippedRun = (skippedRun.map { $0.lowerBound } ?? p)..<(p + 1)
        p += 1
        continue
      }
      if let run = skippedRun {
        report(.skippedCharacters(run))
        skippedRun = nil
      }
      if c == "-" && p > first {
        label("misplaced-dash")
        report(.misplacedDash(at: p, classStart: open))
      } else {
        set.insert(UInt8(c.value))
      }
      p += 1
    }
    if let run = skippedRun { report(.skippedCharacters(run)) }
    guard p < n else {
      label("unterminated-class")
      report(.unterminatedClass(open..<n))
      return (nil, nil)
    }
    // p is at `]`.
    if p + 1 < n, s[p + 1] == "]" {
      set.insert(UInt8(ascii: "]"))
      p += 2
      return (set, nil)
    }
    p += 1
    if p < n, !(s[p].isRulesWhitespace || s[p] == "," || s[p] == ";") {
      label("misplaced-bracket")
      return (set, report(.misplacedBracket(at: p - 1, classStart: open)))
    }
    return (set, nil)
  }

  // MARK: - Helpers

  /// The end of the word starting at `p`: up to whitespace, `;` or `,` (or, for an identifier, its end).
  func tokenEnd(from p: Int, identifier: Bool = false) -> Int {
    if identifier, p < n, s[p].isIdentifierCharacter { return s.endOfIdentifier(from: p) }
    var i = p
    while i < n, !s[i].isRulesWhitespace, s[i] != ";", s[i] != "," { i += 1 }
    return max(i, min(p + 1, n))
  }

  mutating func label(_ name: String) { labels.append(name) }
}
