/// Turns an HTML `pattern` of the shape password policies are usually written in into the
/// `passwordrules` that say the same thing, or nil.
///
/// Accepted: optional `^` … `$`, then any number of lookaheads `(?=.*X)` (or `(?=.*?X)`), each
/// becoming `required:`, then one body `X` with a quantifier (`{m,n}`, `{m,}`, `{m}`, `+`, `*`),
/// becoming `allowed:`, `minlength` and `maxlength`. `X` is `.`, a class `[…]` of printable ASCII
/// characters and ranges (with `\d`, `\w` and escaped punctuation), or `\d` / `\w`. Anything else
/// (alternation, groups, negated classes, other escapes, non-ASCII) gives nil, as does a pattern no
/// password can match or one that constrains nothing.
///
/// The rules are equivalent for a password generator: every password they allow matches the
/// pattern, and every ASCII password the pattern matches is allowed. They are written without
/// redundancy (no `allowed` class that a `required` one already allows) and read back by the
/// parser with no issue.
public enum PatternConversion {
  public static func rules(fromPattern pattern: String) -> String? {
    var scanner = PatternScanner(Array(pattern.unicodeScalars))
    _ = scanner.take("^")
    var required: [ASCIISet] = []
    while scanner.take("(?=") {
      guard scanner.take(".*") else { return nil }
      _ = scanner.take("?")
      guard let atom = scanner.atom(), let set = atom, scanner.take(")") else { return nil }
      required.append(set)
    }
    guard let body = scanner.atom() else { return nil }
    guard let (minimum, maximum) = scanner.quantifier() else { return nil }
    _ = scanner.take("$")
    guard scanner.atEnd else { return nil }

    // `.`: any character; a generator only writes printable ASCII, which `.` accepts.
    let allowed = body ?? ASCIISet.printable
    let requiredUnion = required.reduce(ASCIISet()) { $0.union($1) }
    guard !allowed.isEmpty, allowed.isSuperset(of: requiredUnion) else { return nil }
    if let maximum, maximum < max(minimum, required.count) { return nil }

    var properties: [PasswordRule] = required.map { .required(classes(of: $0)) }
    if body != nil || !required.isEmpty {
      // What `allowed` must add to the required classes, which are allowed already.
      let items = classes(of: allowed).compactMap { item -> CharacterClass? in
        let characters = item.characters
        if characters.subtracting(requiredUnion).isEmpty { return nil }
        if case .custom = item { return custom(characters.subtracting(requiredUnion)) }
        return item
      }
      if !items.isEmpty { properties.append(.allowed(items)) }
    }
    // `+`'s minimum of one says nothing a password would not do anyway.
    if minimum > 1 { properties.append(.minLength(minimum)) }
    if let maximum { properties.append(.maxLength(maximum)) }
    guard !properties.isEmpty, let text = try? PasswordRule.descriptor(properties) else { return nil }
    // Only what the parser reads exactly as written.
    guard RulesParser.parse(text).issues.isEmpty else { return nil }
    return text
  }

  /// The fewest class names for `set`, with what is left over as one custom class.
  static func classes(of set: ASCIISet) -> [CharacterClass] {
    if set == .printable { return [.asciiPrintable] }
    var items: [CharacterClass] = []
    var rest = set
    for (name, named) in [(CharacterClass.upper, ASCIISet.upper), (.lower, .lower), (.digit, .digit), (.special, .special)]
    where set.isSuperset(of: named) {
      items.append(name)
      rest = rest.subtracting(named)
    }
    if let leftover = custom(rest) { items.append(leftover) }
    return items
  }

  private static func custom(_ set: ASCIISet) -> CharacterClass? {
    set.isEmpty ? nil : .custom(Set(set.characters.map { Character(Unicode.Scalar($0)) }))
  }
}

extension CharacterClass {
  fileprivate var characters: ASCIISet {
    switch self {
    case .upper: .upper
    case .lower: .lower
    case .digit: .digit
    case .special: .special
    case .asciiPrintable: .printable
    case .unicode: .printable
    case .custom(let set): ASCIISet(set.compactMap { $0.asciiValue })
    }
  }
}

/// Reads the few regular-expression forms `PatternConversion` accepts.
private struct PatternScanner {
  let scalars: [Unicode.Scalar]
  var position = 0

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  var atEnd: Bool { position == scalars.count }

  mutating func take(_ literal: String) -> Bool {
    let wanted = Array(literal.unicodeScalars)
    guard scalars[position...].starts(with: wanted) else { return false }
    position += wanted.count
    return true
  }

  /// `.` (nil inside: any character), a class, or `\d` / `\w`; the outer nil when none is here.
  mutating func atom() -> ASCIISet?? {
    if take(".") { return .some(nil) }
    if take("[") { return bracketClass().map { .some($0) } }
    if take("\\"), let set = escapedClass() { return .some(set) }
    return nil
  }

  /// After `[`: items up to `]`. Negated or empty classes, and anything non-ASCII, give nil.
  private mutating func bracketClass() -> ASCIISet? {
    guard !take("^") else { return nil }
    var set = ASCIISet()
    var first = true
    while !atEnd {
      if !first, take("]") { return set.isEmpty ? nil : set }
      first = false
      if take("\\") {
        if let named = escapedClass() {
          set.formUnion(named)
          continue
        }
        guard let c = escapedCharacter() else { return nil }
        guard let range = rangeEnd(from: c) else { return nil }
        set.formUnion(range)
        continue
      }
      guard let c = printable(scalars[position]) else { return nil }
      position += 1
      if c == UInt8(ascii: "[") { return nil }  // nested classes (the `v` flag's set notation)
      guard let range = rangeEnd(from: c) else { return nil }
      set.formUnion(range)
    }
    return nil
  }

  /// `c` alone, or `c-d` when a range follows.
  private mutating func rangeEnd(from c: UInt8) -> ASCIISet? {
    guard position + 1 < scalars.count, scalars[position] == "-", scalars[position + 1] != "]" else { return ASCIISet([c]) }
    position += 1
    let end: UInt8
    if take("\\") {
      guard let escaped = escapedCharacter() else { return nil }
      end = escaped
    } else {
      guard let plain = printable(scalars[position]) else { return nil }
      position += 1
      end = plain
    }
    guard c <= end else { return nil }
    return ASCIISet(c...end)
  }

  /// After `\`: `d` or `w`.
  private mutating func escapedClass() -> ASCIISet? {
    guard !atEnd else { return nil }
    switch scalars[position] {
    case "d": position += 1; return .digit
    case "w": position += 1; return ASCIISet.upper.union(.lower).union(.digit).union(ASCIISet("_"))
    default: return nil
    }
  }

  /// After `\`: an escaped punctuation character (`\-`, `\]`, `\\`, `\.`, …).
  private mutating func escapedCharacter() -> UInt8? {
    guard !atEnd, let c = printable(scalars[position]), !(c >= 0x30 && c <= 0x39), !(c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) else {
      return nil
    }
    position += 1
    return c
  }

  /// `{m,n}`, `{m,}`, `{m}`, `+`, `*`: (minimum, maximum or nil).
  mutating func quantifier() -> (Int, Int?)? {
    if take("+") { return (1, nil) }
    if take("*") { return (0, nil) }
    guard take("{"), let minimum = number() else { return nil }
    if take("}") { return (minimum, minimum) }
    guard take(",") else { return nil }
    if take("}") { return (minimum, nil) }
    guard let maximum = number(), take("}"), minimum <= maximum else { return nil }
    return (minimum, maximum)
  }

  private mutating func number() -> Int? {
    var value = 0
    var digits = 0
    while !atEnd, ("0"..."9").contains(scalars[position]) {
      guard digits < 6 else { return nil }  // no password policy counts in millions
      value = value * 10 + Int(scalars[position].value - 0x30)
      digits += 1
      position += 1
    }
    return digits > 0 ? value : nil
  }

  private func printable(_ scalar: Unicode.Scalar) -> UInt8? {
    scalar.value >= 0x20 && scalar.value <= 0x7E ? UInt8(scalar.value) : nil
  }
}
