import FieldModel

/// Inline suppressions: `<!-- formlint-disable-next-line id[, id] -->`, and
/// `<!-- formlint-disable [id, …] -->` … `<!-- formlint-enable [id, …] -->` (no ids: every rule).
struct Suppressions {
  struct Entry {
    enum Scope {
      case line(Int)
      case bytes(Range<Int>)
    }
    var ruleID: String?  // nil: every rule
    var scope: Scope
    var comment: Range<Int>
    var used = false
  }

  private(set) var entries: [Entry] = []
  private(set) var problems: [Finding] = []
  /// Indices in `entries` of the `disable-next-line` entries, by the line they silence.
  private var lineEntries: [Int: [Int]] = [:]
  /// Indices in `entries` of the `disable` … `enable` entries, by rule id (`nil`: every rule). One id's
  /// ranges never overlap (a second `disable` before the `enable` is ignored) and come in file order.
  private var rangeEntries: [String?: [Int]] = [:]
  /// What a `disable-next-line` also covers: an element or statement that starts on its line and goes on
  /// below it (a tag whose attributes are one per line, a wrapped call), with the entries' indices.
  private var spanEntries: [(range: Range<Int>, entries: [Int])] = []

  /// `spans`: the elements and statements of the file (`SourceLinter.spans(of:)`), so that a comment
  /// above one covers all of its lines.
  init(_ comments: [SourceComment], text: SourceText, spans: [Range<Int>] = []) {
    let directives = comments.compactMap { comment in Self.directive(in: comment.text).map { (comment, $0.0, $0.1) } }
    // A misspelt directive (`formlint-disable-line`) would look like a suppression and do nothing.
    for comment in comments {
      guard let first = Self.firstWord(comment.text), first.hasPrefix("formlint-"), !Self.directives.contains(first) else { continue }
      problems.append(Finding(
        ruleID: UnusedSuppressionRule.metadata.id,
        message: "`\(first)` is not a formlint directive: this comment suppresses nothing; write `formlint-disable-next-line` "
          + "on the line before, or `formlint-disable` … `formlint-enable` around", range: comment.range))
    }
    // The line after each comment, found in one pass however many comments share a line.
    let lastLines = text.locations(ofBytes: directives.map { max($0.0.range.upperBound - 1, $0.0.range.lowerBound) })
    var open: [String?: (start: Int, comment: Range<Int>)] = [:]
    for ((comment, directive, ids), lastLine) in zip(directives, lastLines) {
      for id in ids {
        if let id, RuleRegistry.metadata(for: id) == nil {
          problems.append(Finding(
            ruleID: UnusedSuppressionRule.metadata.id,
            message: "`\(id)` is not a formlint rule id: this suppression does nothing", range: comment.range))
          continue
        }
        switch directive {
        case "formlint-disable-next-line":
          lineEntries[lastLine.line + 1, default: []].append(entries.count)
          entries.append(Entry(ruleID: id, scope: .line(lastLine.line + 1), comment: comment.range))
        case "formlint-disable":
          if open[id] == nil { open[id] = (comment.range.upperBound, comment.range) }
        default:  // formlint-enable
          if let started = open.removeValue(forKey: id) {
            rangeEntries[id, default: []].append(entries.count)
            entries.append(Entry(ruleID: id, scope: .bytes(started.start..<comment.range.lowerBound), comment: started.comment))
          }
        }
      }
    }
    for (id, started) in open.sorted(by: { $0.value.start < $1.value.start }) {
      rangeEntries[id, default: []].append(entries.count)
      entries.append(Entry(ruleID: id, scope: .bytes(started.start..<Int.max), comment: started.comment))
    }
    if !lineEntries.isEmpty, !spans.isEmpty {
      for (span, start) in zip(spans, text.locations(ofBytes: spans.map(\.lowerBound))) {
        if let covered = lineEntries[start.line] { spanEntries.append((span, covered)) }
      }
    }
  }

  /// Whether `finding` (starting on `line`) is suppressed; marks every suppression that covers it used.
  mutating func suppresses(_ finding: Finding, line: Int) -> Bool {
    var hit = false
    // The `disable-next-line` entries of its line, and of a tag or statement it is in that starts there.
    let nextLine = (lineEntries[line] ?? []) + spanEntries.filter { $0.range.contains(finding.range.lowerBound) }.flatMap(\.entries)
    for index in nextLine where entries[index].ruleID == nil || entries[index].ruleID == finding.ruleID {
      entries[index].used = true
      hit = true
    }
    for id in [nil, finding.ruleID] {
      if let index = rangeEntry(for: id, containing: finding.range.lowerBound) {
        entries[index].used = true
        hit = true
      }
    }
    return hit
  }

  /// The `disable` … `enable` entry for `id` whose range contains `offset`: the last one starting at or
  /// before it, found by bisection.
  private func rangeEntry(for id: String?, containing offset: Int) -> Int? {
    guard let candidates = rangeEntries[id] else { return nil }
    func range(_ i: Int) -> Range<Int> {
      guard case .bytes(let range) = entries[candidates[i]].scope else { preconditionFailure("a range entry") }
      return range
    }
    var (low, high) = (0, candidates.count)
    while low < high {
      let middle = (low + high) / 2
      if range(middle).lowerBound <= offset { low = middle + 1 } else { high = middle }
    }
    guard low > 0, range(low - 1).contains(offset) else { return nil }
    return candidates[low - 1]
  }

  /// A finding for each suppression that matched nothing, and each unknown id. A suppression of a rule
  /// turned off (`isOn` false) is not unused: turning a rule off must not make new warnings.
  func unusedFindings(isOn: (String) -> Bool) -> [Finding] {
    problems + entries.filter { !$0.used && ($0.ruleID.map(isOn) ?? true) }.map { entry in
      let what = entry.ruleID.map { "`\($0)`" } ?? "any rule"
      return Finding(
        ruleID: UnusedSuppressionRule.metadata.id,
        message: "this suppression of \(what) matches no finding: remove it", range: entry.comment)
    }
  }

  static let directives: Set<String> = ["formlint-disable-next-line", "formlint-disable", "formlint-enable"]

  /// A comment's words, as a directive and its ids are written (blanks and commas between them).
  static func words(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "," }).map(String.init)
  }

  static func firstWord(_ text: String) -> String? { words(text).first }

  /// `formlint-disable-next-line a, b` → ("formlint-disable-next-line", ["a", "b"]); no ids → [nil].
  static func directive(in text: String) -> (String, [String?])? {
    let words = Self.words(text)
    guard let first = words.first, directives.contains(first) else { return nil }
    // Text after `--` is a reason for people, not an id.
    let ids = words.dropFirst().prefix { $0 != "--" }
    return (first, ids.isEmpty ? [nil] : ids.map { Optional($0) })
  }
}
