/// Makes what libxml2 parses safe to parse: libxml2 2.9.14 switches the rest of a page to
/// ISO-8859-1 at the first invalid UTF-8 byte (mangling later values and making every position
/// query re-encode the rest of the input), and ends the whole parse at a NUL byte between tags.
/// Each byte of an ill-formed sequence and each NUL is replaced by `standIn`, one byte for one
/// byte, so that every offset libxml2 reports is still an offset in the page's text.
enum UTF8Sanitizer {
  /// `_` reads as an ordinary character everywhere: it does not start a tag after `<`, is part
  /// of a name inside a tag (as U+FFFD would be in a browser), and is not a delimiter.
  static let standIn = UInt8(ascii: "_")

  /// `nil` when `bytes` are well-formed UTF-8 without NUL; otherwise the same-length copy.
  static func libxml2Input(for bytes: [UInt8]) -> [UInt8]? {
    bytes.withUnsafeBufferPointer { buffer -> [UInt8]? in
      guard let first = firstProblem(in: buffer, from: 0) else { return nil }
      var copy = bytes
      copy.withUnsafeMutableBufferPointer { out in
        var position: Int? = first
        while let problem = position {
          let length = max(1, invalidLength(in: buffer, at: problem))
          for i in problem..<problem + length { out[i] = standIn }
          position = firstProblem(in: buffer, from: problem + length)
        }
      }
      return copy
    }
  }

  /// Offset of the first NUL or ill-formed sequence at or after `start`. ASCII runs are skipped
  /// eight bytes at a time.
  private static func firstProblem(in b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var i = start
    let count = b.count
    let raw = UnsafeRawBufferPointer(b)
    while i < count {
      if i + 8 <= count {
        let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        let hasHigh = word & 0x8080_8080_8080_8080 != 0
        let hasZero = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
        if !hasHigh && !hasZero {
          i += 8
          continue
        }
      }
      let byte = b[i]
      if byte == 0 { return i }
      if byte < 0x80 {
        i += 1
        continue
      }
      let length = validLength(in: b, at: i)
      if length == 0 { return i }
      i += length
    }
    return nil
  }

  /// Length of the well-formed UTF-8 sequence at `i` (Unicode Table 3-7), or 0.
  private static func validLength(in b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    let lead = b[i]
    func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      i + k < b.count && b[i + k] >= low && b[i + k] <= high
    }
    switch lead {
    case 0xC2...0xDF: return continuation(1) ? 2 : 0
    case 0xE0: return continuation(1, 0xA0) && continuation(2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
    case 0xED: return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
    case 0xF0: return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4: return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default: return 0
    }
  }

  /// How many bytes at `i` make one ill-formed unit: the maximal subpart of a cut-off sequence
  /// (as Swift and browsers count U+FFFDs), at least 1.
  private static func invalidLength(in b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    var iterator = b[i..<min(b.count, i + 4)].makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    if case .error(let length) = parser.parseScalar(from: &iterator) { return length }
    return 1
  }
}
