import FieldModel
import Testing
@testable import SwiftReader

/// Random string literals (plain, raw, multi-line) with every kind of escape: the decoded text is
/// the one the pieces stand for, and each scalar's span in the file decodes back to that scalar.
@Suite struct LiteralPropertyTests {
  @Test func randomLiteralsMapEveryScalarToItsBytes() throws {
    var random = SplitMix(seed: 0x5EED)
    for round in 0..<400 {
      let pounds = round % 3 == 0 ? Int(random.next() % 3) : 0
      let multiline = round % 4 == 1
      let (body, expected) = Self.body(&random, pounds: pounds, multiline: multiline)
      let hashes = String(repeating: "#", count: pounds)
      let quote = multiline ? "\"\"\"" : "\""
      let indent = multiline ? "    " : ""
      let literal = multiline
        ? "\(hashes)\(quote)\n\(body.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }.joined(separator: "\n"))\n\(indent)\(quote)\(hashes)"
        : "\(hashes)\(quote)\(body)\(quote)\(hashes)"
      let source = "f.passwordRules = UITextInputPasswordRules(descriptor: \(literal))\n"
      let document = read(source)
      let value = try #require(document.allFields.first?.literal(.rules), "round \(round): \(source)")
      #expect(Array(value.text.unicodeScalars) == expected, "round \(round): \(source)")
      for (i, scalar) in value.positions.scalars.enumerated() {
        let span = value.positions.byteRange(of: i..<i + 1)
        let written = document.slice(span)
        #expect(Self.decode(written, pounds: pounds) == scalar, "round \(round) scalar \(i): \(written)")
      }
    }
  }

  /// A literal's body as written, and the scalars it stands for.
  private static func body(_ random: inout SplitMix, pounds: Int, multiline: Bool) -> (String, [Unicode.Scalar]) {
    let escape = "\\" + String(repeating: "#", count: pounds)
    var written = ""
    var scalars: [Unicode.Scalar] = []
    for _ in 0..<Int(random.next() % 24) {
      switch random.next() % 9 {
      case 0: written += escape + "\""; scalars.append("\"")
      case 1: written += escape + "\\"; scalars.append("\\")
      case 2: written += escape + "n"; scalars.append("\n")
      case 3: written += escape + "t"; scalars.append("\t")
      case 4: written += escape + "0"; scalars.append("\0")
      case 5:
        let scalar = [Unicode.Scalar(0x3B), "é", "\u{1F600}", "\u{10FFFF}", "A"][Int(random.next() % 5)]!
        written += escape + "u{" + String(scalar.value, radix: 16, uppercase: random.next() % 2 == 0) + "}"
        scalars.append(scalar)
      case 6:
        let scalar = ["é", "✓", "\u{1F511}", "文"][Int(random.next() % 4)] as Unicode.Scalar
        written.unicodeScalars.append(scalar); scalars.append(scalar)
      case 7 where multiline:
        written += "\n"; scalars.append("\n")
      case 7 where pounds > 0:
        written += "\\q\"" ; scalars += ["\\", "q", "\""]  // a raw string's lone backslash and quote
      default:
        let scalar = Unicode.Scalar(UInt8(97 + random.next() % 26))
        written.unicodeScalars.append(scalar); scalars.append(scalar)
      }
    }
    return (written, scalars)
  }

  /// The scalar a span of the file stands for: an escape, or itself.
  private static func decode(_ written: String, pounds: Int) -> Unicode.Scalar? {
    let prefix = "\\" + String(repeating: "#", count: pounds)
    // A multi-line literal's line break spans the next line's indentation (spans follow each other).
    if written.hasPrefix("\n"), written.dropFirst().allSatisfy({ $0 == " " }) { return "\n" }
    guard written.hasPrefix(prefix), written.count > prefix.count else {
      return written.unicodeScalars.count == 1 ? written.unicodeScalars.first : nil
    }
    let rest = written.dropFirst(prefix.count)
    switch rest {
    case "\"": return "\""
    case "\\": return "\\"
    case "n": return "\n"
    case "t": return "\t"
    case "0": return "\0"
    default:
      guard rest.hasPrefix("u{"), rest.hasSuffix("}"), let value = UInt32(rest.dropFirst(2).dropLast(), radix: 16) else { return nil }
      return Unicode.Scalar(value)
    }
  }
}

/// A small seeded generator: the same literals on every run.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
