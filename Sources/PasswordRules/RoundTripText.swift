// The round-trip form: rules text for people that reads back as exactly the same rules.

extension ParsedRules {
  /// These rules written for people (fixes, suggestions, `explain`): text that parses back, with no
  /// syntax issue, to the same canonical rules.
  ///
  /// It is `minified.text(.roundTrip)` (the minified form with `-` first in a custom class and `]` last),
  /// corrected where that text would read back differently:
  /// - a kept `required` with no classes is written `required: []` (`required: ` would be dropped);
  /// - a number beyond 2^53 is written in full digits that accumulate back to the same value
  ///   (`1e+21` is not a number to the reader);
  /// - `allowed` comes before the `required` rules when its `unicode` or `ascii-printable` came first in
  ///   the input: the first of the two in property order wins (`allowed: unicode; required: upper, lower,
  ///   digit, special` keeps `unicode`; the other way round it would be `ascii-printable`).
  public var roundTripText: String {
    let rules = minified
    var required = rules.required.map { "required: " + ($0.isEmpty ? "[]" : CanonicalRules.text(of: $0, .roundTrip)) }
    var allowed = rules.allowed.isEmpty ? [] : ["allowed: " + CanonicalRules.text(of: rules.allowed, .roundTrip)]
    // Written required-first, the first required winner would win; the canonical one came from `allowed`.
    if let wanted = Self.winner(canonical.allowed), Self.winner(rules.allowed) == wanted,
      let firstRequired = rules.required.lazy.compactMap(Self.winner).first, firstRequired != wanted {
      swap(&required, &allowed)
    }
    var text = required + allowed
    if let value = rules.maxConsecutive { text.append("max-consecutive: " + roundTripNumber(value)) }
    if let value = rules.minLength, value > 0 { text.append("minlength: " + roundTripNumber(value)) }
    if let value = rules.maxLength { text.append("maxlength: " + roundTripNumber(value)) }
    return text.joined(separator: "; ")
  }

  /// `unicode` or `ascii-printable` when a canonical list is that name alone (it won the list).
  private static func winner(_ list: [ClassValue]) -> NamedClass? {
    guard list.count == 1, case .named(let name) = list[0], name == .unicode || name == .asciiPrintable else { return nil }
    return name
  }
}

// MARK: - Numbers that read back

/// Digits that the reader, accumulating `10 × v + digit` in doubles, turns back into `value`. Below 2^53
/// the plain integer. Above, rounding at each step means even the exact decimal expansion may read back as
/// a neighbour; accumulation is monotone in the digit string, though, so a digit-by-digit search finds the
/// smallest string of a given length that reads back as `value` (∞ is 10^309). Every value the reader
/// produces is reachable so; for any other (hand-built rules) the JavaScript text is returned.
func roundTripNumber(_ value: Double) -> String {
  guard value >= 9_007_199_254_740_992 else { return formatJavaScriptNumber(value) }
  let exact = value.isInfinite ? "1" + String(repeating: "0", count: 309) : exactDecimal(value)
  if accumulate(Array(exact.utf8).map { $0 - 0x30 }) == value { return exact }
  for count in [exact.utf8.count, exact.utf8.count - 1, exact.utf8.count + 1] {
    if let digits = smallestDigits(readingAs: value, count: count) { return digits }
  }
  return formatJavaScriptNumber(value)
}

/// The reader's accumulation of decimal digits (values 0–9).
private func accumulate(_ digits: [UInt8]) -> Double {
  digits.reduce(0.0) { 10 * $0 + Double($1) }
}

private func smallestDigits(readingAs value: Double, count: Int) -> String? {
  var digits = [UInt8](repeating: 0, count: count)
  for k in 0..<count {
    // The smallest digit here whose largest completion still reaches `value`.
    guard let digit = (UInt8(0)...9).first(where: { digit in
      accumulate(digits[..<k] + [digit] + [UInt8](repeating: 9, count: count - k - 1)) >= value
    }) else { return nil }
    digits[k] = digit
  }
  guard accumulate(digits) == value else { return nil }
  return String(decoding: digits.drop { $0 == 0 }.map { $0 + 0x30 }, as: UTF8.self)  // leading zeros add nothing
}

/// The exact decimal value of a finite double ≥ 2^52 (an integer): significand × 2^k, in base-10⁹ limbs.
private func exactDecimal(_ value: Double) -> String {
  var limbs: [UInt64] = []  // little-endian, each < 10⁹
  var significand = (1 << 52) | value.significandBitPattern
  while significand > 0 {
    limbs.append(significand % 1_000_000_000)
    significand /= 1_000_000_000
  }
  for _ in 0..<max(0, Int(value.exponent) - 52) {
    var carry: UInt64 = 0
    for i in limbs.indices {
      let doubled = limbs[i] * 2 + carry
      limbs[i] = doubled % 1_000_000_000
      carry = doubled / 1_000_000_000
    }
    if carry > 0 { limbs.append(carry) }
  }
  var text = String(limbs.last ?? 0)
  for limb in limbs.dropLast().reversed() {
    let part = String(limb)
    text += String(repeating: "0", count: 9 - part.count) + part
  }
  return text
}
