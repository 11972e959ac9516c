/// Generates sample passwords that satisfy a set of constraints: every `required` list hit, only allowed
/// characters (printable ASCII only, even when `unicode` is allowed), a length within the bounds, and no
/// run of one character longer than `max-consecutive`.
///
/// Not `Sendable`: copies share one random source. Use one generator per task.
public struct PasswordGenerator {
  /// Longer passwords are not generated (`generate` returns nil for a minimum above this).
  public static let maximumLength = 4096
  /// The length used when nothing bounds it.
  public static let defaultLength = 20
  /// The least length chosen when there are bounds, as long as the maximum allows it.
  public static let preferredMinimumLength = 16

  /// Whether the random source is fit for real passwords (true for the default one).
  public let isCryptographicallySecure: Bool
  private let nextRandom: () -> UInt64

  /// A generator drawing from the system's cryptographically secure source.
  public init() { self.init(source: SystemRandomSource()) }

  /// A generator drawing from `source` (a ``SeededRandomSource`` makes the output reproducible).
  public init<R: RandomSource>(source: R) {
    var source = source
    isCryptographicallySecure = source.isCryptographicallySecure
    nextRandom = { source.next() }
  }

  /// `count` passwords for the canonical rules (the canonical variant; see ``EffectiveConstraints/init(_:)``).
  public func generate(_ rules: CanonicalRules, count: Int) -> [String]? {
    generate(EffectiveConstraints(rules), count: count)
  }

  /// `count` passwords satisfying `constraints`, all of one length: the larger of the shortest possible and
  /// ``preferredMinimumLength``, capped by the maximum (``defaultLength`` with no bounds at all).
  /// Nil when no password satisfies them (see ``EffectiveConstraints/satisfiability``), or when the shortest
  /// is longer than ``maximumLength``.
  public func generate(_ constraints: EffectiveConstraints, count: Int) -> [String]? {
    precondition(count >= 0, "count must not be negative")
    let analysis = ConstraintAnalysis(constraints)
    guard case .satisfiable(let lengths) = analysis.satisfiability else { return nil }
    let preferred = constraints.minimum <= 0 && constraints.maximum == nil ? Self.defaultLength : Self.preferredMinimumLength
    let length = min(max(preferred, lengths.lowerBound, analysis.hitting.witness.count), lengths.upperBound)
    guard length <= Self.maximumLength else { return nil }
    var random = Draw(draw: nextRandom)
    var passwords: [String] = []
    for _ in 0..<count {
      guard let password = Self.password(length: length, analysis, &random) else { return nil }
      passwords.append(String(decoding: password, as: UTF8.self))
    }
    return passwords
  }

  // MARK: - One password

  /// The required characters at random places, then the other places filled left to right with random
  /// characters that keep every run within the limit.
  private static func password(length: Int, _ analysis: ConstraintAnalysis, _ random: inout Draw) -> [UInt8]? {
    let alphabet = analysis.allowedASCII
    let withoutSpace = alphabet.subtracting(ASCIISet([UInt8(ascii: " ")]))
    // A space is a valid character but an unkind one (trimmed by forms, hard to see); fill with it only
    // when too few other characters are allowed.
    let filler = withoutSpace.count >= 3 ? withoutSpace.characters : alphabet.characters
    let sets = analysis.hitting.minimalSets
    var required: [UInt8]
    if length >= sets.count {
      required = []
      for set in sets {
        let choices = set.subtracting(ASCIISet([UInt8(ascii: " ")]))
        let pick = (choices.isEmpty ? set : choices).characters.randomElement(using: &random)!
        if !required.contains(pick) { required.append(pick) }  // distinct, so they never form a run
      }
    } else {
      required = analysis.hitting.witness  // the few characters that hit every list
    }
    guard required.count <= length else { return nil }
    var fixed = [UInt8?](repeating: nil, count: length)
    for (place, character) in zip(Array(0..<length).shuffled(using: &random), required.shuffled(using: &random)) {
      fixed[place] = character
    }
    let limit = analysis.runLimit
    // Two characters and no repeats: only alternation works, and it contains both.
    if limit == 1 && filler.count == 2 {
      let start = length == 1 ? (required.first ?? filler.randomElement(using: &random)!) : filler.randomElement(using: &random)!
      let other = filler[0] == start ? filler[1] : filler[0]
      return (0..<length).map { $0 % 2 == 0 ? start : other }
    }
    var password: [UInt8] = []
    password.reserveCapacity(length)
    var run = 0  // how many times the last character repeats at the end
    for place in 0..<length {
      var character: UInt8
      if let required = fixed[place] {
        character = required
      } else {
        // Only the last character (its run would grow) and the next fixed one (a run would join it) can be
        // too many; everything else makes a run of 1.
        let next = place + 1 < length ? fixed[place + 1] : nil
        func tooLong(_ candidate: UInt8) -> Bool {
          (candidate == password.last ? run : 0) + 1 + (candidate == next ? 1 : 0) > limit
        }
        let last = password.last.flatMap { tooLong($0) ? $0 : nil }
        let joining = next.flatMap { tooLong($0) && $0 != last ? $0 : nil }
        // With three fillers, or a limit of 2 or more, at most one is excluded; never all.
        let excluded = [last, joining].count { $0.map(filler.contains) ?? false }
        guard excluded < filler.count else { return nil }
        repeat {  // uniform over the fillers that fit
          character = filler[Int.random(in: 0..<filler.count, using: &random)]
        } while character == last || character == joining
      }
      run = character == password.last ? run + 1 : 1
      password.append(character)
    }
    return password
  }
}

/// The stored source as a `RandomNumberGenerator`, for the standard library's unbiased `random(in:using:)`,
/// `randomElement(using:)` and `shuffled(using:)` (rejection sampling, no modulo bias).
private struct Draw: RandomNumberGenerator {
  let draw: () -> UInt64
  mutating func next() -> UInt64 { draw() }
}
