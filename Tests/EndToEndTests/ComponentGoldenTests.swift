import Foundation
import Testing

/// The component fixtures (React, React Native, Next.js), rendered exactly as a user sees them.
/// `make golden` rewrites the expected files; review the diff.
@Suite struct ComponentGoldenTests {
  static var folders: [String] {
    let root = Binary.repository.appendingPathComponent("Fixtures/components")
    return ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
  }

  @Test(arguments: folders)
  func matchesTheGoldenOutput(folder: String) throws {
    let path = "Fixtures/components/\(folder)"
    let expected = try String(contentsOf: Binary.repository.appendingPathComponent(path + "/expected.txt"), encoding: .utf8)
    let result = try Binary.run(["--fail-on", "never", "--jobs", "1", path])
    #expect(result.stdout == expected, "run `make golden` and review the diff if this change is intended")
  }
}
