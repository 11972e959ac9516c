@testable import FormLint
import Testing

@Suite struct SuppressionTests {
  @Test func nextLineSuppressesOnlyTheNextLine() {
    let html = """
      <form><input autocomplete=username>
      <!-- formlint-disable-next-line autocomplete-off -->
      <input type=password autocomplete=off>
      <input type=password autocomplete=off name=again></form>
      """
    let found = lint(html)
    #expect(found.with("autocomplete-off").count == 1)
    #expect(found.with("autocomplete-off").first?.range?.start.line == 4)
    #expect(found.with("unused-suppression").isEmpty)
  }

  @Test func blocksSuppressUntilEnabled() {
    let html = """
      <!-- formlint-disable autocomplete-off, short-minimum-length -->
      <input type=password autocomplete=off>
      <!-- formlint-enable autocomplete-off -->
      <input type=password autocomplete=off name=other>
      """
    let found = lint(html)
    #expect(found.with("autocomplete-off").map { $0.range!.start.line } == [4])
  }

  @Test func aSuppressionThatSuppressesNothingIsReported() {
    let html = """
      <!-- formlint-disable-next-line autocomplete-off -->
      <input type=password autocomplete=current-password>
      <!-- formlint-disable-next-line no-such-rule -->
      """
    let unused = lint(html).with("unused-suppression")
    #expect(unused.count == 2)
    #expect(unused.map { $0.range!.start.line } == [1, 3])
    #expect(unused[1].message.contains("`no-such-rule` is not a formlint rule id"))
  }

  /// A `disable-next-line` above an element whose attributes are one per line (as Prettier writes them),
  /// or above a wrapped call, covers all of it; not the element after it.
  @Test func aNextLineSuppressionCoversAnElementWrittenOnSeveralLines() {
    let html = """
      <form><input autocomplete="username">
      <!-- formlint-disable-next-line short-maximum-length -->
      <input
        type="password"
        autocomplete="new-password"
        minlength="12"
        maxlength="40"
      >
      </form><form><input autocomplete="username">
      <input type="password" autocomplete="new-password" minlength="12" maxlength="40"></form>
      """
    #expect(lint(html).with("short-maximum-length").map { $0.range!.start.line } == [10])
    #expect(lint(html).with("unused-suppression").isEmpty)
    let jsx = """
      export const S = () => (
        <form>
          <input autoComplete="username" />
          {/* formlint-disable-next-line autocomplete-off */}
          <input
            type="password"
            autoComplete="off"
          />
        </form>
      );
      """
    #expect(SourceLinter.lint(Array(jsx.utf8), path: "S.tsx").diagnostics.isEmpty)
    let swift = """
      final class SignUpViewController: UIViewController {
        override func viewDidLoad() {
          emailField.textContentType = .username
          passwordField.textContentType = .newPassword
          // formlint-disable-next-line unknown-character-class
          passwordField.passwordRules = UITextInputPasswordRules(
            descriptor: "required: upper; required: digits; minlength: 12;")
        }
      }
      """
    #expect(SourceLinter.lint(Array(swift.utf8), path: "SignUpViewController.swift").diagnostics.isEmpty)
    // A form helper written over several lines, likewise.
    let erb = """
      <%= form_with url: session_path do |f| %>
        <%= f.email_field :email, autocomplete: "username" %>
        <%# formlint-disable-next-line autocomplete-off %>
        <%= f.password_field :password,
              autocomplete: "off" %>
      <% end %>
      """
    #expect(SourceLinter.lint(Array(erb.utf8), path: "sessions/new.html.erb").diagnostics.isEmpty)
  }

  @Test func settingsTurnRulesOffOrChangeTheirSeverity() {
    let html = "<input type=password autocomplete=off>"
    #expect(lint(html, settings: RuleSettings(overrides: ["autocomplete-off": .off])).with("autocomplete-off").isEmpty)
    #expect(lint(html, settings: RuleSettings(overrides: ["autocomplete-off": .error])).with("autocomplete-off").first?.severity == .error)
    // A rule turned off leaves its suppressions unused, not wrong: no warning appears with it.
    let suppressed = "<!-- formlint-disable-next-line autocomplete-off -- legacy form -->\n" + html
    #expect(lint(suppressed).isEmpty)
    #expect(lint(suppressed, settings: RuleSettings(overrides: ["autocomplete-off": .off])).isEmpty)
    #expect(lint("<!-- formlint-disable-next-line autocomplete-off -->\n<p>", settings: RuleSettings()).rules == ["unused-suppression"])
  }

  @Test func manyBlocksOnOneLineEachSuppressOnlyWhatTheyCover() {
    let block = #"<!-- formlint-disable autocomplete-off --><input type=password autocomplete=off>"#
      + #"<!-- formlint-enable autocomplete-off --><input type=password autocomplete="off">"#
    let html = String(repeating: block, count: 50)
    let found = lint(html)
    let expected = html.utf8.indices(of: Array(#"autocomplete="off""#.utf8))
    #expect(found.with("autocomplete-off").map { $0.range!.start.offset } == expected)
    #expect(found.with("unused-suppression").isEmpty)
  }

  @Test func aBlockForEveryRuleAndOneForARuleBothCount() {
    let html = """
      <!-- formlint-disable -->
      <!-- formlint-disable autocomplete-off -->
      <input type=password autocomplete=off>
      <!-- formlint-enable -->
      <input type=password autocomplete=off name=second>
      <!-- formlint-enable autocomplete-off -->
      <input type=password autocomplete=off name=third>
      """
    let found = lint(html)
    #expect(found.with("autocomplete-off").map { $0.range!.start.line } == [7])
    #expect(found.with("unused-suppression").isEmpty)
  }

  @Test func manyNextLineSuppressionsOnOneLine() {
    let html = String(repeating: "<!-- formlint-disable-next-line autocomplete-off -->", count: 200)
      + "\n<input type=password autocomplete=off>\n<input type=password autocomplete=off>"
    let found = lint(html)
    #expect(found.with("autocomplete-off").map { $0.range!.start.line } == [3])
    #expect(found.with("unused-suppression").isEmpty)
  }

  @Test func aMisspeltDirectiveIsReported() {
    let html = """
      <form><input name="u">
      <!-- formlint-disable-line autocomplete-off -->
      <input type="password" autocomplete="off"></form>
      """
    let found = lint(html)
    #expect(found.map(\.ruleID) == ["unused-suppression", "autocomplete-off"])
    #expect(found.first?.message.hasPrefix("`formlint-disable-line` is not a formlint directive") == true)
    // The directive spelt right suppresses, and is not reported.
    let right = html.replacingOccurrences(of: "disable-line", with: "disable-next-line")
    #expect(lint(right).isEmpty)
  }
}

extension String.UTF8View {
  /// Byte offsets where `needle` starts.
  fileprivate func indices(of needle: [UInt8]) -> [Int] {
    let bytes = Array(self)
    guard bytes.count >= needle.count else { return [] }
    return (0...bytes.count - needle.count).filter { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
  }


}
