import FieldModel

/// `&quot;`, `&amp;`, `&lt;`, `&#34;` in rules written outside HTML (a Swift or Objective-C string, a
/// JavaScript string): nothing decodes them there, so the rules get the characters as written.
struct HTMLEntityInRulesRule: LintRule {
  static let metadata = RuleMetadata(
    id: "html-entity-in-rules",
    name: "HTML entity in rules outside HTML",
    defaultSeverity: .warning,
    summary:
      "`&quot;`, `&amp;`, `&#…;` in rules written in code: nothing decodes them, the characters are taken literally",
    documentation: """
      Rules copied from an HTML page keep its character references: `allowed: [&quot;]` in a `passwordrules` \
      attribute means `"`, but in a Swift or Objective-C string, a JavaScript string, or a form helper's option \
      in a template (which escapes it for HTML), nothing decodes `&quot;`, so the custom class gets `&`, `q`, \
      `u`, `o`, `t` and `;` instead of `"`, and generated passwords use characters the site may not accept. \
      Write the character itself, escaped the way the language escapes it in a string: `\\"` in Swift and \
      Objective-C.
      """,
    failingExample:
      #"field.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: digit; allowed: lower, [&quot;]; minlength: 12")"#,
    passingExample:
      #"field.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: digit; allowed: lower, [\"]; minlength: 12")"#,
    tags: ["passwordrules", "correctness", "swift", "objective-c"])

  /// Sources whose strings decode no character reference. HTML, templates, components and Interface
  /// Builder's XML decode them: a reference there is what the author meant.
  static let kinds: Set<SourceKind> = [.swift, .objectiveC, .jsx, .reactNative]

  func check(_ document: Document, into findings: inout [Finding]) {
    // In a template, the options of a form helper are strings of the template's language, which the
    // helper escapes for HTML (`f.password_field :password, passwordrules: "…&quot;…"` writes `&amp;quot;`).
    var helperOptions: Set<Int> = []
    if !Self.kinds.contains(document.source.kind) {
      for field in document.allFields where field.field.options != nil {
        if let rules = field.field[.rules] { helperOptions.insert(rules.nameRange.lowerBound) }
      }
      guard !helperOptions.isEmpty else { return }
    }
    for value in document.rulesValues where helperOptions.isEmpty || helperOptions.contains(value.property.nameRange.lowerBound) {
      let scalars = value.positions.scalars
      var i = 0
      while i < scalars.count {
        guard scalars[i] == "&", let (length, meant) = Self.reference(in: scalars, at: i) else {
          i += 1
          continue
        }
        findings.append(finding(for: value, scalars: i..<i + length, meant: meant, in: document))
        i += length
      }
    }
  }

  private func finding(
    for value: RulesValue, scalars: Range<Int>, meant: Unicode.Scalar, in document: Document
  ) -> Finding {
    let written = String(String.UnicodeScalarView(value.positions.scalars[scalars]))
    let range = value.positions.byteRange(of: scalars)
    let inClass =
      Self.customClass(around: scalars, in: value.positions.scalars).map {
        " (the custom class `[\($0)]` holds \(Self.listed($0)))"
      } ?? ""
    let replacement = Self.escaped(meant, in: document, at: value.positions.valueRange)
    let fix = replacement.flatMap { document.fix(replacing: range, in: value.positions, scalars: scalars, with: $0) }
    let message =
      "`\(written)` is not decoded in \(Self.language(document.source.kind)): it is the characters "
      + "\(Self.listed(written, keepingDashes: true)), not `\(Character(meant))`\(inClass)"
      + (replacement.map { "; write `\($0)`" } ?? "")
    return finding(message, at: range, fix: fix)
  }

  // MARK: - References

  /// The named references a rules value copied from HTML is likely to hold.
  static let named: [String: Unicode.Scalar] = [
    "quot": "\"", "amp": "&", "lt": "<", "gt": ">", "apos": "'", "nbsp": "\u{A0}",
  ]

  /// The reference at `i` (an `&`): its length in scalars and the character it stands for in HTML.
  static func reference(in scalars: [Unicode.Scalar], at i: Int) -> (Int, Unicode.Scalar)? {
    var j = i + 1
    var name = ""
    while j < scalars.count, j - i <= 10, scalars[j] != ";" {
      name.unicodeScalars.append(scalars[j])
      j += 1
    }
    guard j < scalars.count, scalars[j] == ";", !name.isEmpty else { return nil }
    let length = j - i + 1
    if let scalar = named[name] { return (length, scalar) }
    guard name.hasPrefix("#") else { return nil }
    let digits = name.dropFirst()
    let value =
      digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    guard let value, let scalar = Unicode.Scalar(value) else { return nil }
    return (length, scalar)
  }

  /// The text of the custom class `[…]` around `scalars`, if they are inside one.
  static func customClass(around scalars: Range<Int>, in all: [Unicode.Scalar]) -> String? {
    guard let open = all[..<scalars.lowerBound].lastIndex(of: "["),
      !all[open..<scalars.lowerBound].contains("]"),
      let close = all[scalars.upperBound...].firstIndex(of: "]")
    else { return nil }
    return String(String.UnicodeScalarView(all[open + 1..<close]))
  }

  /// `&`, `q`, `u`, `o`, `t` and `;`: each character once, in order (a `-` only as the first, as Safari keeps it).
  static func listed(_ text: String, keepingDashes: Bool = false) -> String {
    var seen: [Character] = []
    for (index, character) in text.enumerated()
    where !seen.contains(character) && (keepingDashes || character != "-" || index == 0) {
      seen.append(character)
    }
    let quoted = seen.map { "`\($0)`" }
    guard quoted.count > 1 else { return quoted.first ?? "nothing" }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
  }

  // MARK: - The dialect's spelling

  private static func language(_ kind: SourceKind) -> String {
    switch kind {
    case .swift: "a Swift string"
    case .objectiveC: "an Objective-C string"
    case .jsx, .reactNative: "a JavaScript string"
    default: "a form helper's option (it is escaped for HTML)"
    }
  }

  /// `meant` as the literal at `valueRange` writes it: `\"` in a Swift or Objective-C string, `"` in a
  /// Swift raw string (`#"…"#`); `nil` where formlint offers no fix (JavaScript, whose quotes vary).
  static func escaped(_ meant: Unicode.Scalar, in document: Document, at valueRange: Range<Int>) -> String? {
    guard document.source.kind == .swift || document.source.kind == .objectiveC else { return nil }
    let bytes = document.text.bytes
    let start = valueRange.lowerBound
    let isRaw =
      document.source.kind == .swift && start >= 2 && bytes[start - 1] == UInt8(ascii: "\"")
      && bytes[start - 2] == UInt8(ascii: "#")
    switch meant {
    case "\"", "\\": return isRaw ? String(Character(meant)) : "\\" + String(Character(meant))
    case _ where meant.value < 0x20 || meant.value == 0x7F: return nil
    default: return String(Character(meant))
    }
  }
}
