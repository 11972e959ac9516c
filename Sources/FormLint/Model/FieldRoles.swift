import HTMLScanner

/// Decides the role of each password field of one form, in document order (see DESIGN.md,
/// "Field roles"): explicit `autocomplete` first, then what the name or id says, then position.
enum FieldRoles {
  static func assign(_ fields: [ScannedElement]) -> [FieldRole] {
    let hints = fields.map(hint)
    var roles: [FieldRole?] = hints.map { hint in
      switch hint {
      case .current: .current
      case .confirm: .confirm
      case .new, .none: nil
      }
    }
    for i in fields.indices where roles[i] == nil {
      let follows = i > 0 && (roles[i - 1] == .new)
      switch hints[i] {
      case .new:
        // A second new-looking field straight after a new field repeats it.
        roles[i] = follows ? .confirm : .new
      case .none:
        roles[i] = unsignalledRole(index: i, in: roles, hints: hints)
      default:
        break
      }
    }
    return roles.map { $0 ?? .current }
  }

  /// Without any signal: one field signs in; two are new + confirm; three are current + new + confirm.
  private static func unsignalledRole(index i: Int, in roles: [FieldRole?], hints: [Hint]) -> FieldRole {
    if i > 0, roles[i - 1] == .new { return .confirm }
    let count = hints.count
    if count == 1 { return .current }
    if count == 2 { return i == 0 ? .new : .confirm }
    if i == 0 { return .current }
    return roles[i - 1] == .current ? .new : .confirm
  }

  enum Hint { case current, new, confirm, none }

  static func hint(_ field: ScannedElement) -> Hint {
    let tokens = field.autocompleteTokens
    if tokens.contains("current-password") { return .current }
    let words = (field.attributeValue("name") ?? "") + " " + (field.attributeValue("id") ?? "")
    let lowered = words.lowercased()
    if confirmWords.contains(where: lowered.contains) { return .confirm }
    if tokens.contains("new-password") || field.attribute("passwordrules") != nil { return .new }
    if currentWords.contains(where: lowered.contains) { return .current }
    if newWords.contains(where: lowered.contains) { return .new }
    return .none
  }

  static let confirmWords = ["confirm", "repeat", "verify", "again", "retype", "re-enter", "reenter", "password2", "passwd2", "pwd2"]
  static let currentWords = ["old", "current", "existing"]
  static let newWords = ["new"]
}
