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
    // Not the `template` key, a computed template, no `@Component`.
    #expect(report(component("`\(field)`", key: "templateUrl")).passwordFields == 0)
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

  @Test func escapesInAQuotedTemplateAreReadAsWhatTheyStandFor() throws {
    // TypeScript unescapes the string: Angular compiles `Don't` and `type="password"`.
    let apostrophe = component(#"'<p>Don\'t have an account?</p>\#(field)'"#)
    #expect(report(apostrophe).diagnostics.with("unknown-property").map { covered($0, in: apostrophe) } == ["requird"])
    let escapedQuotes = component(#""<form>\n\#(field.replacingOccurrences(of: "\"", with: #"\""#))</form>""#)
    let found = report(escapedQuotes).diagnostics
    #expect(found.with("unknown-property").map { covered($0, in: escapedQuotes) } == ["requird"])
    // The value is `password`, not `password\`: the field is a password field with its own rules.
    #expect(report(escapedQuotes).passwordFields == 1)
    #expect(found.with("rules-on-non-password-field").isEmpty)
  }

  @Test func aFixInADoubleQuotedTemplateWritesSingleQuotes() throws {
    let source = component(#""<input type='password' minlength='12' passwordrules='minlength: 12; required: upper, lower, digit;'>""#)
    let fix = try #require(report(source).diagnostics.with("new-password-autocomplete").first?.fix)
    #expect(fix.edits.map(\.replacement) == [" autocomplete='new-password'"])
    #expect(fix.description == "insert `autocomplete='new-password'`")
  }

  @Test func aFixEditsTheTemplateInTheFile() throws {
    let source = component("`\(field)`")
    let fix = try #require(report(source).diagnostics.with("unknown-property").first?.fix)
    let edited = FixApplier.apply([fix], to: Array(source.utf8)).bytes
    #expect(String(decoding: edited, as: UTF8.self) == source.replacingOccurrences(of: "requird", with: "required"))
  }
}
