import FieldModel

extension JSXReader {
  /// An Angular component with its template inline (`@Component({ template: \`<form>…</form>\` })`, or in quotes):
  /// the template literals are read as Angular templates where they stand, everything around them
  /// blanked (line breaks kept), so every position is the file's own. The file's own comments count
  /// too (`// formlint-disable-next-line`). A template with `${…}` is computed: not read. In a quoted
  /// template each escape is read as what it stands for without moving a byte (`escapesInPlace`).
  static func angularComponent(
    _ bytes: [UInt8], templates: [Range<Int>], encoding: String, comments: [SourceComment], options: ReaderOptions
  ) -> SourceDocument {
    var carved = [UInt8](repeating: 0x20, count: bytes.count)
    for (k, byte) in bytes.enumerated() where byte == 0x0A || byte == 0x0D { carved[k] = byte }
    var inDoubleQuotes: [Range<Int>] = []
    for template in templates {
      carved.replaceSubrange(template, with: bytes[template])
      let quote = template.lowerBound > 0 ? bytes[template.lowerBound - 1] : 0
      guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else { continue }
      escapesInPlace(&carved, template)
      if quote == UInt8(ascii: "\"") { inDoubleQuotes.append(template) }
    }
    let vocabulary = options.isEmpty ? nil : options.templateVocabulary
    guard case .document(var document, _) = TemplateReader.read(carved, syntax: .angular, vocabulary: vocabulary) else {
      return SourceDocument(text: SourceText(bytes: bytes), encoding: encoding, kind: .component, comments: comments)
    }
    document.text = SourceText(bytes: bytes)
    document.encoding = encoding
    document.inDoubleQuotedString = inDoubleQuotes
    document.comments = (document.comments + comments).sorted { $0.range.lowerBound < $1.range.lowerBound }
    return document
  }

  /// A quoted string's escapes as the markup they stand for, in place: `\'` and `\"` become the quote
  /// beside a blank (the blank after a closing quote, before an opening one, so that a value's
  /// characters keep their bytes: `type=\"password\"` reads `type= "password" `); any other escape
  /// (`\n`, `\\`) becomes blanks, being text or white space.
  static func escapesInPlace(_ carved: inout [UInt8], _ range: Range<Int>) {
    var k = range.lowerBound
    while k + 1 < range.upperBound {
      guard carved[k] == 0x5C else {
        k += 1
        continue
      }
      let escaped = carved[k + 1]
      if escaped == UInt8(ascii: "'") || escaped == UInt8(ascii: "\"") {
        // Opening after `=` (with blanks between): blank first; otherwise the quote first.
        var before = k - 1
        while before >= range.lowerBound, carved[before] == 0x20 || carved[before] == 0x09 { before -= 1 }
        if before >= range.lowerBound, carved[before] == UInt8(ascii: "=") {
          carved[k] = 0x20
        } else {
          (carved[k], carved[k + 1]) = (escaped, 0x20)
        }
      } else {
        (carved[k], carved[k + 1]) = (0x20, escaped == 0x0A || escaped == 0x0D ? escaped : 0x20)
      }
      k += 2
    }
  }
}
