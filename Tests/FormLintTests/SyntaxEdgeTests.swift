@testable import FormLint
import Testing

/// Valid but unusual syntax that real projects write, where a reader once took code, a string or a
/// comment for markup (false findings), or markup for code (missed fields).
@Suite struct SyntaxEdgeTests {
  private func lint(_ source: String, path: String) -> [Diagnostic] {
    SourceLinter.lint(Array(source.utf8), path: path).diagnostics
  }

  private let field = #"<input type="password" autocomplete="new-password" minlength="12" passwordrules="required: lower; required: upper; required: digits; minlength: 12;">"#

  @Test func aRegularExpressionAfterAStatementsHeadIsNoJSX() {
    for head in ["if (ok)", "while (ok)", "for (const x of xs)", "for await (const x of xs)", "else"] {
      let source = "export function f(s, ok, xs) { if (s) {} \(head) /<input type=\"password\" passwordrules=\"required: bogus\">/.test(s); }\n"
      #expect(lint(source, path: "f.jsx").isEmpty, "\(head)")
    }
    // A backtick in such a regex once opened a template literal that swallowed the component after it.
    let component = """
      export function f(s, ok) { if (ok) /`/.test(s); }
      export const Signup = () => (
        <form action="/signup">
          <input type="email" autoComplete="username" />
          <input type="password" autoComplete="new-password" minLength={12} passwordrules="required: lower; required: upper; required: digits; minlength: 12;" />
        </form>
      );
      """
    #expect(lint(component, path: "Signup.tsx").rules == ["unknown-character-class"])
    // A call's parentheses still end an expression: `f(x) / 2` divides, and `<` after it compares.
    #expect(lint("const r = f(x) / 2 / g(y); const c = h(a) < b;\n", path: "f.jsx").isEmpty)
  }

  @Test func phpsCloseTagInAStringACommentOrAHeredocEndsNothing() {
    let bogus = #"<input type='password' passwordrules='required: bogus'>"#
    for code in [#"$s = "?>\#(bogus)";"#, "/* ?>\(bogus) */", "$h = <<<EOT\n?> \(bogus)\nEOT;\n", "$n = <<<'EOT'\n?> \(bogus)\n  EOT;\n"] {
      #expect(lint("<?php\n\(code)\n?>\n<p>after</p>\n", path: "page.php").isEmpty, "\(code)")
    }
    // A `?>` in a line comment does close PHP, as PHP reads it: the markup after it is the page's.
    #expect(lint("<?php // note ?>\(bogus)\n", path: "page.php").rules.contains("unknown-character-class"))
  }

  @Test func vuesTemplateBlockEndsAtItsOwnEndTag() {
    for before in ["<!-- old markup ended with </template> -->", #"<p>{{ "</template>" }}</p>"#] {
      let sfc = "<template>\n  \(before)\n  <form action=\"/signup\"><input autocomplete=\"username\">\(field)</form>\n</template>\n"
      #expect(lint(sfc, path: "SignUp.vue").rules == ["unknown-character-class"], "\(before)")
    }
  }

  @Test func anAngularInlineTemplateAfterAHighlightingComment() {
    let component = """
      @Component({
        selector: 'app-sign-up',
        template: /* html */ `<form action="/signup"><input autocomplete="username">\(field)</form>`,
      })
      export class SignUpComponent {}
      """
    #expect(lint(component, path: "sign-up.component.ts").rules == ["unknown-character-class"])
  }

  @Test func aTemplateStringsDelimitersAreText() {
    let bogus = #"<input type='password' passwordrules='required: bogus'>"#
    // Jinja's documented way to write a literal `{{` is `{{ "{{" }}`: what follows is still markup.
    let form = "<form action=\"/signup\"><input autocomplete=\"username\">\(field)</form>"
    for (path, literal) in [("a.jinja", #"{{ "{{" }}"#), ("a.twig", "{{ '{%' }}"), ("a.blade.php", #"{{ "{{" }}"#), ("a.vue", "{{ '{{' }}")] {
      let source = path.hasSuffix(".vue") ? "<template><p>\(literal)</p>\(form)</template>" : "<p>Type \(literal) to start.</p>\n\(form)\n"
      #expect(lint(source, path: path).rules == ["unknown-character-class"], "\(path)")
    }
    // And a closer in a string closes nothing: the markup in the string is the expression's.
    for (path, source) in [
      ("a.njk", #"{{ "}}\#(bogus)" }}"#), ("a.twig", #"{% set x = "%}\#(bogus)" %}"#),
      ("a.tmpl", #"{{ "}}\#(bogus)" }}"#), ("b.tmpl", "{{ `}}\(bogus)` }}"),
    ] {
      #expect(lint(source + "\n", path: path).isEmpty, "\(path)")
    }
  }

  @Test func anEscapedQuoteInAnExpressionEndsNoString() {
    // `'It\'s'` was a string ending at its escaped quote; the apostrophe of "Don't" then opened one that hid the page.
    let form = "<form action=\"/register\"><input autocomplete=\"username\">\(field)</form>"
    for (path, source) in [
      ("a.blade.php", #"<p>{{ __('It\'s free') }} Don't wait.</p>"# + "\n\(form)\n<p>{{ $footer }}</p>\n"),
      ("a.component.html", #"<p>{{ 'It\'s free' | translate }} Don't wait.</p>"# + "\n\(form)\n"),
      ("a.twig", #"<p>{{ 'Don\'t'|trans }} Let's go.</p>"# + "\n\(form)\n"),
    ] {
      #expect(lint(source, path: path).rules == ["unknown-character-class"], "\(path)")
    }
    // A `{{` in a comment Vue passes by is no interpolation.
    let sfc = """
      <template>
        <!-- <template #subtitle>{{ $t('register.subtitle') }}</template> -->
        \(form)
      </template>
      """
    #expect(lint(sfc, path: "Register.vue").rules == ["unknown-character-class"])
  }

  @Test func phpLeftOpenStaysLinearAndReadsTheRest() {
    // Each unterminated comment, string or heredoc is searched for once, not once per block.
    for block in ["<p><?php /* note ?></p>\n", "<p><?php echo \"x ?></p>\n", "<p><?php echo <<<EOT ?></p>\n"] {
      let page = "<form action=\"/register\"><input autocomplete=\"username\">\n" + String(repeating: block, count: 3_000) + field + "</form>\n"
      #expect(lint(page, path: "register.php").rules.contains("unknown-character-class"), "\(block)")
    }
  }

  @Test func aMissingColonIsFixedOnlyBeforeAValue() throws {
    let page = #"<form><input autocomplete="username"><input type="password" autocomplete="new-password" minlength="12" passwordrules="required: lower; required: upper; minlength 12;"></form>"#
    let fixed = try #require(lint(page, path: "a.html").with("malformed-list").first)
    #expect(fixed.message.hasPrefix("expected `:` after `minlength`, found `12`") && fixed.fix?.edits.first?.replacement == ": ")
    // `minlength = 12;` would become `minlength: = 12;`, still broken: no fix.
    let equals = try #require(lint(page.replacingOccurrences(of: "minlength 12", with: "minlength = 12"), path: "a.html").with("malformed-list").first)
    #expect(equals.message.hasPrefix("expected `:` after `minlength`, found `=`") && equals.fix == nil)
  }

  @Test func anExpressionWhoseBracesNeverBalanceEndsAtItsFirstCloser() {
    // `{{ a { }}` never closes as braces are read: it ends at its `}}`, and the page after it is read.
    let page = String(repeating: "<p>{{ a { }}</p>\n", count: 2_000) + "<form action=\"/register\"><input autocomplete=\"username\">\(field)</form>\n"
    #expect(lint(page, path: "register.html.twig").rules == ["unknown-character-class"])
  }

  @Test func aLongExpressionWithAnEarlyCloserInAStringEndsAtItsOwn() {
    // A `}}` in a JSON option early in a long `form_row(…)`: the expression ends at `}) }}`, 1.5 KB on.
    let padding = String(repeating: "'data-x': 'y', ", count: 100)
    let twig = "<form action=\"/register\"><input autocomplete=\"username\">{{ form_row(form.plainPassword, {attr: {'data-opts': '{a: {b: 1}}', \(padding)'autocomplete': 'new-password', 'passwordrules': 'required: digits;'}}) }}</form>\n"
    #expect(lint(twig, path: "register.html.twig").rules.contains("unknown-character-class"))
  }
}
