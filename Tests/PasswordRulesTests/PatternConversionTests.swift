import Foundation
import PasswordRules
import Testing

@Suite struct PatternConversionTests {
  @Test(arguments: [
    // The usual policy: lookaheads for each class, then the allowed set and the lengths.
    (#"(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,64}"#, "required: lower; required: upper; required: digit; allowed: ascii-printable; minlength: 8; maxlength: 64"),
    (#"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[a-zA-Z\d]{12,}$"#, "required: lower; required: upper; required: digit; minlength: 12"),
    (#"(?=.*?[A-Z])(?=.*?[0-9])[A-Za-z0-9!@#$%]{10,128}"#, "required: upper; required: digit; allowed: lower, [!#$%@]; minlength: 10; maxlength: 128"),
    (#"(?=.*\d)\w{12,20}"#, "required: digit; allowed: upper, lower, [_]; minlength: 12; maxlength: 20"),
    (#"(?=.*[!@#\-\]])[ -~]{12,}"#, "required: [-!#@]]; allowed: ascii-printable; minlength: 12"),
    // No lookahead: just the class and the lengths.
    (#".{12,}"#, "minlength: 12"),
    (#"[A-Za-z0-9]{16}"#, "allowed: upper, lower, digit; minlength: 16; maxlength: 16"),
    (#"[a-f0-9]+"#, "allowed: digit, [abcdef]"),
    (#".{0,64}"#, "maxlength: 64"),
  ] as [(String, String?)])
  func convertiblePatterns(pattern: String, rules: String?) {
    #expect(PatternConversion.rules(fromPattern: pattern) == rules, "\(pattern)")
  }

  @Test(arguments: [
    "", ".*", ".+",                            // constrains nothing
    "[a-z]{12}|[A-Z]{12}",                     // alternation
    "[A-Z][a-z]{0,3}",                         // more than one body
    "(abc){3}", "(?:[a-z]){8,}",               // groups
    "[^ ]{8,}",                                // negated class
    "(?=.*[A-Z])[a-z]{8,}",                    // required outside the allowed set: nothing matches
    "(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{0,2}",    // three required classes in two characters
    "[a-z]{8,4}",                              // minimum above maximum
    "(?=.*\\s)[a-z ]{8,}",                     // \s (tabs, new lines: not in the rules language)
    "[a-zé]{8,}", "\u{1F600}{8}",              // non-ASCII
    "[z-a]{8}", "[]{8}", "[a-z{8}",            // bad classes
    "(?=[A-Z])[A-Za-z]{8,}",                   // a lookahead that is not `.*`
    "(?=.*[A-Z])",                             // no body
    "[A-Za-z]{8,}x", "[A-Za-z]{8,}$$",         // something after the body
    "[A-Za-z]{1234567}",                       // absurd counts
    "\\p{L}{8,}", "[\\b]{8}",                  // other escapes
    "[[a-z]--[aeiou]]{8,}",                    // the `v` flag's set notation
  ])
  func otherPatternsGetNothing(pattern: String) {
    #expect(PatternConversion.rules(fromPattern: pattern) == nil, "\(pattern)")
  }

  /// Passwords generated under the suggested rules match the pattern (as a browser anchors it).
  @Test(arguments: [
    #"(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,64}"#, #"(?=.*[a-z])(?=.*\d)[a-z0-9._-]{12,32}"#,
    #"^(?=.*?[A-Z])(?=.*?[0-9])(?=.*[!@#$%])[A-Za-z0-9!@#$%]{10,16}$"#, #"(?=.*\d)\w{12,20}"#, #"[A-Za-z0-9]{16}"#,
  ])
  func generatedPasswordsMatchThePattern(pattern: String) throws {
    let text = try #require(PatternConversion.rules(fromPattern: pattern))
    let parsed = RulesParser.parse(text)
    #expect(parsed.issues.isEmpty, "\(text)")
    let (effective, _) = Acceptance.evaluate(rules: parsed, html: HTMLConstraints(), isNewPasswordField: true)
    let regex = try NSRegularExpression(pattern: "^(?:\(pattern))$")
    let passwords = PasswordGenerator(source: SeededRandomSource(seed: 7)).generate(effective, count: 40) ?? []
    #expect(passwords.count == 40)
    for password in passwords {
      let range = NSRange(password.startIndex..., in: password)
      #expect(regex.firstMatch(in: password, range: range) != nil, "\(password) from \(text) fails \(pattern)")
    }
  }
}
