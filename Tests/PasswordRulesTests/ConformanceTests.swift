import PasswordRules
import Testing

/// The reference parser's own output, 4,587 vectors: 100% agreement is the bar.
@Suite struct ConformanceTests {
  /// The catalog ids that stand for the reference's syntax errors.
  static let syntaxFamily: Set<String> = [
    "unknown-property", "unknown-character-class", "malformed-number", "malformed-list",
    "custom-class-syntax", "custom-class-dash",
  ]

  @Test(arguments: ConformanceFiles.names)
  func everyVectorAgrees(file: String) throws {
    let vectors = try ConformanceFiles.load(file)
    #expect(!vectors.isEmpty)
    var failures: [String] = []
    for vector in vectors {
      let parsed = RulesParser.parse(vector.input)
      let canonical = parsed.canonical.text(.canonical)
      let minified = parsed.minified.text(.minified)
      let hasSyntaxIssue = parsed.issues.contains { Self.syntaxFamily.contains($0.rule) }
      var problems: [String] = []
      if canonical != vector.canonical { problems.append("canonical \(canonical.debugDescription) ≠ \(vector.canonical.debugDescription)") }
      if minified != vector.minified { problems.append("minified \(minified.debugDescription) ≠ \(vector.minified.debugDescription)") }
      if hasSyntaxIssue != !vector.errors.isEmpty {
        problems.append("syntax issue \(hasSyntaxIssue), reference errors \(vector.errors), issues \(parsed.issues.map(\.rule))")
      }
      if parsed.referenceLabels != vector.errors {
        problems.append("labels \(parsed.referenceLabels) ≠ \(vector.errors)")
      }
      if !problems.isEmpty { failures.append("\(vector.input.debugDescription): " + problems.joined(separator: "; ")) }
    }
    #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) of \(vectors.count) disagree:\n" + failures.prefix(40).joined(separator: "\n")))
    print("conformance: \(file).jsonl: \(vectors.count - failures.count) of \(vectors.count) vectors agree")
  }

  /// All three files are there and whole: a missing or cut file must fail, not shrink the suite.
  @Test func everyFileIsThere() throws {
    let counts = try ConformanceFiles.names.map { try ConformanceFiles.load($0).count }
    #expect(counts == [153, 434, 4000], "per file: \(counts)")
    #expect(counts.reduce(0, +) == 4587)
    print("conformance: \(counts.reduce(0, +)) reference vectors in \(ConformanceFiles.names.count) files")
  }
}
