/// A unified diff (`diff -u`, three lines of context) of two versions of a file, for `--diff`.
/// Lines keep their own endings, so a CRLF page's diff shows (and `patch` applies) CRLF lines.
public enum UnifiedDiff {
  public static func render(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
    let a = lines(old), b = lines(new)
    let script = editScript(a, b)
    guard script.contains(where: { $0 != .keep }) else { return "" }
    // `git apply` refuses a `./` in a header's path (`a/./site/x.html`); `patch -p1` takes either.
    // An absolute path is written as `git diff --no-index` writes it (`a/tmp/x.html`, not `a//tmp/…`).
    var shown = Substring(path)
    while shown.hasPrefix("./") || shown.hasPrefix("/") { shown = shown.drop { $0 == "." }.drop { $0 == "/" } }
    var out = "--- a/\(shown)\n+++ b/\(shown)\n"
    // Walk the script, cutting it into hunks: changes closer than 2 × context lines share one.
    var i = 0, ai = 0, bi = 0
    let positions = script.map { op -> (Int, Int) in
      defer { if op != .insert { ai += 1 }; if op != .delete { bi += 1 } }
      return (ai, bi)
    }
    while i < script.count {
      guard script[i] != .keep else { i += 1; continue }
      let start = max(0, i - context)
      var end = i
      var keeps = 0
      var j = i
      while j < script.count {
        if script[j] == .keep {
          keeps += 1
          if keeps > 2 * context { break }
        } else {
          keeps = 0
          end = j
        }
        j += 1
      }
      let stop = min(script.count, end + 1 + context)
      let oldCount = script[start..<stop].filter { $0 != .insert }.count
      let newCount = script[start..<stop].filter { $0 != .delete }.count
      let (oldStart, newStart) = positions[start]
      out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
      for k in start..<stop {
        let (x, y) = positions[k]
        switch script[k] {
        case .keep: out += line(" ", a[x])
        case .delete: out += line("-", a[x])
        case .insert: out += line("+", b[y])
        }
      }
      i = stop
    }
    return out
  }

  enum Op: Equatable { case keep, delete, insert }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  private static func line(_ prefix: String, _ bytes: ArraySlice<UInt8>) -> String {
    let text = prefix + String(decoding: bytes, as: UTF8.self)
    return bytes.last == UInt8(ascii: "\n") ? text : text + "\n\\ No newline at end of file\n"
  }

  /// Lines with their `\n` (a last line may have none).
  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      result.append(bytes[start...i])
      start = i + 1
    }
    if start < bytes.count { result.append(bytes[start...]) }
    return result
  }

  /// The edit script: the common first and last lines kept, and between them the shortest script
  /// (Myers) when it takes at most `limit` edits; otherwise each line replaced by its counterpart (fixes
  /// edit lines in place), or the middle replaced whole. The cap bounds the memory and time: a file with
  /// twenty thousand fixed lines took tens of gigabytes for the shortest script.
  static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>], limit: Int = 2000) -> [Op] {
    var head = 0
    while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
    let middleA = a[head..<a.count - tail], middleB = b[head..<b.count - tail]
    let middle = shortestScript(middleA, middleB, limit: limit)
      ?? (middleA.count == middleB.count ? lineByLine(middleA, middleB) : [Op](repeating: .delete, count: middleA.count) + [Op](repeating: .insert, count: middleB.count))
    return [Op](repeating: .keep, count: head) + middle + [Op](repeating: .keep, count: tail)
  }

  /// Each line against the line at its place: a run of changed lines deleted, then inserted, as `diff` shows them.
  static func lineByLine(_ a: ArraySlice<ArraySlice<UInt8>>, _ b: ArraySlice<ArraySlice<UInt8>>) -> [Op] {
    var ops: [Op] = []
    var changed = 0
    for (x, y) in zip(a, b) {
      if x == y {
        ops += [Op](repeating: .delete, count: changed) + [Op](repeating: .insert, count: changed) + [.keep]
        changed = 0
      } else {
        changed += 1
      }
    }
    return ops + [Op](repeating: .delete, count: changed) + [Op](repeating: .insert, count: changed)
  }

  /// The shortest edit script (Myers, O((N+M)·D) time), or nil when it needs more than `limit` edits.
  /// Round d's frontier is kept for diagonals -d…d only: O(D²) memory.
  static func shortestScript(_ a: ArraySlice<ArraySlice<UInt8>>, _ b: ArraySlice<ArraySlice<UInt8>>, limit: Int) -> [Op]? {
    let a = Array(a), b = Array(b)
    let (n, m) = (a.count, b.count)
    let most = min(n + m, limit)
    let offset = most + 1
    var v = [Int](repeating: 0, count: 2 * most + 3)
    // trace[d]: the furthest x on diagonals -d…d before round d (index k + d).
    var trace: [[Int]] = []
    func down(_ k: Int, _ d: Int, _ at: (Int) -> Int) -> Bool { k == -d || (k != d && at(k - 1) < at(k + 1)) }
    var found = false
    search: for d in 0...most {
      trace.append(Array(v[(offset - d)...(offset + d)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x = down(k, d, { v[offset + $0] }) ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n && y >= m {
          found = true
          break search
        }
      }
    }
    guard found else { return nil }
    // Back from the end through the saved frontiers.
    var ops: [Op] = []
    var (x, y) = (n, m)
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let frontier = trace[d]
      let at = { (k: Int) in frontier[k + d] }
      let k = x - y
      let previousK = down(k, d, at) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : at(previousK)
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        ops.append(.keep)
        x -= 1
        y -= 1
      }
      guard d > 0 else { break }
      ops.append(x == previousX ? .insert : .delete)
      (x, y) = (previousX, previousY)
    }
    return ops.reversed()
  }
}
