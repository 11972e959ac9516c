/// How bad a finding is. Ordered: `note < warning < error`.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
  case note, warning, error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// What a problem does to the rules a password manager ends up with. Users only see the result,
/// so every rules-language finding says which of these happened.
public enum Effect: String, Sendable, Hashable, Codable {
  /// The parse failed: the whole value is thrown away, as if nothing were written.
  case wholeValueDiscarded = "whole-value-discarded"
  /// This one property is ignored; the others are kept.
  case propertyDropped = "property-dropped"
  /// Reading stopped here; what came before is kept, everything after is ignored.
  case restIgnored = "rest-ignored"
  /// The property is kept, but not as written (a character skipped, a `-` dropped).
  case silentlyChanged = "silently-changed"
  /// The rules are read as written; the finding is about what they mean.
  case none
}

/// One finding of the rules engine, positioned in the rules string.
public struct RulesIssue: Sendable, Hashable {
  /// What is wrong. A linter maps kinds to its own rule ids and severities.
  public enum Kind: Sendable, Hashable, CaseIterable {
    /// `min-length`, `Required`, `maxLength`.
    case unknownProperty
    /// `digits`, `numbers`, `Upper-case`.
    case unknownCharacterClass
    /// `minlength: 12 ;`, `-1`, `1e3`, `twelve`.
    case malformedNumber
    /// `upper lower`, `upper,,lower`, a trailing `,`, `required : upper`, a stray `;`.
    case malformedList
    /// An unterminated `[`, a `]` in the middle, a `]` followed by junk.
    case customClassSyntax
    /// `[a-z]`: `-` is not a range; only a leading `-` is kept.
    case customClassDash
    /// Non-ASCII or non-printable characters inside `[...]`, which are skipped.
    case customClassIgnoredCharacters
    /// An empty value, `0`, an empty `[]`: the property does nothing.
    case ignoredProperty
    /// `allowed` repeats a class that `required` already allows.
    case redundantAllowed
  }

  public var kind: Kind
  public var effect: Effect
  /// What is wrong, before the effect is said: "unknown character class `digits`".
  public var problem: String
  /// What to do, after the effect: "did you mean `digit`?".
  public var hint: String?
  /// Unicode-scalar offsets into the rules string, end exclusive.
  public var range: Range<Int>
  /// Replacement text for `range` when there is an obvious fix (`digits` → `digit`).
  public var suggestion: String?
  /// The reference parser's label for this problem (`bad-integer`, …), when it has one.
  public var referenceLabel: String?

  public init(
    kind: Kind, effect: Effect, problem: String, hint: String? = nil, range: Range<Int>,
    suggestion: String? = nil, referenceLabel: String? = nil
  ) {
    self.kind = kind
    self.effect = effect
    self.problem = problem
    self.hint = hint
    self.range = range
    self.suggestion = suggestion
    self.referenceLabel = referenceLabel
  }
}

extension RulesIssue {
  /// Lowercase, no trailing period, in the user's terms: the problem, its effect, what to do.
  public func message(_ wording: Wording) -> String {
    var message = problem
    if let phrase = effect.phrase(for: kind, count: range.count, wording) { message += ": " + phrase }
    if let hint { message += "; " + hint }
    return message
  }

  /// The message in HTML's wording.
  public var message: String { message(.html) }
}
