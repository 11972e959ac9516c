import Readers

// The three UIKit dialects (Swift, Objective-C, Interface Builder) read and write the same content types;
// only the spelling differs (`.newPassword`, `UITextContentTypeNewPassword`, `new-password`).

extension ContentType {
  /// What a UIKit content type says, or `nil` (for `invalid-content-type`) when UIKit declares none.
  static func uiKit(_ known: TextContentType?) -> [ContentType]? {
    known.map { [ContentType(uiKit: $0)] }
  }

  init(uiKit known: TextContentType) {
    switch known.swiftName {
    case "username": self = .username
    case "emailAddress": self = .email
    case "password": self = .currentPassword
    case "newPassword": self = .newPassword
    case "oneTimeCode": self = .oneTimeCode
    default: self = .other(known.swiftName)
    }
  }

  /// The UIKit content type this one is, when UIKit declares it.
  var uiKitType: TextContentType? {
    switch self {
    case .username: TextContentType.swift("username")
    case .email: TextContentType.swift("emailAddress")
    case .currentPassword: TextContentType.swift("password")
    case .newPassword: TextContentType.swift("newPassword")
    case .oneTimeCode: TextContentType.swift("oneTimeCode")
    case .off: nil
    case .other(let token): TextContentType.anySpelling(token)
    }
  }

  /// This content type in one of UIKit's spellings; a token UIKit does not declare as written, and
  /// `off` (which UIKit has no value for) as `none`.
  func uiKitSpelling(_ spelling: (TextContentType) -> String, none: String) -> String {
    guard let known = uiKitType else {
      if case .other(let token) = self { return token }
      return none
    }
    return spelling(known)
  }
}
