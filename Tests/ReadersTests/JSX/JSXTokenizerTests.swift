import Testing
@testable import Readers

/// The JavaScript around the JSX: only real JSX elements become elements.
@Suite struct JSXTokenizerTests {
  @Test func markupInStringsCommentsTemplatesAndRegexIsNotJSX() {
    let source = #"""
      const a = "<input type='password'>";
      const b = '<input type="password">';
      // <input type="password">
      /* <input type="password"> */
      const c = `<input type="password">`;
      const d = /<input type="password">/g;
      const e = html`<form><input type="password"></form>`;
      """#
    let scanner = scanJSX(source)
    #expect(scanner.elements.isEmpty)
    #expect(scanner.texts(.regex, in: source) == [#"/<input type="password">/g"#])
  }

  @Test func stringsWithEscapedQuotesEndWhereTheyEnd() {
    let source = #"""
      const a = "say \"<b>\" \\"; const el = <input type="password" />;
      const b = 'it\'s'; const f = <form />;
      """#
    let scanner = scanJSX(source)
    #expect(scanner.elementNames == ["input", "form"])
    #expect(scanner.texts(.string, in: source) == [#""say \"<b>\" \\""#, #"'it\'s'"#])
  }

  @Test func regexOrDivisionByThePreviousToken() {
    let source = """
      let x = a / b / c;
      let y = (a + 1) / 2 / 3;
      let z = arr[0] / 2;
      let w = 10 / 5 / 1;
      if (/ab+c/.test(s)) {}
      let r = s.replace(/[/"]/g, "");
      const q = x => /x[/]y/i;
      return /re/.test(t) ? 1 : 0;
      typeof /re/;
      i++ / 2;
      const h = total! / count / 2; const ok = a !== b / 2;
      """
    let scanner = scanJSX(source)
    #expect(scanner.texts(.regex, in: source) == ["/ab+c/", #"/[/"]/g"#, "/x[/]y/i", "/re/", "/re/"])
    // The string after the class is read as a string, not swallowed by the regex.
    #expect(scanner.texts(.string, in: source) == [#""""#])
  }

  @Test func regexAfterABlockButDivisionAfterAnObject() {
    let source = """
      function f() {}
      /a/.test(x);
      const o = {a: 1} / 2;
      """
    let scanner = scanJSX(source)
    #expect(scanner.texts(.regex, in: source) == ["/a/"])
  }

  @Test func templateLiteralsNest() {
    let source = """
      const t = `a ${ b ? `<input ${c}>` : "}" } <input> ${ <form><input type="password"/></form> } z`;
      const after = <input name="after" />;
      """
    let scanner = scanJSX(source)
    #expect(scanner.elementNames == ["form", "input", "input"])
    #expect(scanner.elements[1].formAncestorIndex == 0)
    #expect(scanner.elements[2].formAncestorIndex == nil)
    #expect(scanner.elements[2].literal("name") == "after")
  }

  @Test func comparisonsAndGenericsAreNotJSX() {
    let source = """
      for (let i = 0; i <n; i++) {}
      const m = new Map<string, Array<number>>();
      const s = useState<string>("");
      const id = <T,>(x: T) => x;
      const ex = <T extends object>(x: T) => x;
      const k = a < b && c > d;
      const v = value as Array<Item>;
      function g<T>(x: T): Promise<T> { return x as Promise<T>; }
      type Identity = <T>(x: T) => T;
      interface Props { map: <K>(key: K) => string; render(): JSX.Element }
      const t = <Text>(optional)</Text>;
      const el = <input type="password" />;
      """
    let scanner = scanJSX(source)
    #expect(scanner.elementNames == ["Text", "input"])
  }

  @Test func typeScriptFilesHaveNoJSX() {
    let source = """
      const x = <Type>value;
      const y = <input type="password" />;
      // formlint-disable-next-line autocomplete-off
      """
    let scanner = scanJSX(source, jsx: false)
    #expect(scanner.elements.isEmpty)
    #expect(scanner.comments.count == 1)
  }

  @Test func jsxAfterKeywordsAndOperators() {
    let source = """
      function A() { return <form><input /></form>; }
      const B = () => <input />;
      const C = cond ? <input /> : <input />;
      const D = [<input key="1" />, <input key="2" />];
      const E = cond && <input />;
      export default <input />;
      """
    #expect(scanJSX(source).elements.count == 9)
  }

  @Test func childrenTextAndExpressionContainers() {
    let source = """
      const f = (
        <Form.Root onSubmit={e => { e.preventDefault(); }}>
          <p>Use 8+ chars; don't use "<input>" here. a > b</p>
          {/* <input type="password"> in a comment */}
          {list.map(item => (<flux:input key={item.id} type="password" />))}
          {`<input type="password">`}
          <>
            <input type="password" />
          </>
        </Form.Root>
      );
      """
    let scanner = scanJSX(source)
    #expect(scanner.elementNames == ["Form.Root", "p", "input", "flux:input", "input"])
  }

  @Test func commentsWithFormlintAreKept() {
    let source = """
      // formlint-disable-next-line autocomplete-off
      /* formlint-disable new-password-autocomplete */
      // an ordinary comment
      const f = (
        <form>
          {/* formlint-disable-next-line short-minimum-length */}
          <input type="password" />
        </form>
      );
      """
    let scanner = scanJSX(source)
    #expect(scanner.comments.map(\.text) == [
      " formlint-disable-next-line autocomplete-off", " formlint-disable new-password-autocomplete ",
      " formlint-disable-next-line short-minimum-length ",
    ])
    #expect(slice(source, scanner.comments[0].range) == "// formlint-disable-next-line autocomplete-off")
    // The JSX comment is the whole `{…}`.
    #expect(slice(source, scanner.comments[2].range) == "{/* formlint-disable-next-line short-minimum-length */}")
  }

  @Test func deepNestingAndUnterminatedTags() {
    let depth = 10_000
    let deep = String(repeating: "<div>", count: depth) + "<input type=\"password\" />"
      + String(repeating: "</div>", count: depth)
    #expect(scanJSX("const x = " + deep + ";").elements.count == depth + 1)
    let unterminated = scanJSX(#"const x = <form><input type="password" passwordrules="minlength: 8"#)
    #expect(unterminated.elementNames == ["form"])
    let unclosed = scanJSX(#"const x = <form><input type="password"/>"#)
    #expect(unclosed.elementNames == ["form", "input"])
    let openString = scanJSX(#"const x = <input type="password />; const y = 1;"#)
    #expect(openString.elements.isEmpty)
  }

  @Test func mismatchedClosingTagsRecover() {
    let source = """
      const a = <form><div><span></div><input type="password" /></form>;
      const b = <input name="b" />;
      """
    let scanner = scanJSX(source)
    #expect(scanner.elementNames == ["form", "div", "span", "input", "input"])
    #expect(scanner.elements[3].formAncestorIndex == 0)
    #expect(scanner.elements[4].formAncestorIndex == nil)
  }

  @Test func reactNativeIsNoticed() {
    #expect(scanJSX("import { TextInput } from 'react-native';").looksReactNative)
    #expect(scanJSX(#"const { View } = require("react-native-paper");"#).looksReactNative)
    #expect(scanJSX("const x = <Animated.TextInput secureTextEntry />;").looksReactNative)
    #expect(scanJSX(#"const x = <Field onChangeText={set} keyboardType="email-address" />;"#).looksReactNative)
    // Laravel Breeze's and Mantine's `TextInput` are web inputs.
    #expect(!scanJSX(#"const x = <TextInput type="password" autoComplete="current-password" />;"#).looksReactNative)
    #expect(!scanJSX("import React from 'react';").looksReactNative)
    #expect(!scanJSX("const s = 'react-nativex';").looksReactNative)
  }

  @Test func anyBytesAreSafe() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("<>{}/\\'\"`$()[]=;:, \n*abcinput-?!.+#".utf8) + [0xFF, 0xC3, 0xE2, 0x80]
    for _ in 0..<300 {
      let bytes = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      _ = JSXReader.read(bytes)
      _ = JSXReader.read(bytes, jsx: false)
    }
  }
}
