/// A password field's length limits from HTML: `minlength`, `maxlength`, and whether it has `pattern`.
public struct HTMLConstraints: Sendable, Hashable {
  /// The `minlength` attribute, when it parses as a non-negative integer.
  public var minLength: Int?
  /// The `maxlength` attribute, when it parses as a non-negative integer.
  public var maxLength: Int?
  /// Whether the field carries a `pattern` attribute.
  public var hasPattern: Bool

  public init(minLength: Int? = nil, maxLength: Int? = nil, hasPattern: Bool = false) {
    self.minLength = minLength
    self.maxLength = maxLength
    self.hasPattern = hasPattern
  }
}

/// What a password for a field must satisfy: its rules combined with its HTML attributes.
public struct EffectiveConstraints: Sendable, Hashable {
  /// The effective minimum length: the larger of the rules' `minlength` and the attribute; 0 = none.
  public var minimum: Double
  /// The effective maximum length: the smaller of the rules' `maxlength` and the attribute; nil = none.
  public var maximum: Double?
  /// The canonical `allowed` classes (`ascii-printable` when nothing narrows them). An empty list is read
  /// as `ascii-printable`.
  public var allowed: [ClassValue]
  /// One canonical class list per `required` property; each must be hit by at least one character.
  /// An empty list requires nothing.
  public var required: [[ClassValue]]
  /// The longest run of one repeated character allowed; nil = no limit.
  public var maxConsecutive: Double?

  public init(
    minimum: Double = 0, maximum: Double? = nil, allowed: [ClassValue] = [.named(.asciiPrintable)],
    required: [[ClassValue]] = [], maxConsecutive: Double? = nil
  ) {
    self.minimum = minimum
    self.maximum = maximum
    self.allowed = allowed
    self.required = required
    self.maxConsecutive = maxConsecutive
  }

  /// The constraints of rules alone (no HTML attributes). Pass the *canonical* variant: it is the one
  /// whose `allowed` includes the `required` classes, as password managers read them.
  public init(_ rules: CanonicalRules) {
    self.init(
      minimum: rules.minLength ?? 0, maximum: rules.maxLength,
      allowed: rules.allowed.isEmpty ? [.named(.asciiPrintable)] : rules.allowed,
      required: rules.required, maxConsecutive: rules.maxConsecutive)
  }
}

/// Where a constraint (and so an acceptance finding) comes from, for positioning the finding.
public enum ConstraintSource: Sendable, Hashable {
  /// A range of Unicode scalars in the rules string: one property, or the part of the value at fault.
  case rules(Range<Int>)
  /// The field's `minlength` attribute.
  case htmlMinLength
  /// The field's `maxlength` attribute.
  case htmlMaxLength
  /// The field's `pattern` attribute.
  case htmlPattern
  /// The field as a whole (nothing in particular was written).
  case field
}

/// One acceptance finding for a password field.
public struct AcceptanceFinding: Sendable, Hashable {
  /// What AutoFill makes of the field. A linter maps kinds to its own rule ids and severities.
  public enum Kind: Sendable, Hashable, CaseIterable {
    /// The effective maximum length is under 12: Safari ignores the rules.
    case autofillMaxLength
    /// Fewer than two of upper, lower and digit are allowed in full: Safari ignores the rules.
    case autofillCharacterClasses
    /// `pattern` together with rules.
    case patternWithRules
    /// Minimum above maximum, or an attribute stricter than the rules.
    case lengthConflict
    /// No password satisfies the rules.
    case unsatisfiableRules
    /// A new password field's minimum length is under 8.
    case shortMinimumLength
    /// A new password field's maximum length is under 64.
    case shortMaximumLength
  }

  public var kind: Kind
  /// Lowercase, no trailing period: the effect in the user's terms, then the fix.
  public var message: String
  public var source: ConstraintSource

  public init(kind: Kind, message: String, source: ConstraintSource) {
    self.kind = kind
    self.message = message
    self.source = source
  }
}

// MARK: - Whole-number views of the Double limits
// Integer conversion only: `rounded(_:)` would call libm's ceil/floor, which a client that imports
// neither Foundation nor Glibc does not link.

extension Double {
  /// The smallest whole number ≥ self, saturating at `Int.max` (a 400-digit `minlength` is ∞).
  var ceilingInt: Int {
    guard self > 0 else { return 0 }
    guard self < 9.2e18 else { return Int.max }
    let truncated = Int(self)
    return Double(truncated) < self ? truncated + 1 : truncated
  }

  /// The largest whole number ≤ self, saturating at `Int.max`; negative values give -1 ("nothing fits").
  var floorInt: Int {
    guard self >= 0 else { return -1 }
    return self < 9.2e18 ? Int(self) : Int.max
  }
}
