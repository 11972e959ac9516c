import FieldModel
import Testing
@testable import Readers

/// The model the JSX reader makes: literal and computed props, exact positions through escapes and
/// references, forms, React DOM and React Native fields.
@Suite struct JSXReaderTests {
  @Test func attributeStringsDecodeReferencesButNotEscapes() throws {
    let source = #"const f = <input type="password" passwordrules="required: upper; allowed: [&quot;\n]" />;"#
    let document = try #require(readJSX(source))
    let field = try #require(document.screens.first?.fields.first)
    let rules = try #require(field.literal(.rules))
    #expect(rules.text == #"required: upper; allowed: ["\n]"#)
    let start = offset(of: "required", in: source)
    #expect(rules.positions.valueRange.lowerBound == start)
    // `"` is the six bytes of `&quot;`; the backslash is itself.
    let quote = rules.text.unicodeScalars.firstIndex(of: "\"")!
    let q = rules.text.unicodeScalars.distance(from: rules.text.unicodeScalars.startIndex, to: quote)
    #expect(slice(source, rules.positions.byteRange(of: q..<q + 1)) == "&quot;")
    #expect(slice(source, rules.positions.byteRange(of: q + 1..<q + 2)) == "\\")
  }

  @Test func theLastOfTwoPropsOfOneNameIsTheOneRendered() throws {
    // JSX props are an object literal's keys: `{autoComplete: "new-password", autoComplete: "off"}`.
    let source = """
      const f = <input type="password" autoComplete="new-password" minLength={12} maxLength={8}
        {...rest} autoComplete="off" maxLength={128} />;
      """
    let document = try #require(readJSX(source))
    let field = try #require(document.screens.first?.fields.first)
    #expect(field.literal(.contentType)?.text == "off")
    #expect(field[.contentType]?.range.lowerBound == offset(of: #"autoComplete="off""#, in: source))
    #expect(field.literal(.maxLength)?.text == "128")
    #expect(field.literal(.minLength)?.text == "12")
  }

  @Test func jsStringValuesResolveEscapesWithPositions() throws {
    let source = #"const f = <input type={"password"} passwordrules={"minlength: 8\u{3B} required: \x64igits; \"x\""} />;"#
    let document = try #require(readJSX(source))
    let field = try #require(document.screens.first?.fields.first)
    let rules = try #require(field.literal(.rules))
    #expect(rules.text == #"minlength: 8; required: digits; "x""#)
    #expect(slice(source, rules.positions.byteRange(of: 12..<13)) == #"\u{3B}"#)
    #expect(slice(source, rules.positions.byteRange(of: 24..<30)) == #"\x64igits"#)
    #expect(slice(source, rules.positions.byteRange(of: 32..<33)) == #"\""#)
    let property = try #require(field[.rules])
    #expect(slice(source, property.range).hasPrefix("passwordrules={"))
    #expect(slice(source, property.range).hasSuffix("\"}"))
    #expect(slice(source, property.nameRange) == "passwordrules")
  }

  @Test func templateNumbersBooleansAndComputedValues() throws {
    let source = """
      const f = <form>
        <input type="password" minLength={12} maxLength={0x40} autoComplete={`new-password`}
          passwordrules={rules} pattern={`${p}`} required />
      </form>;
      """
    let document = try #require(readJSX(source))
    let field = try #require(document.screens.first?.fields.first)
    #expect(field.literal(.minLength)?.text == "12")
    #expect(slice(source, field.literal(.minLength)!.positions.valueRange) == "12")
    #expect(field[.maxLength]?.isDynamic == true)
    #expect(field.literal(.contentType)?.text == "new-password")
    #expect(field[.rules]?.isDynamic == true)
    if case .dynamic(let r)? = field[.rules]?.value { #expect(slice(source, r) == "rules") }
    #expect(field[.pattern]?.isDynamic == true)
    #expect(document.screens.first?.anchor.map { slice(source, $0) } == "<form")
    #expect(slice(source, field.anchor) == "<input")
    #expect(document.kind == .jsx)
  }

  @Test func literalFormsAndTheirLimits() throws {
    func value(_ prop: String) -> Property.Value? {
      scanJSX("const x = <input \(prop) />;").elements.last?.attributes.first?.property.value
    }
    func literal(_ prop: String) -> String? {
      if case .literal(let v)? = value(prop) { return v.text }
      return nil
    }
    #expect(literal(#"a={"x\u{1F600}y\uD83D\uDE00z"}"#) == "x😀y😀z")
    #expect(literal("a={`line\r\nbreak`}") == "line\nbreak")
    #expect(literal(#"a={'\\x'}"#) == "\\x")
    #expect(literal(#"a={"\x4"}"#) == nil)  // invalid escape: left to run time
    #expect(literal("a={`\\1`}") == nil)  // octal escapes are not allowed in templates
    #expect(literal(#"a={"\101"}"#) == "A")
    #expect(literal("a={012}") == nil)
    #expect(literal("a={1e3}") == nil)
    #expect(literal("a={-1}") == nil)
    #expect(literal("a={0}") == "0")
    #expect(literal("a={true}") == "true")
    #expect(literal(#"a="&#x41;&#66;&amp;&bogus;&#0;""#) == "AB&&bogus;&#0;")
    #expect(literal(#"a="é&eacute;""#) == "éé")
    if case .flag? = value("a") {} else { Issue.record("a bare prop is a flag") }
    if case .dynamic? = value("a={<b />}") {} else { Issue.record("an element is computed") }
  }

  @Test func spreadPropsMaySupplyWhatIsNotWritten() throws {
    let source = #"export const P = (props) => <input type="password" minLength={12} {...props} />;"#
    let field = try #require(readJSX(source)?.screens.first?.fields.first)
    #expect(field.literal(.minLength)?.text == "12")
    #expect(field[.contentType]?.isDynamic == true)
    #expect(field[.maxLength].map { slice(source, $0.range) } == "{...props}")
    #expect(field[.rules] == nil)
    #expect(field.literal(.secureEntry)?.text == "password")
  }

  @Test func propsAreKeyedLowercase() throws {
    let source = #"const f = <input type="password" autoComplete="current-password" passwordRules="minlength: 20" />;"#
    let element = try #require(scanJSX(source).elements.first)
    #expect(element.attributes.map(\.key) == ["type", "autocomplete", "passwordrules"])
    #expect(element.attributes.map(\.property.name) == ["type", "autoComplete", "passwordRules"])
  }

  @Test func componentsWithTypePasswordAreFields() throws {
    let source = """
      import { TextField } from "@mui/material";
      export function SignIn() {
        return (
          <Form onSubmit={submit}>
            <TextField name="email" type="email" autoComplete="username" />
            <TextField name="password" type="password" autoComplete="current-password" />
            <PasswordInput name="confirm" />
            <Input.Password placeholder="Again" />
            <PasswordStrengthMeter password={password} />
            <ForgotPasswordLink href="/forgot" />
            <PasswordHint minLength={12} />
            <input name="email" type="email" />
          </Form>
        );
      }
      """
    let document = try #require(readJSX(source))
    #expect(document.screens.count == 1)
    // Named inputs; not a meter, a link, or a hint told the minimum (a meter or a checklist takes
    // one too: only an input's own props, `autoComplete` and `passwordrules`, make it a field).
    #expect(document.screens[0].fields.map { slice(source, $0.anchor) } == [
      "<TextField", "<PasswordInput", "<Input.Password",
    ])
    #expect(document.screens[0].usernameField != nil)
  }

  @Test func reactNativeTextInputs() throws {
    let source = """
      import React, { useState } from 'react';
      import { TextInput, View } from 'react-native';
      export default function SignUp() {
        const [password, setPassword] = useState('');
        return (
          <View>
            <TextInput textContentType="username" autoCapitalize="none" />
            <TextInput secureTextEntry textContentType="newPassword" passwordRules="minlength: 20;" maxLength={64}
              value={password} onChangeText={setPassword} />
            <TextInput secureTextEntry={!visible} value={confirmPassword} />
            <TextInput secureTextEntry={false} placeholder="Search" />
            <TextInput secureTextEntry={true} />
            <PasswordField label="New password" value={password} />
            <PasswordInput passwordRules="minlength: 20;" />
          </View>
        );
      }
      """
    let document = try #require(readJSX(source))
    #expect(document.kind == .reactNative)
    #expect(document.screens.count == 1)
    let fields = document.screens[0].fields
    #expect(fields.count == 4)  // a wrapper without password props is not a field; one with is
    #expect(fields[0].literal(.rules)?.text == "minlength: 20;")
    #expect(fields[0].literal(.contentType)?.text == "newPassword")
    #expect(fields[0].literal(.maxLength)?.text == "64")
    #expect(fields[0][.secureEntry].map { if case .flag = $0.value { true } else { false } } == true)
    #expect(fields[0].names.contains("setPassword"))
    #expect(fields[1].names.contains("confirmPassword"))
    #expect(document.screens[0].usernameField != nil)
  }

  @Test func reactNativeRulesWithoutSecureEntryAreStray() throws {
    let source = """
      import { TextInput } from 'react-native';
      const x = <TextInput secureTextEntry={false} passwordRules="minlength: 20;" />;
      """
    let document = try #require(readJSX(source))
    #expect(document.passwordFieldCount == 0)
    #expect(document.strayRules.count == 1)
    #expect(document.strayRules[0].carrier == "`<TextInput>`")
  }

  @Test func encodingsAndBinary() throws {
    let withBOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"const x = <input type="password" />;"#.utf8)
    guard case .document(let document, _) = JSXReader.read(withBOM) else { Issue.record("no document"); return }
    #expect(document.encoding == "UTF-8 (BOM)")
    #expect(document.passwordFieldCount == 1)
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in #"const x = <input type="password" />;"#.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    guard case .document(let decoded, _) = JSXReader.read(utf16) else { Issue.record("no document"); return }
    #expect(decoded.encoding == "UTF-16LE")
    #expect(decoded.passwordFieldCount == 1)
    guard case .failure(.binary, _) = JSXReader.read([0x00, 0x01, 0x02]) else { Issue.record("not binary"); return }
  }

  @Test func typeScriptPrefilterLooksForSuppressionsAndAngularTemplates() {
    func may(_ s: String) -> Bool { Array(s.utf8).withUnsafeBytes { JSXPrefilter.mayMatterInTypeScript($0) } }
    // Code about passwords, with no component and no suppression: nothing `.ts` reading could report.
    #expect(!may("export function validatePassword(password: string): boolean { return password.length >= 12; }"))
    #expect(!may("const tpl = `<input type=\"password\" passwordrules=\"x\">`;"))
    #expect(may("// formlint-disable-next-line unknown-property\nexport const rules = 'x';"))
    let component = "@Component({ template: `<input type=\"password\" passwordrules=\"requird: digit\">` }) class A {}"
    #expect(may(component))
    #expect(may(component.replacingOccurrences(of: "password\"", with: "pass&#119;ord\"")))
    #expect(!may("@Component({ template: `<p>hi</p>` }) class A {}"))
    let document = JSXReader.read(Array(component.utf8), jsx: false)
    guard case .document(let model, _) = document else { Issue.record("not read"); return }
    #expect(model.passwordFieldCount == 1)
  }

  @Test func prefilterFindsWhatTheReaderCouldReport() {
    func may(_ s: String) -> Bool { Array(s.utf8).withUnsafeBytes { JSXPrefilter.mayMatter($0) } }
    #expect(!may("import React from 'react'; export const A = () => <div className=\"x\">hi</div>;"))
    #expect(!may(""))
    #expect(may("<input type=\"PASSWORD\" />"))
    #expect(may("<TextInput secureTextEntry />"))
    #expect(may("// formlint-disable"))
    #expect(may(#"<input type={"pass\u0077ord"} />"#))
    #expect(may(#"<input type={"p\assword"} />"#))
    #expect(may(#"<input type="pass&#119;ord" />"#))
    #expect(may(#"<input type={"pa\x73\163word"} />"#))
    #expect(may("<input type={`pass\\\nword`} />"))
    #expect(!may(#"const r = /\d+\s\w/; const p = "pass\u0078ord";"#))
    // Everything the reader finds a field in passes the pre-scan.
    for source in [
      #"<input type={"\u{70}assword"} />"#, "<Foo.PasswordField />", "<TextInput textContentType=\"newPassword\" />",
    ] {
      #expect(readJSX(source)?.passwordFieldCount == 1, "\(source)")
      #expect(may(source), "\(source)")
    }
  }

  /// Most files that say "password" have no field: they say it in JSX text, a comment, a link, a
  /// translation key or a variable's name, which the reader never reads, and are skipped. Where a prop
  /// could take the word (a tag, a constant's string, an object's value), the file is read.
  @Test func prefilterPassesOverWordsTheReaderNeverReads() {
    func may(_ s: String) -> Bool { Array(s.utf8).withUnsafeBytes { JSXPrefilter.mayMatter($0) } }
    let skipped = [
      "export const A = () => <a href=\"/reset-password\">Forgot your password?</a>;",
      "export const A = () => (\n  <div>\n    {/* <input type=\"password\" /> */}\n  </div>\n);",
      "// <input type=\"password\">\nexport const A = () => <p className=\"password-hint\">{t(\"password.hint\")}</p>;",
      "const [password, setPassword] = useState(''); export const A = () => <Link to=\"/password\" />;",
      "expect(screen.getByLabelText('Password', { exact: false })).toBeVisible();",
    ]
    for source in skipped {
      #expect(!may(source), "\(source)")
      #expect(readJSX(source)?.passwordFieldCount == 0, "\(source)")
    }
    let read = [
      "export const A = () => <input type=\"password\" />;",
      "export const A = ({ show }) => <Input type={show ? 'text' : 'password'} />;",
      "const KIND = \"new-password\"; export const A = () => <input autoComplete={KIND} />;",
      "const field = { type: 'password' }; export const A = () => <input {...field} />;",
      "export const A = () => <Input title=\"Password\" />;",
      "export const A = () => <p>{ok ? \"password\" : null}</p>;",
      "export const A = () => <input {...register('password')} />;",
      "export const A = () => <p>Forgot your password?</p>; // formlint-disable-line",
      "export const A = () => <a href={`/${'password'}`}>x</a>;",
    ]
    for source in read { #expect(may(source), "\(source)") }
  }

  /// A probe is decided once its last word has been passed over: the code after it is not tokenized.
  @Test func probeStopsAfterItsLastWordIsPassedOver() {
    let source = Array(("// password\n" + String(repeating: "const a = `${b}`;\n", count: 200)).utf8)
    source.withUnsafeBufferPointer { b in
      var scanner = JSXScanner(b, jsx: true, probingFor: [3..<11])
      scanner.run()
      #expect(!scanner.saidAloud && scanner.nextWord == 1)
      #expect(scanner.i < 40)
    }
    #expect(!source.withUnsafeBytes { JSXPrefilter.mayMatter($0) })
  }

  /// The escaped-spelling search looks only around backslashes and ampersands; on random soups of
  /// letters, escapes and continuations it must answer what trying every offset answers.
  @Test func escapedSpellingSearchAgreesWithTryingEveryOffset() {
    let noise = ["p", "P", "a", "s", "w", "d", "\\", "&", "#", "x", "7", "u", "{", "}", ";", "\n", "0", " ", "\\\n"]
    func spelled(_ letter: Character, _ generator: inout SystemRandomNumberGenerator) -> String {
      let code = letter.asciiValue!
      let forms = [String(letter), String(letter).uppercased(), "\\" + String(letter), "\\u00" + String(code, radix: 16),
        "\\x" + String(code, radix: 16), "\\u{" + String(code, radix: 16) + "}", "\\" + String(code, radix: 8),
        "&#" + String(code) + ";", "&#x" + String(code, radix: 16) + ";", "\\\n" + String(letter)]
      return forms.randomElement(using: &generator)!
    }
    var generator = SystemRandomNumberGenerator()
    var found = 0
    for _ in 0..<20_000 {
      var parts = (0..<Int.random(in: 0...8, using: &generator)).map { _ in noise.randomElement(using: &generator)! }
      var word = "password".map { spelled($0, &generator) }
      if Bool.random(using: &generator) { word[Int.random(in: 0..<8, using: &generator)] = noise.randomElement(using: &generator)! }
      parts.insert(contentsOf: word, at: Int.random(in: 0...parts.count, using: &generator))
      let text = parts.joined()
      let bytes = Array(text.utf8)
      let expected = bytes.withUnsafeBufferPointer { b in
        b.indices.contains { JSXPrefilter.spells(Array("password".utf8), b, at: $0) }
      }
      let actual = bytes.withUnsafeBufferPointer { JSXPrefilter.containsEscapedPassword($0) }
      // Written in full, the word is found by the plain-word test, not this one.
      if !containsBytes(text.lowercased(), "password") {
        #expect(actual == expected, "\(text)")
        if expected { found += 1 }
      }
    }
    #expect(found > 0)
  }
}
