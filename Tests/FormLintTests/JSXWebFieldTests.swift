import Testing
@testable import FormLint

/// React DOM as the UI libraries write it: show-password toggles, `TextInput` components that are
/// web inputs, forms rendered by layout components, several components in one file.
@Suite struct JSXWebFieldTests {
  func lint(_ source: String, path: String = "A.tsx") -> FileReport {
    SourceLinter.lint(Array(source.utf8), path: path, settings: RuleSettings())
  }

  @Test func aShowPasswordToggleIsAPasswordField() {
    let source = """
      export function SignIn() {
        return (
          <form>
            <Input type="email" autoComplete="username" />
            <OutlinedInput type={showPassword ? 'text' : 'password'} autoComplete="off" />
          </form>
        );
      }
      """
    let report = lint(source)
    #expect(report.passwordFields == 1)
    let off = report.diagnostics.with("autocomplete-off")
    #expect(off.map { covered($0, in: source) } == [#"autoComplete="off""#])
    // Nothing says `type="password"` was written: no fix inserts or replaces a type.
    #expect(report.diagnostics.allSatisfy { !$0.message.contains("type=") })
  }

  @Test func aToggleWithoutTheWordNeedsAnotherSign() {
    // `type={inputType}` says nothing; `passwordrules` on it does.
    #expect(lint(#"export const A = () => <input type={inputType} />;"#).passwordFields == 0)
    let report = lint(#"export const A = () => <input type={inputType} passwordrules="required: digits;" />;"#)
    #expect(report.passwordFields == 1)
    #expect(report.diagnostics.with("rules-on-non-password-field").isEmpty)
    #expect(report.diagnostics.with("unknown-character-class").count == 1)
  }

  @Test func laravelBreezeTextInputIsAWebInput() {
    let source = """
      import TextInput from '@/Components/TextInput';
      export default function Login() {
        return (
          <form onSubmit={submit}>
            <TextInput id="email" type="email" name="email" autoComplete="username" />
            <TextInput id="password" type="password" name="password" autoComplete="off"
              passwordrules="required: upper; required: lower; required: digits; minlength: 12;" />
          </form>
        );
      }
      """
    let report = lint(source, path: "Login.jsx")
    #expect(report.passwordFields == 1)
    #expect(report.diagnostics.with("autocomplete-off").count == 1)
    #expect(report.diagnostics.with("unknown-character-class").first?.message.contains("passwordrules") == true)
    #expect(report.diagnostics.with("rules-on-non-password-field").isEmpty)
  }

  @Test func reactNativePropsStillSayReactNative() {
    // A `TextInput` from the app's own wrapper module, with React Native's props.
    let source = """
      import TextInput from '../components/TextInput';
      export const Login = () => <TextInput secureTextEntry textContentType="password" />;
      """
    let report = lint(source)
    #expect(report.passwordFields == 1)
  }

  @Test func reactNativeUIKitsTakeATypeToo() {
    // NativeBase and Gluestack set `secureTextEntry` from `type="password"`; their imports say React Native.
    let source = """
      import { Input } from 'native-base';
      export const SignUp = () => (
        <VStack>
          <Input textContentType="username" />
          <Input type="password" textContentType="new-password" />
        </VStack>
      );
      """
    let report = lint(source, path: "SignUpScreen.tsx")
    #expect(report.passwordFields == 1)
    #expect(report.diagnostics.with("invalid-content-type").first?.message.contains("`newPassword`") == true)
    for module in ["@gluestack-ui/themed", "expo-router", "@rneui/themed", "tamagui", "@react-navigation/native"] {
      let file = "import { X } from '\(module)';\nexport const A = () => <Input type=\"password\" passwordRules=\"required: digits;\" />;"
      #expect(lint(file).diagnostics.with("unknown-character-class").first?.message.contains("iOS") == true, "\(module)")
    }
  }

  @Test(arguments: [#"<Box component="form">"#, #"<Stack as="form" spacing={4}>"#, "<chakra.form>"])
  func layoutComponentsThatRenderAForm(open: String) {
    let close = open.hasPrefix("<Box") ? "</Box>" : open.hasPrefix("<Stack") ? "</Stack>" : "</chakra.form>"
    let source = """
      export function Forms() {
        return (
          <>
            \(open)
              <TextField type="password" autoComplete="off" />
            \(close)
            \(open)
              <TextField type="email" autoComplete="username" />
              <TextField type="password" autoComplete="new-password" />
            \(close)
          </>
        );
      }
      """
    let report = lint(source)
    // Two forms: the first field is a sign-in field, not the new field of a pair.
    #expect(report.diagnostics.with("autocomplete-off").first?.message.contains("current-password") == true, "\(open)")
    #expect(report.diagnostics.with("new-password-autocomplete").isEmpty)
    #expect(report.diagnostics.with("confirm-field-rules").isEmpty)
  }

  @Test func twoComponentsOfOneFileAreTwoScreens() {
    let source = """
      function Login() {
        return <div><TextField type="password" autoComplete="off" /></div>;
      }
      function Register() {
        return (
          <div>
            <TextField type="email" autoComplete="username" />
            <TextField type="password" autoComplete="new-password" inputProps={{ passwordrules: "minlength: 12; required: upper, lower, digit;" }} />
          </div>
        );
      }
      """
    let report = lint(source)
    #expect(report.diagnostics.with("autocomplete-off").first?.message.contains("current-password") == true)
    #expect(report.diagnostics.with("confirm-field-rules").isEmpty)
    #expect(report.diagnostics.with("new-password-autocomplete").isEmpty)
  }

  @Test func offOnANewPasswordFieldIsOneFinding() {
    let source = """
      export const A = () => (
        <form>
          <input type="email" autoComplete="username" />
          <input type="password" name="new-password" autoComplete="off" />
        </form>
      );
      """
    let found = lint(source).diagnostics
    #expect(found.with("autocomplete-off").count == 1)
    #expect(found.with("new-password-autocomplete").isEmpty)
  }
}

/// A wrapper component's field: a spread may bring anything, so it says nothing about the field's
/// purpose; a macro's computed autocomplete makes its role a guess.
@Suite struct WrapperFieldTests {
  func lint(_ source: String, path: String) -> [Diagnostic] {
    SourceLinter.lint(Array(source.utf8), path: path, settings: RuleSettings()).diagnostics
  }

  @Test(arguments: [
    ("PasswordInput.svelte", #"<input type="password" bind:value autocomplete="off" {...$$restProps} />"#),
    ("PasswordInput.vue", #"<template><input type="password" v-bind="$attrs" autocomplete="off"></template>"#),
    ("PasswordInput.jsx", #"export const P = (props) => <input type="password" autoComplete="off" {...props} />;"#),
  ])
  func aSpreadDoesNotMakeANewPasswordField(path: String, source: String) {
    let found = lint(source, path: path)
    #expect(found.map(\.ruleID) == ["autocomplete-off"], "\(path)")
    #expect(found.first?.message.contains("current-password") == true, "\(path)")
  }

  /// react-hook-form's `register`, shadcn's and Formik's `field`, Mantine's `getInputProps` bring a name
  /// and handlers, never `autoComplete`: the sign-up is checked as written. Another spread beside them
  /// still may bring it.
  @Test func aFormLibrarysBindingBringsNoContentType() {
    let source = """
      export function SignUpForm() {
        const { register } = useForm()
        return (
          <form onSubmit={handleSubmit(onSubmit)}>
            <input type="email" autoComplete="email" {...register("email")} />
            <input type="password" {...register("password", { minLength: 12 })} />
            <FormField control={form.control} name="confirmPassword" render={({ field }) => (
              <FormItem><FormControl><Input type="password" {...field} /></FormControl></FormItem>
            )} />
          </form>
        )
      }
      """
    let found = lint(source, path: "SignUpForm.tsx").with("new-password-autocomplete")
    #expect(found.map { $0.range?.start.line } == [6, 8])
    let wrapped = #"export const P = (props) => <form><input type="email" autoComplete="username" /><input type="password" {...register("password")} {...props} /><input type="password" {...register("confirm")} {...props} /></form>;"#
    #expect(lint(wrapped, path: "P.jsx").with("new-password-autocomplete").isEmpty)
  }

  /// A generic component's inserted attribute goes after its type arguments, where TSX takes it.
  @Test func anInsertionGoesAfterTypeArguments() throws {
    let source = """
      export const SignUp = () => (
        <form>
          <Field<Values> type="email" name="email" autoComplete="username" />
          <Field<Values> type="password" name="password" minLength={12} />
        </form>
      );
      """
    let fix = try #require(lint(source, path: "SignUp.tsx").with("new-password-autocomplete").first?.fix)
    let fixed = String(decoding: FixApplier.apply([fix], to: Array(source.utf8)).bytes, as: UTF8.self)
    #expect(fixed.contains(#"<Field<Values> autoComplete="new-password" type="password""#))
  }

  @Test func aMacroWithAComputedAutocompleteGetsNoUsernameNote() {
    let source = """
      {% macro password_input(name, autocomplete="current-password", rules=None) -%}
        <input type="password" name="{{ name }}" autocomplete="{{ autocomplete }}"{% if rules %} passwordrules="{{ rules }}"{% endif %}>
      {%- endmacro %}
      """
    #expect(lint(source, path: "macros.html.j2").isEmpty)
    // Written plainly, the same field is a new one without a username field.
    let plain = #"<input type="password" name="pw" autocomplete="new-password" passwordrules="minlength: 12; required: upper, lower, digit;">"#
    #expect(lint(plain, path: "a.html").map(\.ruleID).contains("missing-username-field"))
  }
}

/// The arms of a conditional render one or the other: a field written in both is one field, checked
/// in each arm with its role.
@Suite struct JSXConditionalTests {
  func lint(_ source: String) -> FileReport {
    SourceLinter.lint(Array(source.utf8), path: "SignUp.jsx", settings: RuleSettings())
  }

  @Test func theArmsOfAConditionalAreAlternatives() throws {
    let source = """
      export function SignUp({ strict }) {
        return (
          <form>
            <input type="email" autoComplete="username" />
            {strict ? <input type="password" autoComplete="new-password" passwordrules="required: upper, lower, digit; minlength: 16;" />
                    : <input type="password" autoComplete="off" passwordrules="required: upper, lower, digit; minlength: 12;" />}
            {strict ? (
              <input type="password" name="confirm" autoComplete="new-password" />
            ) : (
              <div><input type="password" name="confirm" autoComplete="new-password" /></div>
            )}
          </form>
        );
      }
      """
    let report = lint(source)
    #expect(report.passwordFields == 2)
    #expect(report.diagnostics.with("confirm-field-rules").isEmpty)
    // The alternative arm is checked as the new field it stands for.
    let off = try #require(report.diagnostics.with("autocomplete-off").first)
    #expect(off.range?.start.line == 6 && off.message.contains("new-password"))
  }

  @Test func onlyATrueConditionalMakesArms() {
    // `&&` renders both fields; so do two conditionals side by side.
    let both = """
      export const A = ({ a }) => (
        <form>{a && <input type="password" autoComplete="new-password" passwordrules="minlength: 12; required: upper, lower, digit;" />}
        {a && <input type="password" autoComplete="new-password" passwordrules="minlength: 16; required: upper, lower, digit;" />}</form>
      );
      """
    #expect(lint(both).diagnostics.with("confirm-field-rules").count == 1)
    let typed = "type P = { a?: string }; const x = a ? b : c;\nexport const B = () => <form><input type=\"password\" /><input type=\"password\" /></form>;"
    #expect(lint(typed).passwordFields == 2)
  }
}
