/// Writes decoded text back in the encoding a page was read in: what `--fix` needs to edit a page
/// that is not UTF-8 without touching any other byte of it.
public enum TextEncoding {
  /// `text` (UTF-8, as in `ScannedPage.text` for a page read in `encoding`) in that encoding, with the
  /// BOM the decoding dropped; nil when formlint has no encoder for it (iconv's legacy charsets) or a
  /// character cannot be written in it. Stateless and character by character, so equal text gives
  /// equal bytes: a caller checks that the unedited text gives back the file exactly.
  public static func encode(_ text: [UInt8], as encoding: String) -> [UInt8]? {
    let scalars = String(decoding: text, as: UTF8.self).unicodeScalars
    switch encoding {
    case "UTF-16LE", "UTF-16BE":
      let big = encoding == "UTF-16BE"
      var out: [UInt8] = big ? [0xFE, 0xFF] : [0xFF, 0xFE]
      for unit in String(scalars).utf16 {
        out += big ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      }
      return out
    case "UTF-32LE", "UTF-32BE":
      let big = encoding == "UTF-32BE"
      var out: [UInt8] = big ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]
      for scalar in scalars {
        let v = scalar.value
        let bytes = [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
        out += big ? bytes.reversed() : bytes
      }
      return out
    case "windows-1252": return singleByte(scalars, Self.windows1252)
    case "ISO-8859-15": return singleByte(scalars, Self.iso8859_15)
    default: return nil
    }
  }

  private static func singleByte(_ scalars: String.UnicodeScalarView, _ table: [UInt32: UInt8]) -> [UInt8]? {
    var out: [UInt8] = []
    out.reserveCapacity(scalars.count)
    for scalar in scalars {
      if scalar.value < 0x80 {
        out.append(UInt8(scalar.value))
      } else if let byte = table[scalar.value] {
        out.append(byte)
      } else {
        return nil
      }
    }
    return out
  }

  /// Scalar → byte for 0x80…0xFF, read from the decoding tables themselves.
  private static func reverse(_ table: SingleByteTable) -> [UInt32: UInt8] {
    let high = (0x80...0xFF).map { UInt8($0) }
    let decoded = String(decoding: table.decode(high), as: UTF8.self).unicodeScalars
    return Dictionary(zip(decoded.map(\.value), high), uniquingKeysWith: { first, _ in first })
  }

  private static let windows1252 = reverse(.windows1252)
  private static let iso8859_15 = reverse(.iso8859_15)
}
