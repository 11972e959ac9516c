import FieldModel
import Foundation
import Testing
@testable import FormLint

/// File names pick their reader by the longest suffix; every kind's suffix is a default include.
@Suite struct SourceReadersTests {
  @Test(arguments: [
    ("site/index.html", SourceKind.html), ("a/register.blade.php", .template), ("a/register.php", .template),
    ("x.phtml", .template), ("t/base.html.twig", .template), ("t/a.jinja2", .template), ("t/a.j2", .template),
    ("t/a.njk", .template), ("t/a.liquid", .template), ("v/new.html.erb", .template), ("v/signup.ejs", .template),
    ("v/a.hbs", .template), ("v/a.handlebars", .template), ("v/a.mustache", .template), ("g/a.gohtml", .template),
    ("g/a.tmpl", .template), ("k/login.ftl", .template), ("j/a.jsp", .template), ("r/Register.cshtml", .template),
    ("c/RegisterForm.vue", .component), ("c/Register.svelte", .component),
    ("src/app/register/register.component.html", .component), ("REGISTER.BLADE.PHP", .template), ("-", .html),
    ("g/a.gotmpl", .template), ("WEB-INF/jsp/form.jspf", .template), ("WEB-INF/tags/password.tag", .template),
    ("src/app/login/login.page.html", .component),
    // The last byte picks the suffixes tried: any letter case, none for a non-ASCII or no last byte.
    ("src/App.TSX", .jsx), ("src/api.Ts", .jsx), ("", .html), ("notes/résumé", .html), ("a.vue/", .html),
  ])
  func readerBySuffix(_ name: String, _ kind: SourceKind) {
    #expect(SourceReaders.reader(for: name).kind == kind, "\(name)")
  }

  @Test func bladeIsNotReadAsPlainPHP() {
    let source = Array("<flux:input type=\"password\" name=\"p\" passwordrules=\"{{ $r }}\" />".utf8)
    guard case .document(let blade, _) = SourceReaders.reader(for: "a.blade.php").read(source) else { Issue.record(); return }
    #expect(blade.screens.first?.fields.first?.properties[.rules]?.isDynamic == true)
  }

  @Test func everyKindIsADefaultInclude() {
    for name in ["a.html", "a.blade.php", "a.twig", "a.erb", "a.hbs", "a.gohtml", "a.ftl", "a.jsp", "a.cshtml", "a.vue", "a.svelte", "a.component.html"] {
      #expect(FileDiscovery.defaultInclude.contains { $0.matches(relativePath: "x/" + name, name: name) }, "\(name)")
    }
    for folder in ["vendor", "node_modules", "Pods", ".build"] { #expect(FileDiscovery.skippedFolders.contains(folder)) }
  }

  /// The pre-commit hook hands formlint every kind it reads: its `files` pattern selects each suffix.
  @Test func thePreCommitHookSelectsEveryKind() throws {
    var root = #filePath
    for _ in 0..<3 { root = String(root[..<root.lastIndex(of: "/")!]) }
    let hooks = try String(contentsOfFile: root + "/.pre-commit-hooks.yaml", encoding: .utf8)
    let line = try #require(hooks.split(separator: "\n").first { $0.hasPrefix("  files: ") })
    let files = try Regex(String(line.dropFirst("  files: ".count)))
    for suffix in SourceReaders.all.flatMap(\.suffixes) {
      #expect(("src/a" + suffix).contains(files), "\(suffix)")
    }
  }

  /// The templates' pre-scan keeps every file that can hold a field, however HTML would read it.
  @Test func templatePrescanKeepsWhatMakesAField() {
    let kept = [
      ("a.blade.php", "<x-Password-input name=p />"), ("a.component.html", "<input [type]=\"hide ? 'PASSWORD' : 'text'\">"),
      ("a.cshtml", "<input asp-for=\"Input.Password\">"), ("a.twig", "{# formlint-disable #}"),
      ("a.vue", "<template><input type=&#112;assword></template>"),
    ]
    for (name, source) in kept {
      let bytes = Array(source.utf8)
      #expect(bytes.withUnsafeBytes { SourceReaders.reader(for: name).mayMatter($0) }, "\(source)")
    }
    let skipped = Array("<form><input name=email>{{ csrf }}</form>".utf8)
    #expect(!skipped.withUnsafeBytes { SourceReaders.reader(for: "a.blade.php").mayMatter($0) })
  }

  /// Comments before a template's first tag are not read, so their words do not make it matter; a
  /// word after them, or in a comment left open, does.
  @Test func templatePrescanPassesOverLeadingComments() throws {
    func may(_ name: String, _ source: String) -> Bool {
      Array(source.utf8).withUnsafeBytes { SourceReaders.reader(for: name).mayMatter($0) }
    }
    let moved = "<!-- <input type=\"password\"> moved to AuthForm -->\n<!-- password -->\n<template><p>Hi</p></template>\n"
    #expect(!may("a.vue", moved))
    #expect(!may("a.svelte", "\u{FEFF}  <!-- password --><p>Hi</p>"))
    for (name, source) in [
      ("a.vue", moved.replacingOccurrences(of: "<p>Hi</p>", with: "<input type=\"password\">")),
      ("a.vue", "<!-- <input type=\"password\"> left open <template></template>"),
      ("a.vue", "<!--> <input type=\"password\"> -->"),
      // As long as libxml2 may cap a comment at: not followed.
      ("a.vue", "<!-- password " + String(repeating: "x", count: 1 << 20) + " -->"),
      ("a.vue", "<!-- formlint-disable unknown-property -->"),
      ("a.html.erb", "<p>Hi</p><!-- password -->"),
    ] {
      #expect(may(name, source), "\(source)")
    }
    // What the pre-scan skips, the reader finds no field in.
    #expect(readTemplate("a.vue", moved) == 0)
  }

  private func readTemplate(_ name: String, _ source: String) -> Int? {
    guard case .document(let document, _) = SourceReaders.reader(for: name).read(Array(source.utf8)) else { return nil }
    return document.passwordFieldCount
  }
}
