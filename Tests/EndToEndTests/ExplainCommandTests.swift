import Foundation
import Testing

@Suite struct ExplainCommandTests {
  /// The machine interface the conformance suite is measured through, over all 4,587 vectors.
  @Test func jsonlAgreesWithEveryReferenceVector() throws {
    struct Vector: Decodable { var input: String; var canonical: String; var minified: String; var errors: [String] }
    struct Output: Decodable {
      struct D: Decodable { var rule: String; var start: Int; var end: Int }
      var input: String; var canonical: String; var minified: String; var diagnostics: [D]
    }
    let syntax: Set<String> = ["unknown-property", "unknown-character-class", "malformed-number", "malformed-list", "custom-class-syntax", "custom-class-dash"]
    var vectors: [Vector] = []
    for name in ["edge", "quirks", "generated"] {
      let text = try String(contentsOf: Binary.conformanceVectors.appendingPathComponent("\(name).jsonl"), encoding: .utf8)
      vectors += try text.split(separator: "\n").map { try JSONDecoder().decode(Vector.self, from: Data($0.utf8)) }
    }
    #expect(vectors.count == 4587)
    var input = Data()
    for vector in vectors { input += try JSONEncoder().encode(vector.input) + Data("\n".utf8) }
    let result = try Binary.run(["explain", "--format", "jsonl"], input: input)
    #expect(result.status == 0)
    let outputs = try result.stdout.split(separator: "\n").map { try JSONDecoder().decode(Output.self, from: Data($0.utf8)) }
    #expect(outputs.count == vectors.count)
    var disagreements = 0
    for (vector, output) in zip(vectors, outputs) {
      let hasSyntax = output.diagnostics.contains { syntax.contains($0.rule) }
      let length = vector.input.unicodeScalars.count
      let inside = output.diagnostics.allSatisfy { 0 <= $0.start && $0.start <= $0.end && $0.end <= length }
      if output.input != vector.input || output.canonical != vector.canonical || output.minified != vector.minified
        || hasSyntax != !vector.errors.isEmpty || !inside {
        disagreements += 1
      }
    }
    #expect(disagreements == 0)
  }

  @Test func jsonlSurvivesBadLines() throws {
    let input = Data("\"\\ud800x\"\nnot json\n\"required: digits\"\n\n".utf8)
    let lines = try Binary.run(["explain", "--format", "jsonl"], input: input).stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 5)  // four answers and the final newline
    #expect(lines[0].contains(#""input":"\#u{FFFD}x""#))
    #expect(lines[1].contains(#""error":"line 2: not a JSON string""#))
    #expect(lines[2].contains(#""start":10,"end":16"#))
  }

  @Test func textShowsTheCaretTheFormsTheVerdictAndSamples() throws {
    let result = try Binary.run(["explain", "--seed", "1", "required: upper; required: digits; minlength: 8"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("    required: upper; required: digits; minlength: 8\n                               ^~~~~~\n"))
    #expect(result.stdout.contains("canonical:  allowed: ascii-printable"))
    #expect(result.stdout.contains("the value is discarded"))
    #expect(result.stdout.contains("sample passwords"))
    let good = try Binary.run(["explain", "--seed", "1", "required: upper; required: lower; required: digit; minlength: 12"])
    #expect(good.stdout.contains("accepted: Safari generates passwords with these rules"))
  }
  /// Apple's canonical form sorts a custom class's `-` among the others, where Safari drops it when it
  /// reads the text again: the line says so; a class without one reads back the same and is not marked.
  @Test func aCanonicalFormThatDoesNotReadBackIsMarked() throws {
    let dashed = try Binary.run(["explain", "--seed", "1", "required: upper; required: lower; required: digit; required: [-().&@?'#,/+]; minlength: 12"])
    #expect(dashed.stdout.contains("required: [#&'()+,-./?@]; allowed: upper, lower, digit, [#&'()+,-./?@]; minlength: 12  (for reading: it would not read back the same)\n"), "\(dashed.stdout)")
    let plain = try Binary.run(["explain", "--seed", "1", "required: upper; required: lower; required: digit; required: [().&@?'#,/+]; minlength: 12"])
    #expect(!plain.stdout.contains("for reading"), "\(plain.stdout)")
  }

  /// The rules string comes from anywhere (a page, a paste): control characters and bidi overrides in it
  /// are spelled out or replaced, never handed to the terminal.
  @Test func textNeverPassesControlCharactersToTheTerminal() throws {
    let result = try Binary.run(["explain", "required: digit\u{1B}[2J\u{202E}; \u{9B}"])
    #expect(!result.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{9B}" }, "\(result.stdout)")
    #expect(result.stdout.contains("rules: required: digitU+001B[2JU+202E; U+009B\n"), "\(result.stdout)")
  }
}
