import FieldModel

/// Framework attribute syntax in start tags: bound attributes are renamed to their plain names with a
/// dynamic value; event and structural attributes are masked whole.
extension Masker {
  /// The properties and role hints a bound attribute can stand for (`:passwordrules`, `[minLength]`).
  static let boundKeys: Set<String> = [
    "passwordrules", "minlength", "maxlength", "pattern", "autocomplete", "type", "name", "id", "form",
    // An input's attributes as an object (PrimeVue's `:inputProps="{ autocomplete: 'new-password' }"`).
    "inputprops",
    // Angular's `[(ngModel)]="user.email"`: what the field holds, a role hint.
    "ngmodel",
    // Element UI's `:auto-complete="ac"`, its input's autocomplete.
    "auto-complete",
  ]

  /// The framework attribute at `i` (an attribute name's start), if it is one: returns where it ends.
  mutating func binding(at i: Int) -> Int? {
    let first = b[i]
    guard first == UInt8(ascii: ":") || first == UInt8(ascii: "@") || first == UInt8(ascii: "[")
      || syntax == .lit && (first == UInt8(ascii: ".") || first == UInt8(ascii: "?"))
      || first == UInt8(ascii: "(") || first == UInt8(ascii: "*") || first == UInt8(ascii: "#")
      || first == UInt8(ascii: "v") || first == UInt8(ascii: "x") || first == UInt8(ascii: "b") || first == UInt8(ascii: "a")
    else { return nil }
    // Names starting with a letter bind only as `v-…`, `x-…`, `bind-…` or `attr.…` (see `meaning`):
    // `autocomplete`, `aria-label` and `value` are passed by without being read as a String.
    switch first {
    case UInt8(ascii: "v"), UInt8(ascii: "x"): guard at(i + 1, "-") else { return nil }
    case UInt8(ascii: "b"): guard at(i, "bind-") else { return nil }
    case UInt8(ascii: "a"): guard at(i, "attr.") else { return nil }
    default: break
    }
    var p = i
    while p < end, !Self.isBlank(b[p]), b[p] != UInt8(ascii: "="), b[p] != UInt8(ascii: ">"),
      b[p] != UInt8(ascii: "\""), b[p] != UInt8(ascii: "'"), !(b[p] == UInt8(ascii: "/") && at(p + 1, ">")) {
      p += 1
    }
    let name = String(decoding: b[i..<p], as: UTF8.self)
    let hasValue = skipBlanks(from: p) < end && b[skipBlanks(from: p)] == UInt8(ascii: "=")
    guard let meaning = Self.meaning(of: name, syntax: syntax, hasValue: hasValue) else { return nil }
    let valueEnd = hasValue ? self.valueEnd(from: skipBlanks(from: p) + 1) : p
    // Angular's `attr.passwordrules="{{ rules }}"` is bound by its interpolation; without one it is an
    // attribute of that name.
    if name.hasPrefix("attr."), !contains("{{", in: p..<valueEnd) { return nil }
    switch meaning {
    case .bound(let key) where Self.boundKeys.contains(key):
      for (k, byte) in zip(i..<p, Array(key.utf8) + Array(repeating: UInt8(ascii: " "), count: max(0, p - i - key.utf8.count))) {
        result.masked[k] = byte
      }
      result.bindings[i] = (name, i..<p)
      // Blazor's `@bind-Value="Input.Email"` names the model property the input edits: a role hint,
      // kept as written.
      let namesModel = syntax == .razor && key == "name" && name.hasPrefix("@bind")
      if hasValue, !namesModel, key == "inputprops"
        || !boundStringLiteral(from: skipBlanks(from: p) + 1, to: valueEnd) && !boundNumberLiteral(from: skipBlanks(from: p) + 1, to: valueEnd)
      {
        maskValue(from: skipBlanks(from: p) + 1, to: valueEnd)
      }
      atNameStart = false
      return valueEnd
    default:
      let saved = state
      state = .text
      mask(i..<valueEnd)
      state = saved
      atNameStart = true
      if name == "v-bind" || name == "x-bind" { result.spreads.append(i..<valueEnd) }
      return valueEnd
    }
  }

  enum Meaning: Equatable {
    /// Bound to an expression: the attribute's plain name, lowercased.
    case bound(String)
    /// An event, a two-way or structural binding, a reference: nothing formlint reads.
    case other
  }

  static func meaning(of name: String, syntax: TemplateSyntax, hasValue: Bool) -> Meaning? {
    func plain(_ s: Substring) -> Meaning {
      // Vue's modifiers (`:passwordrules.attr`) and Angular's `attr.` prefix are not part of the name.
      let bare = s.hasPrefix("attr.") ? s.dropFirst(5) : s
      let key = asciiLowercased(String(bare.prefix { $0 != "." }))
      // Vue's kebab-case props are the same props (`:input-props` is `:inputProps`).
      return .bound(key == "input-props" ? "inputprops" : key)
    }
    if syntax == .lit {
      // Lit: `.value=${…}` sets a property, `?required=${…}` a boolean attribute, `@input=${…}` listens.
      guard name.count > 1 else { return nil }
      if name.hasPrefix(".") || name.hasPrefix("?") { return plain(name.dropFirst()) }
      return name.hasPrefix("@") ? .other : nil
    }
    if name.hasPrefix("v-bind:") || name.hasPrefix("x-bind:") { return plain(name.dropFirst(7)) }
    if name.hasPrefix("bind-"), syntax == .angular { return plain(name.dropFirst(5)) }
    if name.hasPrefix("attr."), syntax == .angular, hasValue { return plain(name[...]) }
    if name.hasPrefix(":"), name.count > 1 { return plain(name.dropFirst()) }
    if name.hasPrefix("[("), name.hasSuffix(")]") { return name == "[(ngModel)]" ? .bound("ngmodel") : .other }
    if name.hasPrefix("["), name.hasSuffix("]"), name.count > 2 { return plain(name.dropFirst().dropLast()) }
    if name.hasPrefix("v-on:") || name.hasPrefix("x-on:") || name.hasPrefix("v-slot") { return .other }
    // `v-bind="$attrs"`, Alpine's `x-bind="field"`: any attribute, at run time.
    if name == "v-bind" || name == "x-bind" { return hasValue ? .other : nil }
    if name.hasPrefix("(") || name.hasPrefix("*") || name.hasPrefix("#") { return .other }
    if syntax == .razor, hasValue, name.hasPrefix("@bind"), !name.contains(":") { return .bound("name") }
    if name.hasPrefix("@"), name.count > 1 {
      // In Blade, `@if(…)` in a tag is a directive; only `@click="…"` is Alpine's event attribute.
      if syntax == .blade || syntax == .razor { return hasValue ? .other : nil }
      return .other
    }
    return nil
  }

  /// Where an attribute value starting at or after `i` ends: past its closing quote, its balanced
  /// `{…}`, or its last unquoted byte.
  func valueEnd(from i: Int) -> Int {
    let p = skipBlanks(from: i)
    guard p < end else { return end }
    let c = b[p]
    if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
      var q = p + 1
      while q < end, b[q] != c { q += 1 }
      return min(q + 1, end)
    }
    if c == UInt8(ascii: "{") { return balanced(from: p) }
    var q = p
    while q < end, !Self.isBlank(b[q]), b[q] != UInt8(ascii: ">") { q += 1 }
    return q
  }

  /// A bound attribute whose expression is one string literal (`:autocomplete="'off'"`,
  /// `[attr.passwordrules]="'minlength: 12;'"`) is literal, as in JSX: the outer quotes are blanked and
  /// the literal's own quotes kept, so libxml2 reads `= 'off' ` with every byte in place (a template
  /// literal's backticks as double quotes). An escape, an entity, a `$` or a line break leaves it dynamic
  /// (`maskValue`).
  mutating func boundStringLiteral(from i: Int, to valueEnd: Int) -> Bool {
    let outer = skipBlanks(from: i)
    guard outer < valueEnd, valueEnd - 1 > outer, b[outer] == UInt8(ascii: "\"") || b[outer] == UInt8(ascii: "'"),
      b[valueEnd - 1] == b[outer]
    else { return false }
    let open = skipBlanks(from: outer + 1)
    // `$`: Blade's `:attr` holds PHP, whose "…" interpolates variables.
    guard open < valueEnd - 1, b[open] != b[outer],
      let close = plainStringEnd(at: open, before: valueEnd - 1, refusing: [UInt8(ascii: "$")]),
      skipBlanks(from: close + 1) == valueEnd - 1
    else { return false }
    let saved = state
    state = .tag  // blanks, not `x`: the outer quotes are no part of the value
    mask(outer..<open)
    mask(close + 1..<valueEnd)
    state = saved
    quoteForHTML(open, close)
    return true
  }

  /// A bound attribute whose expression is a whole number (`:maxlength="64"`, `[minLength]="12"`) is that
  /// number, as Vue and Angular write it: the value is left as it is, and read as `maxlength="64"`.
  func boundNumberLiteral(from i: Int, to valueEnd: Int) -> Bool {
    let outer = skipBlanks(from: i)
    guard outer < valueEnd, valueEnd - 1 > outer, b[outer] == UInt8(ascii: "\"") || b[outer] == UInt8(ascii: "'"),
      b[valueEnd - 1] == b[outer]
    else { return false }
    return isWholeNumber(outer + 1..<valueEnd - 1)
  }

  /// A bound attribute's value: its expression becomes `x`s inside the quotes, a dynamic region.
  mutating func maskValue(from i: Int, to valueEnd: Int) {
    let p = skipBlanks(from: i)
    guard p < valueEnd else { return }
    let quoted = b[p] == UInt8(ascii: "\"") || b[p] == UInt8(ascii: "'")
    let inner = quoted ? (p + 1)..<max(p + 1, valueEnd - (valueEnd > p + 1 && b[valueEnd - 1] == b[p] ? 1 : 0)) : p..<valueEnd
    result.dynamicValueStarts.insert(inner.lowerBound)
    let saved = state
    state = .quoted(UInt8(ascii: "\""))
    mask(inner)
    state = saved
  }
}
