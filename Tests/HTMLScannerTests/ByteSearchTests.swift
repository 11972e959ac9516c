import Testing
@testable import HTMLScanner

/// The pre-scans' vectorised searches agree with a byte-by-byte reference wherever the needle falls:
/// across the sixteen-byte blocks, in the tail the vector loop leaves, at either end.
@Suite struct ByteSearchTests {
  /// The first `needle` at or after `start`, one position at a time.
  static func reference(_ needle: [UInt8], in haystack: [UInt8], from start: Int, caseless: Bool) -> Int? {
    let fold: UInt8 = caseless ? 0x20 : 0
    guard start <= haystack.count, needle.count <= haystack.count - start else { return nil }
    return (start...(haystack.count - needle.count)).first { i in
      needle.indices.allSatisfy { haystack[i + $0] | fold == needle[$0] }
    }
  }

  static func search(_ needle: [UInt8], in haystack: [UInt8], from start: Int = 0, caseless: Bool = false) -> Int? {
    haystack.withUnsafeBufferPointer { h in
      needle.withUnsafeBufferPointer { ByteSearch.firstIndex(of: $0, in: h, from: start, caseless: caseless) }
    }
  }

  @Test func findsANeedleAtEveryOffset() {
    for needle in ["&#", "</", "@Component", "formlint-", "x"] {
      let bytes = Array(needle.utf8)
      for length in [bytes.count, 15, 16, 17, 31, 32, 33, 47, 100] where length >= bytes.count {
        for at in 0...(length - bytes.count) {
          var haystack = [UInt8](repeating: UInt8(ascii: "."), count: length)
          haystack.replaceSubrange(at..<at + bytes.count, with: bytes)
          #expect(Self.search(bytes, in: haystack) == at, "\(needle) at \(at) of \(length)")
          #expect(Self.search(bytes, in: haystack, from: at + 1) == nil)
        }
      }
    }
  }

  @Test func agreesWithTheReferenceOnRandomText() {
    // Few letters, so that near misses (a first and last byte without the middle) are common.
    var generator = SplitMix64(seed: 7)
    let alphabet = Array("<>/&#-@Ccomptnfrlia".utf8)
    for _ in 0..<2_000 {
      let haystack = (0..<Int.random(in: 0..<80, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      for needle in ["&#", "</", "@Comp", "formlint-", "--", "<meta"].map({ Array($0.utf8) }) {
        let start = Int.random(in: 0...max(0, haystack.count), using: &generator)
        for caseless in [false, true] {
          #expect(
            Self.search(needle, in: haystack, from: start, caseless: caseless)
              == Self.reference(needle, in: haystack, from: start, caseless: caseless))
        }
      }
    }
  }

  @Test func caselessMatchesEitherCase() {
    #expect(Self.search(Array("<meta".utf8), in: Array("<p>x</p><META charset=x>".utf8), caseless: true) == 8)
    #expect(Self.search(Array("<meta".utf8), in: Array("<p>x</p><META charset=x>".utf8)) == nil)
  }

  @Test func edges() {
    #expect(Self.search([], in: Array("abc".utf8), from: 3) == 3)
    #expect(Self.search(Array("a".utf8), in: [], from: 0) == nil)
    #expect(Self.search(Array("abc".utf8), in: Array("ab".utf8)) == nil)
    #expect(Self.search(Array("b".utf8), in: Array("ab".utf8), from: 5) == nil)
  }

  /// `PasswordWords.present` is a byte loop's answer, found by runs of three bytes.
  @Test func passwordWordsAgreeWithAByteLoop() {
    func reference(_ text: [UInt8], secureTextEntry: Bool) -> Bool {
      let words = ["password", "formlint-"] + (secureTextEntry ? ["securetextentry"] : [])
      // Letters in either case; other bytes exactly (`formlint\r` is no suppression).
      let lowered = text.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
      return words.contains { word in Self.reference(Array(word.utf8), in: lowered, from: 0, caseless: false) != nil }
    }
    var generator = SplitMix64(seed: 11)
    let pieces = ["password", "PassWord", "passw0rd", "pass", "word", "wor", "formlint-", "FORMLINT-", "formlint",
      "nt-", "secureTextEntry", "secure", "TextEntry", "xte", "-", "w", "x", " ", "\r", "text-sm", "new "]
    for _ in 0..<3_000 {
      let text = Array((0..<Int.random(in: 0..<12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
        .joined().utf8)
      for secure in [false, true] {
        let found = text.withUnsafeBufferPointer { PasswordWords.present($0, secureTextEntry: secure) }
        #expect(found == reference(text, secureTextEntry: secure), "\(String(decoding: text, as: UTF8.self))")
      }
    }
  }

  /// Within a range only: a comment's text, not the bytes around it; a range past the end is cut.
  @Test func containsWithinARange() {
    let bytes = Array("// formlint-disable x\n/* b */".utf8)
    #expect(ByteSearch.contains("formlint-", in: bytes, 2..<21))
    #expect(!ByteSearch.contains("formlint-", in: bytes, 4..<21))
    #expect(!ByteSearch.contains("formlint-", in: bytes, 2..<10))
    #expect(ByteSearch.contains("formlint-", in: bytes, 0..<1_000))
    #expect(!ByteSearch.contains("formlint-", in: bytes, 100..<1_000))
  }
}
