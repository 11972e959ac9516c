/// A character class for ``PasswordRule``.
public enum CharacterClass: Sendable, Hashable {
  case upper, lower, digit, special, asciiPrintable, unicode
  /// Literal characters. Each must be one printable ASCII character (U+0020–U+007E): the language has no
  /// way to write anything else in a class. `-`, `]`, `[`, space, `,` and `;` are all fine.
  case custom(Set<Character>)
}

/// One property of a rules descriptor, for writing `passwordrules` values and
/// `UITextInputPasswordRules(descriptor:)` strings from typed Swift.
///
/// ```swift
/// let text = try PasswordRule.descriptor([
///   .required(.upper), .required(.digit), .required(.custom(["-", "]", "!"])),
///   .allowed(.lower), .minLength(12), .maxLength(64),
/// ])
/// // "required: upper; required: digit; required: [-!]]; allowed: lower; minlength: 12; maxlength: 64"
/// ```
public enum PasswordRule: Sendable, Hashable {
  case required([CharacterClass])
  case allowed([CharacterClass])
  case maxConsecutive(Int)
  case minLength(Int)
  case maxLength(Int)

  /// `required: first, more…`
  public static func required(_ first: CharacterClass, _ more: CharacterClass...) -> PasswordRule { .required([first] + more) }

  /// `allowed: first, more…`
  public static func allowed(_ first: CharacterClass, _ more: CharacterClass...) -> PasswordRule { .allowed([first] + more) }

  /// The rules as descriptor text, in the order given, which the reader takes exactly as meant, with no
  /// issue. A custom class is written with `-` first (anywhere else it is dropped) and `]` last, doubled
  /// (`[ab]]` is a, b and `]`); class names are the reader's (`digit`, never `digits`).
  ///
  /// - Throws: ``PasswordRuleError`` for what the language cannot say or would silently ignore: a character
  ///   outside printable ASCII, an empty custom class or class list, a number below 1.
  public static func descriptor(_ rules: [PasswordRule]) throws(PasswordRuleError) -> String {
    var parts: [String] = []
    for rule in rules {
      switch rule {
      case .required(let classes): parts.append("required: " + (try text(of: classes, in: .required)))
      case .allowed(let classes): parts.append("allowed: " + (try text(of: classes, in: .allowed)))
      case .maxConsecutive(let n): parts.append("max-consecutive: " + (try text(of: n, in: .maxConsecutive)))
      case .minLength(let n): parts.append("minlength: " + (try text(of: n, in: .minLength)))
      case .maxLength(let n): parts.append("maxlength: " + (try text(of: n, in: .maxLength)))
      }
    }
    return parts.joined(separator: "; ")
  }

  private static func text(of classes: [CharacterClass], in property: PropertyName) throws(PasswordRuleError) -> String {
    guard !classes.isEmpty else { throw .emptyClassList(property) }
    var items: [String] = []
    for item in classes { items.append(CanonicalRules.text(of: try item.classValue(), .roundTrip)) }
    return items.joined(separator: ", ")
  }

  private static func text(of number: Int, in property: PropertyName) throws(PasswordRuleError) -> String {
    guard number >= 1 else { throw .notPositive(property, number) }
    return String(number)
  }
}

extension CharacterClass {
  /// The class as the rules engine models it.
  /// - Throws: ``PasswordRuleError`` for an empty custom class or one with a character outside printable ASCII.
  public func classValue() throws(PasswordRuleError) -> ClassValue {
    switch self {
    case .upper: return .named(.upper)
    case .lower: return .named(.lower)
    case .digit: return .named(.digit)
    case .special: return .named(.special)
    case .asciiPrintable: return .named(.asciiPrintable)
    case .unicode: return .named(.unicode)
    case .custom(let characters):
      guard !characters.isEmpty else { throw .emptyCustomClass }
      var set = ASCIISet()
      for character in characters {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first, (0x20...0x7E).contains(scalar.value) else {
          throw .notPrintableASCII(character)
        }
        set.insert(UInt8(scalar.value))
      }
      return .custom(set)
    }
  }
}

/// Why ``PasswordRule/descriptor(_:)`` refused a rule.
public enum PasswordRuleError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A custom class character that is not one printable ASCII character (the reader would skip it).
  case notPrintableASCII(Character)
  /// `.custom([])`: the reader would keep nothing.
  case emptyCustomClass
  /// `.required([])` or `.allowed([])`: the reader would drop the property.
  case emptyClassList(PropertyName)
  /// `max-consecutive`, `minlength` and `maxlength` take whole numbers from 1 (0 is ignored, `-` is an error).
  case notPositive(PropertyName, Int)

  public var description: String {
    switch self {
    case .notPrintableASCII(let c):
      "\(String(c).visibleForMessage.debugDescription) is not printable ASCII: a custom class cannot contain it"
    case .emptyCustomClass: "a custom class needs at least one character"
    case .emptyClassList(let property): "`\(property.rawValue)` needs at least one class"
    case .notPositive(let property, let n): "`\(property.rawValue)` must be at least 1, not \(n)"
    }
  }
}
