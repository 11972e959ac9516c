import FieldModel
import HTMLScanner

extension Document {
  /// Works out, for each screen, the roles of its password fields, wires confirm fields to the new
  /// field they repeat, parses every literal rules value once and evaluates AutoFill acceptance once
  /// per field.
  public init(_ source: SourceDocument) {
    self.source = source
    self.dialect = source.kind == .jsx && Self.writesLowercaseAutocomplete(source)
      ? source.kind.dialect.forContentType(writtenAs: "autocomplete") : source.kind.dialect
    var values: [RulesValue] = []
    self.screens = source.screens.map { screen in
      let fields = Self.passwordFields(screen.fields, purpose: screen.purpose, dialect: source.kind.dialect, values: &values)
      return AnalyzedScreen(
        anchor: screen.anchor, fields: fields,
        copies: Self.copies(screen.copies, of: fields, purpose: screen.purpose, dialect: source.kind.dialect, values: &values),
        usernameField: screen.usernameField, usernameFieldMayBeUnseen: screen.usernameFieldMayBeUnseen,
        formAutocomplete: screen.formAutocomplete)
    }
    for stray in source.strayRules {
      if let literal = stray.rules.literal {
        values.append(RulesValue(property: stray.rules, literal: literal, parsed: RulesParser.parse(literal.text)))
      }
    }
    var detached: [(value: RulesValue, acceptance: [AcceptanceFinding])] = []
    for property in source.detachedRules {
      guard let literal = property.literal else { continue }
      let value = RulesValue(property: property, literal: literal, parsed: RulesParser.parse(literal.text))
      values.append(value)
      let (_, acceptance) = Acceptance.evaluate(
        rules: value.parsed, html: HTMLConstraints(), isNewPasswordField: false, wording: source.kind.dialect.wording)
      detached.append((value, acceptance))
    }
    self.detachedRules = detached
    self.rulesValues = values.sorted { $0.property.nameRange.lowerBound < $1.property.nameRange.lowerBound }
  }

  /// The parsed value of a rules property in this file, found by bisection (`rulesValues` is in source order).
  public func rulesValue(of property: FieldModel.Property) -> RulesValue? {
    let position = property.nameRange.lowerBound
    var (low, high) = (0, rulesValues.count)
    while low < high {
      let middle = (low + high) / 2
      if rulesValues[middle].property.nameRange.lowerBound < position { low = middle + 1 } else { high = middle }
    }
    return low < rulesValues.count && rulesValues[low].property.nameRange.lowerBound == position ? rulesValues[low] : nil
  }

  /// Whether a React DOM file writes HTML's `autocomplete` rather than React's `autoComplete`: where its
  /// fields write one, as they do; else when it is a Solid or Preact component, whose types name it so
  /// (`autoComplete` does not type-check in Solid). Messages and inserted props then spell it that way.
  static func writesLowercaseAutocomplete(_ source: SourceDocument) -> Bool {
    let written = source.screens.flatMap { screen in (screen.fields + [screen.usernameField].compactMap { $0 }).compactMap { $0[.contentType]?.name } }
    if written.contains("autoComplete") { return false }
    if written.contains("autocomplete") { return true }
    return source.text.bytes.withUnsafeBytes { bytes in
      ["\"solid-js\"", "'solid-js'", "\"preact\"", "'preact'", "\"preact/hooks\"", "'preact/hooks'"].contains { ByteSearch.contains($0, in: bytes) }
    }
  }

  static func passwordFields(_ fields: [Field], purpose: FormPurpose?, dialect: any Dialect, values: inout [RulesValue]) -> [PasswordField] {
    let roles = FieldRoles(dialect: dialect, purpose: purpose).assign(fields)
    var result: [PasswordField] = []
    var lastNew: Int?
    for (field, role) in zip(fields, roles) {
      let confirms = role == .confirm ? lastNew : nil
      if role == .new { lastNew = result.count }
      result.append(analyzed(field, role: role, confirms: confirms, among: result, dialect: dialect, values: &values))
    }
    return result
  }

  /// A branch's copy of a field (`Screen.copies`): its own values, and the role it has among the fields
  /// rendered with it: its branch's copies in their originals' places (`@isset($token)` the new password,
  /// `@else` the sign-in one under one name; a shared sign-up/sign-in template's `{% else %}` password
  /// that says nothing is a lone field, and signs in).
  static func copies(
    _ copies: [(field: Field, original: Int)], of fields: [PasswordField], purpose: FormPurpose?, dialect: any Dialect,
    values: inout [RulesValue]
  ) -> [PasswordField] {
    let roles = FieldRoles(dialect: dialect, purpose: purpose)
    var renderings: [[Int]: (fields: [Field], roles: [FieldRole])] = [:]
    let branches = Set(copies.map { branchKey($0.field) })
    guard branches.count <= FieldRoles.renderingLimit else {
      // A file of hundreds of conditionals: each copy takes its original's role, unless its own content
      // type says otherwise, in linear time.
      return copies.map { copy in
        let original = fields[copy.original]
        var (role, confirms) = (original.role, original.confirms)
        switch roles.hint(copy.field) {
        case .current where role != .current: (role, confirms) = (.current, nil)
        case .declaredNew where role == .current: role = .new
        default: break
        }
        return analyzed(copy.field, role: role, confirms: confirms, among: fields, dialect: dialect, values: &values)
      }
    }
    return copies.map { copy in
      let place = copy.field.alternative
      let key = branchKey(copy.field)
      let rendering = renderings[key] ?? {
        var rendered = fields.map(\.field)
        for other in copies where branchKey(other.field) == key {
          rendered[other.original] = other.field
        }
        renderings[key] = (rendered, roles.assign(rendered))
        return renderings[key]!
      }()
      let role = rendering.roles[copy.original]
      // The new field it repeats is the last one before it rendered with it, as for the kept fields.
      let confirms = role == .confirm
        ? (0..<copy.original).last { j in
          let other = rendering.fields[j].alternative
          return rendering.roles[j] == .new && (other == nil || place == nil || other!.group != place!.group || other!.branch == place!.branch)
        } : nil
      return analyzed(copy.field, role: role, confirms: confirms, among: fields, dialect: dialect, values: &values)
    }
  }

  /// The branch a copy is written in, as a key (empty outside a conditional): its rendering's.
  private static func branchKey(_ field: Field) -> [Int] { field.alternative.map { [$0.group, $0.branch] } ?? [] }

  /// One field with its role worked out: its rules parsed, the rules that apply, AutoFill's acceptance.
  static func analyzed(
    _ field: Field, role: FieldRole, confirms: Int?, among fields: [PasswordField], dialect: any Dialect,
    values: inout [RulesValue]
  ) -> PasswordField {
    var own: ParsedRules?
    if let property = field[.rules], let literal = property.literal {
      let parsed = RulesParser.parse(literal.text)
      values.append(RulesValue(property: property, literal: literal, parsed: parsed))
      // Empty rules are none (`passwordRules=""` on a sign-in field): nothing to judge, no new password.
      if !FieldRoles.isBlank(property) { own = parsed }
    }
    var effectiveRules = own
    if let confirms, field[.rules] == nil { effectiveRules = fields[confirms].ownRules }
    let html = HTMLConstraints(
      minLength: field.literal(.minLength).flatMap { parseNonNegativeInteger($0.text) },
      maxLength: field.literal(.maxLength).flatMap { parseNonNegativeInteger($0.text) },
      hasPattern: field[.pattern] != nil)
    let wording = field.options.map { HelperOptionsDialect(base: dialect, syntax: $0).wording } ?? dialect.wording
    var (effective, acceptance) = Acceptance.evaluate(
      rules: effectiveRules, html: html, isNewPasswordField: role == .new, wording: wording)
    if own == nil && effectiveRules != nil {
      // Inherited rules are judged on the new field they come from; keep only what this field adds.
      acceptance.removeAll { if case .rules = $0.source { true } else { false } }
      // Its own maximum does not make AutoFill ignore rules it reads elsewhere: it cuts off the password
      // generated by them.
      for k in acceptance.indices where acceptance[k].kind == .autofillMaxLength {
        let least = Acceptance.autofillMinimumMaximumLength
        acceptance[k].message = "maximum length \(html.maxLength ?? 0) (\(wording.maxLengthLimit)) is under \(least): the "
          + "password \(wording.reader) generates by the new password's rules does not fit in this confirmation field; "
          + "raise \(wording.maxLengthLimit) to at least \(least)"
      }
    } else if own != nil && confirms.map({ fields[$0].ownRules != nil }) == true {
      // A confirmation field's own rules beside the new field's are not AutoFill's (it generates for the
      // new field and fills both): `confirm-field-rules` says to remove them, not how AutoFill reads them.
      // What the field cannot accept at all (a conflict with its own maximum) still holds.
      acceptance.removeAll { finding in
        if case .rules = finding.source { finding.kind != .lengthConflict && finding.kind != .unsatisfiableRules } else { false }
      }
    }
    if Self.hasComputedRules(field, inheriting: confirms.map { fields[$0].field }) {
      // Rules computed at run time: nothing can be said of the lengths and classes they set. The
      // attributes' own minimum above their maximum, or their maximum under 64, hold whatever the
      // rules say (the attribute cuts every password).
      acceptance.removeAll { ![.patternWithRules, .lengthConflict, .shortMaximumLength].contains($0.kind) }
    } else if Self.hasComputedLengths(field) || effectiveRules == nil && (!field.takesRules || Self.patternSetsMinimum(field))
      || dialect.wording.minimumInRulesOnly && own?.isDiscarded == true
    {
      // A computed `minlength`/`maxlength` (a spread of props) can only narrow the lengths: what the
      // rules say of classes, a maximum too low, a conflict, all still hold; a minimum too short
      // may not. A field that cannot take rules (SwiftUI's) has nowhere to declare a minimum; one whose
      // pattern sets a minimum has one. Where the minimum lives in the rules only (React Native, UIKit),
      // rules ignored as a whole are the finding: "declare a minimum" there would be wrong advice.
      acceptance.removeAll { $0.kind == .shortMinimumLength }
    }
    return PasswordField(
      field: field, role: role, ownRules: own, confirms: confirms, effectiveRules: effectiveRules,
      html: html, effective: effective, acceptance: acceptance)
  }

  /// Whether the field's `pattern` holds passwords to a minimum that is not short (`.{12,}`, MDN's
  /// and W3Schools' way): the browser refuses shorter ones, whatever the lengths say.
  static func patternSetsMinimum(_ field: Field) -> Bool {
    if field[.pattern]?.isDynamic == true { return true }  // computed: it may
    guard let pattern = field.literal(.pattern), let rules = PatternConversion.rules(fromPattern: pattern.text),
      let minimum = RulesParser.parse(rules).canonical.minLength
    else { return false }
    return minimum >= Double(Acceptance.recommendedMinimumLength)
  }

  /// Whether the rules that apply to `field` are dynamic (its own, or those of the new field a confirm
  /// field inherits from).
  static func hasComputedRules(_ field: Field, inheriting newField: Field?) -> Bool {
    if field[.rules]?.isDynamic ?? false { return true }
    guard field[.rules] == nil, let newField else { return false }
    return newField[.rules]?.isDynamic ?? false
  }

  static func hasComputedLengths(_ field: Field) -> Bool {
    [PropertyKey.minLength, .maxLength].contains { field[$0]?.isDynamic ?? false }
  }
}

/// HTML's "rules for parsing non-negative integers": leading whitespace, an optional `+`, digits.
/// Anything else (no digits, a `-`) means the attribute is ignored.
func parseNonNegativeInteger(_ text: String) -> Int? {
  var scalars = Substring(text).unicodeScalars.drop { $0.isASCII && isASCIIWhitespace(UInt8($0.value)) }
  if scalars.first == "+" { scalars = scalars.dropFirst() }
  var value = 0
  var sawDigit = false
  for scalar in scalars {
    guard scalar.isASCII, let digit = Int(String(scalar)) else { break }
    sawDigit = true
    value = value > Int.max / 20 ? Int.max / 2 : value * 10 + digit
  }
  return sawDigit ? value : nil
}
