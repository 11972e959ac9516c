import FieldModel

/// A source file's model with what the rules need worked out once: each screen's password fields with
/// their roles, parsed rules and AutoFill acceptance. The lint rules see only this.
public struct Document: Sendable {
  public var source: SourceDocument
  /// How to speak about this source in messages and fixes.
  public var dialect: any Dialect
  public var screens: [AnalyzedScreen]
  /// Every literal rules value in the file (on fields and elsewhere), parsed once, in source order.
  public var rulesValues: [RulesValue]
  /// Rules no field takes, with what AutoFill makes of them alone (no field, so no length attributes).
  public var detachedRules: [(value: RulesValue, acceptance: [AcceptanceFinding])]

  public var text: SourceText { source.text }
  public var passwordFieldCount: Int { screens.reduce(0) { $0 + $1.fields.count } }
  /// Every password field, with the branch copies (see `Screen.copies`).
  public var allFields: [PasswordField] { screens.flatMap(\.allFields) }
}

/// What a password manager reads a password field to be for.
public enum FieldRole: String, Sendable, Hashable {
  /// Sign-in or "current password" of a change form.
  case current
  /// A password being chosen: where a strong password is generated.
  case new
  /// The repetition of the `new` field before it.
  case confirm
}

/// A screen's password fields with their roles.
public struct AnalyzedScreen: Sendable {
  /// Where a finding about the screen points; `nil` when it has no place of its own.
  public var anchor: Range<Int>?
  public var fields: [PasswordField]
  /// Copies of `fields` written in other branches of a conditional (`Screen.copies`): not fields of
  /// their own (not counted, not paired), checked as the field they repeat.
  public var copies: [PasswordField] = []
  public var usernameField: Field?
  /// See `Screen.usernameFieldMayBeUnseen`.
  public var usernameFieldMayBeUnseen = false
  /// See `Screen.formAutocomplete`.
  public var formAutocomplete: FieldModel.Property?

  public var hasNewPassword: Bool { fields.contains { $0.role == .new } }
  public var allFields: [PasswordField] { fields + copies }
}

/// A password field with everything the rules need, computed once.
public struct PasswordField: Sendable {
  public var field: Field
  public var role: FieldRole
  /// The field's own literal rules, parsed.
  public var ownRules: ParsedRules?
  /// For a confirm field: the index (in its screen's `fields`) of the new field it repeats.
  public var confirms: Int?
  /// The rules that apply: the field's own, or for a confirm field without any, its new field's.
  public var effectiveRules: ParsedRules?
  /// The field's own length attributes and `pattern`, where written as literals.
  public var html: HTMLConstraints
  public var effective: EffectiveConstraints
  /// Acceptance findings for `effectiveRules` + `html`, positioned on this field.
  public var acceptance: [AcceptanceFinding]

  public var rules: FieldModel.Property? { field[.rules] }
  public var anchor: Range<Int> { field.anchor }

  /// A field that holds a secret the site keeps for another system (a webhook's, an SMTP server's) or
  /// a PIN: the roles sign it in on its own (`FieldRoles.isNotThisSitesPassword`), and `off` is right
  /// there. Not a field that sets a password, whatever its name.
  public var holdsAnotherSystemsSecret: Bool { role == .current && FieldRoles.namesOtherSystemsSecret(field.names) }
}

/// A literal rules value anywhere in the file, parsed once.
public struct RulesValue: Sendable {
  public var property: FieldModel.Property
  public var literal: LiteralValue
  public var parsed: ParsedRules
  /// Where the value's characters are in the file: every finding inside the value is placed with it.
  public var positions: ValuePositions { literal.positions }
}
