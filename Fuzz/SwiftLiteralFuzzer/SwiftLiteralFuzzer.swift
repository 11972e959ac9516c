// libFuzzer entry for the Swift reader's literal mapping (`SwiftStringEscapes`, the part that needs no
// parser): the first input byte picks the literal's form (0–3 `#`s; multi-line or not), the rest is a
// segment's text as a file holds it. Each run decodes it and checks, with no second decoder:
// - spans: inside the text, in order, not overlapping, never empty; the bytes between them are only
//   escaped line breaks of a multi-line literal;
// - a span not written as an escape holds its scalar's UTF-8 (or one invalid sequence for U+FFFD; a
//   multi-line literal's CR or CRLF for "\n");
// - a span written as an escape starts with `\` and the literal's `#`s;
// - round trip: the scalars written back as a literal body (escaping `\`, `"` and controls) decode to
//   the same scalars, one span per escape written;
// - `ValuePositions` built from the spans gives every scalar's span back.
// A broken property traps, which libFuzzer reports as a crash.
import FieldModel
import Readers

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftLiteral(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let form = data[0]
  let segment = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  SwiftLiteralOracle(segment: segment, pounds: Int(form & 3), multiline: form & 4 != 0).check()
  return 0
}

struct SwiftLiteralOracle {
  let segment: [UInt8]
  let pounds: Int
  let multiline: Bool

  /// `\` and the literal's `#`s: how every escape of this literal starts.
  var escapeStart: [UInt8] { [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: pounds) }

  func decode(_ bytes: [UInt8]) -> [(scalar: Unicode.Scalar, span: Range<Int>)] {
    var decoded: [(Unicode.Scalar, Range<Int>)] = []
    SwiftStringEscapes.decode(bytes, 0..<bytes.count, pounds: pounds, multiline: multiline) { decoded.append(($0, $1)) }
    return decoded
  }

  func check() {
    let decoded = decode(segment)
    var previous = 0
    var positions = ValuePositions(valueRange: 0..<segment.count)
    for (scalar, span) in decoded {
      require(!span.isEmpty && span.lowerBound >= previous && span.upperBound <= segment.count,
              "span \(span) after \(previous) in 0..<\(segment.count)")
      checkGap(previous..<span.lowerBound)
      let written = Array(segment[span])
      if written.starts(with: escapeStart), written.count > escapeStart.count {
        // An escape: `\n`, `\u{…}`; its scalar is checked by the round trip below.
      } else if multiline && written.first == 0x0D {
        require(scalar == "\n" && (written == [0x0D] || written == [0x0D, 0x0A]), "a multi-line CR is \(scalar.value)")
      } else if scalar == "\u{FFFD}" && Array(String(decoding: written, as: UTF8.self).utf8) != written {
        require(String(decoding: written, as: UTF8.self).unicodeScalars.count == 1, "U+FFFD spans more than one invalid sequence")
      } else {
        require(Array(String(scalar).utf8) == written, "U+\(String(scalar.value, radix: 16)) is written \(written)")
      }
      positions.append(scalar, span)
      previous = span.upperBound
    }
    checkGap(previous..<segment.count)
    for (i, (_, span)) in decoded.enumerated() {
      require(positions.byteRange(of: i..<i + 1) == span, "scalar \(i): positions give \(positions.byteRange(of: i..<i + 1)), not \(span)")
    }
    checkRoundTrip(decoded.map(\.scalar))
  }

  /// Bytes no scalar stands for: only a multi-line literal's escaped line breaks (`\`, blanks, a break).
  func checkGap(_ gap: Range<Int>) {
    guard !gap.isEmpty else { return }
    let bytes = Array(segment[gap])
    require(multiline && bytes.starts(with: escapeStart), "bytes \(gap) stand for nothing: \(bytes)")
    let rest = bytes.dropFirst(escapeStart.count).drop { $0 == 0x20 || $0 == 0x09 }
    require(rest.isEmpty || rest.first == 0x0A || rest.first == 0x0D, "gap \(gap) is not an escaped line break: \(bytes)")
  }

  func checkRoundTrip(_ scalars: [Unicode.Scalar]) {
    var body: [UInt8] = []
    var escapes = 0
    for scalar in scalars {
      if scalar == "\\" || scalar == "\"" || scalar.value < 0x20 || scalar.value == 0x7F {
        body += escapeStart + Array("u{\(String(scalar.value, radix: 16))}".utf8)
        escapes += 1
      } else {
        body += Array(String(scalar).utf8)
      }
    }
    let again = decode(body)
    require(again.map(\.scalar) == scalars, "the scalars written back decode otherwise")
    require(again.filter { body[$0.span].starts(with: escapeStart) }.count == escapes, "an escape written back is not one span")
  }
}
