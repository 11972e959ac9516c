import Testing
@testable import FormLint
@testable import Readers

/// Web components' `html\`…\`` templates (Lit, lit-html) in JavaScript and TypeScript: read as markup
/// where they stand, their `${…}` computed, their nested templates read in place.
@Suite struct LitTemplateTests {
  func lint(_ source: String, path: String) -> [Diagnostic] {
    SourceLinter.lint(Array(source.utf8), path: path, settings: RuleSettings()).diagnostics
  }

  static let element = """
    import { LitElement, html, css, nothing } from 'lit';
    import { customElement, state } from 'lit/decorators.js';

    @customElement('sign-up-form')
    export class SignUpForm extends LitElement {
      static styles = css`:host { display: block; }`;
      @state() private confirm = true;

      render() {
        return html`
          <form @submit=${this.submit}>
            <input type="email" name="email" autocomplete="username" .value=${this.email}>
            <input type="password" name="password" autocomplete="new-password" minlength="12"
                   passwordrules="required: upper; requird: lower; minlength: 12;" ?disabled=${this.busy}
                   @input=${(e: InputEvent) => (this.password = (e.target as HTMLInputElement).value)}>
            ${this.confirm
              ? html`<input type="password" name="confirm" autocomplete="off" minlength="12">`
              : nothing}
            <button type="submit">Create account</button>
          </form>
        `;
      }
    }
    """

  @Test func aComponentsTemplatesAreItsMarkup() throws {
    let found = lint(Self.element, path: "src/components/sign-up-form.ts")
    #expect(found.map(\.ruleID) == ["unknown-property", "autocomplete-off"])
    #expect(found.first.map { covered($0, in: Self.element) } == "requird")
    // The confirmation field is written in a `${…}` of its own template: read where it stands.
    #expect(found.last.map { covered($0, in: Self.element) } == #"autocomplete="off""#)
    #expect(found.last?.fix?.edits.first?.replacement == "new-password")
    // The same in JavaScript.
    let javaScript = Self.element.replacingOccurrences(of: "(e: InputEvent)", with: "(e)")
      .replacingOccurrences(of: " as HTMLInputElement", with: "").replacingOccurrences(of: "private ", with: "")
    #expect(lint(javaScript, path: "src/components/sign-up-form.js").map(\.ruleID) == ["unknown-property", "autocomplete-off"])
  }

  @Test func whatATemplateComputesIsDynamic() {
    let source = """
      import { html } from 'lit-html';
      export const login = (s) => html`
        <form action="/login" method="post">
          <input type="text" name="username" autocomplete="username">
          <input type=${s.show ? 'text' : 'password'} name="password" autocomplete=${s.autocomplete}
                 passwordrules=${s.rules} minlength=${s.min}>
        </form>`;
      """
    #expect(lint(source, path: "src/login.js").isEmpty)
    // The show-password toggle is a password field: its `off` is reported.
    let off = source.replacingOccurrences(of: "autocomplete=${s.autocomplete}", with: #"autocomplete="off""#)
    #expect(lint(off, path: "src/login.js").map(\.ruleID) == ["autocomplete-off"])
  }

  /// A `${…}` ends where the scan found its end, whatever its code holds (braces, strings, templates).
  @Test func aSubstitutionEndsWhereItsCodeEnds() {
    let field = #"<input type="password" name="p" autocomplete="off">"#
    for substitution in ["${`${'`'}`}", "${{ a: '}' }.a}", "${`it's`}", "${fn({ x: \"{\" })}"] {
      let source = "const a = html`<p>\(substitution)</p>\n\(field)`;\n"
      #expect(lint(source, path: "a.ts").map(\.ruleID) == ["autocomplete-off"], "\(substitution)")
    }
  }

  @Test func onlyTemplatesTaggedHTMLAreMarkup() {
    let field = #"<input type="password" name="password" autocomplete="off">"#
    for source in [
      "const a = `\(field)`;",  // a plain template: a string
      "const a = css`\(field)`;",
      "const a = this.html`\(field)`;",
      "// html`\(field)`",
      "const a = 'html`\(field)`';",
    ] {
      #expect(lint(source, path: "a.ts").isEmpty, "\(source)")
      #expect(lint(source, path: "a.js").isEmpty, "\(source)")
    }
    #expect(lint("const a = html`\(field)`;", path: "a.ts").map(\.ruleID) == ["autocomplete-off"])
    #expect(lint("const a = html `\(field)`;", path: "a.js").map(\.ruleID) == ["autocomplete-off"])
  }

  @Test func suppressionsAreTheFilesComments() {
    let source = """
      const a = html`
        <!-- formlint-disable-next-line autocomplete-off -->
        <input type="password" name="password" autocomplete="off">`;
      // formlint-disable-next-line autocomplete-off
      const b = html`<input type="password" name="old_password" autocomplete="off">`;
      """
    let found = lint(source, path: "a.ts").map(\.ruleID)
    #expect(!found.contains("autocomplete-off") && !found.contains("unused-suppression"), "\(found)")
    let unsuppressed = source.replacingOccurrences(of: "formlint-disable-next-line", with: "note:")
    #expect(lint(unsuppressed, path: "a.ts").with("autocomplete-off").count == 2)
  }

  /// A tag and its template may stand apart (`html \`…\``): the pre-scan passes the file to the reader,
  /// which reads the template.
  @Test func aTagSpacedFromItsTemplateIsRead() {
    let source = "const view = html `<input type=\"password\" passwordrules=\"required: digits\">`;\n"
    #expect(lint(source, path: "a.ts").with("unknown-character-class").count == 1)
  }

  /// A `.ts` file is read when it writes such a template, as when it declares an Angular component.
  @Test func thePrescanKeepsTypeScriptThatWritesTemplates() {
    func may(_ source: String) -> Bool { Array(source.utf8).withUnsafeBytes { JSXPrefilter.mayMatterInTypeScript($0) } }
    #expect(may("const a = html`<input type=\"password\">`;"))
    #expect(may("const a = html `<input type=\"password\">`;"))
    #expect(may("const a = html\n  `<input type=\"password\">`;"))
    #expect(!may("const a = innerHTML + `<input type=\"password\">`;"))
    #expect(!may("const a = `<input type=\"password\">`;"))
    #expect(!may("const html = 1; const message = 'password';"))
  }
}
