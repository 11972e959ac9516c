import FieldModel

/// Decides the role of each password field of one form, in document order (see DESIGN.md,
/// "Field roles"): explicit `autocomplete` first, then what the name or id says, then position.
struct FieldRoles {
  /// Reads content types in the source's own vocabulary.
  var dialect: any Dialect
  /// What the screen says it is for (`Screen.purpose`): a sign-up's one unsignalled field is a new
  /// password; a sign-in's unsignalled fields sign in.
  var purpose: FormPurpose?

  /// Beyond this many renderings (a file of hundreds of conditionals), a field outside the first
  /// branches gets its role among all the fields: linear time whatever the file.
  static let renderingLimit = 32

  func assign(_ fields: [Field]) -> [FieldRole] {
    guard fields.contains(where: { $0.alternative != nil }) else { return assignRendered(fields) }
    // Fields of two branches of one conditional never render together (a shared template's
    // `{% if register %}` new password and `{% else %}` sign-in password): each field's role is the one
    // it has among the fields rendered with it, those outside the conditional and those of its own
    // branch (beside a field outside, a conditional renders its first branch). Each rendering is
    // worked out once: the first branches', and one for each other branch.
    var firstBranch: [Int: Int] = [:]
    for case let (group, branch)? in fields.map(\.alternative) where firstBranch[group] == nil { firstBranch[group] = branch }
    func rendering(switching switched: (group: Int, branch: Int)?) -> [Int] {
      fields.indices.filter { j in
        guard let (group, branch) = fields[j].alternative else { return true }
        return branch == (switched?.group == group ? switched!.branch : firstBranch[group])
      }
    }
    var roles = [FieldRole](repeating: .current, count: fields.count)
    var placed = [Bool](repeating: false, count: fields.count)
    func assign(_ rendered: [Int], only keep: (Int) -> Bool) {
      for (k, role) in assignRendered(rendered.map { fields[$0] }).enumerated() where keep(rendered[k]) {
        (roles[rendered[k]], placed[rendered[k]]) = (role, true)
      }
    }
    assign(rendering(switching: nil)) { _ in true }
    var others: [(group: Int, branch: Int)] = []
    var seen: Set<[Int]> = []
    for case let (group, branch)? in fields.map(\.alternative) where branch != firstBranch[group] && seen.insert([group, branch]).inserted {
      others.append((group, branch))
    }
    guard others.count <= Self.renderingLimit else {
      assign(Array(fields.indices)) { !placed[$0] }
      return roles
    }
    for other in others {
      assign(rendering(switching: other)) { fields[$0].alternative.map { $0 == other } ?? false }
    }
    return roles
  }

  private func assignRendered(_ fields: [Field]) -> [FieldRole] {
    // A one-time code in a password field (an SMS code), a PIN or another system's secret (an API key)
    // is no password of this site: it takes no part in the pairing of the others, and signs in as it is.
    let isCode = fields.map { isOneTimeCode($0) || isNotThisSitesPassword($0) }
    if isCode.contains(true) {
      var others = assignRendered(fields.indices.filter { !isCode[$0] }.map { fields[$0] }).makeIterator()
      return fields.indices.map { isCode[$0] ? .current : others.next()! }
    }
    var hints = fields.map(hint)
    // A sign-up has no current password: its fields that say `current-password` (copied from the
    // sign-in form, all of them or only the first before its confirmation) choose one all the same, and
    // their content type is the mistake. So does its one field (Clerk's and Supabase's sign-up screens
    // have one) where the screen says it signs up.
    if purpose == .signUp, !fields.contains(where: Self.namesCurrentPassword) {
      hints = hints.map { $0 == .current ? .none : $0 }
    }
    // A form asks for the current password once. A field saying `current-password` just before a new one or
    // a confirmation, after another field saying it or beside one named for it (Jetstream's `current_password`,
    // `password`, `password_confirmation`, the middle one copied from the sign-in form; Devise's `password`,
    // `password_confirmation`, `current_password`), chooses the new password. One after them (a settings
    // screen's delete-account field) or first on its screen stays what it says.
    let anyNamedCurrent = fields.indices.contains { hints[$0] == .current && Self.namesCurrentPassword(fields[$0]) }
    var currentBefore = false
    for i in hints.indices where hints[i] == .current {
      defer { currentBefore = true }
      guard i + 1 < hints.count, [.new, .declaredNew, .confirm].contains(hints[i + 1]), !Self.namesCurrentPassword(fields[i]),
        currentBefore || anyNamedCurrent
      else { continue }
      hints[i] = .new
    }
    // A confirmation of nothing: the first password field named `password-confirmation` (Gitea's
    // delete-account form asks for the current password under that id) repeats no new password.
    // A confirmation written before its new field (rare, but it happens) still repeats it.
    if hints.first == .confirm, !hints.dropFirst().contains(where: { $0 == .new || $0 == .declaredNew }) { hints[0] = .none }
    // A field named for the new password (`new_password`, ASP.NET's `Input.NewPassword`) that says
    // `current-password` beside another password field: copied from the sign-in form; its name says what it is.
    if purpose != .signIn, fields.count >= 2 {
      for i in hints.indices where hints[i] == .current && Self.namesNewPassword(fields[i]) { hints[i] = .new }
    }
    // `password_confirmation` with `current-password` (copied from a sign-in form) after the new field
    // still repeats it: its name says what it is, its content type is the mistake.
    for i in hints.indices.dropFirst() where hints[i] == .current && (hints[i - 1] == .new || hints[i - 1] == .declaredNew)
      && namesConfirmation(fields[i]) {
      hints[i] = .confirm
    }
    // A reset or change form whose new fields were copied from the sign-in form (`password` and
    // `password_confirmation` both saying `current-password`): a confirmation never repeats the current
    // password, so the field before it, unless named for the current one, is the new one.
    if purpose != .signIn {
      for i in hints.indices.dropFirst() where hints[i] == .current && hints[i - 1] == .current && namesConfirmation(fields[i])
        && !Self.namesCurrentPassword(fields[i - 1]) {
        (hints[i - 1], hints[i]) = (.none, .confirm)
      }
    }
    var roles: [FieldRole?] = hints.map { hint in
      switch hint {
      case .current: .current
      case .confirm: .confirm
      case .new, .declaredNew, .none: nil
      }
    }
    for i in fields.indices where roles[i] == nil {
      let follows = i > 0 && (roles[i - 1] == .new)
      switch hints[i] {
      case .new, .declaredNew:
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

  /// Without any signal: one field signs in; two are new + confirm; three are current + new + confirm;
  /// a field that a confirm field follows is the new one.
  private func unsignalledRole(index i: Int, in roles: [FieldRole?], hints: [Hint]) -> FieldRole {
    if i > 0, roles[i - 1] == .new { return .confirm }
    if i + 1 < hints.count, hints[i + 1] == .confirm { return .new }
    // Before a field that says `new-password` (and not "confirm"), outside a sign-up: the password it
    // replaces (a change-password form whose first field says nothing, or something unknown).
    if i + 1 < hints.count, hints[i + 1] == .declaredNew, purpose != .signUp { return .current }
    if i > 0, roles[i - 1] == .confirm { return .current }
    let count = hints.count
    if purpose == .signIn { return .current }
    if count == 1 { return purpose == .signUp ? .new : .current }
    if count == 2 { return i == 0 ? .new : .confirm }
    if i == 0 { return .current }
    return roles[i - 1] == .current ? .new : .confirm
  }

  /// `declaredNew`: the content type says `new-password`; `new`: the rules or the name say so.
  enum Hint { case current, new, declaredNew, confirm, none }

  /// Its content type says a code, or (without a content type that says a password) its names do.
  func isOneTimeCode(_ field: Field) -> Bool {
    let types = contentTypes(field)
    if types == [.oneTimeCode] { return true }
    return !types.contains(.currentPassword) && !types.contains(.newPassword) && Self.namesOneTimeCode(field.names)
  }

  /// What the field's literal content type says, in the vocabulary of the prop that writes it.
  func contentTypes(_ field: Field) -> [ContentType] {
    guard let property = field[.contentType], let literal = property.literal else { return [] }
    return dialect.forContentType(writtenAs: property.name).contentType(literal.text) ?? []
  }

  func hint(_ field: Field) -> Hint {
    let types = contentTypes(field)
    if types.contains(.currentPassword) { return .current }
    let words = Self.nameWords(field.names)
    func says(_ candidates: [String]) -> Bool { words.contains { word in candidates.contains(where: word.hasPrefix) } }
    if namesConfirmation(field) { return .confirm }
    // Rules say "new password"; rules a spread may or may not bring say nothing.
    if types.contains(.newPassword) { return .declaredNew }
    // React Native's Android-only `autoComplete="password-new"`: a new password, which iOS is not told.
    if types == [.other("password-new")] { return .new }
    if field[.rules].map({ !$0.comesFromSpread && !Self.isBlank($0) }) == true { return .new }
    if says(Self.currentWords) { return .current }
    if says(Self.newWords) { return .new }
    return .none
  }

  /// Rules written empty (`passwordRules=""`, a way to keep iOS from suggesting a password on a sign-in
  /// screen): no rules, and no sign of a new password.
  static func isBlank(_ rules: FieldModel.Property) -> Bool {
    guard let text = rules.literal?.text else { return false }
    return text.utf8.allSatisfy(isASCIIWhitespace)
  }

  /// `current_password`, `oldPassword`, `existing-password`.
  static func namesCurrentPassword(_ field: Field) -> Bool {
    nameWords(field.names).contains { word in currentWords.contains(where: word.hasPrefix) }
  }

  /// `new_password`, `newPassword`, `Input.NewPassword`: the word "new" itself, not `newsletter`.
  static func namesNewPassword(_ field: Field) -> Bool {
    let words = nameWords(field.names)
    return !namesCurrentPassword(field) && (words.contains("new") || words.contains { $0.hasPrefix("newpass") })
  }

  func namesConfirmation(_ field: Field) -> Bool {
    let words = Self.nameWords(field.names)
    return words.contains { word in Self.confirmWords.contains(where: word.hasPrefix) } || containsBytes(words.joined(), "reenter")
  }

  /// The words of the `name` and `id`: `confirmPassword`, `confirm_password` and `confirm-password`
  /// all give `confirm`, `password`; matching whole words keeps `placeholder` from saying `old`.
  static func nameWords(_ names: [String]) -> [String] {
    var words: [String] = []
    for text in names {
      // Names are ASCII almost always: bytes, without a Unicode property look-up per character (the
      // roles ask for a field's words several times).
      if text.utf8.allSatisfy({ $0 < 0x80 }) {
        asciiWords(text, into: &words)
        continue
      }
      var current = ""
      var previousWasLower = false
      for character in text {
        if !(character.isLetter || character.isNumber) {
          if !current.isEmpty { words.append(current) }
          current = ""
        } else {
          if character.isUppercase && previousWasLower, !current.isEmpty {
            words.append(current)
            current = ""
          }
          current += character.lowercased()
        }
        previousWasLower = character.isLowercase
      }
      if !current.isEmpty { words.append(current) }
    }
    return words
  }

  private static func asciiWords(_ text: String, into words: inout [String]) {
    var current: [UInt8] = []
    var previousWasLower = false
    for byte in text.utf8 {
      let isLower = byte >= 0x61 && byte <= 0x7A, isUpper = byte >= 0x41 && byte <= 0x5A, isDigit = byte >= 0x30 && byte <= 0x39
      if !(isLower || isUpper || isDigit) {
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        current.removeAll(keepingCapacity: true)
      } else {
        if isUpper && previousWasLower, !current.isEmpty {
          words.append(String(decoding: current, as: UTF8.self))
          current.removeAll(keepingCapacity: true)
        }
        current.append(isUpper ? byte | 0x20 : byte)
      }
      previousWasLower = isLower
    }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
  }

  // Word prefixes: `confirmation`, `repeated`, `verification`; `re-enter` is checked on the joined words.
  static let confirmWords = [
    "confirm", "repeat", "verif", "again", "retype", "reenter", "matching", "password2", "passwd2", "pwd2", "pass2",
  ]
  static let currentWords = ["old", "current", "existing"]
  /// Symfony's `plainPassword` is the password a form collects to hash: a sign-up's or a reset's, never
  /// a sign-in's (its login form reads `_password`).
  static let newWords = ["new", "plain"]

  /// Whether the names say a code (`otp`, `totpCode`, `mfa_code`, `one_time_code`): such a field
  /// wants `one-time-code`, never the saved password.
  static func namesOneTimeCode(_ names: [String]) -> Bool {
    let words = nameWords(names)
    if words.contains(where: { oneTimeCodeWords.contains($0) }) || containsBytes(words.joined(), "onetime") { return true }
    // A code typed in (`code`, `backup_code`, `recovery_code`, `verification_code`), not a card's,
    // a postal or a promotional one.
    return words.contains("code") && !words.contains(where: otherCodeWords.contains)
  }

  static let oneTimeCodeWords: Set<String> = ["otp", "totp", "mfa", "2fa"]
  static let otherCodeWords: Set<String> = [
    "security", "card", "cvv", "cvc", "csc", "postal", "zip", "post", "promo", "coupon", "discount", "invite",
    "invitation", "referral", "country", "area", "access", "pin",
  ]

  /// Whether the names say a secret the site keeps for another system, not the user's password for this
  /// one: a webhook's secret, an API key or token, an SMTP or LDAP server's password (Gitea's
  /// `secret`, `bind_password`, `smtp_passwd`); or a PIN. `autocomplete="off"` is right there: the user's own
  /// password must not be filled in, nor the secret saved as the site's sign-in.
  static func namesOtherSystemsSecret(_ names: [String]) -> Bool {
    let words = nameWords(names)
    if words.contains(where: otherSystemsWords.contains) { return true }
    let joined = words.joined()
    return ["apikey", "accesskey", "secretkey", "privatekey", "clientsecret", "dbpass", "dbpwd", "keystore", "truststore"]
      .contains { containsBytes(joined, $0) }
  }

  /// A field named for a secret that is not this site's password (an API key, a PIN), unless it says
  /// it sets one (`new-password`, rules). Rules a form class may give (Symfony's `form_row`, WTForms'
  /// fields) say nothing either way.
  func isNotThisSitesPassword(_ field: Field) -> Bool {
    guard Self.namesOtherSystemsSecret(field.names) else { return false }
    return !contentTypes(field).contains(.newPassword) && (field[.rules] == nil || field[.rules]!.comesFromSpread)
  }

  static let otherSystemsWords: Set<String> = [
    "secret", "token", "key", "webhook", "hook", "smtp", "ldap", "bind", "db", "database", "proxy", "wifi", "ssid", "ssh",
    // Servers a site is set up to use (Nextcloud's installer asks for `dbpass`; a mail server's `mail_password`).
    "mysql", "postgres", "postgresql", "redis", "mail", "imap", "ftp", "sftp", "vpn",
    // Django's `EMAIL_HOST_PASSWORD`, a mailer's, a Java key store's.
    "host", "mailer", "pop3", "keystore", "truststore",
    // A PIN or a device passcode: digits for an app lock or a card, never a generated password.
    "pin", "passcode",
  ]
}
