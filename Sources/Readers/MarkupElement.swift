import FieldModel

/// An element of markup (HTML, a template, a component, JSX) as a reader found it, before it becomes
/// fields: the one shape every markup reader produces, so that forms, fields and usernames are worked
/// out in one place (`MarkupModel`).
public struct MarkupElement: Sendable {
  /// The tag or component name as written (`input`, `flux:input`, `TextInput`, `PasswordInput`).
  public var name: String
  /// The start tag, from `<` through its `>`.
  public var range: Range<Int>
  /// In source order, each name once: the first of a name in HTML and templates, as browsers read it;
  /// the last in JSX, whose props are an object literal's keys.
  public var attributes: [MarkupAttribute]
  /// Index in the reader's element list of the innermost `<form>` containing this element, if any.
  public var formAncestorIndex: Int?
  /// JSX: where the outermost element of the expression this one is written in starts. Fields that
  /// no form owns are grouped by it, so that two components of one file (`function SignIn()`,
  /// `function SignUp()`) are two screens, not a new and a confirm field.
  public var rootOffset: Int?
  /// JSX: the arm of a conditional this element is written in (`c ? <A/> : <B/>`): the offset of the
  /// `?` and 0 or 1. The two arms are alternatives, never both rendered.
  public var branch: (group: Int, branch: Int)?
  /// For an element written by template code (`<%= f.password_field :password %>`), not by a tag: where
  /// the helper is named, and how its options are written. Such an element takes no inserted attribute
  /// (it would be HTML in code).
  public var helper: (name: Range<Int>, options: OptionSyntax)?
  /// For a tag a template tag writes in its place (`{{ form_start(form) }}` is a `<form>`): that
  /// template tag, where findings about the element point.
  public var writtenBy: Range<Int>?
  /// JSX: the end of the TypeScript type arguments after the name (`<Field<Values>`), where an inserted
  /// attribute goes.
  public var typeArgumentsEnd: Int?

  public init(
    name: String, range: Range<Int>, attributes: [MarkupAttribute], formAncestorIndex: Int? = nil,
    helper: (name: Range<Int>, options: OptionSyntax)? = nil
  ) {
    self.name = name
    self.range = range
    self.attributes = attributes
    self.formAncestorIndex = formAncestorIndex
    self.helper = helper
  }

  /// Where an attribute is inserted: after the name and its type arguments.
  public var insertionPoint: Int { typeArgumentsEnd ?? nameRange.upperBound }

  /// `<input`, or the helper's name: where a finding about the element as a whole points.
  public var nameRange: Range<Int> {
    helper?.name ?? writtenBy ?? range.lowerBound..<min(range.upperBound, range.lowerBound + 1 + name.utf8.count)
  }

  /// The attribute whose name, ASCII-lowercased and without a binding prefix or suffix, is `name`.
  public func attribute(_ name: String) -> MarkupAttribute? { attributes.first { $0.key == name } }

  /// The literal value of an attribute, if it is written with one (`<input form>` has none).
  public func literal(_ name: String) -> String? {
    guard let property = attribute(name)?.property, property.range != property.nameRange else { return nil }
    return property.literal?.text
  }
}

/// One attribute or prop.
public struct MarkupAttribute: Sendable {
  /// What the attribute means, ASCII-lowercased and without a framework's binding syntax:
  /// `:passwordrules`, `v-bind:passwordrules`, `[attr.passwordrules]` and `passwordRules` all give
  /// `passwordrules`.
  public var key: String
  /// As written, with its value (literal, dynamic or none).
  public var property: Property

  public init(key: String, property: Property) {
    self.key = key
    self.property = property
  }
}
