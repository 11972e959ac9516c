#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A page's bytes turned into the UTF-8 text formlint parses and reports positions in.
struct DecodedText {
  var bytes: [UInt8]
  /// What users see as the page's encoding.
  var encoding: String
  var problem: String?
}

enum TextDecoding {
  /// Consumes `bytes`: a page in a single-byte charset is decoded in its own array.
  static func decode(_ bytes: consuming [UInt8], as charset: Charset) -> DecodedText {
    switch charset {
    case .utf8:
      return DecodedText(bytes: bytes, encoding: "UTF-8")
    case .utf8BOM:
      // Kept with its BOM: positions stay those of the file, SourceText skips the BOM's columns.
      return DecodedText(bytes: bytes, encoding: "UTF-8 (BOM)")
    case .utf16LE, .utf16BE:
      return utf16(bytes, bigEndian: charset == .utf16BE)
    case .utf32LE, .utf32BE:
      return utf32(bytes, bigEndian: charset == .utf32BE)
    case .windows1252:
      return DecodedText(bytes: SingleByteTable.windows1252.decode(consume bytes), encoding: "windows-1252")
    case .iso8859_15:
      return DecodedText(bytes: SingleByteTable.iso8859_15.decode(consume bytes), encoding: "ISO-8859-15")
    case .legacy(let iconvName, let name):
      return decodeWithIconv(bytes, from: iconvName, name: name)
    case .unsupported(let label):
      return DecodedText(
        bytes: bytes, encoding: "UTF-8",
        problem: "the page declares the charset \"\(label)\", which formlint cannot decode; it was read as UTF-8")
    }
  }

  // MARK: - UTF-16 and UTF-32 (with a BOM)

  private static func utf16(_ bytes: [UInt8], bigEndian: Bool) -> DecodedText {
    let name = bigEndian ? "UTF-16BE" : "UTF-16LE"
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var invalid = 0
    let unitCount = (bytes.count - 2) / 2
    func unit(_ i: Int) -> UInt32 {
      let a = UInt32(bytes[2 + 2 * i])
      let b = UInt32(bytes[3 + 2 * i])
      return bigEndian ? a << 8 | b : b << 8 | a
    }
    var i = 0
    while i < unitCount {
      let u = unit(i)
      i += 1
      if u < 0xD800 || u >= 0xE000 {
        appendUTF8(u, to: &out)
      } else if u < 0xDC00, i < unitCount, case let low = unit(i), low >= 0xDC00, low < 0xE000 {
        appendUTF8(0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00), to: &out)
        i += 1
      } else {
        appendUTF8(0xFFFD, to: &out)
        invalid += 1
      }
    }
    var problems: [String] = []
    if invalid > 0 { problems.append("\(invalid) unpaired UTF-16 surrogate\(invalid == 1 ? "" : "s") read as U+FFFD") }
    if bytes.count % 2 == 1 {
      appendUTF8(0xFFFD, to: &out)
      problems.append("the \(name) text ends in the middle of a character")
    }
    return DecodedText(bytes: out, encoding: name, problem: problems.isEmpty ? nil : problems.joined(separator: "; "))
  }

  private static func utf32(_ bytes: [UInt8], bigEndian: Bool) -> DecodedText {
    let name = bigEndian ? "UTF-32BE" : "UTF-32LE"
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count / 2)
    var invalid = 0
    var i = 4
    while i + 4 <= bytes.count {
      let b = bytes[i..<i + 4].map(UInt32.init)
      let scalar = bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
      if Unicode.Scalar(scalar) == nil { invalid += 1 }
      appendUTF8(Unicode.Scalar(scalar) == nil ? 0xFFFD : scalar, to: &out)
      i += 4
    }
    var problems: [String] = []
    if invalid > 0 { problems.append("\(invalid) invalid UTF-32 code point\(invalid == 1 ? "" : "s") read as U+FFFD") }
    if i < bytes.count {
      appendUTF8(0xFFFD, to: &out)
      problems.append("the \(name) text ends in the middle of a character")
    }
    return DecodedText(bytes: out, encoding: name, problem: problems.isEmpty ? nil : problems.joined(separator: "; "))
  }

  // MARK: - Other legacy charsets, through the C library's iconv (glibc's; libiconv on macOS)

  private static func decodeWithIconv(_ bytes: [UInt8], from iconvName: String, name: String) -> DecodedText {
    let descriptor = iconv_open("UTF-8", iconvName)
    guard let descriptor, Int(bitPattern: descriptor) != -1 else {
      return DecodedText(
        bytes: bytes, encoding: "UTF-8",
        problem: "the page declares the charset \"\(name)\", which this system cannot decode; it was read as UTF-8")
    }
    defer { iconv_close(descriptor) }
    var out = [UInt8](repeating: 0, count: bytes.count * 2 + 64)
    var written = 0
    var undecodable = 0
    bytes.withUnsafeBufferPointer { input in
      var inPointer = input.baseAddress.map {
        UnsafeMutableRawPointer(mutating: $0).assumingMemoryBound(to: CChar.self)
      }
      var inLeft = input.count
      var flushed = false
      while inLeft > 0 || !flushed {
        if out.count - written < 16 { out += [UInt8](repeating: 0, count: out.count) }
        let outCapacity = out.count - written
        var outLeft = outCapacity
        let result: Int = out.withUnsafeMutableBufferPointer { outBuffer in
          var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outBuffer.baseAddress! + written)
            .assumingMemoryBound(to: CChar.self)
          if inLeft == 0 {
            flushed = true
            return iconv(descriptor, nil, nil, &outPointer, &outLeft)
          }
          return iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft)
        }
        written += outCapacity - outLeft
        guard result == -1 else { continue }
        switch errno {
        case E2BIG:
          flushed = false
          out += [UInt8](repeating: 0, count: out.count)
        case EILSEQ, EINVAL:
          // An undecodable byte (or a sequence cut off by the end): U+FFFD, and go on after it.
          if out.count - written < 3 { out += [UInt8](repeating: 0, count: out.count) }
          out.replaceSubrange(written..<written + 3, with: [0xEF, 0xBF, 0xBD])
          written += 3
          undecodable += 1
          inPointer = inPointer.map { $0 + 1 }
          inLeft -= 1
        default:
          inLeft = 0
          undecodable += 1
        }
      }
    }
    out.removeSubrange(written..<out.count)
    let problem = undecodable == 0
      ? nil : "\(undecodable) byte\(undecodable == 1 ? "" : "s") could not be decoded as \(name) and read as U+FFFD"
    return DecodedText(bytes: out, encoding: name, problem: problem)
  }
}
