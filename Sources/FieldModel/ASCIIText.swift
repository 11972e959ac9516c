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

/// Whether `text` holds `word` byte for byte (UTF-8): what `text.contains(word)` answers for the ASCII
/// words readers look for, without the searcher that call builds each time (readers ask it of every
/// element of every file).
public func containsBytes(_ text: String, _ word: String) -> Bool {
  var text = text, word = word
  return text.withUTF8 { haystack in
    word.withUTF8 { needle in
      guard let first = needle.first else { return true }
      guard haystack.count >= needle.count else { return false }
      var i = 0
      let last = haystack.count - needle.count
      while i <= last {
        if haystack[i] == first {
          var k = 1
          while k < needle.count, haystack[i + k] == needle[k] { k += 1 }
          if k == needle.count { return true }
        }
        i += 1
      }
      return false
    }
  }
}

/// Whether `word` (lowercase ASCII) is written in `bytes[range]` in any letter case. Readers ask it of
/// template code; a byte loop, since the ranges are short.
public func containsCaseless(_ bytes: [UInt8], in range: Range<Int>, _ word: StaticString) -> Bool {
  let count = word.utf8CodeUnitCount
  guard range.count >= count else { return false }
  return (range.lowerBound...(range.upperBound - count)).contains { i in
    (0..<count).allSatisfy { k in
      let c = bytes[i + k]
      return (c >= 0x41 && c <= 0x5A ? c | 0x20 : c) == word.utf8Start[k]
    }
  }
}
