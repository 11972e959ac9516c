import FormLint

/// SARIF `partialFingerprints.primaryLocationLineHash`: what lets code scanning recognise a finding
/// as the same alert from one run to the next.
///
/// It hashes the rule id and the finding's source line with its whitespace collapsed, and appends
/// which occurrence of that (rule, line) pair in the file this is: `3f2a…c01:1`. It never uses the
/// line number, so a finding keeps its fingerprint when lines are added or removed above it, and
/// re-indenting the line does not change it either.
struct Fingerprinter {
  private struct Key: Hashable {
    var file: String
    var rule: String
    /// `hash(rule:line:)`: the line itself would make every lookup cost the line's length.
    var lineHash: String
  }

  private var seen: [Key: Int] = [:]
  /// The last finding's line, normalized, and its hash per rule: findings come in reading order, so
  /// a long line with many findings is normalized and hashed once per rule, not once per finding.
  private var current: (file: String, line: Int, normalized: String, hashes: [String: String])?

  /// The fingerprint of the next finding; call it once per finding, in report order.
  mutating func fingerprint(of d: Diagnostic) -> String {
    let lineNumber = d.range?.start.line ?? 0
    if current == nil || current!.line != lineNumber || current!.file != d.file {
      current = (d.file, lineNumber, Self.normalized(d.lineText ?? ""), [:])
    }
    let lineHash = current!.hashes[d.ruleID] ?? Self.hash(rule: d.ruleID, line: current!.normalized)
    current!.hashes[d.ruleID] = lineHash
    let key = Key(file: d.file, rule: d.ruleID, lineHash: lineHash)
    let occurrence = seen[key, default: 0] + 1
    seen[key] = occurrence
    return lineHash + ":" + String(occurrence)
  }

  /// Whitespace runs become one space; leading and trailing whitespace goes.
  static func normalized(_ line: String) -> String {
    line.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// 64-bit FNV-1a of `rule NUL line` in UTF-8, as 16 lowercase hex digits. Fixed forever: a
  /// change here turns every open alert into a new one.
  static func hash(rule: String, line: String) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in Array(rule.utf8) + [0] + Array(line.utf8) {
      h ^= UInt64(byte)
      h = h &* 0x0000_0100_0000_01B3
    }
    let hex = String(h, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
