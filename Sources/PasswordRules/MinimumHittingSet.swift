/// The fewest distinct characters that hit every one of a family of character sets: how many characters
/// the `required` properties need at least, since one character may satisfy several of them
/// (`required: upper; required: [A]` is met by `A` alone).
struct MinimumHittingSet {
  /// Above this many distinct minimal sets the exact search (2^count states) is not attempted.
  static let exactLimit = 20

  /// The sets that matter: deduplicated, with every superset of another removed (hitting the smaller
  /// one hits it too). Each is non-empty.
  let minimalSets: [ASCIISet]
  /// The least number of characters that hit every set, or, above `exactLimit`, a lower bound.
  let lowerBound: Int
  /// Characters hitting every set: a minimum hitting set when `isExact`, else a greedy one.
  let witness: [UInt8]

  var isExact: Bool { lowerBound == witness.count }

  /// - Precondition: every set is non-empty.
  init(_ sets: [ASCIISet]) {
    var unique: [ASCIISet] = []
    for set in sets where !unique.contains(set) { unique.append(set) }
    minimalSets = unique.filter { set in !unique.contains { $0 != set && set.isSuperset(of: $0) } }
    if minimalSets.count <= Self.exactLimit {
      witness = Self.exact(minimalSets)
      lowerBound = witness.count
    } else {
      // Greedy cover is an upper bound; sets that share no character each need their own one, so a
      // greedy packing of pairwise disjoint sets is a lower bound. Both are usually equal in practice.
      witness = Self.greedyCover(minimalSets)
      lowerBound = Self.disjointPacking(minimalSets)
    }
  }

  // MARK: - Exact: dynamic programming over which sets are hit

  /// Each character is reduced to the bit mask of the sets it hits; characters whose mask is inside another's
  /// are never needed. Then the fewest masks covering all sets, memoized over the covered-set mask.
  private static func exact(_ sets: [ASCIISet]) -> [UInt8] {
    let m = sets.count
    guard m > 0 else { return [] }
    var byMask: [UInt32: UInt8] = [:]
    for c in UInt8(0x20)...0x7E {
      var mask: UInt32 = 0
      for (i, set) in sets.enumerated() where set.contains(c) { mask |= 1 << UInt32(i) }
      if mask != 0, byMask[mask] == nil { byMask[mask] = c }
    }
    let candidates = byMask.filter { entry in !byMask.keys.contains { $0 != entry.key && $0 & entry.key == entry.key } }
      .sorted { $0.value < $1.value }
    let full: UInt32 = (1 << UInt32(m)) - 1
    var best = [UInt8](repeating: .max, count: 1 << m)   // fewest more characters from a covered mask
    var choice = [UInt8](repeating: 0, count: 1 << m)    // index into `candidates` of the first of them

    func solve(_ covered: UInt32) -> UInt8 {
      if covered == full { return 0 }
      if best[Int(covered)] != .max { return best[Int(covered)] }
      let first = UInt32((~covered & full).trailingZeroBitCount)  // some candidate must hit this set
      var result = UInt8.max, picked = 0
      for (index, candidate) in candidates.enumerated() where candidate.key & (1 << first) != 0 {
        let count = solve(covered | candidate.key)
        if count + 1 < result {
          result = count + 1
          picked = index
        }
      }
      best[Int(covered)] = result
      choice[Int(covered)] = UInt8(picked)
      return result
    }

    _ = solve(0)
    var covered: UInt32 = 0, witness: [UInt8] = []
    while covered != full {
      let candidate = candidates[Int(choice[Int(covered)])]
      witness.append(candidate.value)
      covered |= candidate.key
    }
    return witness
  }

  // MARK: - Bounds for many sets

  private static func greedyCover(_ sets: [ASCIISet]) -> [UInt8] {
    var open = sets, witness: [UInt8] = []
    while !open.isEmpty {
      let c = (UInt8(0x20)...0x7E).max { a, b in open.count { $0.contains(a) } < open.count { $0.contains(b) } }!
      witness.append(c)
      open.removeAll { $0.contains(c) }
    }
    return witness
  }

  private static func disjointPacking(_ sets: [ASCIISet]) -> Int {
    var used = ASCIISet(), count = 0
    for set in sets.sorted(by: { $0.count < $1.count }) where set.intersection(used).isEmpty {
      used.formUnion(set)
      count += 1
    }
    return count
  }
}
