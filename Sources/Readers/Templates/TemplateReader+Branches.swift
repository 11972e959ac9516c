import FieldModel
import HTMLScanner

/// Branches written inside one start tag (`{% if %}type="text"{% else %}type="password"{% endif %}`):
/// libxml2 keeps the first of a repeated attribute (`ScannedElement.repeatedAttributes` has the others).
extension TemplateReader {
  /// `{% if strict %}minlength="20"{% else %}maxlength="12"{% endif %}`: the two never apply together,
  /// so neither bounds the other; the later is left to run time.
  static func lengthsInOtherBranches(_ markup: MarkupElement, mask: TemplateMask) -> MarkupElement {
    guard let minimum = markup.attributes.firstIndex(where: { $0.key == "minlength" }),
      let maximum = markup.attributes.firstIndex(where: { $0.key == "maxlength" }),
      let one = mask.branch(at: markup.attributes[minimum].property.nameRange.lowerBound),
      let other = mask.branch(at: markup.attributes[maximum].property.nameRange.lowerBound),
      one.group == other.group, one.branch != other.branch
    else { return markup }
    var markup = markup
    let later = markup.attributes[minimum].property.nameRange.lowerBound > markup.attributes[maximum].property.nameRange.lowerBound
      ? minimum : maximum
    let property = markup.attributes[later].property
    markup.attributes[later].property.value = .dynamic(property.range)
    return markup
  }

  /// Rules in another branch of a tag (`{% if a %}passwordrules="…"{% else %}passwordrules="…"{% endif %}`):
  /// libxml2 keeps the first; the others are checked as rules (`SourceDocument.detachedRules`).
  static func rulesInOtherBranches(_ elements: [ScannedElement], mask: TemplateMask, bytes: [UInt8]) -> [Property] {
    valuesInOtherBranches("passwordrules", elements, mask: mask, bytes: bytes).map(\.property)
  }

  /// A content type in another branch of a tag (`{% if a %}autocomplete="current-password"{% else
  /// %}autocomplete="off"{% endif %}`): each other is the field's in that branch, by the start of the
  /// tag it is written in.
  static func contentTypesInOtherBranches(_ elements: [ScannedElement], mask: TemplateMask, bytes: [UInt8]) -> [Int: [Property]] {
    Dictionary(grouping: valuesInOtherBranches("autocomplete", elements, mask: mask, bytes: bytes), by: \.tag).mapValues { $0.map(\.property) }
  }

  /// The literal values of attribute `name` written again in another branch of a tag, after the
  /// first (which libxml2 keeps), with where the tag starts.
  private static func valuesInOtherBranches(
    _ name: String, _ elements: [ScannedElement], mask: TemplateMask, bytes: [UInt8]
  ) -> [(tag: Int, property: Property)] {
    guard mask.masked.count == bytes.count else { return [] }
    var found: [(tag: Int, property: Property)] = []
    for element in elements where !element.repeatedAttributes.isEmpty {
      guard let first = element.attribute(name) else { continue }
      for other in element.repeatedAttributes where other.name == name {
        guard let valueRange = other.valueRange, !mask.isDynamic(valueRange),
          first.nameRange.upperBound <= other.nameRange.lowerBound,
          (first.nameRange.upperBound..<other.nameRange.lowerBound).contains(where: { mask.masked[$0] != bytes[$0] })
        else { continue }
        found.append((element.range.lowerBound, Property(
          name: other.name, nameRange: other.nameRange, range: HTMLReader.fullRange(of: other, in: bytes),
          value: .literal(LiteralValue(text: other.value ?? "", positions: other.valuePositions())))))
      }
    }
    return found
  }

  /// A show-password toggle written as two branches in the tag (`{% if show %}type="text"{% else
  /// %}type="password"{% endif %}`): libxml2 keeps the first `type`; the field is a password field
  /// when another branch says so.
  static func passwordInAnotherBranch(_ markup: MarkupElement, scanned: ScannedElement, mask: TemplateMask, bytes: [UInt8]) -> MarkupElement {
    guard !scanned.repeatedAttributes.isEmpty, let first = markup.attribute("type"),
      first.property.literal.map({ asciiTrimmedLowercase($0.text) }) != "password",
      let other = scanned.repeatedAttributes.first(where: { $0.name == "type" && asciiTrimmedLowercase($0.value ?? "") == "password" }),
      first.property.range.upperBound <= other.nameRange.lowerBound, mask.masked.count == bytes.count,
      (first.property.range.upperBound..<other.nameRange.lowerBound).contains(where: { mask.masked[$0] != bytes[$0] })
    else { return markup }
    var markup = markup
    let index = markup.attributes.firstIndex { $0.key == "type" }!
    markup.attributes[index].property = HTMLReader.markup(
      ScannedElement(name: scanned.name, range: scanned.range, attributes: [other], formAncestorIndex: nil), bytes: bytes
    ) { _ in false }.attributes[0].property
    return markup
  }
}
