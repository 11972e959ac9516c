import HTMLScanner

/// A `passwordrules` attribute anywhere on the page, parsed once.
public struct RulesValue: Sendable {
  public var element: ScannedElement
  public var attribute: ScannedAttribute
  public var parsed: ParsedRules
  /// Where the value's characters are in the file: every finding inside the value is placed with it.
  public var positions: ValuePositions

  init(element: ScannedElement, attribute: ScannedAttribute, parsed: ParsedRules) {
    self.element = element
    self.attribute = attribute
    self.parsed = parsed
    self.positions = attribute.valuePositions()
  }
}

extension Page {
  /// Groups the scanned elements into forms (by ancestry and `form="id"`), assigns field roles,
  /// wires confirm fields to the new field they repeat, and evaluates acceptance once per field.
  public init(_ scanned: ScannedPage) {
    self.scanned = scanned
    var formIndexByElement: [Int: Int] = [:]   // element index → index in `forms`
    var formIndexByID: [String: Int] = [:]
    var forms: [Form] = []
    for (i, element) in scanned.elements.enumerated() where element.name == "form" {
      formIndexByElement[i] = forms.count
      if let id = element.attributeValue("id"), formIndexByID[id] == nil { formIndexByID[id] = forms.count }
      forms.append(Form(element: element, fields: [], usernameField: nil))
    }
    let documentGroup = forms.count
    forms.append(Form(element: nil, fields: [], usernameField: nil))

    var members = [[ScannedElement]](repeating: [], count: forms.count)
    var usernames = [ScannedElement?](repeating: nil, count: forms.count)
    var others: [ScannedElement] = []
    for element in scanned.elements where element.name != "form" {
      let owner = Self.owner(of: element, formIndexByElement: formIndexByElement, formIndexByID: formIndexByID) ?? documentGroup
      if element.isPasswordInput {
        members[owner].append(element)
      } else {
        if element.attribute("passwordrules") != nil { others.append(element) }
        // The first username-looking input, unless one says `autocomplete="username"` explicitly.
        if element.name == "input", Self.looksLikeUsername(element) {
          let explicit = element.autocompleteTokens.contains("username")
          if usernames[owner] == nil || (explicit && !usernames[owner]!.autocompleteTokens.contains("username")) {
            usernames[owner] = element
          }
        }
      }
    }
    for index in forms.indices {
      forms[index].fields = Self.fields(members[index])
      forms[index].usernameField = usernames[index]
    }
    self.forms = forms.filter { !$0.fields.isEmpty || $0.element != nil }
    self.otherElementsWithRules = others
    self.rulesValues = Self.rulesValues(fields: self.forms.flatMap(\.fields), others: others)
  }

  /// Every `passwordrules` value on the page, parsed once, in document order.
  static func rulesValues(fields: [PasswordField], others: [ScannedElement]) -> [RulesValue] {
    var values: [RulesValue] = []
    for field in fields {
      if let attribute = field.rulesAttribute, let parsed = field.ownRules {
        values.append(RulesValue(element: field.element, attribute: attribute, parsed: parsed))
      }
    }
    for element in others {
      if let attribute = element.attribute("passwordrules") {
        values.append(RulesValue(element: element, attribute: attribute, parsed: RulesParser.parse(attribute.value ?? "")))
      }
    }
    return values.sorted { $0.attribute.nameRange.lowerBound < $1.attribute.nameRange.lowerBound }
  }

  /// The parsed value of a `passwordrules` attribute on this page, found by bisection (`rulesValues` is in
  /// document order).
  func rulesValue(of attribute: ScannedAttribute) -> RulesValue? {
    let position = attribute.nameRange.lowerBound
    var (low, high) = (0, rulesValues.count)
    while low < high {
      let middle = (low + high) / 2
      if rulesValues[middle].attribute.nameRange.lowerBound < position { low = middle + 1 } else { high = middle }
    }
    return low < rulesValues.count && rulesValues[low].attribute.nameRange.lowerBound == position ? rulesValues[low] : nil
  }

  // MARK: - Building blocks

  /// HTML's form owner: a `form` attribute names the form by id (no match: no owner at all),
  /// otherwise the nearest enclosing `<form>`.
  static func owner(of element: ScannedElement, formIndexByElement: [Int: Int], formIndexByID: [String: Int]) -> Int? {
    if let id = element.attributeValue("form") { return formIndexByID[id] }
    return element.formAncestorIndex.flatMap { formIndexByElement[$0] }
  }

  static func looksLikeUsername(_ element: ScannedElement) -> Bool {
    let tokens = element.autocompleteTokens
    if tokens.contains("username") || tokens.contains("email") { return true }
    let type = element.attributeValue("type")?.asciiTrimmedLowercase ?? "text"
    guard ["text", "email", "tel", ""].contains(type) else { return false }
    if type == "email" { return true }
    let words = ((element.attributeValue("name") ?? "") + " " + (element.attributeValue("id") ?? "")).lowercased()
    return ["user", "email", "e-mail", "login", "account"].contains(where: words.contains)
  }

  static func fields(_ elements: [ScannedElement]) -> [PasswordField] {
    let roles = FieldRoles.assign(elements)
    var fields: [PasswordField] = []
    var lastNew: Int?
    for (element, role) in zip(elements, roles) {
      let own = element.attribute("passwordrules").map { RulesParser.parse($0.value ?? "") }
      var confirms: Int?
      var effectiveRules = own
      if role == .confirm, let lastNew {
        confirms = lastNew
        if effectiveRules == nil { effectiveRules = fields[lastNew].ownRules }
      }
      let html = HTMLConstraints(
        minLength: element.attributeValue("minlength").flatMap(parseNonNegativeInteger),
        maxLength: element.attributeValue("maxlength").flatMap(parseNonNegativeInteger),
        hasPattern: element.attribute("pattern") != nil)
      var (effective, acceptance) = Acceptance.evaluate(rules: effectiveRules, html: html, isNewPasswordField: role == .new)
      if own == nil && effectiveRules != nil {
        // Inherited rules are judged on the new field they come from; keep only what this field adds.
        acceptance.removeAll { if case .rules = $0.source { true } else { false } }
      }
      if role == .new { lastNew = fields.count }
      fields.append(PasswordField(
        element: element, role: role, ownRules: own, confirms: confirms, effectiveRules: effectiveRules,
        html: html, effective: effective, acceptance: acceptance))
    }
    return fields
  }
}

/// HTML's "rules for parsing non-negative integers": leading whitespace, an optional `+`, digits.
/// Anything else (no digits, a `-`) means the attribute is ignored.
func parseNonNegativeInteger(_ text: String) -> Int? {
  var scalars = Substring(text).unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
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
