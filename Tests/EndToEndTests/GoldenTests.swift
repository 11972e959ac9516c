import Foundation
import Testing

/// Each rule's fixture pages, rendered exactly as a user sees them. `make golden` rewrites the
/// expected files; review the diff.
@Suite struct GoldenTests {
  static var ruleFolders: [String] {
    let root = Binary.repository.appendingPathComponent("Fixtures/rules")
    return ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
  }

  @Test func thereIsAFolderForEveryCatalogRule() throws {
    let listed = try Binary.run(["rules"]).stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    let withExamples = listed.filter { !["io-error", "parse-error"].contains($0) }
    #expect(Set(Self.ruleFolders).isSuperset(of: withExamples), "missing: \(Set(withExamples).subtracting(Self.ruleFolders))")
  }

  @Test(arguments: ruleFolders)
  func matchesTheGoldenOutput(rule: String) throws {
    let folder = "Fixtures/rules/\(rule)"
    let expected = try String(contentsOf: Binary.repository.appendingPathComponent(folder + "/expected.txt"), encoding: .utf8)
    let result = try Binary.run(["--fail-on", "never", "--jobs", "1", folder])
    #expect(result.stdout == expected, "run `make golden` and review the diff if this change is intended")
    #expect(result.stdout.contains("[\(rule)]"), "the fixtures of \(rule) do not show it")
  }
}
