@testable import FormLint
import Testing

/// An Angular component's inline template (`template: \`…\``) is read as an Angular template, in place.
@Suite struct AngularInlineTemplateTests {
  func report(_ source: String) -> FileReport {
    SourceLinter.lint(Array(source.utf8), path: "src/app/login.component.ts", settings: RuleSettings())
  }

  func component(_ template: String, key: String = "template") -> String {
    "import { Component } from '@angular/core';\n@Component({\n  selector: 'app-login',\n  \(key): \(template),\n})\nexport class LoginComponent {}\n"
  }

  let field = #"<input type="password" autocomplete="new-password" passwordrules="requird: digit">"#

  @Test func theInlineTemplateIsReadWhereItStands() throws {
    let source = component("`\n    <form>\n      \(field)\n    </form>\n  `")
    let found = report(source).diagnostics.with("unknown-property")
    #expect(found.count == 1)
    let diagnostic = try #require(found.first)
    #expect(covered(diagnostic, in: source) == "requird")
    #expect(diagnostic.range?.start.line == 6)
    // Angular's own syntax in it is masked as in a `.component.html`.
    let bound = component("`<input type=\"password\" [attr.passwordrules]=\"rules\" (input)=\"x()\"> @if (a) { <p>{{ b }}</p> }`")
    #expect(report(bound).passwordFields == 1)
    #expect(report(bound).diagnostics.with("malformed-list").isEmpty)
  }

  @Test func onlyAComponentsTemplateLiteralCounts() {
    // Not the `template` key, a string with an escape, a computed template, no `@Component`.
    #expect(report(component("`\(field)`", key: "templateUrl")).passwordFields == 0)
    #expect(report(component(#"'<p>it\'s</p>\#(field)'"#)).passwordFields == 0)
    #expect(report(component("`\(field)${extra}`")).passwordFields == 0)
    #expect(report("const template = {\n  template: `\(field)`,\n};\n").passwordFields == 0)
    // Markup in the class's strings is not the template.
    #expect(report(component("`<p>hi</p>`") + "const hint = `\(field)`;\n").passwordFields == 0)
  }

  @Test func aQuotedTemplateIsReadToo() throws {
    for quoted in ["'\(field)'", "\"\(field.replacingOccurrences(of: "\"", with: "'"))\""] {
      let source = component(quoted)
      let found = report(source).diagnostics.with("unknown-property")
      #expect(found.count == 1, "\(quoted)")
      #expect(found.first.map { covered($0, in: source) } == "requird")
    }
  }

  @Test func aFixEditsTheTemplateInTheFile() throws {
    let source = component("`\(field)`")
    let fix = try #require(report(source).diagnostics.with("unknown-property").first?.fix)
    let edited = FixApplier.apply([fix], to: Array(source.utf8)).bytes
    #expect(String(decoding: edited, as: UTF8.self) == source.replacingOccurrences(of: "requird", with: "required"))
  }
}
