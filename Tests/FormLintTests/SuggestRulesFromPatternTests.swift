@testable import FormLint
import Testing

@Suite struct SuggestRulesFromPatternTests {
  let id = "suggest-rules-from-pattern"

  @Test func theRulesAreInsertedAfterThePatternEscapedForTheAttribute() throws {
    let html = #"<input type="password" autocomplete="new-password" pattern="(?=.*[a-z])(?=.*[A-Z])(?=.*[&quot;])[A-Za-z&quot;]{12,64}">"#
    let found = try #require(lint(html).with(id).first)
    #expect(covered(found, in: html).hasPrefix("pattern=\"") && covered(found, in: html).hasSuffix("\""))
    #expect(found.message.hasSuffix("`required: lower; required: upper; required: [\"]; minlength: 12; maxlength: 64`"))
    let fix = try #require(found.fix)
    #expect(!fix.isSafe, "--fix leaves it to the author")
    let fixed = String(decoding: FixApplier.apply([fix], to: Array(html.utf8)).bytes, as: UTF8.self)
    #expect(fixed.hasSuffix(#"{12,64}" passwordrules="required: lower; required: upper; required: [&quot;]; minlength: 12; maxlength: 64">"#))
    // The inserted rules are clean: only pattern-with-rules (and no suggestion) remains about them.
    let after = lint(fixed)
    #expect(after.with(id).isEmpty)
    #expect(after.rules.allSatisfy { ["pattern-with-rules", "missing-username-field"].contains($0) }, "\(after.rules)")
  }

  @Test func onlyNewPasswordFieldsWithoutRulesGetOne() {
    let pattern = #"pattern="(?=.*[a-z])(?=.*\d)[a-z0-9]{12,}""#
    #expect(!lint(#"<input type="password" autocomplete="new-password" \#(pattern)>"#).with(id).isEmpty)
    #expect(lint(#"<input type="password" autocomplete="current-password" \#(pattern)>"#).with(id).isEmpty)
    #expect(lint(#"<input type="password" autocomplete="new-password" passwordrules="minlength: 12" \#(pattern)>"#).with(id).isEmpty)
    #expect(lint(#"<input type="text" autocomplete="new-password" \#(pattern)>"#).with(id).isEmpty)
    // A confirmation field repeats the new field: it needs no rules of its own.
    let form = #"<form><input type="password" autocomplete="new-password" \#(pattern)><input type="password" name="confirm" \#(pattern)></form>"#
    #expect(lint(form).with(id).count == 1)
  }

  @Test func rulesSafariWouldIgnoreOrThatConflictAreNotOffered() {
    for attributes in [
      #"pattern="[0-9]{12,}""#,                     // one class only
      #"pattern="[A-Za-z0-9]{6,10}""#,              // under 12
      #"pattern="[A-Za-z0-9]{12,64}" maxlength="8""#, // the attribute cuts it to 8
      #"pattern="[A-Za-z0-9]{20,64}" maxlength="16""#, // minimum above the maximum
    ] {
      #expect(lint(#"<input type="password" autocomplete="new-password" \#(attributes)>"#).with(id).isEmpty, "\(attributes)")
    }
  }

  @Test func aPageInAnotherEncodingGetsTheFindingButNoEditWithWrongOffsets() throws {
    let html = #"<meta charset="windows-1252"><input type="password" autocomplete="new-password" pattern="[A-Za-z0-9]{12,}">"#
    let found = try #require(lint(bytes: Array(html.utf8)).with(id).first)
    #expect(found.fix == nil)
  }
}
