import FormLint

/// `formlint explain`: one rules string, explained for a person or for a machine.
public enum ExplainReport {
  /// Each issue with a caret under its range, the canonical and minified forms, the round-trip form
  /// a person can paste, the AutoFill verdict, and sample passwords.
  public static func text(for input: String, color: Bool, samples: [String]?) -> String {
    let parsed = RulesParser.parse(input)
    let style = ANSIStyle(enabled: color)
    var out = style.bold("rules: ") + input.visibleForMessage + "\n"
    let lines = RulesLines(input)
    let issues = parsed.issues
    if issues.isEmpty {
      out += "\n" + style.green("no problems: Safari reads these rules as written") + "\n"
    }
    for issue in issues {
      let range = lines.sourceRange(issue.range)
      let rule = RuleRegistry.metadata(for: issue.kind)
      out += "\n" + style.severity(rule.defaultSeverity, rule.defaultSeverity.rawValue) + ": " + issue.message + " " + style.dim("[\(rule.id)]") + "\n"
      let excerpt = CaretExcerpt(line: lines.line(range.start.line), range: range)
      if lines.count > 1 { out += style.dim("  line \(range.start.line), column \(range.start.column)") + "\n" }
      out += "    " + excerpt.source + "\n    " + style.caret(excerpt.marker, rule.defaultSeverity) + "\n"
      out += "  effect: " + issue.effect.explanation + "\n"
      if let suggestion = issue.suggestion {
        out += "  fix: " + (suggestion.isEmpty ? "remove it" : "write `\(suggestion)`") + "\n"
      }
    }
    out += "\n" + style.bold("as Safari reads it") + "\n"
    let canonical = parsed.canonical.text(.canonical)
    // Apple's display form sorts a custom class's `-` among the other characters, where it is dropped
    // when read again: said, so that nobody pastes it.
    let readsBack = RulesParser.parse(canonical).canonical.text(.canonical) == canonical
    out += "  canonical:  " + canonical + (readsBack ? "" : "  (for reading: it would not read back the same)") + "\n"
    let minified = parsed.minified
    out += "  minified:   " + (minified.text(.minified).isEmpty ? "(no rules: the default applies)" : minified.text(.minified)) + "\n"
    // What a person may paste: reads back as exactly these rules (the minified text may not).
    let roundTrip = parsed.roundTripText
    if roundTrip != minified.text(.minified) {
      out += "  to paste:   " + roundTrip + "  (the minified form would not read back the same)\n"
    }
    let (_, findings) = Acceptance.evaluate(rules: parsed, html: HTMLConstraints(minLength: nil, maxLength: nil, hasPattern: false), isNewPasswordField: true)
    let blocking = findings.filter { RuleRegistry.metadata(for: $0.kind).defaultSeverity == .error }
    out += "\n" + style.bold("AutoFill") + "\n"
    if parsed.isDiscarded {
      out += "  " + style.severity(.error, "error") + ": the value is discarded: Safari generates with its default rules, as if none were written\n"
    } else if blocking.isEmpty {
      out += "  " + style.green("accepted: Safari generates passwords with these rules") + "\n"
    } else {
      out += "  " + style.severity(.error, "error") + ": not accepted\n"
    }
    for finding in findings {
      out += "  - " + finding.message + " " + style.dim("[\(RuleRegistry.metadata(for: finding.kind).id)]") + "\n"
    }
    if let samples, !samples.isEmpty {
      out += "\n" + style.bold("sample passwords") + "\n" + samples.map { "  " + $0 + "\n" }.joined()
    } else if samples != nil {
      out += "\n" + style.bold("sample passwords") + "\n  none: no password satisfies these rules\n"
    }
    return out
  }

  /// One JSON object on one line: `input`, `canonical`, `minified` (the conformance vectors' format)
  /// and `diagnostics` with 0-based Unicode-scalar `start`/`end` offsets into the input.
  public static func jsonLine(for input: String) -> String {
    let parsed = RulesParser.parse(input)
    let diagnostics: [JSONValue] = parsed.issues.map { issue in
      let rule = RuleRegistry.metadata(for: issue.kind)
      return .object([
        ("rule", .string(rule.id)), ("severity", .string(rule.defaultSeverity.rawValue)),
        ("effect", .string(issue.effect.rawValue)), ("message", .string(issue.message)),
        ("start", .int(issue.range.lowerBound)), ("end", .int(issue.range.upperBound)),
      ] + (issue.suggestion.map { [("suggestion", JSONValue.string($0))] } ?? []))
    }
    return JSONValue.object([
      ("input", .string(input)), ("canonical", .string(parsed.canonical.text(.canonical))),
      ("minified", .string(parsed.minified.text(.minified))), ("diagnostics", .array(diagnostics)),
    ]).compact
  }

  /// For an input line that is not a JSON string: an object that says so, keeping the line count.
  public static func jsonError(line: Int, message: String) -> String {
    JSONValue.object([("input", .null), ("error", .string("line \(line): \(message)"))]).compact
  }
}

extension Effect {
  var explanation: String {
    switch self {
    case .wholeValueDiscarded: "the whole value is discarded: Safari uses its default rules"
    case .propertyDropped: "this property is dropped; the others are kept"
    case .restIgnored: "reading stops here: what comes before is kept, everything after is ignored"
    case .silentlyChanged: "the property is kept, but not as written"
    case .none: "none: the rules are read as written"
    }
  }
}

/// Line and column positions inside a rules string (it may contain line breaks).
struct RulesLines {
  private let scalars: [Unicode.Scalar]
  private var lineStarts: [Int] = [0]
  /// Each line without its line break, decoded once for all the issues on it.
  private(set) var lines: [SourceLine] = []

  init(_ input: String) {
    scalars = Array(input.unicodeScalars)
    var i = 0
    while i < scalars.count {
      if scalars[i] == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" { i += 1 }
      if scalars[i] == "\n" || scalars[i] == "\r" { lineStarts.append(i + 1) }
      i += 1
    }
    lines = (1...lineStarts.count).map { SourceLine(text(ofLine: $0)) }
  }

  var count: Int { lineStarts.count }

  func location(_ offset: Int) -> SourceLocation {
    var (low, high) = (0, lineStarts.count)
    while high - low > 1 {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    let start = lineStarts[low]
    // Up to the end of the line's text its own columns; past it, line-break characters, one unit each.
    let scalarsBefore = max(0, min(offset, scalars.count) - start)
    let inText = min(scalarsBefore, lines[low].scalars.count)
    let utf16 = lines[low].utf16Column(inText) + scalarsBefore - inText
    return SourceLocation(offset: offset, line: low + 1, column: offset - start + 1, utf16Column: utf16)
  }

  func sourceRange(_ range: Range<Int>) -> SourceRange {
    SourceRange(start: location(range.lowerBound), end: location(range.upperBound))
  }

  /// 1-based line `line`.
  func line(_ line: Int) -> SourceLine { lines[line - 1] }

  private func text(ofLine line: Int) -> String {
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : scalars.count
    while end > start, scalars[end - 1] == "\n" || scalars[end - 1] == "\r" { end -= 1 }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[start..<end])
    return String(view)
  }
}
