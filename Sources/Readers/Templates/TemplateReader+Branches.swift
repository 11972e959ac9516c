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
    guard mask.masked.count == bytes.count else { return [] }
    var found: [Property] = []
    for element in elements where !element.repeatedAttributes.isEmpty {
      guard let first = element.attribute("passwordrules") else { continue }
      for other in element.repeatedAttributes where other.name == "passwordrules" {
        guard let valueRange = other.valueRange, !mask.isDynamic(valueRange),
          first.nameRange.upperBound <= other.nameRange.lowerBound,
          (first.nameRange.upperBound..<other.nameRange.lowerBound).contains(where: { mask.masked[$0] != bytes[$0] })
        else { continue }
        found.append(Property(
          name: other.name, nameRange: other.nameRange, range: HTMLReader.fullRange(of: other, in: bytes),
          value: .literal(LiteralValue(text: other.value ?? "", positions: other.valuePositions()))))
      }
    }
    return found
  }

  /// A content type in another branch of a tag (`{% if a %}autocomplete="current-password"{% else
  /// %}autocomplete="off"{% endif %}`): libxml2 keeps the first; each other is the field's in that
  /// branch, by the start of the tag it is written in.
  static func contentTypesInOtherBranches(_ elements: [ScannedElement], mask: TemplateMask, bytes: [UInt8]) -> [Int: [Property]] {
    guard mask.masked.count == bytes.count else { return [:] }
    var found: [Int: [Property]] = [:]
    for element in elements where !element.repeatedAttributes.isEmpty {
      guard let first = element.attribute("autocomplete") else { continue }
      for other in element.repeatedAttributes where other.name == "autocomplete" {
        guard let valueRange = other.valueRange, !mask.isDynamic(valueRange),
          first.nameRange.upperBound <= other.nameRange.lowerBound,
          (first.nameRange.upperBound..<other.nameRange.lowerBound).contains(where: { mask.masked[$0] != bytes[$0] })
        else { continue }
        found[element.range.lowerBound, default: []].append(Property(
          name: other.name, nameRange: other.nameRange, range: HTMLReader.fullRange(of: other, in: bytes),
          value: .literal(LiteralValue(text: other.value ?? "", positions: other.valuePositions()))))
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
