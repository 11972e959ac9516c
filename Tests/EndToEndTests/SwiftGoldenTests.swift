import Foundation
import Testing

/// The Swift fixtures (UIKit view controllers, a SwiftUI wrapper, constants, raw and multi-line strings,
/// a file that does not parse), rendered exactly as a user sees them. `make golden` rewrites the
/// expected file; review the diff.
@Suite struct SwiftGoldenTests {
  @Test func matchesTheGoldenOutput() throws {
    let folder = "Fixtures/apple/swift"
    let expected = try String(contentsOf: Binary.repository.appendingPathComponent(folder + "/expected.txt"), encoding: .utf8)
    let result = try Binary.run(["--fail-on", "never", "--jobs", "1", folder], environment: ["NO_COLOR": "1"])
    #expect(result.stdout == expected, "run `make golden` and review the diff if this change is intended")
  }

  /// A Swift file without any of the words a field needs is skipped by the pre-scan: no finding, no
  /// failure, and the files with fields are still linted.
  @Test func swiftFilesAmongPagesAreLinted() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formlint-swift-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("struct Model { let name: String }\n".utf8).write(to: folder.appendingPathComponent("Model.swift"))
    try Data(#"field.passwordRules = UITextInputPasswordRules(descriptor: "required: digits")"#.utf8)
      .write(to: folder.appendingPathComponent("Field.swift"))
    let result = try Binary.run(["--jobs", "1", folder.path], environment: ["NO_COLOR": "1"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("Field.swift:1:71: error: unknown character class `digits`"))
    #expect(!result.stdout.contains("Model.swift"))
  }
}
