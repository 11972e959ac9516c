import FieldModel

/// A content type or `autocomplete` token the platform does not know: React Native
/// `textContentType="new-password"`, HTML `autocomplete="new_password"`.
struct InvalidContentTypeRule: LintRule {
  static let metadata = RuleMetadata(
    id: "invalid-content-type",
    name: "Unknown content type",
    defaultSeverity: .warning,
    summary: "a content type or `autocomplete` token the platform does not know",
    documentation: """
      Password managers decide what a field is for from its `autocomplete` tokens (HTML) or its \
      `textContentType` (React Native, UIKit). A value the platform does not know is ignored as a whole: \
      `autocomplete="new_password"` says nothing, and neither does React Native's \
      `textContentType="new-password"`, which is spelled `newPassword` there. Known words combined as the \
      autofill grammar does not allow are ignored the same way: `off` stands alone (`off new-password` is \
      nothing), and a value names one purpose (`current-password new-password` is nothing). The field then \
      gets no generated password and may not be saved. Each platform spells the same purposes its own way: HTML \
      `current-password`, `new-password`, `one-time-code`; React Native `password`, `newPassword`, \
      `oneTimeCode`.
      """,
    failingExample: #"<input type="password" name="password" autocomplete="new_password">"#,
    passingExample: #"<input type="password" name="password" autocomplete="new-password">"#,
    tags: ["forms", "autofill"])

  func check(_ document: Document, into findings: inout [Finding]) {
    // A screen's username field counts only beside a password field: the rule is about password forms
    // (and a file without a password field is skipped by the pre-scans).
    // A password field's role decides what a bare `password` means: a new or confirm field's is `new-password`.
    let fields = document.allFields.map { ($0.field, $0.role != .current) }
      + document.screens.filter { !$0.fields.isEmpty }.compactMap(\.usernameField).map { ($0, false) }
    for (field, setsPassword) in fields.sorted(by: { $0.0.anchor.lowerBound < $1.0.anchor.lowerBound }) {
      for key in PropertyKey.contentTypes {
        let dialect = document.dialect(for: field, reading: key)
        guard let property = field[key], let literal = property.literal, dialect.contentType(literal.text) == nil
        else { continue }
        findings.append(contentsOf: check(property, literal, document, dialect: dialect, setsPassword: setsPassword))
      }
    }
  }

  /// A finding for each unknown token of the value (React Native's value is one token); the whole
  /// value when no single token is to blame.
  private func check(
    _ property: FieldModel.Property, _ literal: LiteralValue, _ document: Document, dialect: any Dialect, setsPassword: Bool
  ) -> [Finding] {
    let name = dialect.name(of: .contentType)
    let quoted = document.isQuoted(literal)
    let tokens = Self.tokens(of: literal)
    let unknown = tokens.filter { dialect.contentType($0.text) == nil }
    // Words that spell one value between them (`new password`, `current_password new`): the value is
    // one mistake, and the fix writes the whole of it.
    if tokens.count > 1, !unknown.isEmpty,
      let meant = Self.suggestion(for: literal.text, in: dialect, quoted: quoted, setsPassword: setsPassword)
    {
      return [finding(
        "`\(literal.text)` is not a value `\(name)` takes: password managers ignore the whole value; did you mean `\(meant)`?",
        at: literal.positions.valueRange,
        fix: document.fix(replacing: literal.positions.valueRange, written: literal.text, with: meant))]
    }
    var results: [Finding] = []
    for token in unknown {
      let range = literal.positions.byteRange(of: token.scalars)
      var message = "`\(token.text)` is not a value `\(name)` takes: password managers ignore the whole value"
      var fix: Fix?
      if let suggestion = Self.suggestion(for: token.text, in: dialect, quoted: quoted, setsPassword: setsPassword) {
        message += "; did you mean `\(suggestion)`?"
        // Offered only where it makes the whole value one the platform takes: another unknown word
        // beside it would leave the value ignored (`new-pasword confirm`).
        let rest = tokens.filter { $0.scalars != token.scalars }.map(\.text)
        let whole = tokens.map { $0.scalars == token.scalars ? suggestion : $0.text }.joined(separator: " ")
        if rest.allSatisfy({ dialect.contentType($0) != nil }), dialect.contentType(whole) != nil, dialect.whyIgnored(whole) == nil {
          fix = document.fix(replacing: range, in: literal.positions, scalars: token.scalars, with: suggestion)
        }
      }
      results.append(finding(message, at: range, fix: fix))
    }
    if results.isEmpty, let why = dialect.whyIgnored(literal.text) {
      // Every word is known, their combination is not: `off new-password`, `current-password new-password`.
      let kept = Self.tokens(of: literal).map(\.text).filter { $0.lowercased() != "off" && $0.lowercased() != "on" }
      // Only where the word left says what the field is for (`section-login` alone says nothing).
      let says = dialect.contentType(kept.first ?? "")?.contains { if case .other = $0 { false } else { true } } == true
      let fix = kept.count == 1 && says
        ? document.fix(replacing: literal.positions.valueRange, written: literal.text, with: kept[0]) : nil
      results.append(finding(
        "`\(literal.text)` is not a value `\(name)` takes: \(why), and password managers ignore the whole value",
        at: property.range, fix: fix))
    }
    if results.isEmpty {
      results.append(finding(
        "`\(dialect.written(.contentType, literal.text))` is not a value `\(name)` takes: password managers ignore it",
        at: property.range))
    }
    return results
  }

  /// The value's tokens split at ASCII white space, with their scalar ranges.
  static func tokens(of literal: LiteralValue) -> [(text: String, scalars: Range<Int>)] {
    var tokens: [(String, Range<Int>)] = []
    var start: Int?
    let scalars = literal.positions.scalars
    for index in 0...scalars.count {
      let blank = index == scalars.count || scalars[index].isASCII && isASCIIWhitespace(UInt8(scalars[index].value))
      if blank, let first = start {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[first..<index])
        tokens.append((String(text), first..<index))
        start = nil
      } else if !blank, start == nil {
        start = index
      }
    }
    return tokens
  }

  // MARK: - Suggestions

  /// The platform's spelling of what `token` seems to mean: the same letters without the separators
  /// and case (`new_password`, `new-password` → `newPassword`), another platform's word for it
  /// (`password` → `current-password`), or a near miss (`new-pasword`).
  static func suggestion(for token: String, in dialect: any Dialect, quoted: Bool = true, setsPassword: Bool = false) -> String? {
    let key = normalized(token)
    // `password` (React Native's word for signing in) on a field that sets a password means the new one.
    if setsPassword, key == "password" { return known(.newPassword, dialect, quoted: quoted) }
    if let type = aliases[key] { return known(type, dialect, quoted: quoted) }
    var best: (String, Int)?
    for type in [ContentType.username, .email, .currentPassword, .newPassword, .oneTimeCode] {
      guard let spelling = known(type, dialect, quoted: quoted) else { continue }
      let distance = editDistance(Array(key.utf8), Array(normalized(spelling).utf8))
      if distance <= 2, distance < (best?.1 ?? 3) { best = (spelling, distance) }
    }
    return best?.0
  }

  /// The dialect's spelling of `type` in a string or bare, when the dialect itself accepts it.
  private static func known(_ type: ContentType, _ dialect: any Dialect, quoted: Bool) -> String? {
    let spelling = dialect.spelling(of: type, quoted: quoted)
    return dialect.contentType(spelling) == [type] ? spelling : nil
  }

  /// Lowercased, without `-`, `_`, `.` and spaces.
  static func normalized(_ token: String) -> String {
    String(decoding: token.utf8.filter { !"-_. ".utf8.contains($0) }.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 },
      as: UTF8.self)
  }

  /// Normalized words and what they mean on every platform.
  static let aliases: [String: ContentType] = [
    "username": .username, "user": .username, "login": .username,
    "email": .email, "emailaddress": .email,
    "password": .currentPassword, "currentpassword": .currentPassword, "oldpassword": .currentPassword,
    "newpassword": .newPassword,
    "onetimecode": .oneTimeCode, "otp": .oneTimeCode, "onetimepassword": .oneTimeCode,
    "off": .off, "none": .off,
  ]

  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    guard !a.isEmpty else { return b.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }
}
