/// A text field as a reader found it: an `<input>`, a component, a `UITextField`, an IB text field.
public struct Field: Sendable {
  public enum Kind: Sendable, Hashable {
    case password, username, other
  }

  public var kind: Kind
  /// Where a finding about the whole field points: `<input`, `<TextInput`, the declaration.
  public var anchor: Range<Int>
  /// Where the dialect can insert a property (right after the tag name); `nil` when this source
  /// cannot take an inserted property (code).
  public var insertionPoint: Int?
  /// The names that say what the field is for (HTML `name` and `id`, a Swift property's name):
  /// role hints such as `confirmPassword`.
  public var names: [String]
  /// The field's properties; a property not in the dictionary is absent.
  public var properties: [PropertyKey: Property]
  /// Set when template code writes the field (a form helper), whose options are written in the
  /// template language's own syntax: messages spell them that way.
  public var options: OptionSyntax?
  /// Whether the source can give this field rules at all: SwiftUI's `SecureField` has no
  /// `passwordRules` modifier, so advice to write a minimum there cannot be followed.
  public var takesRules = true
  /// The branch of a conditional the field is written in (`{% if %}…{% else %}`, `v-if`/`v-else`, a JSX
  /// ternary's arm), innermost only: fields of two branches of one conditional never render together.
  public var alternative: (group: Int, branch: Int)?

  public init(
    kind: Kind, anchor: Range<Int>, insertionPoint: Int? = nil, names: [String] = [], properties: [PropertyKey: Property] = [:],
    options: OptionSyntax? = nil
  ) {
    self.kind = kind
    self.anchor = anchor
    self.insertionPoint = insertionPoint
    self.names = names
    self.properties = properties
    self.options = options
  }

  public subscript(_ key: PropertyKey) -> Property? {
    get { properties[key] }
    set { properties[key] = newValue }
  }

  /// The property's value when it is written as a literal.
  public func literal(_ key: PropertyKey) -> LiteralValue? { properties[key]?.literal }
}

/// How a form helper's options are written: `autocomplete: "new-password"` (Ruby), `autocomplete:
/// 'new-password'` (a Twig map), `'autocomplete' => 'new-password'` (a PHP array),
/// `autocomplete="new-password"` (Python's keyword arguments, Django and FreeMarker parameters).
public enum OptionSyntax: Sendable, Hashable {
  case ruby, twig, php, keywordArguments
  /// A hash or dict whose keys are quoted: Jinja's `**{'autocomplete': 'off'}`, Twig's `{'attr': {…}}`.
  case quotedKeys
  /// simple_form's `f.input`: what goes on the `<input>` is written under `input_html: { … }`.
  case rubyInputHTML
  /// django-widget-tweaks' filter: `|attr:"autocomplete:new-password"`.
  case widgetTweaks
  /// A builder's chained call: spatie/laravel-html's `->attribute('autocomplete', 'new-password')`.
  case builderAttribute
  /// ASP.NET's HTML helpers: a C# anonymous object, `new { autocomplete = "new-password" }`.
  case anonymousObject
}

/// The properties of a field the lint rules look at, whatever a source calls them.
public enum PropertyKey: String, Sendable, Hashable, CaseIterable {
  /// `passwordrules`, React Native `passwordRules`, `UITextInputPasswordRules(descriptor:)`.
  case rules
  case minLength
  case maxLength
  case pattern
  /// HTML `autocomplete`, React Native / UIKit `textContentType`.
  case contentType
  /// React Native's `autoComplete` where `textContentType` is written too: iOS reads the content type,
  /// Android this one (a source that has one content type only never sets it).
  case autoComplete
  /// The field hides what is typed: `type="password"`, `secureTextEntry`, `isSecureTextEntry`.
  case secureEntry

  /// The properties that say what the field is for, each read in its own vocabulary.
  public static let contentTypes: [PropertyKey] = [.contentType, .autoComplete]
}

/// One property as written: where, and its value.
public struct Property: Sendable {
  /// The name as written (`passwordrules`, `:passwordrules`, `passwordRules`, `minLength`).
  public var name: String
  public var nameRange: Range<Int>
  /// The whole property as written: `name="value"` with its quotes, `passwordRules={rules}`,
  /// `field.passwordRules = …`. Findings about the property as a whole point here.
  public var range: Range<Int>
  public var value: Value

  public enum Value: Sendable {
    /// Written in the source: checked.
    case literal(LiteralValue)
    /// Computed when the page or app runs (`{{ rules }}`, `:passwordrules="rules"`, a variable):
    /// never checked, never an error.
    case dynamic(Range<Int>)
    /// Present without a value (`<input required>`, JSX `secureTextEntry`).
    case flag
  }

  public init(name: String, nameRange: Range<Int>, range: Range<Int>, value: Value) {
    self.name = name
    self.nameRange = nameRange
    self.range = range
    self.value = value
  }

  public var literal: LiteralValue? {
    if case .literal(let value) = value { return value }
    return nil
  }

  /// A property a spread of attributes may bring (`{...props}`, `{{ $attributes }}`, `v-bind="$attrs"`):
  /// computed, and written only as the spread itself.
  public static func spread(_ written: String, at range: Range<Int>) -> Property {
    Property(name: written, nameRange: range, range: range, value: .dynamic(range))
  }

  /// The same property with its value decided at run time: set to different values in different places
  /// (the cases of a `switch mode`).
  public var decidedAtRunTime: Property { Property(name: name, nameRange: nameRange, range: range, value: .dynamic(range)) }

  /// Whether nothing but a spread writes it (see `spread(_:at:)`): no evidence of what the field is.
  public var comesFromSpread: Bool {
    if case .dynamic(let computed) = value { return computed == range && nameRange == range }
    return false
  }

  public var isDynamic: Bool {
    if case .dynamic = value { return true }
    return false
  }
}

/// A literal value and where each of its characters is written.
public struct LiteralValue: Sendable {
  /// The value as the platform reads it: entities decoded (HTML), escapes resolved (code).
  public var text: String
  /// Where each of `text`'s Unicode scalars is written in the file.
  public var positions: ValuePositions

  public init(text: String, positions: ValuePositions) {
    self.text = text
    self.positions = positions
  }

  /// Literals the compiler joins into one (`@"a" @"b"`, `"a" + "b"`): each scalar keeps its bytes,
  /// and the value's range spans them all.
  public init(joining pieces: [LiteralValue]) {
    var positions = ValuePositions(
      valueRange: (pieces.first?.positions.valueRange.lowerBound ?? 0)..<(pieces.last?.positions.valueRange.upperBound ?? 0))
    var text = ""
    for piece in pieces {
      for (k, scalar) in piece.positions.scalars.enumerated() {
        positions.append(scalar, piece.positions.byteRange(of: k..<k + 1))
      }
      text += piece.text
    }
    self.init(text: text, positions: positions)
  }

  /// A value whose scalars are written as themselves, from `valueRange`'s start.
  public init(verbatim text: String, at start: Int) {
    var positions = ValuePositions(valueRange: start..<start + text.utf8.count)
    var offset = start
    for scalar in text.unicodeScalars {
      let width = UTF8.width(scalar)
      positions.append(scalar, offset..<offset + width)
      offset += width
    }
    self.init(text: text, positions: positions)
  }
}
