import FieldModel
import HTMLScanner

/// Thymeleaf (Spring's templates, plain `.html` files): an attribute processor sets an attribute when
/// the page renders, over the prototype value written beside it. `th:minlength="${policy.min}"`,
/// `data-th-autocomplete`, `th:attr="passwordrules=${rules},minlength=${min}"` make those properties
/// dynamic; `th:field="*{password}"` writes the field's `name` (and its `id`, when none is written).
enum Thymeleaf {
  /// Whether any element of the page carries a processor: only then is the page read as a template.
  static func isUsed(_ elements: [ScannedElement]) -> Bool {
    elements.contains { element in element.attributes.contains { processor(of: $0.name) != nil } }
  }

  /// The element as the page renders it.
  static func rendered(_ element: MarkupElement, scanned: ScannedElement, bytes: [UInt8]) -> MarkupElement {
    var element = element
    for attribute in scanned.attributes {
      guard let processor = processor(of: attribute.name), let valueRange = attribute.valueRange else { continue }
      let written = Property(
        name: attribute.name, nameRange: attribute.nameRange, range: HTMLReader.fullRange(of: attribute, in: bytes),
        value: .dynamic(valueRange))
      switch processor {
      case "attr":
        for name in assignedNames(bytes[valueRange]) where settable.contains(name) { set(name, written, in: &element) }
      case "field":
        // `*{password}` binds the form object's property: Spring writes its path as `name`, and as `id`
        // unless one is written. A path computed by preprocessing (`*{__${f}__}`) is known at run time.
        let path = trimmed(attribute.value ?? "")
        var name = ""
        if path.hasPrefix("*{") || path.hasPrefix("${"), path.hasSuffix("}") { name = String(path.dropFirst(2).dropLast()) }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else {
          set("name", written, in: &element)
          continue
        }
        var property = written
        property.value = .literal(LiteralValue(verbatim: name, at: valueRange.lowerBound))
        set("name", property, in: &element)
        if element.attribute("id") == nil { set("id", property, in: &element) }
      default:
        if settable.contains(processor) { set(processor, written, in: &element) }
      }
    }
    return element
  }

  /// The attributes a processor can set that formlint reads.
  static let settable: Set<String> = ["passwordrules", "minlength", "maxlength", "pattern", "autocomplete", "type", "name", "id", "form"]

  /// `minlength` for `th:minlength` and `data-th-minlength`; `nil` for any other attribute.
  static func processor(of name: String) -> String? {
    // Asked of every attribute of a page: bytes first.
    let utf8 = name.utf8
    if utf8.starts(with: "th:".utf8) { return String(name.dropFirst(3)) }
    if utf8.starts(with: "data-th-".utf8) { return String(name.dropFirst(8)) }
    return nil
  }

  /// The names `th:attr` assigns: `name=expression` items separated by commas outside expressions,
  /// strings and parentheses.
  static func assignedNames(_ value: ArraySlice<UInt8>) -> [String] {
    var names: [String] = []
    var depth = 0
    var quote: UInt8?
    var itemStart = value.startIndex
    for i in value.indices {
      let c = value[i]
      if let q = quote {
        if c == q { quote = nil }
        continue
      }
      switch c {
      case UInt8(ascii: "'"), UInt8(ascii: "\""): quote = c
      case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
      case UInt8(ascii: "=") where depth == 0 && itemStart >= 0:
        names.append(asciiLowercased(trimmed(String(decoding: value[itemStart..<i], as: UTF8.self))))
        itemStart = -1
      case UInt8(ascii: ",") where depth == 0:
        itemStart = i + 1
      default: break
      }
    }
    return names
  }

  static func trimmed(_ s: String) -> String {
    String(s.drop(while: isASCIIWhitespace).reversed().drop(while: isASCIIWhitespace).reversed())
  }

  /// Sets `key` to `property`: over the prototype's value, or added.
  static func set(_ key: String, _ property: Property, in element: inout MarkupElement) {
    if let index = element.attributes.firstIndex(where: { $0.key == key }) {
      element.attributes[index].property = property
    } else {
      element.attributes.append(MarkupAttribute(key: key, property: property))
    }
  }
}
