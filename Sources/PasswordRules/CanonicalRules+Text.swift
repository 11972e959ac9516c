/// The three ways formlint writes rules.
public enum RulesStyle: Sendable {
  /// The reference's canonical text: custom class characters in group order, specials by code point.
  case canonical
  /// The reference's minified text: `-` first among the specials, `]` last. May not parse back.
  case minified
  /// For people (fixes, suggestions): `-` first in the class and `]` last, so it always parses back.
  case roundTrip
}

extension CanonicalRules {
  /// The rules joined by `; `, values by `, `, in the reference's order: the `required` rules,
  /// `allowed`, `max-consecutive`, `minlength`, `maxlength`.
  public func text(_ style: RulesStyle) -> String {
    var rules: [String] = required.map { "required: " + Self.text(of: $0, style) }
    if !allowed.isEmpty { rules.append("allowed: " + Self.text(of: allowed, style)) }
    if let maxConsecutive { rules.append("max-consecutive: " + formatJavaScriptNumber(maxConsecutive)) }
    if let minLength, minLength > 0 { rules.append("minlength: " + formatJavaScriptNumber(minLength)) }
    if let maxLength { rules.append("maxlength: " + formatJavaScriptNumber(maxLength)) }
    return rules.joined(separator: "; ")
  }

  static func text(of list: [ClassValue], _ style: RulesStyle) -> String {
    list.map { text(of: $0, style) }.joined(separator: ", ")
  }

  static func text(of value: ClassValue, _ style: RulesStyle) -> String {
    switch value {
    case .named(let name): return name.rawValue
    case .custom(let set): return "[" + customClassBody(set, style) + "]"
    }
  }

  /// Partial upper letters, lower letters, digits, then specials (ordered per style).
  static func customClassBody(_ set: ASCIISet, _ style: RulesStyle) -> String {
    let dash = UInt8(ascii: "-"), bracket = UInt8(ascii: "]")
    let letters = set.intersection(.upper).characters + set.intersection(.lower).characters + set.intersection(.digit).characters
    var specials = set.intersection(.special).characters
    var ordered: [UInt8]
    switch style {
    case .canonical:
      ordered = letters + specials
    case .minified:
      specials.removeAll { $0 == dash || $0 == bracket }
      ordered = letters + (set.contains(dash) ? [dash] : []) + specials + (set.contains(bracket) ? [bracket] : [])
    case .roundTrip:
      specials.removeAll { $0 == dash || $0 == bracket }
      ordered = (set.contains(dash) ? [dash] : []) + letters + specials + (set.contains(bracket) ? [bracket] : [])
    }
    return String(decoding: ordered, as: UTF8.self)
  }
}
