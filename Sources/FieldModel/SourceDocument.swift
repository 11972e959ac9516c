/// One source file as a reader saw it: its text, and the password fields written in it, grouped by
/// screen. Every range is a byte range in `text.bytes`. The lint rules see nothing else of the file.
public struct SourceDocument: Sendable {
  /// The file as UTF-8: the original bytes when they were UTF-8 already, otherwise the decoded text.
  public var text: SourceText
  /// How the file was read: "UTF-8", "UTF-8 (BOM)", "UTF-16LE", "windows-1252", … Edits are byte-exact
  /// in the file only when this starts with "UTF-8" (`editsAreExact`).
  public var encoding: String
  /// Which reader made this document, and so how to speak about it (`Dialect`).
  public var kind: SourceKind
  /// In source order.
  public var screens: [Screen]
  /// Things that carry password rules but are not password fields (`<div passwordrules>`,
  /// `<input type="email" passwordrules>`): rules there do nothing.
  public var strayRules: [StrayRules]
  /// Rules written where no field in the file takes them (a helper that returns them, a constant no
  /// field uses): checked as rules, not as a field.
  public var detachedRules: [Property]
  /// Comments that contain "formlint-", in source order: the reader knows its comment syntax.
  public var comments: [SourceComment]
  /// Markup written inside a `"…"` string of the host language (an Angular component's
  /// `template: "<form>…</form>"`): an edit there must not write a `"`.
  public var inDoubleQuotedString: [Range<Int>] = []

  public init(
    text: SourceText, encoding: String = "UTF-8", kind: SourceKind, screens: [Screen] = [],
    strayRules: [StrayRules] = [], detachedRules: [Property] = [], comments: [SourceComment] = []
  ) {
    self.text = text
    self.encoding = encoding
    self.kind = kind
    self.screens = screens
    self.strayRules = strayRules
    self.detachedRules = detachedRules
    self.comments = comments
  }

  /// Whether an edit's byte offsets are the file's own (a UTF-8 file, with or without BOM).
  public var editsAreExact: Bool { encoding.hasPrefix("UTF-8") }
  public var passwordFieldCount: Int { screens.reduce(0) { $0 + $1.fields.count } }
}

/// The kind of source a document was read from: picks the dialect that names properties and
/// writes fixes.
public enum SourceKind: String, Sendable, Hashable, CaseIterable {
  case html
  /// Server templates (Blade, PHP, Jinja, Twig, ERB, EJS, Handlebars, Go, FreeMarker, JSP, Razor, …):
  /// HTML with the template syntax masked.
  case template
  /// Vue single-file components, Svelte components, Angular templates.
  case component
  /// JavaScript or TypeScript with JSX: React DOM.
  case jsx
  /// JSX whose password fields are React Native `<TextInput>`s.
  case reactNative
  case swift
  case objectiveC
  case interfaceBuilder
}

/// A screen: an HTML `<form>`, a document's form-less fields, a Swift or Objective-C type, an
/// Interface Builder scene. Roles and confirm fields are worked out within one screen.
public struct Screen: Sendable {
  /// Where a finding about the screen points (`<form`, the type's name); `nil` when it has no
  /// place of its own (the document's form-less fields): such findings point at a field.
  public var anchor: Range<Int>?
  /// The password fields (kind `.password`), in source order.
  public var fields: [Field]
  /// The field password managers save the password under, when the screen has one.
  public var usernameField: Field?
  /// Template code on the screen may write a username field the reader cannot see: a form helper
  /// (`<%= f.email_field :email %>`, `{{ form.username }}`, `{{ form_row(form.email) }}`, an include).
  public var usernameFieldMayBeUnseen = false
  /// What the screen says it is for (`FormPurpose`): its form's action, id, name or class, or the
  /// file's name when the file has this one screen.
  public var purpose: FormPurpose?
  /// What only the form's `class` says: a weaker word than the file's name (Bootstrap's sign-in example
  /// gave `form-signin` to many a registration form).
  public var purposeByClass: FormPurpose?
  /// The form's own `autocomplete` (`<form autocomplete="off">`), which HTML gives its fields that
  /// have none.
  public var formAutocomplete: Property?
  /// Fields written again in a later branch of a conditional (`{% else %}`): the same field as the one
  /// at `original` in `fields`, so with its role, and checked where it is written.
  public var copies: [(field: Field, original: Int)] = []

  public init(anchor: Range<Int>?, fields: [Field] = [], usernameField: Field? = nil) {
    self.anchor = anchor
    self.fields = fields
    self.usernameField = usernameField
  }
}

/// A comment whose text contains "formlint-" (a suppression, or a mistyped one).
public struct SourceComment: Sendable {
  /// The comment's text without its delimiters (`<!--`/`-->`, `//`, `{#`/`#}`, …).
  public var text: String
  /// The whole comment, delimiters included.
  public var range: Range<Int>

  public init(text: String, range: Range<Int>) {
    self.text = text
    self.range = range
  }
}

/// Password rules on something that is not a password field.
public struct StrayRules: Sendable {
  /// How to name the carrier in a message, in the source's own terms: `<div>`, `<input type="email">`.
  public var carrier: String
  public var rules: Property

  public init(carrier: String, rules: Property) {
    self.carrier = carrier
    self.rules = rules
  }
}
