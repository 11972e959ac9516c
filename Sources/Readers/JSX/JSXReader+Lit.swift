import FieldModel

extension JSXReader {
  /// A web component's templates (Lit's `html\`<input type="password">\``): read as markup where they
  /// stand, everything around them blanked (line breaks kept), so every position is the file's own. A
  /// `${…}` is computed (`type=${t}` is dynamic), except where it holds templates of its own
  /// (`${this.signUp ? html\`<input …>\` : nothing}`): there its code is blanked and the templates'
  /// markup is read in place, as a conditional's. The file's comments count too
  /// (`// formlint-disable-next-line`).
  static func litTemplates(
    _ bytes: [UInt8], templates: [Range<Int>], holes: [Range<Int>], encoding: String, comments: [SourceComment],
    options: ReaderOptions
  ) -> SourceDocument {
    var carved = [UInt8](repeating: 0x20, count: bytes.count)
    func blank(_ k: Int) { carved[k] = bytes[k] == 0x0A || bytes[k] == 0x0D ? bytes[k] : 0x20 }
    for k in bytes.indices where bytes[k] == 0x0A || bytes[k] == 0x0D { carved[k] = bytes[k] }
    for template in templates { carved.replaceSubrange(template, with: bytes[template]) }
    for hole in holes where templates.contains(where: { $0.contains(hole.lowerBound) }) {
      let inner = templates.filter { hole.contains($0.lowerBound) }
      if !inner.isEmpty {
        for k in hole where !inner.contains(where: { $0.contains(k) }) { blank(k) }
        continue
      }
      // One without templates stays as written, so that what it computes shows (`type=${show ? 'text' :
      // 'password'}`, a show-password toggle), its braces blanked: the scan found where it ends, and the
      // masker is to mask it whole. A template literal in it (`${`a ${b}`}`) is blanked whole.
      let interior = hole.lowerBound + 2..<hole.upperBound - 1
      let holdsTemplate = bytes[interior].contains(UInt8(ascii: "`"))
      for k in interior where holdsTemplate || bytes[k] == UInt8(ascii: "{") || bytes[k] == UInt8(ascii: "}") { blank(k) }
    }
    let vocabulary = options.isEmpty ? nil : options.templateVocabulary
    guard case .document(var document, _) = TemplateReader.read(carved, syntax: .lit, vocabulary: vocabulary) else {
      return SourceDocument(text: SourceText(bytes: bytes), encoding: encoding, kind: .component, comments: comments)
    }
    document.text = SourceText(bytes: bytes)
    document.encoding = encoding
    document.comments = (document.comments + comments).sorted { $0.range.lowerBound < $1.range.lowerBound }
    return document
  }
}
