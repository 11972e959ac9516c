/// The known name closest to a misspelt one, or nil when nothing is close enough to be a good guess.
///
/// Case and dashes are compared loosely first (`Required`, `minLength`, `min-length`), then by
/// prefix (`digits`, `Upper-case`), then by edit distance.
func closestName(to written: String, among names: [String], caseSensitive: Bool) -> String? {
  guard written.unicodeScalars.count <= 64 else { return nil }  // keep the distance cheap on garbage
  let folded = fold(written)
  if let exact = names.first(where: { fold($0) == folded }), caseSensitive || exact != written.lowercased() {
    return exact
  }
  if let prefix = names.filter({ folded.hasPrefix(fold($0)) }).max(by: { $0.count < $1.count }), folded.count - fold(prefix).count <= 6 {
    return prefix
  }
  let scored = names.map { ($0, editDistance(folded, fold($0))) }
  guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
  let limit = max(1, min(folded.count, best.0.count) / 3)
  return best.1 <= limit ? best.0 : nil
}

private func fold(_ s: String) -> String { String(s.lowercased().unicodeScalars.filter { $0 != "-" }.map(Character.init)) }

/// Levenshtein distance with adjacent transpositions (optimal string alignment).
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous2 = [Int](repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = min(current[j], previous2[j - 2] + 1)
      }
    }
    (previous2, previous, current) = (previous, current, previous2)
  }
  return previous[b.count]
}
