/// Whether a name says "sign up": a form's `action`, `id`, `name` or `class` (`/register`,
/// `signup-form`, `create_account`), a file's name or folder (`auth/register.html`,
/// `registrations/new.html.erb`, `SignUpScreen.tsx`, `sign-up/page.tsx`). A sign-up form with one
/// password field chooses a new password; without such a word one field signs in.
public func saysSignUp(_ text: String) -> Bool {
  let folded = String(decoding: text.utf8.compactMap { byte -> UInt8? in
    // Letters only, lowercased: `sign-up`, `sign_up`, `SignUp` and `signup` are one word.
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte >= 0x61 && byte <= 0x7A ? byte : nil
  }, as: UTF8.self)
  return signUpWords.contains { containsBytes(folded, $0) } && !notSignUpWords.contains { containsBytes(folded, $0) }
}

private let signUpWords = ["register", "registration", "signup", "createaccount", "newaccount"]
/// `unregister`, a `registered` user: not a sign-up.
private let notSignUpWords = ["unregister", "registered"]
