import FieldModel
import Testing
@testable import Readers

/// `passwordRules={PASSWORD_RULES}` with `const PASSWORD_RULES = "…"` in the same file.
@Suite struct JSXConstantsTests {
  func rules(_ source: String) -> Property? { readJSX(source)?.screens.first?.fields.first?[.rules] }

  func written(_ source: String, _ property: Property?) -> String? {
    guard let range = property?.literal?.positions.valueRange else { return nil }
    return String(decoding: Array(source.utf8)[range], as: UTF8.self)
  }

  let field = #"export const F = () => <input type="password" passwordrules={RULES} />;"#

  @Test func aConstantOfTheFileIsItsLiteral() {
    for declaration in [
      #"const RULES = "required: digit";"#, "const RULES = 'required: digit'", "const RULES: string = \"required: digit\";",
      "const RULES = `required: digit`;", "const RULES = \"required: digit\" as const;",
    ] {
      let source = declaration + "\n" + field
      #expect(rules(source)?.literal?.text == "required: digit", "\(declaration)")
      #expect(written(source, rules(source)) == "required: digit", "\(declaration)")
    }
  }

  @Test func anythingThatCouldGiveItAnotherValueLeavesItDynamic() {
    for declaration in [
      #"let RULES = "required: digit";"#,  // may be reassigned
      #"const RULES = "required: " + DIGIT;"#,  // computed
      "const RULES = `required: ${cls}`;",
      #"const RULES = "a"; function g(RULES) {}"#,  // a parameter of the same name
      #"const RULES = "a"; const { RULES: x } = y; log(RULES);"#,  // another use
      #"import { RULES } from "./rules";"#,  // another file's
    ] {
      let source = declaration + "\n" + field
      #expect(rules(source)?.isDynamic == true, "\(declaration)")
    }
    // A component's prop of the same name shadows the constant.
    let shadowed = #"const passwordRules = "x"; export function F({ passwordRules }) { return <input type="password" passwordrules={passwordRules} /> }"#
    #expect(rules(shadowed)?.isDynamic == true)
  }
}
