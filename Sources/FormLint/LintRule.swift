import FieldModel

/// One finding of one rule, before severity, suppressions and file names are applied.
public struct Finding: Sendable, Hashable {
  public var ruleID: String
  /// Lowercase start, no trailing period; says the effect and, where there is one, the fix.
  public var message: String
  /// Bytes in the document's text.
  public var range: Range<Int>
  public var effect: Effect?
  public var fix: Fix?

  public init(ruleID: String, message: String, range: Range<Int>, effect: Effect? = nil, fix: Fix? = nil) {
    self.ruleID = ruleID
    self.message = message
    self.range = range
    self.effect = effect
    self.fix = fix
  }
}

/// A lint rule: metadata plus a check that only reports. Severity, enabling, suppression and
/// output are decided elsewhere; words and edits in the source's own language come from the
/// document's dialect.
public protocol LintRule: Sendable {
  static var metadata: RuleMetadata { get }
  init()
  func check(_ document: Document, into findings: inout [Finding])
}

extension LintRule {
  var id: String { Self.metadata.id }

  func finding(_ message: String, at range: Range<Int>, effect: Effect? = nil, fix: Fix? = nil) -> Finding {
    Finding(ruleID: Self.metadata.id, message: message, range: range, effect: effect, fix: fix)
  }
}

// MARK: - Edits

extension Document {
  /// Adds a property to a field, where the source can take one and the offsets are the file's.
  func insertionFix(_ key: PropertyKey, _ value: String, into field: Field, speaking fieldDialect: (any Dialect)? = nil) -> Fix? {
    field.insertionPoint.flatMap { insertionFix(key, value, at: $0, speaking: fieldDialect) }
  }

  /// Adds a property at byte `point` (after another property of the same element), as the document's
  /// dialect spells it, or as `fieldDialect` does (Ionic React's `<IonInput autocomplete>`).
  func insertionFix(_ key: PropertyKey, _ value: String, at point: Int, speaking fieldDialect: (any Dialect)? = nil) -> Fix? {
    let dialect = fieldDialect ?? dialect
    guard source.editsAreExact, var text = dialect.insertion(key, value) else { return nil }
    var written = dialect.written(key, value)
    if source.inDoubleQuotedString.contains(where: { $0.contains(point) }) {
      // Inside the host language's "…", the attribute's own quotes are single ones.
      guard !value.contains("'") else { return nil }
      text = String(text.map { $0 == "\"" ? "'" : $0 })
      written = String(written.map { $0 == "\"" ? "'" : $0 })
    }
    return Fix(description: "insert `\(written)`", edits: [Fix.Edit(range: point..<point, replacement: text)])
  }

  /// Replaces the characters `scalars` of a literal value (at bytes `range`), offered only when it is
  /// safe: the offsets are the file's and the range holds exactly the characters the value has there
  /// (no entity reference or escape in between).
  func fix(replacing range: Range<Int>, in value: ValuePositions, scalars: Range<Int>, with replacement: String) -> Fix? {
    guard scalars.lowerBound >= 0, scalars.upperBound <= value.scalars.count else { return nil }
    var expected = String.UnicodeScalarView()
    expected.append(contentsOf: value.scalars[scalars])
    return fix(replacing: range, written: String(expected), with: replacement)
  }

  /// Whether a literal is written in quotes (a string) rather than bare (Swift's `.password`, an
  /// Objective-C constant): a content type replacing it is spelled as that place takes it.
  func isQuoted(_ literal: LiteralValue) -> Bool {
    let start = literal.positions.valueRange.lowerBound
    return start > 0 && start <= text.bytes.count && Self.quotes.contains(text.bytes[start - 1])
  }

  static let quotes: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`")]

  /// `type` as it replaces `literal`, a content type written in this file.
  func spelling(of type: ContentType, replacing literal: LiteralValue, in dialect: any Dialect) -> String {
    dialect.spelling(of: type, quoted: isQuoted(literal))
  }

  /// Replaces the bytes `range`, offered only when the offsets are the file's and the bytes there are
  /// `original` exactly; described as a replacement unless `description` says otherwise.
  func fix(replacing range: Range<Int>, written original: String, with replacement: String, description: String? = nil) -> Fix? {
    guard source.editsAreExact, range.upperBound <= text.bytes.count, original.utf8.elementsEqual(text.bytes[range]) else {
      return nil
    }
    // An attribute written without a value (`<input autocomplete>`, whose value is empty) is given one.
    if range.isEmpty, range.lowerBound == 0 || !Self.quotes.contains(text.bytes[range.lowerBound - 1]) {
      guard !replacement.contains("\"") else { return nil }
      let value = "=\"\(replacement)\""
      return Fix(description: description ?? "insert `\(value)`", edits: [Fix.Edit(range: range, replacement: value)])
    }
    let description = description
      ?? (replacement.isEmpty ? "remove `\(original)`" : "replace `\(original)` with `\(replacement)`")
    return Fix(description: description, edits: [Fix.Edit(range: range, replacement: replacement)])
  }
}
