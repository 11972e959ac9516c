@testable import FormLint
import FieldModel
import Testing

/// The seam between readers and rules is real: a document built by hand, with no HTML and no
/// libxml2, goes through every rule, and literal, dynamic and absent properties behave as the model
/// says.
@Suite struct HandBuiltModelTests {
  /// A made-up source: `new: "required: upper; required: digits; minlength: 8"` and so on, one
  /// property per line. Ranges are found in the text, as a reader would record them.
  struct Source {
    var text: String

    func range(of needle: String, after start: Int = 0) -> Range<Int> {
      let bytes = Array(text.utf8), wanted = Array(needle.utf8)
      for i in start...(bytes.count - wanted.count) where Array(bytes[i..<i + wanted.count]) == wanted { return i..<i + wanted.count }
      fatalError("\(needle) not in the source")
    }

    func literal(_ name: String, _ value: String) -> FieldModel.Property {
      let whole = range(of: "\(name): \"\(value)\"")
      let valueStart = whole.lowerBound + name.utf8.count + 3
      return FieldModel.Property(
        name: name, nameRange: whole.lowerBound..<whole.lowerBound + name.utf8.count, range: whole,
        value: .literal(LiteralValue(verbatim: value, at: valueStart)))
    }

    func dynamic(_ name: String, _ expression: String) -> FieldModel.Property {
      let whole = range(of: "\(name): \(expression)")
      return FieldModel.Property(
        name: name, nameRange: whole.lowerBound..<whole.lowerBound + name.utf8.count, range: whole,
        value: .dynamic(whole.upperBound - expression.utf8.count..<whole.upperBound))
    }
  }

  let source = Source(text: """
    screen SignUp
    field newPassword rules: "required: upper; required: digits; minlength: 8" contentType: "new-password"
    field confirmPassword rules: computedRules()
    field other rules: "required: upper; minlength: 20"
    field lengths minimum: "16" maximum: "8"
    """)

  func lint(_ fields: [Field], username: Field? = nil) -> [Finding] {
    let document = SourceDocument(
      text: SourceText(bytes: Array(source.text.utf8)), kind: .html,
      screens: [Screen(anchor: source.range(of: "SignUp"), fields: fields, usernameField: username)])
    return RuleRegistry.check(Document(document))
  }

  func field(_ name: String, _ properties: [PropertyKey: FieldModel.Property]) -> Field {
    Field(kind: .password, anchor: source.range(of: "field \(name)"), names: [name], properties: properties)
  }

  @Test func everyRuleRunsOnAHandBuiltDocument() {
    let newField = field("newPassword", [
      .rules: source.literal("rules", "required: upper; required: digits; minlength: 8"),
      .contentType: source.literal("contentType", "new-password"),
    ])
    let findings = lint([newField])
    let digits = source.range(of: "digits")
    #expect(findings.contains { $0.ruleID == "unknown-character-class" && $0.range == digits && $0.fix != nil })
    // No username field on a screen with a new password, said in the dialect's words, at the screen.
    #expect(findings.contains { $0.ruleID == "missing-username-field" && $0.range == source.range(of: "SignUp") })
    #expect(!findings.contains { $0.ruleID == "new-password-autocomplete" })
  }

  @Test func dynamicRulesAreNeverCheckedNorCompared() {
    let newField = field("newPassword", [.rules: source.dynamic("rules", "computedRules()")])
    let confirm = field("confirmPassword", [.rules: source.literal("rules", "required: upper; minlength: 20")])
    let username = Field(kind: .username, anchor: source.range(of: "screen"))
    let findings = lint([newField, confirm], username: username)
    // The new field's rules are computed: nothing about lengths, classes or the confirm field's copy.
    #expect(!findings.contains { $0.ruleID == "confirm-field-rules" })
    #expect(!findings.contains { $0.ruleID == "short-minimum-length" })
    #expect(!findings.contains { ["unknown-character-class", "malformed-list", "autofill-max-length"].contains($0.ruleID) })
  }

  @Test func lengthsBesideDynamicRulesAreStillChecked() {
    let newField = field("newPassword", [
      .rules: source.dynamic("rules", "computedRules()"), .minLength: source.literal("minimum", "16"),
      .maxLength: source.literal("maximum", "8"),
    ])
    let findings = lint([newField], username: Field(kind: .username, anchor: source.range(of: "screen")))
    #expect(findings.contains { $0.ruleID == "length-conflict" })
    #expect(findings.contains { $0.ruleID == "short-maximum-length" })
  }

  @Test func absentPropertiesAreReportedWhereTheFieldIs() {
    let newField = field("newPassword", [.rules: source.literal("rules", "required: upper; minlength: 20")])
    let findings = lint([newField], username: Field(kind: .username, anchor: source.range(of: "screen")))
    // No content type: the finding points at the field; with no insertion point there is no fix.
    let missing = findings.first { $0.ruleID == "new-password-autocomplete" }
    #expect(missing?.range == source.range(of: "field newPassword"))
    #expect(missing?.fix == nil)
  }
}
