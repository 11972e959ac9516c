import PasswordRules

// The tests name the engine's kinds as formlint's catalog does, for reading; the engine itself knows
// no lint-rule ids (formlint's RuleRegistry maps kinds to ids, and its tests check that mapping).

extension RulesIssue {
  var rule: String {
    switch kind {
    case .unknownProperty: "unknown-property"
    case .unknownCharacterClass: "unknown-character-class"
    case .malformedNumber: "malformed-number"
    case .malformedList: "malformed-list"
    case .customClassSyntax: "custom-class-syntax"
    case .customClassDash: "custom-class-dash"
    case .customClassIgnoredCharacters: "custom-class-ignored-characters"
    case .ignoredProperty: "ignored-property"
    case .redundantAllowed: "redundant-allowed"
    }
  }
}

extension AcceptanceFinding {
  var rule: String {
    switch kind {
    case .autofillMaxLength: "autofill-max-length"
    case .autofillCharacterClasses: "autofill-character-classes"
    case .patternWithRules: "pattern-with-rules"
    case .lengthConflict: "length-conflict"
    case .unsatisfiableRules: "unsatisfiable-rules"
    case .shortMinimumLength: "short-minimum-length"
    case .shortMaximumLength: "short-maximum-length"
    }
  }
}
