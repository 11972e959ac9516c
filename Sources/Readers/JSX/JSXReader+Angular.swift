import FieldModel

extension JSXReader {
  /// An Angular component with its template inline (`@Component({ template: \`<form>…</form>\` })`, or in quotes):
  /// the template literals are read as Angular templates where they stand, everything around them
  /// blanked (line breaks kept), so every position is the file's own. The file's own comments count
  /// too (`// formlint-disable-next-line`). A template with `${…}` is computed: not read.
  static func angularComponent(
    _ bytes: [UInt8], templates: [Range<Int>], encoding: String, comments: [SourceComment], options: ReaderOptions
  ) -> SourceDocument {
    var carved = [UInt8](repeating: 0x20, count: bytes.count)
    for (k, byte) in bytes.enumerated() where byte == 0x0A || byte == 0x0D { carved[k] = byte }
    for template in templates { carved.replaceSubrange(template, with: bytes[template]) }
    let vocabulary = options.isEmpty ? nil : options.templateVocabulary
    guard case .document(var document, _) = TemplateReader.read(carved, syntax: .angular, vocabulary: vocabulary) else {
      return SourceDocument(text: SourceText(bytes: bytes), encoding: encoding, kind: .component, comments: comments)
    }
    document.text = SourceText(bytes: bytes)
    document.encoding = encoding
    document.comments = (document.comments + comments).sorted { $0.range.lowerBound < $1.range.lowerBound }
    return document
  }
}
