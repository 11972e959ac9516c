import FieldModel
import HTMLScanner

/// Reads a template or component: its template syntax masked (`TemplateMask`), the HTML underneath
/// scanned by libxml2, then the markup model, with
/// - values that hold template syntax, and bound attributes (`:passwordrules`), *dynamic*;
/// - components standing for fields (`<flux:input type="password">`, `<x-password-input>`);
/// - a field repeated in the branches of one if/else (same `name`/`id`) read once;
/// - suppressions in the template's own comments as well as in `<!-- -->`.
public enum TemplateReader {
  public static func read(
    _ bytes: consuming [UInt8], syntax: TemplateSyntax, vocabulary: MarkupVocabulary? = nil
  ) -> ReadResult {
    var mask: TemplateMask?
    let scanned = HTMLScanner.scan(bytes, options: ScanOptions(keepsComponents: syntax != .htmlCurly)) { text in
      let masked = TemplateMask(text, syntax: syntax)
      guard !masked.isUnchanged else { return nil }
      mask = masked
      return masked.masked
    }
    if scanned.isBinary { return .failure(.binary, text: scanned.text) }
    let vocabulary = vocabulary ?? (syntax == .htmlCurly ? .html : MarkupVocabulary(componentsAreFields: true))
    return .document(document(scanned, mask: mask, kind: syntax.kind, vocabulary: vocabulary), problem: scanned.encodingProblem)
  }

  /// The model of a scanned template.
  static func document(_ scanned: ScannedPage, mask: TemplateMask?, kind: SourceKind, vocabulary: MarkupVocabulary) -> SourceDocument {
    guard let mask else { return HTMLReader.document(scanned, kind: kind, vocabulary: vocabulary) }
    let bytes = scanned.text.bytes
    let elements = scanned.elements.map { element in
      var markup = HTMLReader.markup(element, bytes: bytes) { attribute in attribute.valueRange.map(mask.isDynamic) ?? false }
      // The component's name as written (libxml2 lowercases it).
      let nameEnd = min(bytes.count, markup.range.lowerBound + 1 + markup.name.utf8.count)
      if markup.range.lowerBound < nameEnd {
        markup.name = String(decoding: bytes[(markup.range.lowerBound + 1)..<nameEnd], as: UTF8.self)
      }
      if let spread = mask.spread(in: markup.range) { withSpread(&markup, spread, bytes: bytes) }
      for index in markup.attributes.indices {
        guard let bound = mask.bindings[markup.attributes[index].property.nameRange.lowerBound] else { continue }
        markup.attributes[index].property.name = bound.name
        markup.attributes[index].property.nameRange = bound.range
        let whole = markup.attributes[index].property.range
        markup.attributes[index].property.range = bound.range.lowerBound..<max(whole.upperBound, bound.range.upperBound)
      }
      return markup
    }
    // A password field whose `type` is computed (a show-password toggle) is read as one, its type dynamic.
    var toggled: [Int: Property] = [:]
    let modelled = elements.map { element in
      guard let index = element.attributes.firstIndex(where: { $0.key == "type" }),
        case .dynamic(let range) = element.attributes[index].property.value,
        looksLikePassword(element, typeExpression: bytes[range])
      else { return element }
      toggled[element.range.lowerBound] = element.attributes[index].property
      var copy = element
      copy.attributes[index].property.value = .literal(LiteralValue(verbatim: "password", at: range.lowerBound))
      return copy
    }
    var (screens, stray) = MarkupModel(vocabulary: vocabulary).screens(of: modelled)
    for index in screens.indices {
      screens[index].fields = onePerBranch(screens[index].fields, mask: mask).map { field in
        guard let type = toggled[field.anchor.lowerBound] else { return field }
        var field = field
        field.properties[.secureEntry] = type
        return field
      }
    }
    let comments = (scanned.comments.map { SourceComment(text: $0.text, range: $0.range) } + mask.comments)
      .sorted { $0.range.lowerBound < $1.range.lowerBound }
    return SourceDocument(
      text: scanned.text, encoding: scanned.encoding, kind: kind, screens: screens.filter { $0.anchor != nil || !$0.fields.isEmpty },
      strayRules: stray, comments: comments)
  }

  /// The properties a start tag does not write are dynamic when the tag spreads attributes in
  /// (`<input type="password" {{ $attributes }}>`, `{...props}`): they may come from there. Its `type`
  /// and names stay as written.
  static func withSpread(_ element: inout MarkupElement, _ spread: Range<Int>, bytes: [UInt8]) {
    let written = String(decoding: bytes[spread], as: UTF8.self)
    for (key, property) in MarkupVocabulary.propertyKeys where property != .secureEntry && element.attribute(key) == nil {
      element.attributes.append(MarkupAttribute(
        key: key, property: Property(name: written, nameRange: spread, range: spread, value: .dynamic(spread))))
    }
  }

  /// An element with a computed `type` that is a password field in all likelihood: the expression
  /// says "password" (`show ? 'text' : 'password'`), or it carries `passwordrules`, or its autocomplete
  /// says new-password/current-password.
  static func looksLikePassword(_ element: MarkupElement, typeExpression: ArraySlice<UInt8>) -> Bool {
    if asciiLowercased(String(decoding: typeExpression, as: UTF8.self)).contains("password") { return true }
    if element.attribute("passwordrules") != nil { return true }
    let autocomplete = asciiLowercased(element.literal("autocomplete") ?? "")
    return autocomplete.contains("new-password") || autocomplete.contains("current-password")
  }

  /// A field written again in a later branch of the same conditional (`{% if %}…{% else %}`, `v-if`/`v-else`)
  /// with the same names is one field, not a new and a confirm field: the later copies are dropped.
  /// Only the innermost conditional counts, and fields without a name or id are all kept.
  static func onePerBranch(_ fields: [Field], mask: TemplateMask) -> [Field] {
    var seen: [Int: [(branch: Int, names: [String])]] = [:]
    return fields.filter { field in
      guard !field.names.isEmpty, let place = mask.branch(at: field.anchor.lowerBound) else { return true }
      let earlier = seen[place.group, default: []]
      if earlier.contains(where: { $0.branch != place.branch && $0.names == field.names }) { return false }
      seen[place.group, default: []].append((place.branch, field.names))
      return true
    }
  }
}
