import Foundation
import Testing

/// `.formlint.yml` `components:` through the built binary, with the pre-scan on.
@Suite struct ComponentsCommandTests {
  @Test func configuredComponentsArePasswordFields() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formlint-components-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    func write(_ name: String, _ text: String) throws {
      try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try write("Login.vue", #"<template><form><x-secret v-model="pw" autocomplete="off" /></form></template>"#)
    try write("Login.tsx", #"export const F = () => <form><AppSecretField value={pw} autoComplete="off" /></form>;"#)

    let without = try Binary.run(["--fail-on", "warning", "."], in: dir)
    #expect(without.status == 0, "\(without.stdout)")

    try write(".formlint.yml", "components: [AppSecretField, X-Secret]\n")
    let with = try Binary.run(["--fail-on", "warning", "."], in: dir)
    #expect(with.status == 1, "\(with.stdout)\(with.stderr)")
    #expect(with.stdout.contains("Login.vue:1:"), "\(with.stdout)")
    #expect(with.stdout.contains("Login.tsx:1:"), "\(with.stdout)")
    #expect(with.stdout.contains("[autocomplete-off]"), "\(with.stdout)")

    try write(".formlint.yml", "components: { AppSecretField: secret }\n")
    let bad = try Binary.run(["."], in: dir)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("`secret` is not one of password, username"), "\(bad.stderr)")
  }
}
