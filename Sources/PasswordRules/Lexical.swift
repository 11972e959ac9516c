// The language's character classes, exactly as the reference reads them.

extension Unicode.Scalar {
  /// Space, tab, LF, CR, FF — and nothing else (not NBSP).
  var isRulesWhitespace: Bool {
    switch value {
    case 0x20, 0x09, 0x0A, 0x0D, 0x0C: true
    default: false
    }
  }

  /// `a-z`, `A-Z`, `-`.
  var isIdentifierCharacter: Bool {
    switch value {
    case 0x41...0x5A, 0x61...0x7A, 0x2D: true
    default: false
    }
  }

  var isASCIIDigit: Bool { (0x30...0x39).contains(value) }

  /// U+0020–U+007E: the only characters a custom class keeps.
  var isASCIIPrintable: Bool { (0x20...0x7E).contains(value) }
}

extension Array where Element == Unicode.Scalar {
  /// The first index at or after `position` that is not whitespace (`count` when none).
  func skippingWhitespace(from position: Int) -> Int {
    var i = position
    while i < count, self[i].isRulesWhitespace { i += 1 }
    return i
  }

  /// The end of the maximal identifier run starting at `position`.
  func endOfIdentifier(from position: Int) -> Int {
    var i = position
    while i < count, self[i].isIdentifierCharacter { i += 1 }
    return i
  }

  func string(_ range: Range<Int>) -> String {
    var s = String.UnicodeScalarView()
    s.append(contentsOf: self[range.clamped(to: 0..<count)])
    return String(s)
  }
}
