/// The two single-byte charsets formlint decodes by table, without iconv: windows-1252 (which
/// browsers use for every ISO-8859-1 and ASCII label too) and ISO-8859-15. Both equal ASCII
/// below 0x80 and ISO-8859-1 from 0xA0 except where noted.
struct SingleByteTable: Sendable {
  /// UTF-8 of bytes 0x80…0xFF, four bytes per entry (unused ones zero).
  private let utf8: [UInt8]
  private let lengths: [UInt8]

  /// `scalars`: the Unicode scalars of bytes 0x80…0xFF.
  init(_ scalars: [UInt32]) {
    precondition(scalars.count == 128)
    var utf8 = [UInt8](repeating: 0, count: 128 * 4)
    var lengths = [UInt8](repeating: 0, count: 128)
    for (i, scalar) in scalars.enumerated() {
      var encoded: [UInt8] = []
      appendUTF8(scalar, to: &encoded)
      lengths[i] = UInt8(encoded.count)
      utf8.replaceSubrange(i * 4..<i * 4 + encoded.count, with: encoded)
    }
    self.utf8 = utf8
    self.lengths = lengths
  }

  static let windows1252 = SingleByteTable({
    // 0x80…0x9F; 0x81, 0x8D, 0x8F, 0x90 and 0x9D stay C1 controls, as in the WHATWG index.
    let c1: [UInt32] = [
      0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
      0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
      0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
      0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]
    return c1 + (0xA0...0xFF).map { UInt32($0) }
  }())

  static let iso8859_15 = SingleByteTable({
    var table = (0x80...0xFF).map { UInt32($0) }
    let differences: [(UInt8, UInt32)] = [
      (0xA4, 0x20AC), (0xA6, 0x0160), (0xA8, 0x0161), (0xB4, 0x017D),
      (0xB8, 0x017E), (0xBC, 0x0152), (0xBD, 0x0153), (0xBE, 0x0178),
    ]
    for (byte, scalar) in differences { table[Int(byte) - 0x80] = scalar }
    return table
  }())

  /// `bytes` decoded as UTF-8. In place when the caller gives up the array and its capacity holds
  /// the decoded text (see `HTMLScanner.roomToDecodeInPlace`): a page and its decoding are then
  /// never in memory together. The same array, untouched, when every byte is ASCII.
  func decode(_ bytes: consuming [UInt8]) -> [UInt8] {
    var text = bytes
    guard let firstHigh = text.firstIndex(where: { $0 >= 0x80 }) else { return text }
    let count = text.count
    var size = count
    text.withUnsafeBytes { input in
      Self.forEachHighByte(in: input, from: firstHigh) { _, byte in size += Int(lengths[Int(byte) - 0x80]) - 1 }
    }
    guard size <= text.capacity else {
      return text.withUnsafeBytes { input in
        [UInt8](unsafeUninitializedCapacity: size) { out, written in
          let output = UnsafeMutableRawPointer(out.baseAddress!)
          output.copyMemory(from: input.baseAddress!, byteCount: firstHigh)
          decode(input, from: firstHigh, to: output)
          written = size
        }
      }
    }
    // The undecoded rest moves to the end; decoding it from the front never overtakes it, since
    // the text decoded so far is at most `size - count` bytes longer than the bytes read so far.
    let shift = size - count
    text.append(contentsOf: repeatElement(0, count: shift))
    text.withUnsafeMutableBytes { buffer in
      let base = buffer.baseAddress!
      (base + firstHigh + shift).copyMemory(from: base + firstHigh, byteCount: count - firstHigh)
      decode(UnsafeRawBufferPointer(start: base + shift, count: count), from: firstHigh, to: base)
    }
    return text
  }

  /// Decodes `input` from `start` (its first byte ≥ 0x80) into `output` from the same offset on.
  /// The two may overlap, with the output behind the input (all copies are memmoves).
  private func decode(_ input: UnsafeRawBufferPointer, from start: Int, to output: UnsafeMutableRawPointer) {
    var copied = start  // input bytes before this point are decoded
    var o = start
    Self.forEachHighByte(in: input, from: start) { i, byte in
      (output + o).copyMemory(from: input.baseAddress! + copied, byteCount: i - copied)
      o += i - copied
      let entry = Int(byte) - 0x80
      for k in 0..<Int(lengths[entry]) { output.storeBytes(of: utf8[entry * 4 + k], toByteOffset: o + k, as: UInt8.self) }
      o += Int(lengths[entry])
      copied = i + 1
    }
    (output + o).copyMemory(from: input.baseAddress! + copied, byteCount: input.count - copied)
  }

  /// Calls `body` with the offset and value of each byte ≥ 0x80 from `start` on, skipping ASCII a
  /// word at a time.
  @inline(__always)
  private static func forEachHighByte(in input: UnsafeRawBufferPointer, from start: Int, _ body: (Int, UInt8) -> Void) {
    var i = start
    let count = input.count
    while i < count {
      if i + 8 <= count, input.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
        i += 8
        continue
      }
      let byte = input[i]
      if byte >= 0x80 { body(i, byte) }
      i += 1
    }
  }
}

/// Appends `scalar`'s UTF-8 bytes (U+FFFD for a surrogate or a value past U+10FFFF).
@inline(__always)
func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
  switch scalar {
  case 0..<0x80:
    out.append(UInt8(scalar))
  case 0x80..<0x800:
    out.append(UInt8(0xC0 | scalar >> 6))
    out.append(UInt8(0x80 | scalar & 0x3F))
  case 0xD800..<0xE000, 0x110000...:
    out.append(contentsOf: [0xEF, 0xBF, 0xBD])
  case 0x800..<0x10000:
    out.append(UInt8(0xE0 | scalar >> 12))
    out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
    out.append(UInt8(0x80 | scalar & 0x3F))
  default:
    out.append(UInt8(0xF0 | scalar >> 18))
    out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
    out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
    out.append(UInt8(0x80 | scalar & 0x3F))
  }
}
