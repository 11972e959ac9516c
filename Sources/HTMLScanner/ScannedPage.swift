@_exported import FieldModel

/// What formlint needs from one HTML page: its text as UTF-8, how it was decoded, and the few
/// elements and comments the lint rules look at, each with exact byte ranges in `text`.
public struct ScannedPage: Sendable {
  /// The page as UTF-8: the original bytes when they were UTF-8 already (no copy), otherwise
  /// the decoded text. Every range in this page is a byte range in `text.bytes`.
  public var text: SourceText
  /// How the page was read: "UTF-8", "UTF-8 (BOM)", "UTF-16LE", "UTF-16BE", "UTF-32LE",
  /// "UTF-32BE", "windows-1252", "ISO-8859-15", another legacy charset's name ("Shift_JIS",
  /// "windows-1251"…), or "binary" for a binary file (which is not decoded).
  public var encoding: String
  /// Set when the page could not be decoded faithfully (an unknown or unsupported declared
  /// charset, truncated or invalid UTF-16/32, bytes the declared charset cannot decode): a message
  /// for the user, lowercase start, no trailing period. The page is still scanned.
  public var encodingProblem: String?
  /// A NUL byte within the first 8 KiB of a page without a UTF-16/32 BOM: formlint reports the
  /// file and does not lint it, so `elements` and `comments` are then empty.
  public var isBinary: Bool
  /// In document order: every `<form>`, `<input>`, `<textarea>`, `<select>`, `<button>` and
  /// `<label>`, and every other element that carries a `passwordrules` attribute. Elements
  /// that a browser would read as text are left out even where libxml2 builds them: anything
  /// inside `<textarea>`, `<title>`, `<xmp>`, `<iframe>`, `<noembed>`, `<noframes>`,
  /// `<plaintext>`, and inside a bogus comment such as `<![CDATA[ … >`.
  public var elements: [ScannedElement]
  /// Only the comments whose text contains "formlint-" (suppression comments).
  public var comments: [ScannedComment]

  public init(
    text: SourceText, encoding: String, encodingProblem: String? = nil, isBinary: Bool = false,
    elements: [ScannedElement] = [], comments: [ScannedComment] = []
  ) {
    self.text = text
    self.encoding = encoding
    self.encodingProblem = encodingProblem
    self.isBinary = isBinary
    self.elements = elements
    self.comments = comments
  }
}

/// One start tag, as libxml2's HTML parser read it.
public struct ScannedElement: Sendable {
  /// The lowercased tag name.
  public var name: String
  /// Byte range in `text` of the start tag, from its `<` up to and including its `>` (or `/>`).
  /// A tag cut off by the end of the file ends at the end of the file.
  public var range: Range<Int>
  /// In source order, each name once (the first of duplicates wins, as in HTML).
  public var attributes: [ScannedAttribute]
  /// Index in `elements` of the innermost open `<form>` containing this element in the tree
  /// libxml2 builds, or `nil` when there is none. libxml2's tree is not always a browser's:
  /// a `<form>` start tag inside an open form closes that form (a browser ignores it).
  public var formAncestorIndex: Int?
  /// The later attributes of a name already given, which HTML ignores: in a template, what another
  /// branch of a conditional writes (`{% if show %}type="text"{% else %}type="password"{% endif %}`).
  public var repeatedAttributes: [ScannedAttribute] = []

  public init(name: String, range: Range<Int>, attributes: [ScannedAttribute], formAncestorIndex: Int?) {
    self.name = name
    self.range = range
    self.attributes = attributes
    self.formAncestorIndex = formAncestorIndex
  }

  /// The attribute named `name` (compared lowercased), if present.
  public func attribute(_ name: String) -> ScannedAttribute? {
    let key = asciiLowercased(name)
    return attributes.first { $0.name == key }
  }
}

/// One attribute of a start tag.
public struct ScannedAttribute: Sendable {
  /// The lowercased name.
  public var name: String
  /// The value with character and entity references decoded, as libxml2 decodes them (`&amp`
  /// without `;` stays as written; an invalid numeric reference such as `&#0;` ends the value);
  /// invalid UTF-8 and NUL bytes read as U+FFFD. `nil` when written without `=`.
  public var value: String?
  /// Bytes of the name in `text`.
  public var nameRange: Range<Int>
  /// Raw bytes of the value in `text`, quotes excluded; `nil` when written without `=`.
  public var valueRange: Range<Int>?
  /// The raw value bytes (a slice of `text.bytes`, so its indices are offsets in `text`).
  var rawValue: ArraySlice<UInt8>

  public init(name: String, value: String?, nameRange: Range<Int>, valueRange: Range<Int>?) {
    self.init(name: name, value: value, nameRange: nameRange, valueRange: valueRange, rawValue: [])
  }

  init(name: String, value: String?, nameRange: Range<Int>, valueRange: Range<Int>?, rawValue: ArraySlice<UInt8>) {
    self.name = name
    self.value = value
    self.nameRange = nameRange
    self.valueRange = valueRange
    self.rawValue = rawValue
  }

  /// Byte range in `text` of the decoded value's Unicode scalars `r`: `valuePositions().byteRange(of: r)`.
  /// Decodes the whole value: for more than one range of a long value, keep the `ValuePositions`.
  public func byteRange(ofValueScalars r: Range<Int>) -> Range<Int> {
    valuePositions().byteRange(of: r)
  }

  /// Where each of the decoded value's scalars came from in `text`, worked out once.
  public func valuePositions() -> ValuePositions {
    guard let valueRange else {
      let end = nameRange.upperBound
      return ValuePositions(valueRange: end..<end)
    }
    var positions = ValuePositions(valueRange: valueRange)
    if rawValue.count == valueRange.count {
      AttributeValueDecoder.decode(rawValue) { scalar, span in
        positions.append(scalar, span)
      }
    } else {
      // Made without the raw bytes (the public initializer): take the value as written.
      for scalar in (value ?? "").unicodeScalars {
        let start = positions.decodedEnd
        positions.append(scalar, start..<start + UTF8.width(scalar))
      }
    }
    return positions
  }
}

/// A comment whose text contains "formlint-".
public struct ScannedComment: Sendable {
  /// The text between `<!--` and `-->`.
  public var text: String
  /// Bytes in `text` from `<!--` up to and including `-->`.
  public var range: Range<Int>

  public init(text: String, range: Range<Int>) {
    self.text = text
    self.range = range
  }
}
