import Foundation
import Testing

/// The Objective-C and Interface Builder fixtures, rendered exactly as a user sees them. `make
/// golden` rewrites the expected files; review the diff.
@Suite struct AppleGoldenTests {
  @Test(arguments: ["Fixtures/apple/objc", "Fixtures/apple/ib"])
  func matchesTheGoldenOutput(folder: String) throws {
    let expected = try String(contentsOf: Binary.repository.appendingPathComponent(folder + "/expected.txt"), encoding: .utf8)
    let result = try Binary.run(["--fail-on", "never", "--jobs", "1", folder], environment: ["NO_COLOR": "1"])
    #expect(result.stdout == expected, "run `make golden` and review the diff if this change is intended")
  }

  /// A binary `.xib`, a truncated storyboard, one that uses an external entity, random bytes: each
  /// a clear failure of the run (exit 2), nothing fetched, the other files still linted.
  @Test func badInterfaceBuilderFilesFailClearly() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formlint-ib-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let storyboard = try Data(contentsOf: Binary.repository.appendingPathComponent("Fixtures/apple/ib/Main.storyboard"))
    try (Data("bplist00".utf8) + Data([0xD4, 0x01, 0x00, 0x00]) + Data("textContentType".utf8))
      .write(to: folder.appendingPathComponent("Binary.xib"))
    try storyboard.prefix(3000).write(to: folder.appendingPathComponent("Truncated.storyboard"))
    try Data("""
      <?xml version="1.0"?>
      <!DOCTYPE document [<!ENTITY x SYSTEM "http://192.0.2.1/x.xml">]>
      <document><textField><textInputTraits key="textInputTraits" secureTextEntry="YES"/></textField>&x;</document>
      """.utf8).write(to: folder.appendingPathComponent("Entity.storyboard"))
    try storyboard.write(to: folder.appendingPathComponent("Good.storyboard"))
    let result = try Binary.run(["--jobs", "1", folder.path], environment: ["NO_COLOR": "1"])
    #expect(result.status == 2)
    #expect(result.stdout.contains("Binary.xib: error: is a binary Interface Builder file"))
    #expect(result.stdout.contains("Truncated.storyboard: error: is not well-formed XML: line 34, column 18"))
    #expect(result.stdout.contains("Entity.storyboard: error: uses an entity formlint does not expand"))
    #expect(result.stdout.contains("Good.storyboard:42:9: note: this scene sets a new password"))
  }
}
