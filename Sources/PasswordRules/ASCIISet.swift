/// A set of printable ASCII characters (U+0020–U+007E): the reference's 95-bit marking set.
public struct ASCIISet: Hashable, Sendable {
  private var low: UInt64 = 0   // U+0020–U+005F
  private var high: UInt64 = 0  // U+0060–U+007E

  public init() {}

  public init<S: Sequence>(_ characters: S) where S.Element == UInt8 {
    for c in characters { insert(c) }
  }

  public init(_ string: String) {
    self.init(string.unicodeScalars.lazy.filter(\.isASCIIPrintable).map { UInt8($0.value) })
  }

  /// Inserts `c` when it is printable ASCII; ignores anything else.
  public mutating func insert(_ c: UInt8) {
    guard (0x20...0x7E).contains(c) else { return }
    let bit = Int(c) - 0x20
    if bit < 64 { low |= 1 << UInt64(bit) } else { high |= 1 << UInt64(bit - 64) }
  }

  public func contains(_ c: UInt8) -> Bool {
    guard (0x20...0x7E).contains(c) else { return false }
    let bit = Int(c) - 0x20
    return bit < 64 ? low & (1 << UInt64(bit)) != 0 : high & (1 << UInt64(bit - 64)) != 0
  }

  public mutating func formUnion(_ other: ASCIISet) {
    low |= other.low
    high |= other.high
  }

  public func union(_ other: ASCIISet) -> ASCIISet {
    var result = self
    result.formUnion(other)
    return result
  }

  public func intersection(_ other: ASCIISet) -> ASCIISet {
    var result = ASCIISet()
    result.low = low & other.low
    result.high = high & other.high
    return result
  }

  public func subtracting(_ other: ASCIISet) -> ASCIISet {
    var result = ASCIISet()
    result.low = low & ~other.low
    result.high = high & ~other.high
    return result
  }

  public func isSuperset(of other: ASCIISet) -> Bool { other.subtracting(self).isEmpty }

  public var isEmpty: Bool { low == 0 && high == 0 }
  public var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }

  /// Members in code-point order.
  public var characters: [UInt8] { (0x20...0x7E).filter(contains) }

  // MARK: - The named groups

  public static let upper = ASCIISet(0x41...0x5A)
  public static let lower = ASCIISet(0x61...0x7A)
  public static let digit = ASCIISet(0x30...0x39)
  /// The 33 printable characters that are neither letters nor digits, space included.
  public static let special = ASCIISet(0x20...0x7E).subtracting(upper).subtracting(lower).subtracting(digit)
  public static let printable = ASCIISet(0x20...0x7E)
}
