import FieldModel
import HTMLScanner

/// Reads JavaScript and TypeScript with JSX (`.jsx`, `.tsx`, `.js`, `.ts`, …): its JSX elements become
/// fields through `MarkupModel`. A file that imports `react-native` (or writes a `<TextInput>`) is a
/// React Native document: `<TextInput secureTextEntry>` is its password field; otherwise it is React
/// DOM, whose `<input>`s and components are read as HTML attributes.
public enum JSXReader {
  /// A React Native text input: React Native's, NativeBase's, Gluestack's or a kit's `…TextInput` /
  /// `…TextField`, or an element with a prop only React Native's inputs take, spelled as they spell it
  /// (a web page's `styled.input` or Formik `<Field type="password">` is the DOM's).
  static func isNativeInput(_ element: MarkupElement) -> Bool {
    guard element.name != "input" else { return false }
    if element.name == "Input" || element.name == "InputField" || element.name.hasSuffix("TextInput") || element.name.hasSuffix("TextField") {
      return true
    }
    return element.attributes.contains { ["secureTextEntry", "textContentType", "onChangeText", "passwordRules"].contains($0.property.name) }
  }

  /// `jsx: false` for `.ts`, `.mts` and `.cts`, where `<` is never JSX. `options`' component names
  /// are compared as written.
  public static func read(
    _ bytes: consuming [UInt8], jsx: Bool = true, options: ReaderOptions = ReaderOptions()
  ) -> ReadResult {
    var bytes = bytes
    var encoding = "UTF-8"
    if bytes.count >= 2, bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF {
      let littleEndian = bytes[0] == 0xFF
      encoding = littleEndian ? "UTF-16LE" : "UTF-16BE"
      bytes = utf8(fromUTF16: bytes, littleEndian: littleEndian)
    } else if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      encoding = "UTF-8 (BOM)"
    }
    if bytes.prefix(8192).contains(0) { return .failure(.binary, text: SourceText(bytes: bytes)) }
    let scanned = bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSXScanner(buffer, jsx: jsx)
      scanner.run()
      return scanner
    }
    if !scanned.inlineTemplates.isEmpty, bytes.withUnsafeBytes({ ByteSearch.contains("@Component", in: $0) }) {
      return .document(angularComponent(bytes, templates: scanned.inlineTemplates, encoding: encoding,
        comments: scanned.comments, options: options), problem: nil)
    }
    if !scanned.htmlTemplates.isEmpty, scanned.elements.isEmpty {
      return .document(litTemplates(bytes, templates: scanned.htmlTemplates, holes: scanned.templateHoles, encoding: encoding,
        comments: scanned.comments, options: options), problem: nil)
    }
    // A react-native-web platform file (`SignUp.web.tsx`) imports react-native and writes DOM `<input>`s:
    // where the inputs are the DOM's and none is React Native's, it is a web page.
    let domInputsOnly = scanned.elements.contains { $0.name == "input" } && !scanned.elements.contains(where: isNativeInput)
    let reactNative = scanned.looksReactNative && !domInputsOnly
    var vocabulary = reactNative ? MarkupVocabulary.reactNative : MarkupVocabulary.jsx
    vocabulary.passwordComponents = Set(options.passwordComponents)
    vocabulary.usernameComponents = Set(options.usernameComponents)
    var wrapperRules: [StrayRules] = []
    // Asked only of a file that writes a `<TextField>`: a search of the whole file costs as much as its scan.
    let materialUI = !reactNative && scanned.elements.contains { $0.name == "TextField" } && MaterialUITextField.isImported(by: bytes)
    let elements = withConstants(
      scanned.elements.map { scanned in
        var element = scanned
        if materialUI {
          let (field, rules) = MaterialUITextField.split(element)
          element = field
          if let rules { wrapperRules.append(rules) }
        }
        return withValueName(withSpread(InputProps.merged(into: element, bytes: bytes), bytes: bytes), bytes: bytes)
      },
      bytes: bytes, jsx: jsx)
    // A show-password toggle (`type={show ? "text" : "password"}`; in React Native, NativeBase's and
    // Gluestack's inputs take a type too); a DOM input whose spread may bring its type.
    var computedTypes = ComputedPasswordType()
    let modelled = elements.map { element in
      computedTypes.modelled(element, password: ComputedPasswordType.computedPassword(element, bytes: bytes)
        ?? ComputedPasswordType.typeFromSpread(element, hasSpread: !reactNative && element.name == "input" && element.attribute("...") != nil))
    }
    var (screens, stray) = MarkupModel(vocabulary: vocabulary).screens(of: modelled)
    stray += wrapperRules
    screens = computedTypes.restored(screens)
    addRoleHints(to: &screens, elements: elements, bytes: bytes, reactNative: reactNative)
    // `c ? <A/> : <B/>`: the arms are alternatives, a field written in both is one field.
    var branches: [Int: (group: Int, branch: Int)] = [:]
    for element in elements { if let branch = element.branch { branches[element.nameRange.lowerBound] = branch } }
    if !branches.isEmpty {
      for index in screens.indices {
        (screens[index].fields, screens[index].copies) = Branches.onePerBranch(
          screens[index].fields, place: { branches[$0.anchor.lowerBound] })
      }
    }
    let document = SourceDocument(
      text: SourceText(bytes: bytes), encoding: encoding, kind: reactNative ? .reactNative : .jsx,
      screens: screens, strayRules: stray, comments: scanned.comments)
    return .document(document, problem: nil)
  }

  // MARK: - Spreads

  /// The properties an element does not write are computed when it spreads props in
  /// (`<input type="password" {...props} />`, `<TextInput {...rest} secureTextEntry />`): they may come
  /// from there. Its type, `secureTextEntry`, rules, pattern and names stay as written. A form
  /// library's binding (`{...register("password")}`, shadcn's `{...field}`) brings what the library
  /// writes: a name, an event handler, and at most the lengths its validation sets
  /// (react-hook-form's `progressive` mode), never a content type.
  static func withSpread(_ element: MarkupElement, bytes: [UInt8]) -> MarkupElement {
    let spreads = element.attributes.filter { $0.key == "..." }.map(\.property)
    guard let first = spreads.first else { return element }
    var element = element
    let opaque = spreads.first { spread in
      guard case .dynamic(let inside) = spread.value else { return true }
      return !isFormLibraryBinding(bytes, inside)
    }
    for key in spreadKeys where element.attribute(key) == nil {
      guard let from = opaque ?? (key == "minlength" || key == "maxlength" ? first : nil) else { continue }
      element.attributes.append(MarkupAttribute(key: key, property: .spread(String(decoding: bytes[from.range], as: UTF8.self), at: from.range)))
    }
    if element.attribute("name") == nil,
      let name = spreads.lazy.compactMap({ spread -> Property? in
        guard case .dynamic(let inside) = spread.value else { return nil }
        return fieldNameFromFormLibrary(bytes, inside)
      }).first
    {
      element.attributes.append(MarkupAttribute(key: "name", property: name))
    }
    return element
  }

  /// `register("password")`, `formik.getFieldProps("password")`, `form.getInputProps("password")`, or the
  /// `field` a render prop is given (react-hook-form's `<Controller>` and shadcn's `<FormField>`, Formik's `<Field>`).
  static func isFormLibraryBinding(_ bytes: [UInt8], _ inside: Range<Int>) -> Bool {
    // The spread's expression, `...` included.
    let text = bytes[inside].drop { isASCIIWhitespace($0) || $0 == UInt8(ascii: ".") }.reversed().drop { isASCIIWhitespace($0) }.reversed()
    if text.elementsEqual("field".utf8) { return true }
    return formLibraryCallee(bytes, inside) != nil
  }

  /// The end of the callee's name and the call's `(`, when `inside` calls a form library's namer.
  static func formLibraryCallee(_ bytes: [UInt8], _ inside: Range<Int>) -> (calleeEnd: Int, open: Int)? {
    guard let open = bytes[inside].firstIndex(of: UInt8(ascii: "(")) else { return nil }
    var calleeEnd = open
    while calleeEnd > inside.lowerBound, isASCIIWhitespace(bytes[calleeEnd - 1]) { calleeEnd -= 1 }
    let callee = bytes[inside.lowerBound..<calleeEnd]
    // `...register`, `...formik.getFieldProps`: the namer is the callee's last word.
    guard let namer = formLibraryNamers.first(where: { callee.count >= $0.count && callee.suffix($0.count).elementsEqual($0) }),
          callee.count == namer.count || [UInt8(ascii: "."), UInt8(ascii: " ")].contains(callee[calleeEnd - namer.count - 1])
    else { return nil }
    return (calleeEnd, open)
  }

  /// A form library's spread writes the field's `name` (or keys the field by it): react-hook-form's
  /// `{...register("email")}`, Formik's `{...formik.getFieldProps("email")}`, Mantine's
  /// `{...form.getInputProps("email")}`. The name is a literal at its own bytes; a computed one is none.
  static func fieldNameFromFormLibrary(_ bytes: [UInt8], _ inside: Range<Int>) -> Property? {
    guard let (calleeEnd, open) = formLibraryCallee(bytes, inside) else { return nil }
    var i = open + 1
    while i < inside.upperBound, isASCIIWhitespace(bytes[i]) { i += 1 }
    guard i < inside.upperBound, [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`")].contains(bytes[i]) else { return nil }
    let quote = bytes[i]
    let start = i + 1
    var end = start
    while end < inside.upperBound, bytes[end] != quote {
      // Escapes, holes and line ends: not a plain name.
      if bytes[end] == UInt8(ascii: "\\") || bytes[end] == UInt8(ascii: "$") || bytes[end] == 0x0A { return nil }
      end += 1
    }
    guard end < inside.upperBound, end > start else { return nil }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    return Property(name: "name", nameRange: inside.lowerBound..<calleeEnd, range: i..<end + 1,
                    value: .literal(LiteralValue(verbatim: text, at: start)))
  }

  /// A controlled input without a `name` is named by the state it shows: `value={username}`,
  /// `value={form.email}`, Qwik's `bind:value={username}` (a plain name or member path; `value={x ?? ""}`
  /// names nothing).
  static func withValueName(_ element: MarkupElement, bytes: [UInt8]) -> MarkupElement {
    guard element.attribute("name") == nil, let value = (element.attribute("value") ?? element.attribute("bind:value"))?.property,
      case .dynamic(let inside) = value.value
    else { return element }
    guard let r = TemplateReader.memberPath(in: inside, bytes: bytes) else { return element }
    var element = element
    element.attributes.append(MarkupAttribute(key: "name", property: Property(
      name: "name", nameRange: value.nameRange, range: r, value: .literal(LiteralValue(verbatim: String(decoding: bytes[r], as: UTF8.self), at: r.lowerBound)))))
    return element
  }

  static let formLibraryNamers = ["register", "getFieldProps", "getInputProps"].map { Array($0.utf8) }

  /// What a spread commonly passes on to an input: its content type and lengths (React DOM's and React
  /// Native's). Not `passwordrules` (its presence says "new password" to the role heuristics) nor
  /// `pattern` (whose presence alone is a finding).
  static let spreadKeys = ["minlength", "maxlength", "autocomplete", "textcontenttype"]

  // MARK: - Role hints

  /// In JSX a field's purpose is often written only in the code around it: `value={confirmPassword}`,
  /// `onChangeText={setNewPassword}`, `{...register("currentPassword")}`. Those texts join the field's
  /// names (short ones only: role hints are words).
  static func addRoleHints(to screens: inout [Screen], elements: [MarkupElement], bytes: [UInt8], reactNative: Bool) {
    var hints: [Int: [String]] = [:]
    for element in elements {
      var texts: [String] = []
      for key in hintProps + (reactNative ? nativeHintProps : []) {
        if let attribute = element.attribute(key) {
          switch attribute.property.value {
          case .dynamic(let r) where r.count <= 64: texts.append(String(decoding: bytes[r], as: UTF8.self))
          case .literal(let value): if key != "value" { texts.append(value.text) }
          default: break
          }
        }
      }
      if !texts.isEmpty { hints[element.nameRange.lowerBound] = texts }
    }
    guard !hints.isEmpty else { return }
    func hinted(_ field: Field) -> Field {
      var field = field
      field.names += hints[field.anchor.lowerBound] ?? []
      return field
    }
    for s in screens.indices {
      screens[s].fields = screens[s].fields.map(hinted)
      screens[s].usernameField = screens[s].usernameField.map(hinted)
    }
  }

  static let hintProps = ["value", "bind:value", "onchange", "onchangetext", "testid", "nativeid", "placeholder", "..."]

  /// On a React Native screen a field's label is a role hint too (react-native-paper's, UI Kitten's and
  /// React Native Elements' `label="Confirm password"`, an accessibility label): its inputs have no
  /// name. (A web page's fields are known by theirs, as in HTML.)
  static let nativeHintProps = ["label", "aria-label", "accessibilitylabel"]

  // MARK: - Encodings

  /// A UTF-16 file as UTF-8 (unpaired surrogates read as U+FFFD); the BOM is kept, as UTF-8's.
  static func utf8(fromUTF16 bytes: [UInt8], littleEndian: Bool) -> [UInt8] {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var k = 0
    while k + 1 < bytes.count {
      let (low, high) = littleEndian ? (bytes[k], bytes[k + 1]) : (bytes[k + 1], bytes[k])
      units.append(UInt16(high) << 8 | UInt16(low))
      k += 2
    }
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }
}
