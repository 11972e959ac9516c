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
    return PasswordWords.present(b) || HTMLPrefilter.containsLetterReference(b)
  }

  /// `word` (lowercase ASCII) in any letter case.
  static func containsIgnoringCase(_ b: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    ByteSearch.firstIndex(of: word, in: b, caseless: true) != nil
  }
}
