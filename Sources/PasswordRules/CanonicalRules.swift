/// Rules after canonicalization: what a password manager actually uses.
public struct CanonicalRules: Sendable, Hashable {
  /// One entry per kept `required` property, in input order (duplicates kept, an entry may be empty).
  public var required: [[ClassValue]]
  /// The canonical `allowed` classes; empty only in the minified variant (no `allowed` rule).
  public var allowed: [ClassValue]
  public var maxConsecutive: Double?
  public var minLength: Double?
  public var maxLength: Double?

  public init(
    required: [[ClassValue]] = [], allowed: [ClassValue] = [], maxConsecutive: Double? = nil,
    minLength: Double? = nil, maxLength: Double? = nil
  ) {
    self.required = required
    self.allowed = allowed
    self.maxConsecutive = maxConsecutive
    self.minLength = minLength
    self.maxLength = maxLength
  }

  /// Canonicalizes kept properties like the reference. With `copyRequiredToAllowed` (the canonical
  /// variant) each canonical `required` list joins the allowed pool and an empty pool means
  /// `ascii-printable`; without it (the minified variant) neither happens.
  init(_ properties: [Property], copyRequiredToAllowed: Bool) {
    self.init()
    var pool: [ClassValue] = []
    for property in properties {
      switch (property.name, property.value) {
      case (.required, .classes(let items)):
        let list = Self.canonicalize(items.map(\.value))
        required.append(list)
        if copyRequiredToAllowed { pool += list }
      case (.allowed, .classes(let items)):
        pool += items.map(\.value)
      case (.maxConsecutive, .number(let v)):
        maxConsecutive = maxConsecutive.map { Swift.min($0, v) } ?? v
      case (.minLength, .number(let v)):
        minLength = Swift.max(minLength ?? 0, v)
      case (.maxLength, .number(let v)):
        maxLength = maxLength.map { Swift.min($0, v) } ?? v
      default:
        break
      }
    }
    allowed = Self.canonicalize(pool)
    if copyRequiredToAllowed && allowed.isEmpty { allowed = [.named(.asciiPrintable)] }
  }

  /// The reference's canonical class list: the first `unicode` or `ascii-printable` wins outright;
  /// otherwise full groups become names (upper, lower, digit, special; all four: ascii-printable)
  /// and the rest one custom class.
  public static func canonicalize(_ values: [ClassValue]) -> [ClassValue] {
    var marked = ASCIISet()
    for value in values {
      switch value {
      case .named(.unicode), .named(.asciiPrintable): return [value]
      default: marked.formUnion(value.characters)
      }
    }
    return list(for: marked)
  }

  /// A character set written as named groups plus one custom class for the partial groups.
  public static func list(for marked: ASCIISet) -> [ClassValue] {
    if marked.isSuperset(of: .printable) { return [.named(.asciiPrintable)] }
    var result: [ClassValue] = []
    var rest = ASCIISet()
    for (name, group) in [(NamedClass.upper, ASCIISet.upper), (.lower, .lower), (.digit, .digit), (.special, .special)] {
      if marked.isSuperset(of: group) {
        result.append(.named(name))
      } else {
        rest.formUnion(marked.intersection(group))
      }
    }
    if !rest.isEmpty { result.append(.custom(rest)) }
    return result
  }
}
