/// What a form says it is for, in a name: a form's `action`, `id`, `name` or `class` (`/register`,
/// `signup-form`, `login`), a file's name or folder (`auth/register.html`, `registrations/new.html.erb`,
/// `SignUpScreen.tsx`, `sessions/new.html.erb`, `Login.razor`). A sign-up form's one password field
/// chooses a new password; a sign-in form's fields sign in, whatever their number.
public enum FormPurpose: Sendable, Hashable {
  case signUp, signIn

  /// The purpose `text` says, if it says one and not both.
  public init?(saidBy text: String) {
    let folded = String(decoding: text.utf8.compactMap { byte -> UInt8? in
      // Letters only, lowercased: `sign-up`, `sign_up`, `SignUp` and `signup` are one word.
      byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte >= 0x61 && byte <= 0x7A ? byte : nil
    }, as: UTF8.self)
    func says(_ words: [String]) -> Bool { words.contains { containsBytes(folded, $0) } }
    let signUp = says(Self.signUpWords) && !says(Self.notSignUpWords)
    let signIn = says(Self.signInWords) && !says(Self.notSignInWords)
    switch (signUp, signIn) {
    case (true, false): self = .signUp
    case (false, true): self = .signIn
    default: return nil
    }
  }

  static let signUpWords = ["register", "registration", "signup", "createaccount", "newaccount"]
  /// `unregister`, a `registered` user: not a sign-up.
  static let notSignUpWords = ["unregister", "registered"]
  static let signInWords = ["login", "signin", "logon", "session"]
  /// `signing` (a signature), a `sessions` list: not a sign-in.
  static let notSignInWords = ["signing", "sessionslist"]
}
