import Testing
@testable import FormLint

/// JSX and React Native sources through the whole linter: dialect words, fixes, suppressions.
@Suite struct JSXLintTests {
  func lint(_ source: String, path: String) -> [Diagnostic] {
    SourceLinter.lint(Array(source.utf8), path: path, settings: RuleSettings()).diagnostics
  }

  @Test func reactNativeContentTypeIsSpelledTheUIKitWay() throws {
    let source = """
      import { TextInput } from 'react-native';
      export const A = () => <TextInput secureTextEntry textContentType="new-password" passwordRules="minlength: 20;" />;
      """
    let found = lint(source, path: "A.tsx").with("invalid-content-type")
    #expect(found.count == 1)
    #expect(found.first.map { covered($0, in: source) } == "new-password")
    #expect(found.first?.message.contains("did you mean `newPassword`?") == true)
  }

  @Test func reactNativeAutoCompleteSpeaksItsOwnVocabulary() throws {
    let source = """
      import { TextInput, View } from 'react-native';
      export const Login = () => <View><TextInput autoComplete="username" /><TextInput secureTextEntry autoComplete="off" /></View>;
      export const Register = () => (
        <View><TextInput autoComplete="email" /><TextInput secureTextEntry autoComplete="new_password" />
        <TextInput secureTextEntry autoComplete="new-password" /></View>
      );
      """
    let found = lint(source, path: "AuthScreens.tsx")
    let off = try #require(found.with("autocomplete-off").first)
    #expect(off.message.hasPrefix(#"`autoComplete="off"`"#) && off.message.contains(#"`autoComplete="current-password"`"#))
    #expect(off.fix?.edits.first?.replacement == "current-password")
    let invalid = try #require(found.with("invalid-content-type").first)
    #expect(invalid.message.contains("did you mean `new-password`?"))
    // Android's own values give iOS no content type: a new field still wants one.
    let android = "import { TextInput, View } from 'react-native';\nexport const R = () => <View><TextInput autoComplete=\"email\" /><TextInput secureTextEntry autoComplete=\"password-new\" /><TextInput secureTextEntry autoComplete=\"password-new\" /></View>;"
    let androidFound = lint(android, path: "RegisterScreen.tsx")
    #expect(androidFound.with("invalid-content-type").isEmpty)
    #expect(androidFound.with("new-password-autocomplete").first?.message.contains(#"says `autoComplete="password-new"`"#) == true)
    // `textContentType` keeps UIKit's names when both are written.
    let both = #"import { TextInput } from 'react-native'; export const A = () => <TextInput secureTextEntry textContentType="new-password" autoComplete="new-password" />;"#
    #expect(lint(both, path: "A.tsx").with("invalid-content-type").first?.message.contains("`newPassword`") == true)
  }

  @Test func reactNativeAndroidAutoCompleteValuesAreKnown() {
    let values = ["sms-otp", "gender", "name-family", "birthdate-full", "postal-address-locality", "tel-device", "username-new"]
    for value in values {
      let source = "import { TextInput } from 'react-native';\nexport const A = () => <TextInput secureTextEntry autoComplete=\"\(value)\" />;"
      #expect(lint(source, path: "A.tsx").with("invalid-content-type").isEmpty, "\(value)")
    }
    let typo = "import { TextInput } from 'react-native';\nexport const A = () => <TextInput secureTextEntry autoComplete=\"sms_otp\" />;"
    #expect(lint(typo, path: "A.tsx").with("invalid-content-type").count == 1)
  }

  @Test func reactNativeAutoCompleteIsCheckedBesideTextContentType() throws {
    // iOS reads `textContentType`, Android `autoComplete`: both are checked, each in its vocabulary.
    let source = """
      import { TextInput, View } from 'react-native';
      export const A = () => <TextInput secureTextEntry textContentType="password" autoComplete="current_password" />;
      export const B = () => <TextInput secureTextEntry textContentType="password" autoComplete="off" />;
      export const C = () => <TextInput secureTextEntry textContentType="password" autocomplete="current-password" />;
      export const D = () => <TextInput secureTextEntry textContentType="password" autoComplete="current-password" />;
      """
    let found = lint(source, path: "Login.tsx")
    #expect(found.count == 3)
    let invalid = try #require(found.with("invalid-content-type").first)
    #expect(invalid.range?.start.line == 2 && invalid.message.contains("did you mean `current-password`?"))
    let off = try #require(found.with("autocomplete-off").first)
    #expect(off.range?.start.line == 3 && off.message.hasPrefix(#"`autoComplete="off"`"#))
    let renamed = try #require(found.with("prop-name-case").first)
    #expect(renamed.range?.start.line == 4 && renamed.fix?.edits.first?.replacement == "autoComplete")
  }

  @Test func reactNativeAndroidHintOfANewPasswordField() throws {
    let source = #"import { TextInput } from 'react-native'; export const A = () => <TextInput secureTextEntry textContentType="newPassword" autoComplete="current-password" passwordRules="required: upper; required: lower; required: digit; minlength: 12;" />;"#
    let found = try #require(lint(source, path: "A.tsx").with("new-password-autocomplete").first)
    #expect(found.message.contains(#"says `autoComplete="current-password"`, which Android reads"#))
    // The fix writes the value it names, inside the quotes.
    let edit = try #require(found.fix?.edits.first)
    #expect(String(decoding: Array(source.utf8)[edit.range], as: UTF8.self) == "current-password" && edit.replacement == "new-password")
    #expect(lint(source.replacingOccurrences(of: #"autoComplete="current-password""#, with: #"autoComplete="password-new""#), path: "A.tsx").with("new-password-autocomplete").isEmpty)
    #expect(found.message.hasSuffix("offer a strong password there too"))
    // A confirmation field is filled with the generated password, not offered one.
    let confirm = """
      import { TextInput } from 'react-native';
      export const A = () => <>
        <TextInput secureTextEntry textContentType="newPassword" autoComplete="new-password" />
        <TextInput secureTextEntry textContentType="newPassword" autoComplete="current-password" placeholder="Confirm password" />
      </>;
      """
    let repeated = try #require(lint(confirm, path: "A.tsx").with("new-password-autocomplete").first)
    #expect(repeated.message.hasPrefix("this field repeats the new password") && repeated.message.hasSuffix("fill in the password they generated there too"), "\(repeated.message)")
  }

  /// Android's own `autoComplete="password-new"` says a new password; iOS is not told, and the message
  /// says so. A confirmation field repeats the new password, and is spoken of so.
  @Test func reactNativeAndroidOnlyNewPasswordTellsIOSNothing() throws {
    let source = """
      import { View, TextInput } from 'react-native';
      export default () => (
        <View>
          <TextInput textContentType="username" autoComplete="username" />
          <TextInput secureTextEntry autoComplete="password-new" />
        </View>
      );
      """
    let found = try #require(lint(source, path: "SignUp.jsx").with("new-password-autocomplete").first)
    #expect(found.message.contains(#"says `autoComplete="password-new"`, which only Android reads"#))
    #expect(found.fix?.edits.first?.replacement == "new-password")
    // The cross-platform value tells both.
    #expect(lint(source.replacingOccurrences(of: "password-new", with: "new-password"), path: "SignUp.jsx").with("new-password-autocomplete").isEmpty)
  }

  /// A field's label names it as its placeholder does (react-native-paper, UI Kitten, Material UI).
  @Test func aLabelSaysAConfirmationField() throws {
    let source = """
      import { View } from 'react-native';
      import { TextInput } from 'react-native-paper';
      export default () => (
        <View>
          <TextInput label="Email" textContentType="username" autoComplete="email" />
          <TextInput label="Password" secureTextEntry textContentType="newPassword" autoComplete="new-password" />
          <TextInput label="Confirm Password" secureTextEntry textContentType="password" autoComplete="password" />
        </View>
      );
      """
    let found = lint(source, path: "SignUp.tsx").with("new-password-autocomplete")
    #expect(found.count == 2)
    #expect(found.allSatisfy { $0.message.hasPrefix("this field repeats the new password") && $0.range?.start.line == 7 })
  }

  /// `passwordRules=""` keeps iOS from suggesting a password on a sign-in screen: empty rules are none,
  /// and say no new password (the fix gives the sign-in value).
  @Test func emptyRulesSayNoNewPassword() throws {
    let source = """
      import { View, TextInput } from 'react-native';
      export default function Login() {
        return (<View><TextInput textContentType="username" />
          <TextInput placeholder="Password" secureTextEntry textContentType="none" passwordRules="" /></View>);
      }
      """
    let found = lint(source, path: "Login.tsx")
    #expect(found.map(\.ruleID) == ["autocomplete-off"])
    #expect(found.first?.fix?.edits.first?.replacement == "password")
  }

  /// On a web page a field is known by its name, as in HTML: its label is no role hint there.
  @Test func aWebFieldsLabelIsNoRoleHint() {
    let page = #"export const A = () => <form><input type="email" autoComplete="username" /><input type="password" aria-label="New password" /></form>;"#
    #expect(lint(page, path: "A.tsx").isEmpty)
    let html = #"<form><input type="email" autocomplete="username"><input type="password" aria-label="New password"></form>"#
    #expect(SourceLinter.lint(Array(html.utf8), path: "a.html", settings: RuleSettings()).diagnostics.isEmpty)
  }

  /// A react-native-web screen's DOM `<input>` (in a `Platform.OS === 'web'` branch) takes React DOM's
  /// lowercase `passwordrules`; its `<TextInput>` React Native's `passwordRules`.
  @Test func aDOMInputBesideNativeInputsKeepsReactDOMsNames() throws {
    let source = """
      import { Platform, View, TextInput } from 'react-native';
      export default function SignUp() {
        if (Platform.OS === 'web') {
          return (<form><input type="email" autoComplete="username" />
            <input type="password" autoComplete="new-password" passwordrules="required: upper; required: lower; required: digit; minlength: 12;" /></form>);
        }
        return (<View><TextInput textContentType="username" />
          <TextInput secureTextEntry textContentType="newPassword" passwordrules="required: upper; required: lower; required: digit; minlength: 12;" /></View>);
      }
      """
    let found = lint(source, path: "SignUp.tsx").with("prop-name-case")
    #expect(found.count == 1)
    #expect(found.first?.range?.start.line == 8)
  }

  @Test func reactNativeLengthMessagesSpeakOfProps() throws {
    let conflict = #"import { TextInput } from 'react-native'; export const A = () => <TextInput secureTextEntry textContentType="newPassword" maxLength={20} passwordRules="required: upper; required: digit; minlength: 12; maxlength: 32;" />;"#
    let message = try #require(lint(conflict, path: "A.tsx").with("length-conflict").first?.message)
    #expect(message.contains("the prop wins, so the text input cuts") && !message.contains("browser"))
    // A maximum the rules set is raised in the rules: `maxlength`, not the `maxLength` prop.
    let short = #"import { TextInput } from 'react-native'; export const A = () => <TextInput secureTextEntry textContentType="newPassword" passwordRules="required: upper; required: digit; minlength: 12; maxlength: 32;" />;"#
    let note = try #require(lint(short, path: "A.tsx").with("short-maximum-length").first?.message)
    #expect(note.contains("raise maxlength to at least 64"))
    // React Native has no minLength: a minimum is said in the rules.
    let none = #"import { TextInput } from 'react-native'; export const A = () => <TextInput secureTextEntry textContentType="newPassword" />;"#
    let minimum = try #require(lint(none, path: "A.tsx").with("short-minimum-length").first?.message)
    #expect(minimum.hasSuffix("(`minlength: 8;` in passwordRules)"))
  }

  @Test func lowercaseAutocompleteIsSpokenOfAsWritten() throws {
    // Preact, Solid and Qwik take HTML's `autocomplete`.
    let source = #"export const Login = () => <form><input name="email" autocomplete="username" /><input type="password" name="password" autocomplete="off" /></form>;"#
    let off = try #require(lint(source, path: "login.jsx").with("autocomplete-off").first)
    #expect(off.message.hasPrefix(#"`autocomplete="off"`"#) && off.message.contains(#"`autocomplete="current-password"`"#))
  }

  @Test func reactDomFixesUseProps() throws {
    let source = #"export const A = () => <form><input type="password" passwordrules="minlength: 20;" /></form>;"#
    let found = lint(source, path: "A.jsx").with("new-password-autocomplete")
    #expect(found.first?.message.contains(#"`autoComplete="new-password"`"#) == true)
  }

  @Test func jsxCommentsSuppress() throws {
    let source = """
      export const A = () => (
        <form>
          {/* formlint-disable-next-line autocomplete-off */}
          <input type="password" autoComplete="off" />
          // formlint-disable-next-line autocomplete-off
          <input type="password" autoComplete="off" />
        </form>
      );
      """
    let found = lint(source, path: "A.jsx")
    // The first suppression works; the second `//` is JSX text, not a comment: its field is reported.
    #expect(found.with("autocomplete-off").count == 1)
    #expect(found.with("unused-suppression").isEmpty)
  }

  @Test func typeScriptWithoutJSXHasNoFields() {
    let source = #"const s = "<input type='password' autocomplete='off'>"; const x = <HTMLInputElement>el;"#
    #expect(lint(source, path: "a.ts").isEmpty)
  }

  @Test func onlyPasswordFormsAreChecked() {
    // No password field: nothing to report (the pre-scan skips such a file without reading it).
    let source = #"export const A = () => <form><input name="user" autoComplete="usrname" /></form>;"#
    #expect(lint(source, path: "A.jsx").isEmpty)
    let withPassword = #"export const A = () => <form><input name="user" autoComplete="usrname" /><input type="password" autoComplete="current-password" /></form>;"#
    #expect(lint(withPassword, path: "A.jsx").with("invalid-content-type").count == 1)
  }

  @Test func suggestions() {
    let html = HTMLDialect(), native = ReactNativeDialect()
    #expect(InvalidContentTypeRule.suggestion(for: "new_password", in: html) == "new-password")
    #expect(InvalidContentTypeRule.suggestion(for: "newpasword", in: html) == "new-password")
    #expect(InvalidContentTypeRule.suggestion(for: "password", in: html) == "current-password")
    #expect(InvalidContentTypeRule.suggestion(for: "none", in: html) == "off")
    #expect(InvalidContentTypeRule.suggestion(for: "new-password", in: native) == "newPassword")
    #expect(InvalidContentTypeRule.suggestion(for: "current-password", in: native) == "password")
    #expect(InvalidContentTypeRule.suggestion(for: "one-time-code", in: native) == "oneTimeCode")
    #expect(InvalidContentTypeRule.suggestion(for: "nope", in: html) == nil)
    #expect(native.contentType("NewPassword") == nil)
    #expect(native.contentType("telephoneNumber") == [.other("telephoneNumber")])
    #expect(html.contentType("section-a shipping new-password webauthn") == [.other("section-a"), .other("shipping"), .newPassword, .other("webauthn")])
    #expect(html.contentType("new_password") == nil)
  }
}
