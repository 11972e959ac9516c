import FieldModel
import HTMLScanner

/// Reads an HTML page: libxml2's scan (`HTMLScanner`), then forms and fields (`MarkupModel`).
public enum HTMLReader {
  /// Static-site generators (Hugo, Jekyll, Eleventy) keep `{{ }}` and `{% %}` in `.html`: well-formed
  /// ones are masked (`TemplateSyntax.htmlCurly`); a page without them is scanned as it is.
  public static func read(_ bytes: consuming [UInt8], vocabulary: MarkupVocabulary = .html) -> ReadResult {
    TemplateReader.read(bytes, syntax: .htmlCurly, vocabulary: vocabulary)
  }

  /// The model of a scanned page; a template reader passes the attributes it found dynamic.
  public static func document(
    _ scanned: ScannedPage, kind: SourceKind, vocabulary: MarkupVocabulary = .html,
    isDynamic: (ScannedAttribute) -> Bool = { _ in false }
  ) -> SourceDocument {
    let elements = scanned.elements.map { markup($0, bytes: scanned.text.bytes, isDynamic: isDynamic) }
    let (screens, stray) = MarkupModel(vocabulary: vocabulary).screens(of: elements)
    return SourceDocument(
      text: scanned.text, encoding: scanned.encoding, kind: kind, screens: screens, strayRules: stray,
      comments: scanned.comments.map { SourceComment(text: $0.text, range: $0.range) })
  }

  static func markup(_ element: ScannedElement, bytes: [UInt8], isDynamic: (ScannedAttribute) -> Bool) -> MarkupElement {
    MarkupElement(
      name: element.name, range: element.range,
      attributes: element.attributes.map { attribute in
        // HTML reads an attribute written without a value as the empty string.
        let value: Property.Value =
          if let range = attribute.valueRange, isDynamic(attribute) {
            .dynamic(range)
          } else {
            .literal(LiteralValue(text: attribute.value ?? "", positions: attribute.valuePositions()))
          }
        return MarkupAttribute(key: attribute.name, property: Property(
          name: attribute.name, nameRange: attribute.nameRange, range: fullRange(of: attribute, in: bytes), value: value))
      },
      formAncestorIndex: element.formAncestorIndex)
  }

  /// `name="value"`, from the name through the closing quote (when the value is quoted).
  static func fullRange(of attribute: ScannedAttribute, in bytes: [UInt8]) -> Range<Int> {
    guard let value = attribute.valueRange else { return attribute.nameRange }
    var end = value.upperBound
    if value.lowerBound > 0, end < bytes.count, bytes[value.lowerBound - 1] == bytes[end],
       bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: "'") {
      end += 1
    }
    return attribute.nameRange.lowerBound..<max(end, attribute.nameRange.upperBound)
  }
}
