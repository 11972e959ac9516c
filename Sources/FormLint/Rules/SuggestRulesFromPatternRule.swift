/// A new-password field with a `pattern` of a convertible form and no `passwordrules`: the same policy
/// as `passwordrules`, offered as an edit.
struct SuggestRulesFromPatternRule: LintRule {
  static let metadata = RuleMetadata(
    id: "suggest-rules-from-pattern",
    name: "Rules that say what the pattern says",
    defaultSeverity: .note,
    summary: "a `pattern` without `passwordrules` that `passwordrules` can say: the equivalent rules, as a fix",
    documentation: """
      Password managers do not read `pattern`: a generated password may fail it, and the user gets an error \
      they did not cause. A pattern written the usual way (lookaheads `(?=.*[A-Z])` for required classes, then \
      one class or `.` with a length `{12,64}`) says exactly what `passwordrules` can say, and formlint offers \
      those rules, once they pass the rules engine and Safari's acceptance checks. The fix is not applied by \
      `--fix`: with both attributes, `pattern-with-rules` asks you to drop the `pattern`, which is your call.
      """,
    failingExample: #"<input type="password" autocomplete="new-password" pattern="(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{12,64}">"#,
    passingExample: #"<input type="password" autocomplete="new-password" passwordrules="required: lower; required: upper; required: digit; minlength: 12; maxlength: 64">"#,
    tags: ["autofill", "passwordrules"])

  func check(_ document: Document, into findings: inout [Finding]) {
    for field in document.allFields where field.role == .new && field.ownRules == nil && field.rules == nil {
      guard let pattern = field.field[.pattern], let literal = pattern.literal,
        let rules = PatternConversion.rules(fromPattern: literal.text), accepted(rules, field.html, document.dialect.wording)
      else { continue }
      // Next to the pattern, where the field can take an attribute at all (not one a form helper writes).
      var fix = field.field.insertionPoint == nil ? nil : document.insertionFix(.rules, rules, at: pattern.range.upperBound)
      fix?.isSafe = false
      findings.append(finding(
        "password managers do not read `\(document.dialect.name(of: .pattern))`, so a generated password may fail it; "
          + "the same policy in `\(document.dialect.name(of: .rules))`: `\(rules)`", at: pattern.range, fix: fix))
    }
  }

  /// Nothing AutoFill would ignore or refuse (notes such as a short maximum are the pattern's own).
  private func accepted(_ rules: String, _ html: HTMLConstraints, _ wording: Wording) -> Bool {
    let parsed = RulesParser.parse(rules)
    let withoutPattern = HTMLConstraints(minLength: html.minLength, maxLength: html.maxLength, hasPattern: false)
    let (_, findings) = Acceptance.evaluate(rules: parsed, html: withoutPattern, isNewPasswordField: true, wording: wording)
    return parsed.issues.isEmpty && !findings.contains { RuleRegistry.metadata(for: $0.kind).defaultSeverity != .note }
  }
}
