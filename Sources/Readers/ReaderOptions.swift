import FieldModel

/// What a project tells the readers about its own markup (`.formlint.yml` `components:`): the names
/// of its components that are password fields (`<AppPasswordField>`, `<x-secret>`) or username
/// fields. The template and component readers compare names ASCII case-insensitively, as HTML does;
/// the JSX reader compares them as written (`<AppPasswordField>` is not `<appPasswordField>`).
public struct ReaderOptions: Sendable, Hashable {
  public var passwordComponents: [String]
  public var usernameComponents: [String]

  public init(passwordComponents: [String] = [], usernameComponents: [String] = []) {
    self.passwordComponents = passwordComponents
    self.usernameComponents = usernameComponents
  }

  public var isEmpty: Bool { passwordComponents.isEmpty && usernameComponents.isEmpty }

  /// The vocabulary of templates and components, with these names (lowercased).
  public var templateVocabulary: MarkupVocabulary {
    MarkupVocabulary(
      componentsAreFields: true, passwordComponents: Set(passwordComponents.map(asciiLowercased)),
      usernameComponents: Set(usernameComponents.map(asciiLowercased)))
  }

  /// For a pre-scan: whether `bytes` hold a configured password component's name (ASCII
  /// case-insensitively when `caseless`). A file whose only password field is such a component must
  /// not be skipped. Username components alone make no finding, so they are not looked for.
  public func mentionsPasswordComponent(_ bytes: UnsafeRawBufferPointer, caseless: Bool) -> Bool {
    let b = bytes.assumingMemoryBound(to: UInt8.self)
    if !caseless { return SourcePrefilter.containsAny(b, passwordComponents.filter { !$0.isEmpty }) }
    return passwordComponents.contains { name in
      let needle = Array(asciiLowercased(name).utf8)
      guard let first = needle.first, b.count >= needle.count else { return false }
      var i = 0
      while i <= b.count - needle.count {
        if lower(b[i]) == first {
          var k = 1
          while k < needle.count, lower(b[i + k]) == needle[k] { k += 1 }
          if k == needle.count { return true }
        }
        i += 1
      }
      return false
    }
  }

  @inline(__always) private func lower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c | 0x20 : c }
}
