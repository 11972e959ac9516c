import FieldModel

/// What a UIKit text field is, from what the code sets on it (Swift and Objective-C alike): a
/// password field hides its text or says it holds a password; one whose `isSecureTextEntry` is
/// false, or whose content type says something else (`.username`, `.nickname`), is not one even
/// with rules (rules there are stray: AutoFill reads them only on a password field); rules alone,
/// where nothing else is said, make a password field (the rest may be set in a storyboard).
public enum UIKitFieldKind {
  /// `secure`: the literal values that mean true and false (`true`; `YES`, `1`); `contentType`:
  /// how the source's content type literals are read.
  public static func kind(
    of properties: [PropertyKey: Property], secure: (true: Set<String>, false: Set<String>),
    contentType: (String) -> TextContentType?
  ) -> Field.Kind {
    var hidesText: Bool?
    switch properties[.secureEntry]?.value {
    case .flag?, .dynamic?: hidesText = true
    case .literal(let value)?:
      if secure.true.contains(value.text) { hidesText = true } else if secure.false.contains(value.text) { hidesText = false }
    case nil: break
    }
    if hidesText == true { return .password }
    let said = properties[.contentType]?.literal.flatMap { contentType($0.text) }?.fieldKind
    if let said { return said }
    return hidesText == nil && properties[.rules] != nil ? .password : .other
  }

  /// How a rules-on-non-password-field message names the field: "`nicknameField`".
  public static func carrier(_ name: String) -> String { "`\(name)`" }
}
