import FieldModel

/// A field a form helper writes, spoken of in the template language's own syntax: its options are
/// `autocomplete: "new-password"` in Ruby, `'autocomplete' => 'new-password'` in PHP. Everything else
/// is the document's dialect; nothing can be inserted into the helper's code.
struct HelperOptionsDialect: Dialect {
  let base: any Dialect
  let syntax: OptionSyntax

  func name(of key: PropertyKey) -> String { base.name(of: key) }

  func written(_ key: PropertyKey, _ value: String) -> String {
    let name = base.name(of: key)
    switch syntax {
    case .ruby: return "\(name): \"\(value)\""
    case .rubyInputHTML: return "input_html: { \(name): \"\(value)\" }"
    case .widgetTweaks: return "|attr:\"\(name):\(value)\""
    case .builderAttribute: return "->attribute('\(name)', '\(value)')"
    case .twig: return "\(name): '\(value)'"
    case .quotedKeys: return "'\(name)': '\(value)'"
    case .php: return "'\(name)' => '\(value)'"
    case .keywordArguments: return "\(name)=\"\(value)\""
    case .anonymousObject: return "\(name) = \"\(value)\""
    }
  }

  func insertion(_ key: PropertyKey, _ value: String) -> String? { nil }
  func readName(of key: PropertyKey, writtenAs name: String) -> String? { base.readName(of: key, writtenAs: name) }
  func contentType(_ literal: String) -> [ContentType]? { base.contentType(literal) }
  func whyIgnored(_ literal: String) -> String? { base.whyIgnored(literal) }
  func spelling(of contentType: ContentType) -> String { base.spelling(of: contentType) }
  var screenNoun: String { base.screenNoun }
  var usernameFieldExample: String { base.usernameFieldExample }
  var rulesReader: String { base.rulesReader }
  /// The field's lengths are the helper's options: "raise the `maxlength:` option", as the helper is written.
  var wording: Wording {
    var wording = base.wording
    let option: (String) -> String
    switch syntax {
    case .ruby, .rubyInputHTML, .twig: option = { "the `\($0):` option" }
    case .php, .quotedKeys: option = { "the `'\($0)'` option" }
    case .keywordArguments: option = { "the `\($0)=` argument" }
    case .anonymousObject: option = { "the `\($0) =` property" }
    case .widgetTweaks, .builderAttribute: return wording
    }
    wording.minLengthLimit = option(wording.minLength)
    wording.maxLengthLimit = option(wording.maxLength)
    wording.limit = syntax == .keywordArguments ? "the argument" : syntax == .anonymousObject ? "the property" : "the option"
    return wording
  }
}

extension Document {
  /// How to speak about `field`: in its helper's syntax when template code writes it, otherwise the
  /// document's dialect.
  func dialect(for field: Field) -> any Dialect { dialect(for: field, reading: .contentType) }

  /// How to speak about `field`'s content type written as `key` (React Native's `autoComplete` beside
  /// `textContentType` has a vocabulary of its own).
  func dialect(for field: Field, reading key: PropertyKey) -> any Dialect {
    let base = field[key].map { dialect.forContentType(writtenAs: $0.name) } ?? dialect
    return field.options.map { HelperOptionsDialect(base: base, syntax: $0) } ?? base
  }
}
