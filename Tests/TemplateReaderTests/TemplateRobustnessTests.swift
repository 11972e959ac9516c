import FieldModel
import Testing
@testable import Readers

/// Random soups of template and markup pieces through every syntax: no crash, same length, line
/// breaks in place, regions in order, and the reader reads them.
@Suite struct TemplateRobustnessTests {
  static let pieces = [
    "{{", "}}", "{%", "%}", "{#", "#}", "{{--", "--}}", "{!!", "!!}", "<%", "%>", "<%#", "<%=", "<?php", "<?=", "?>",
    "@if(", "@else", "@endif", "@", "@@", "@*", "*@", "@{", "(", ")", "{", "}", "[", "]", "{#if a}", "{:else}", "{/if}",
    "<#if a>", "</#if>", "<#--", "-->", "<!--", "${", "#{", "<input ", "<x-input ", "<flux:input ", "type=password ",
    "passwordrules=", ":passwordrules=", "[attr.minlength]=", "@click=", "v-if=a ", "v-else ", "name=pw ", "\"", "'", "=",
    ">", "/>", "<", "</", "div", "<template>", "</template>", "<script>", "</script>", "<style>", "</style>", "\n", " ",
    "if ", "else ", "end", "endif", "\u{E9}", "\u{1F600}", "<c:choose>", "<c:when>", "</c:choose>", "} else {", "@else {",
    "\u{0}", "\r\n",
  ]

  /// A small deterministic generator (SplitMix64), so a failure can be replayed.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test(arguments: TemplateSyntax.allCases)
  func randomSoupsNeverBreakTheMask(_ syntax: TemplateSyntax) {
    var random = Generator(state: UInt64(syntax.rawValue.utf8.count) &* 7919)
    for round in 0..<300 {
      var source = ""
      for _ in 0..<Int.random(in: 1...60, using: &random) { source += Self.pieces.randomElement(using: &random)! }
      let bytes = Array(source.utf8)
      let mask = TemplateMask(bytes, syntax: syntax)
      #expect(mask.masked.count == bytes.count, "\(syntax) round \(round)")
      for (a, b) in zip(bytes, mask.masked) where a == 0x0A || a == 0x0D { #expect(a == b) }
      #expect(zip(mask.regions, mask.regions.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound })
      #expect(mask.regions.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= bytes.count })
      #expect(String(validating: mask.masked, as: UTF8.self) != nil || String(validating: bytes, as: UTF8.self) == nil)
      _ = TemplateReader.read(bytes, syntax: syntax)
    }
  }
}
