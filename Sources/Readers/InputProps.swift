import FieldModel

/// UI kits whose field component renders an `<input>` take that input's attributes as an object:
/// Material UI's `<TextField inputProps={{ minLength: 12, passwordrules: "…" }}>` (and v6's
/// `slotProps={{ htmlInput: { … } }}`), PrimeVue's `<Password :inputProps="{ autocomplete: 'new-password' }">`.
/// The object literal's keys are read as the field's own props, positioned where they are written,
/// unless the element writes that prop itself. A value the code computes is dynamic. Shared by the
/// JSX and template readers.
enum InputProps {
  static func merged(into element: MarkupElement, bytes: [UInt8]) -> MarkupElement {
    var element = element
    // Material UI's `InputProps` (capital I), beside or before `inputProps`, are its wrapper `Input`
    // component's: a name's letter case tells the two apart, where keys are folded.
    let objects = ["inputprops", "slotprops"].compactMap { key in
      element.attributes.first { $0.key == key && !$0.property.name.hasPrefix("InputProps") }.map { (key, $0.property) }
    }
    for (key, property) in objects {
      guard case .dynamic(let range) = property.value else { continue }
      let tokens = HelperTokens(javaScript: bytes, code: range)
      guard tokens.count > 0, tokens.isPunctuation(0, "{") else { continue }
      var object = 1..<tokens.closing(0)
      if key == "slotprops" {
        // `{ htmlInput: { … }, inputLabel: { … } }`: only the input's slot.
        guard let slot = object.first(where: { tokens.name($0) == "htmlInput" && tokens.isPunctuation($0 + 1, ":") }),
          tokens.isPunctuation(slot + 2, "{")
        else { continue }
        object = (slot + 3)..<tokens.closing(slot + 2)
      }
      for option in FormHelpers.pairs(tokens, object, nested: []) where element.attribute(option.key) == nil {
        element.attributes.append(option)
      }
      element.attributes += spreads(tokens, object)
    }
    return element
  }

  /// The object's spreads (`{ ...getInputProps(fields.password), autoComplete: "new-password" }`), as the
  /// element's own spreads: they may bring what the object does not write.
  static func spreads(_ tokens: HelperTokens, _ object: Range<Int>) -> [MarkupAttribute] {
    var spreads: [MarkupAttribute] = []
    var k = object.lowerBound
    while k < object.upperBound {
      if tokens.isOpening(k) {
        k = tokens.closing(k) + 1
        continue
      }
      guard k + 3 < object.upperBound, (k..<k + 3).allSatisfy({ tokens.isPunctuation($0, ".") }) else {
        k += 1
        continue
      }
      var end = k + 3
      while end < object.upperBound, !tokens.isPunctuation(end, ",") { end = tokens.isOpening(end) ? tokens.closing(end) + 1 : end + 1 }
      let last = min(end, object.upperBound) - 1
      guard last >= k + 3 else { break }
      let expression = tokens[k].range.lowerBound..<tokens[last].range.upperBound
      spreads.append(MarkupAttribute(key: "...", property: Property(name: "", nameRange: tokens[k].range.lowerBound..<tokens[k].range.lowerBound,
        range: expression, value: .dynamic(expression))))
      k = end
    }
    return spreads
  }
}
