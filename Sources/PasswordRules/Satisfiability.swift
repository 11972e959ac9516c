/// Whether any password meets a set of effective constraints.
public enum Satisfiability: Sendable, Hashable {
  /// Passwords exist, with any length in `lengths` (upper bound `Int.max` when unlimited).
  case satisfiable(lengths: ClosedRange<Int>)
  case unsatisfiable(UnsatisfiableReason)
}

/// Why no password meets a set of constraints.
public enum UnsatisfiableReason: Sendable, Hashable {
  /// No length fits: the minimum (at least 1, a password is not empty) exceeds the maximum.
  case lengthBounds(minimum: Int, maximum: Int)
  /// The `required` list at this index has no allowed character (never the case for canonical rules,
  /// which copy `required` into `allowed`).
  case requiredNotAllowed(index: Int)
  /// No character can be used at all: nothing is allowed, or `max-consecutive` is below 1.
  case noCharacters
  /// The `required` lists need at least `needed` distinct characters, more than the maximum length.
  case tooManyRequired(needed: Int, maximum: Int)
  /// `character` is the only allowed one, and `max-consecutive` stops a password at `maxConsecutive`
  /// characters, below the minimum length.
  case runLimit(character: UInt8, maxConsecutive: Int, minimum: Int)
}

extension EffectiveConstraints {
  /// Decides whether any password meets these constraints: every non-empty `required` list hit, only
  /// allowed characters, a length within the bounds (at least 1), no run longer than `maxConsecutive`.
  ///
  /// Exact when the `required` lists reduce to at most ``MinimumHittingSet/exactLimit`` distinct minimal
  /// sets; beyond that a provable lower bound decides, and a case the bounds cannot settle counts as
  /// satisfiable (formlint never reports an error it cannot prove).
  public var satisfiability: Satisfiability { ConstraintAnalysis(self).satisfiability }
}

/// The constraints reduced to character sets: what satisfiability and the generator work on.
struct ConstraintAnalysis {
  /// The allowed printable ASCII characters (`unicode` and `ascii-printable` give all 95).
  let allowedASCII: ASCIISet
  /// `unicode` is allowed: more characters than ASCII are available (never needed, but they count).
  let allowsNonASCII: Bool
  /// Each non-empty `required` list restricted to the allowed ASCII characters.
  let requiredSets: [ASCIISet]
  let hitting: MinimumHittingSet
  /// `maxConsecutive` as a whole number (`Int.max` when unlimited).
  let runLimit: Int
  let satisfiability: Satisfiability

  init(_ constraints: EffectiveConstraints) {
    let allowed = constraints.allowed.isEmpty ? [ClassValue.named(.asciiPrintable)] : constraints.allowed
    let allowedASCII = allowed.reduce(into: ASCIISet()) { $0.formUnion($1.characters) }
    self.allowedASCII = allowedASCII
    allowsNonASCII = allowed.contains(.named(.unicode))
    runLimit = constraints.maxConsecutive?.floorInt ?? Int.max
    // A required `unicode` met by a non-ASCII character could as well be met by an ASCII one: every
    // allowed set that includes non-ASCII characters includes all of printable ASCII.
    let lists = constraints.required.enumerated().filter { !$0.element.isEmpty }
    let sets = lists.map { $0.element.reduce(into: ASCIISet()) { $0.formUnion($1.characters) }.intersection(allowedASCII) }
    requiredSets = sets
    let empty = zip(lists, sets).first { $0.1.isEmpty }
    hitting = MinimumHittingSet(empty == nil ? sets : [])
    satisfiability = Self.decide(
      constraints, allowedASCII, allowsNonASCII, runLimit, hitting, unreachable: empty.map(\.0.offset))
  }

  private static func decide(
    _ constraints: EffectiveConstraints, _ allowed: ASCIISet, _ nonASCII: Bool, _ runLimit: Int,
    _ hitting: MinimumHittingSet, unreachable: Int?
  ) -> Satisfiability {
    if let unreachable { return .unsatisfiable(.requiredNotAllowed(index: unreachable)) }
    if (allowed.isEmpty && !nonASCII) || runLimit < 1 { return .unsatisfiable(.noCharacters) }
    let minimum = max(constraints.minimum.ceilingInt, 1)
    let maximum = constraints.maximum?.floorInt ?? Int.max
    if minimum > maximum { return .unsatisfiable(.lengthBounds(minimum: minimum, maximum: maximum)) }
    if hitting.lowerBound > maximum {
      return .unsatisfiable(.tooManyRequired(needed: hitting.lowerBound, maximum: maximum))
    }
    let shortest = max(minimum, hitting.lowerBound)
    // With two or more characters any length works: the required characters are distinct, and the
    // rest alternates. With one, every password is a single run.
    if allowed.count == 1 && !nonASCII {
      if shortest > runLimit {
        return .unsatisfiable(.runLimit(character: allowed.characters[0], maxConsecutive: runLimit, minimum: shortest))
      }
      return .satisfiable(lengths: shortest...min(maximum, runLimit))
    }
    return .satisfiable(lengths: shortest...maximum)
  }
}
