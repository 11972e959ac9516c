/// Turns libxml2's events into the public values: finds each tag and comment in the bytes and
/// pairs libxml2's attributes (names, decoded values) with their raw ranges.
struct ElementBuilder {
  /// The page's text, and the array it lives in (whose slices keep the text's offsets and
  /// share its storage).
  let text: UnsafeBufferPointer<UInt8>
  let bytes: [UInt8]
  /// Whether libxml2 saw stand-ins for some bytes (`UTF8Sanitizer`).
  let sanitizing: Bool

  func element(_ raw: RawElement) -> ScannedElement {
    guard let token = startTag(raw) else {
      // Not found (never seen in practice): keep the element, with ranges at libxml2's position.
      let at = min(raw.stop, text.count)
      let attributes = raw.attributes.map {
        ScannedAttribute(name: $0.name, value: $0.value, nameRange: at..<at, valueRange: nil)
      }
      return ScannedElement(
        name: raw.name, range: at..<at, attributes: attributes, formAncestorIndex: raw.formAncestorIndex)
    }
    var element = ScannedElement(
      name: raw.name, range: token.start..<token.end,
      attributes: attributes(raw.attributes, token.attributes, tagStart: token.start),
      formAncestorIndex: raw.formAncestorIndex)
    if token.attributes.count > element.attributes.count { element.repeatedAttributes = repeated(token.attributes) }
    return element
  }

  /// The tokens of names seen before in the tag, as attributes.
  private func repeated(_ tokens: [AttributeToken]) -> [ScannedAttribute] {
    var seen = Set<String>()
    return tokens.compactMap { token in
      let name = String(decoding: token.nameRange.map { TagTokenizer.lowercase(seenByte(at: $0)) }, as: UTF8.self)
      guard !seen.insert(name).inserted else { return nil }
      guard let valueRange = token.valueRange else {
        return ScannedAttribute(name: name, value: nil, nameRange: token.nameRange, valueRange: nil)
      }
      let raw = bytes[valueRange]
      return ScannedAttribute(
        name: name, value: AttributeValueDecoder.value(raw), nameRange: token.nameRange, valueRange: valueRange, rawValue: raw)
    }
  }

  func comment(_ raw: RawComment) -> ScannedComment {
    guard let range = TagLocator.comment(end: raw.end, textLength: raw.textLength, lowerBound: raw.lowerBound, in: text)
    else {
      let at = min(raw.end, text.count)
      return ScannedComment(text: raw.text, range: at..<at)
    }
    let closing = range.count >= 8 && text[range.upperBound - 2] == UInt8(ascii: "!") ? 4 : 3
    let body = text[(range.lowerBound + 4)..<max(range.lowerBound + 4, range.upperBound - closing)]
    return ScannedComment(text: String(decoding: body, as: UTF8.self), range: range)
  }

  /// The tag, located in the bytes as libxml2 saw them: the text itself, or around the tag,
  /// a copy with stand-ins.
  private func startTag(_ raw: RawElement) -> TagToken? {
    let name = Array(raw.name.utf8)
    guard sanitizing else {
      return TagLocator.startTag(named: name, stop: raw.stop, lowerBound: raw.lowerBound, in: text)
    }
    let window = max(0, min(raw.lowerBound, raw.stop) - name.count - 1 - 4096)..<min(text.count, raw.stop + 2)
    let copy = UTF8Sanitizer.sanitizedCopy(of: text, range: window)
    return copy.withUnsafeBufferPointer { seen in
      TagLocator.startTag(
        named: name, stop: raw.stop - window.lowerBound, lowerBound: raw.lowerBound - window.lowerBound, in: seen)
    }?.shifted(by: window.lowerBound)
  }

  // MARK: - Attributes

  /// libxml2 keeps the first of duplicate attributes and reports them in source order, so the
  /// tokens, deduplicated the same way, line up with libxml2's list; a name lookup covers any
  /// disagreement.
  private func attributes(
    _ reported: [(name: String, value: String?)], _ tokens: [AttributeToken], tagStart: Int
  ) -> [ScannedAttribute] {
    var seen = Set<String>()
    var unique: [(name: String, token: AttributeToken)] = []
    for token in tokens {
      let name = String(decoding: token.nameRange.map { TagTokenizer.lowercase(seenByte(at: $0)) }, as: UTF8.self)
      if seen.insert(name).inserted { unique.append((name, token)) }
    }
    var byName: [String: AttributeToken]?
    return reported.enumerated().map { index, attribute in
      var token: AttributeToken?
      if index < unique.count, unique[index].name == attribute.name {
        token = unique[index].token
      } else {
        if byName == nil {
          byName = Dictionary(unique.map { ($0.name, $0.token) }, uniquingKeysWith: { first, _ in first })
        }
        token = byName?[attribute.name]
      }
      guard let token, let valueRange = token.valueRange else {
        let nameRange = token?.nameRange ?? tagStart..<tagStart
        return ScannedAttribute(name: attribute.name, value: attribute.value, nameRange: nameRange, valueRange: nil)
      }
      let raw = bytes[valueRange]
      var value = attribute.value
      if sanitizing, valueRange.contains(where: { UTF8Sanitizer.isStandIn(text, at: $0) }) {
        // libxml2 saw stand-ins for invalid UTF-8 or NUL here; the value shows U+FFFD instead.
        value = AttributeValueDecoder.value(raw)
      }
      return ScannedAttribute(
        name: attribute.name, value: value ?? "", nameRange: token.nameRange, valueRange: valueRange, rawValue: raw)
    }
  }

  /// The byte at `i` as libxml2 saw it.
  private func seenByte(at i: Int) -> UInt8 {
    sanitizing && UTF8Sanitizer.isStandIn(text, at: i) ? UTF8Sanitizer.standIn : text[i]
  }
}

extension TagToken {
  /// The same tag, with every offset moved by `delta`.
  func shifted(by delta: Int) -> TagToken {
    TagToken(
      start: start + delta, nameRange: nameRange.lowerBound + delta..<nameRange.upperBound + delta,
      attributes: attributes.map { attribute in
        AttributeToken(
          nameRange: attribute.nameRange.lowerBound + delta..<attribute.nameRange.upperBound + delta,
          valueRange: attribute.valueRange.map { $0.lowerBound + delta..<$0.upperBound + delta })
      },
      stop: stop + delta, end: end + delta)
  }
}
