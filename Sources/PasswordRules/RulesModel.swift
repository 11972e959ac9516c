/// The five properties of the language. Names are case-sensitive.
public enum PropertyName: String, Sendable, Hashable, CaseIterable {
  case required
  case allowed
  case maxConsecutive = "max-consecutive"
  case minLength = "minlength"
  case maxLength = "maxlength"

  var takesClasses: Bool { self == .required || self == .allowed }
}

/// The six named character classes. Case-insensitive in the input, lower case in the output.
public enum NamedClass: String, Sendable, Hashable, CaseIterable {
  case upper, lower, digit, special
  case asciiPrintable = "ascii-printable"
  case unicode

  /// The printable ASCII characters the class stands for (`unicode` covers them all, and more).
  public var characters: ASCIISet {
    switch self {
    case .upper: .upper
    case .lower: .lower
    case .digit: .digit
    case .special: .special
    case .asciiPrintable, .unicode: .printable
    }
  }
}

/// One item of a `required`/`allowed` list.
public enum ClassValue: Sendable, Hashable {
  case named(NamedClass)
  /// A custom class `[...]`; only its printable ASCII characters count.
  case custom(ASCIISet)

  public var characters: ASCIISet {
    switch self {
    case .named(let name): name.characters
    case .custom(let set): set
    }
  }
}

/// A class item as written, with where it was written.
public struct ClassItem: Sendable, Hashable {
  public var value: ClassValue
  /// Unicode-scalar offsets in the rules string (for a custom class, `[` to `]` inclusive).
  public var range: Range<Int>
}

public enum PropertyValue: Sendable, Hashable {
  case classes([ClassItem])
  /// Accumulated as an IEEE double, digit by digit, like the reference (never overflows: ∞ at worst).
  case number(Double)
}

/// A property the reader kept.
public struct Property: Sendable, Hashable {
  public var name: PropertyName
  public var value: PropertyValue
  public var nameRange: Range<Int>
  public var valueRange: Range<Int>
  public var range: Range<Int> { nameRange.lowerBound..<valueRange.upperBound }
}

/// How reading ended.
public enum ParseOutcome: Sendable, Hashable {
  /// Every property was read (some may have been dropped).
  case complete
  /// Reading stopped at this offset; the properties before it are kept.
  case stoppedEarly(at: Int)
  /// The parse failed at this offset: nothing is kept.
  case discarded(at: Int)

  public var isDiscarded: Bool {
    if case .discarded = self { return true }
    return false
  }
}
