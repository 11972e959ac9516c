import Foundation
import Testing

/// The template and component fixtures (`Fixtures/templates/<framework>/`), linted by the built binary
/// with no flags but the report's: each folder's kinds are found by default, and the output is the
/// golden one. `make golden` rewrites the expected files; review the diff.
@Suite struct TemplateGoldenTests {
  static var folders: [String] {
    let root = Binary.repository.appendingPathComponent("Fixtures/templates")
    return ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test func everyFrameworkHasAFolder() {
    #expect(Self.folders.count >= 14)
  }

  @Test(arguments: folders)
  func matchesTheGoldenOutput(framework: String) throws {
    let folder = "Fixtures/templates/\(framework)"
    let expected = try String(contentsOf: Binary.repository.appendingPathComponent(folder + "/expected.txt"), encoding: .utf8)
    let result = try Binary.run(["--fail-on", "never", "--jobs", "1", folder])
    #expect(result.stdout == expected, "run `make golden` and review the diff if this change is intended")
  }

  /// One run over every framework's folder finds a password field in each of them.
  @Test func oneRunFindsEveryKind() throws {
    let result = try Binary.run(["--format", "json", "--fail-on", "never", "Fixtures/templates"])
    for framework in Self.folders {
      #expect(result.stdout.contains("\"Fixtures/templates/\(framework)/"), "\(framework)")
    }
  }

  /// A fix edits the template's own bytes: exact positions through the mask.
  @Test func fixesEditTheTemplateInPlace() throws {
    let result = try Binary.run(["--diff", "Fixtures/templates/vue", "Fixtures/templates/go"])
    #expect(result.stdout.contains("+      passwordrules=\"required: upper; required: lower; required: digit; minlength: 12\""))
    #expect(result.stdout.contains("+        <input autocomplete=\"new-password\" type=\"password\" name=\"password\" minlength=\"{{.MinLength}}\""))
  }
}
