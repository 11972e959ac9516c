/// HTML's ASCII whitespace: space, tab, line feed, form feed, carriage return. The one copy of the set.
@inlinable public func isASCIIWhitespace(_ byte: UInt8) -> Bool {
  byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
}

@inlinable public func isASCIIWhitespace(_ character: Character) -> Bool {
  character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\u{0C}"
}

/// ASCII-only lowercasing: HTML names are ASCII case-insensitive, and nothing else should fold
/// (`"ſ".uppercased()` is `"S"`).
public func asciiLowercased(_ s: String) -> String {
  guard s.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return s }
  return String(decoding: s.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
}

/// An enumerated attribute's value as formlint compares it: ASCII white space (vertical tab included)
/// trimmed, lowercased.
public func asciiTrimmedLowercase(_ s: String) -> String {
  var scalars = Substring(s).unicodeScalars
  while let first = scalars.first, first.isASCII, first.properties.isWhitespace { scalars.removeFirst() }
  while let last = scalars.last, last.isASCII, last.properties.isWhitespace { scalars.removeLast() }
  return String(scalars).lowercased()
}
