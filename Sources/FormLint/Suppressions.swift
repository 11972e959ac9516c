import HTMLScanner

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

  init(_ comments: [ScannedComment], text: SourceText) {
    var open: [String?: (start: Int, comment: Range<Int>)] = [:]
    for comment in comments {
      guard let (directive, ids) = Self.directive(in: comment.text) else { continue }
      for id in ids {
        if let id, RuleRegistry.metadata(for: id) == nil {
          problems.append(Finding(
            ruleID: UnusedSuppressionRule.metadata.id,
            message: "`\(id)` is not a formlint rule id: this suppression does nothing", range: comment.range))
          continue
        }
        switch directive {
        case "formlint-disable-next-line":
          let line = text.location(ofByte: max(comment.range.upperBound - 1, comment.range.lowerBound)).line + 1
          entries.append(Entry(ruleID: id, scope: .line(line), comment: comment.range))
        case "formlint-disable":
          if open[id] == nil { open[id] = (comment.range.upperBound, comment.range) }
        default:  // formlint-enable
          if let started = open.removeValue(forKey: id) {
            entries.append(Entry(ruleID: id, scope: .bytes(started.start..<comment.range.lowerBound), comment: started.comment))
          }
        }
      }
    }
    for (id, started) in open {
      entries.append(Entry(ruleID: id, scope: .bytes(started.start..<Int.max), comment: started.comment))
    }
  }

  /// Whether `finding` (starting on `line`) is suppressed; marks the suppression used.
  mutating func suppresses(_ finding: Finding, line: Int) -> Bool {
    var hit = false
    for index in entries.indices {
      let entry = entries[index]
      guard entry.ruleID == nil || entry.ruleID == finding.ruleID else { continue }
      let covers: Bool
      switch entry.scope {
      case .line(let target): covers = line == target
      case .bytes(let range): covers = range.contains(finding.range.lowerBound)
      }
      if covers {
        entries[index].used = true
        hit = true
      }
    }
    return hit
  }

  /// A finding for each suppression that matched nothing, and each unknown id.
  var unusedFindings: [Finding] {
    problems + entries.filter { !$0.used }.map { entry in
      let what = entry.ruleID.map { "`\($0)`" } ?? "any rule"
      return Finding(
        ruleID: UnusedSuppressionRule.metadata.id,
        message: "this suppression of \(what) matches no finding: remove it", range: entry.comment)
    }
  }

  /// `formlint-disable-next-line a, b` → ("formlint-disable-next-line", ["a", "b"]); no ids → [nil].
  static func directive(in text: String) -> (String, [String?])? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "," })
      .map(String.init)
    guard let first = words.first,
          ["formlint-disable-next-line", "formlint-disable", "formlint-enable"].contains(first) else { return nil }
    // Text after `--` is a reason for people, not an id.
    let ids = words.dropFirst().prefix { $0 != "--" }
    return (first, ids.isEmpty ? [nil] : ids.map { Optional($0) })
  }
}
