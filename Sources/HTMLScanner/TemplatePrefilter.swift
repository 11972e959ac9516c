/// The pre-scan of templates and components: a word-level test, not HTML's markup proof, because a
/// template makes password fields out of what HTML reads as text or other attributes
/// (`<x-password-input>`, `[type]="hide ? 'password' : 'text'"`, `asp-for="Input.Password"`).
public enum TemplatePrefilter {
  /// `false` only when the file cannot hold a password field, `passwordrules` or a suppression: it
  /// has no "password" in any letter case, no numeric reference that could spell one of its letters,
  /// and no "formlint-", and it is plainly ASCII-compatible (masking only blanks bytes, so it cannot
  /// make these words; every other charset answers `true`, as on HTML pages).
  public static func mayMatter(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard bytes.count > 0 else { return false }
    let b = bytes.assumingMemoryBound(to: UInt8.self)
    if let bom = CharsetSniffer.byteOrderMark(b), bom != .utf8BOM { return true }
    if TagLocator.index(of: 0, in: b, from: 0, to: HTMLScanner.binarySniffLength) != nil { return true }
    if !CharsetSniffer.sniff(b).isPlainlyASCIICompatible { return true }
    // The words of comments before the first tag (a licence, a field "moved to AuthForm") are not
    // read: no reader reads inside an HTML comment, whatever the template syntax in it.
    let quietEnd = leadingCommentsEnd(b)
    return PasswordWords.forEach(in: b) { word in word.count == 9 || word.upperBound > quietEnd }
      || HTMLPrefilter.containsLetterReference(b)
  }

  /// Where the HTML comments at the start of a file end (after white space and each other), or 0.
  /// Each ends where the HTML pre-scan's proof ends it (`MarkupProof.commentEnd`, checked against
  /// libxml2); one it cannot end (unclosed, `<!-->`, too long) is not taken. Masking only blanks
  /// bytes, so it cannot end a comment sooner.
  static func leadingCommentsEnd(_ b: UnsafeBufferPointer<UInt8>) -> Int {
    var i = b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF ? 3 : 0
    var end = 0
    while true {
      while i < b.count, b[i] == 0x20 || b[i] >= 0x09 && b[i] <= 0x0D { i += 1 }
      guard i + 4 <= b.count, b[i] == UInt8(ascii: "<"), b[i + 1] == UInt8(ascii: "!"), b[i + 2] == 0x2D,
        b[i + 3] == 0x2D, let after = MarkupProof.commentEnd(b, bodyStart: i + 4)
      else { return end }
      i = after
      end = after
    }
  }

  /// `word` (lowercase ASCII) in any letter case.
  static func containsIgnoringCase(_ b: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    ByteSearch.firstIndex(of: word, in: b, caseless: true) != nil
  }
}
