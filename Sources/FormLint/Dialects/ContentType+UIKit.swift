import Readers

// The three UIKit dialects (Swift, Objective-C, Interface Builder) read and write the same content types;
// only the spelling differs (`.newPassword`, `UITextContentTypeNewPassword`, `new-password`).

extension ContentType {
  /// What a UIKit content type says, or `nil` (for `invalid-content-type`) when UIKit declares none.
  static func uiKit(_ known: TextContentType?) -> [ContentType]? {
    known.map { [ObjectiveCDialect.contentType(of: $0)] }
  }

  /// This content type in one of UIKit's spellings; a token UIKit does not declare as written, and
  /// `off` (which UIKit has no value for) as `none`.
  func uiKitSpelling(_ spelling: (TextContentType) -> String, none: String) -> String {
    guard let known = ObjectiveCDialect.textContentType(of: self) else {
      if case .other(let token) = self { return token }
      return none
    }
    return spelling(known)
  }
}
