import Foundation
import FieldModel
import Readers
import Testing
@testable import FormLint

/// `.formlint.yml` `components:`: a project's own components read as password (or username) fields,
/// by the template and component readers and the JSX reader, and kept by their pre-scans.
@Suite struct ComponentsConfigTests {
  // MARK: - Configuration

  @Test func aListNamesPasswordComponents() throws {
    let config = try Configuration.parse("components: [AppSecretField, x-secret]")
    #expect(config.readers.passwordComponents == ["AppSecretField", "x-secret"])
    #expect(config.readers.usernameComponents == [])
    #expect(try Configuration.parse("components: x-secret").readers.passwordComponents == ["x-secret"])
    #expect(try Configuration.parse("components: []").readers.isEmpty)
  }

  @Test func aMappingNamesEachRole() throws {
    let config = try Configuration.parse("components: { AppSecretField: password, LoginField: username, UI.Pin: PASSWORD }")
    #expect(config.readers.passwordComponents == ["AppSecretField", "UI.Pin"])
    #expect(config.readers.usernameComponents == ["LoginField"])
  }

  @Test func badComponentsAreConfigErrors() {
    func message(_ text: String) -> String {
      do {
        _ = try Configuration.parse(text)
        return ""
      } catch { return "\(error)" }
    }
    #expect(message("components: { AppSecretField: secret }").contains("`secret` is not one of password, username"))
    #expect(message("components: { AppSecretField: off }").contains("is not one of password, username"))
    #expect(message("components: [\"<x-secret>\"]").contains("is not a component name"))
    #expect(message("components: [\"x secret\"]").contains("is not a component name"))
    #expect(message("components: [\"\"]").contains("is not a component name"))
    // A mapping or list where a name goes is said so, not printed as Swift's dictionary.
    #expect(message("components:\n  - name: Foo\n").hasSuffix("each item is a component name such as `AppPasswordField`, not a mapping"))
    #expect(message("components: [[A, B]]").hasSuffix("not a list"))
    #expect(message("components: 3").contains("`components` must be a list of component names"))
    #expect(message("component: [a]").contains("unknown key `component`"))
  }

  // MARK: - Readers

  static let vue = #"<template><form><x-secret v-model="pw" autocomplete="off" /></form></template>"#
  static let tsx = #"export const F = () => <form><AppSecretField value={pw} autoComplete="off" /></form>;"#

  func fields(_ source: String, _ name: String, _ options: ReaderOptions = ReaderOptions()) -> [Field] {
    guard case .document(let document, _) = SourceReaders.reader(for: name, options: options).read(Array(source.utf8)) else {
      Issue.record("not read")
      return []
    }
    return document.screens.flatMap(\.fields)
  }

  @Test func aConfiguredComponentIsAPasswordFieldInAVueFile() {
    #expect(fields(Self.vue, "Login.vue").isEmpty)
    for name in ["x-secret", "X-Secret"] {
      let found = fields(Self.vue, "Login.vue", ReaderOptions(passwordComponents: [name]))
      #expect(found.map(\.kind) == [.password], "\(name)")
      #expect(found.first?.literal(.contentType)?.text == "off")
    }
  }

  @Test func aConfiguredComponentIsAPasswordFieldInATSXFileAsWritten() {
    #expect(fields(Self.tsx, "Login.tsx").allSatisfy { $0.kind != .password })
    let found = fields(Self.tsx, "Login.tsx", ReaderOptions(passwordComponents: ["AppSecretField"]))
    #expect(found.map(\.kind) == [.password])
    #expect(found.first?.literal(.contentType)?.text == "off")
    // JSX names compare as written.
    #expect(fields(Self.tsx, "Login.tsx", ReaderOptions(passwordComponents: ["appsecretfield"])).allSatisfy { $0.kind != .password })
  }

  func usernameNames(_ source: String, _ name: String, _ options: ReaderOptions) -> [String] {
    guard case .document(let document, _) = SourceReaders.reader(for: name, options: options).read(Array(source.utf8)) else {
      return []
    }
    return document.screens.compactMap { $0.usernameField.map { String(decoding: document.text.bytes[$0.anchor], as: UTF8.self) } }
  }

  @Test func aConfiguredUsernameComponentIsAUsernameField() {
    let vue = #"<template><form><login-field name="who" /><x-secret autocomplete="current-password" /></form></template>"#
    let options = ReaderOptions(passwordComponents: ["x-secret"], usernameComponents: ["Login-Field"])
    #expect(usernameNames(vue, "Login.vue", options) == ["<login-field"])
    #expect(usernameNames(vue, "Login.vue", ReaderOptions(passwordComponents: ["x-secret"])) == [])
    let tsx = #"const F = () => <form><LoginField /><AppSecretField autoComplete="current-password" /></form>;"#
    let jsx = ReaderOptions(passwordComponents: ["AppSecretField"], usernameComponents: ["LoginField"])
    #expect(usernameNames(tsx, "Login.tsx", jsx) == ["<LoginField"])
    #expect(usernameNames(tsx, "Login.tsx", ReaderOptions(passwordComponents: ["AppSecretField"])) == [])
    // A PascalCase component with no prop a field is known by, in a template: kept by its configured name.
    let pascal = #"<template><form><LoginField v-model="email" /><AppSecretField autocomplete="current-password" /></form></template>"#
    #expect(usernameNames(pascal, "Login.vue", jsx) == ["<LoginField"])
    #expect(usernameNames(pascal.replacingOccurrences(of: "<template>", with: "").replacingOccurrences(of: "</template>", with: ""), "login.blade.php", jsx) == ["<LoginField"])
  }

  @Test func plainHTMLTakesNoComponents() {
    let html = #"<form><x-secret autocomplete="off"></form>"#
    #expect(fields(html, "a.html", ReaderOptions(passwordComponents: ["x-secret"])).isEmpty)
  }

  // MARK: - Pre-scans

  func mayMatter(_ source: String, _ name: String, _ options: ReaderOptions = ReaderOptions()) -> Bool {
    Array(source.utf8).withUnsafeBytes { SourceReaders.reader(for: name, options: options).mayMatter($0) }
  }

  /// A file whose only password field is a configured component is not skipped.
  @Test func thePrescanKeepsAFileWithAConfiguredComponent() {
    #expect(!mayMatter(Self.vue, "Login.vue"))
    #expect(mayMatter(Self.vue, "Login.vue", ReaderOptions(passwordComponents: ["X-SECRET"])))
    #expect(!mayMatter(Self.tsx, "Login.tsx"))
    #expect(mayMatter(Self.tsx, "Login.tsx", ReaderOptions(passwordComponents: ["AppSecretField"])))
    #expect(mayMatter(Self.tsx, "Login.jsx", ReaderOptions(passwordComponents: ["AppSecretField"])))
    // Names the file does not hold change nothing.
    #expect(!mayMatter(Self.vue, "Login.vue", ReaderOptions(passwordComponents: ["y-secret"])))
    #expect(!mayMatter(Self.tsx, "Login.tsx", ReaderOptions(passwordComponents: ["appsecretfield"])))
  }

  /// The whole run, with the pre-scan on: the configured components' findings are reported.
  @Test func aRunReportsConfiguredComponents() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formlint-components-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.vue.write(to: dir.appendingPathComponent("Login.vue"), atomically: true, encoding: .utf8)
    try Self.tsx.write(to: dir.appendingPathComponent("Login.tsx"), atomically: true, encoding: .utf8)
    var options = LintOptions()
    options.paths = [dir.path]
    #expect(Linter.run(options).passwordFields == 0)
    options.readers = ReaderOptions(passwordComponents: ["x-secret", "AppSecretField"])
    let run = Linter.run(options)
    #expect(run.passwordFields == 2)
    #expect(Set(run.diagnostics.filter { $0.ruleID == "autocomplete-off" }.map { ($0.file as NSString).lastPathComponent }) == ["Login.vue", "Login.tsx"])
  }
}
