import FieldModel

/// A React Native prop written in another letter case than React Native's (`passwordrules`,
/// `securetextentry`, `textcontenttype`): a JavaScript property of another name, which React Native
/// ignores without a word.
struct PropNameCaseRule: LintRule {
  static let metadata = RuleMetadata(
    id: "prop-name-case",
    name: "Prop name in another letter case",
    defaultSeverity: .error,
    summary: "a React Native prop written in another letter case (`passwordrules`), which React Native ignores",
    documentation: """
      HTML's attribute names ignore letter case, so `passwordrules` and `passwordRules` are one attribute \
      on the web. React Native's props are JavaScript properties: `<TextInput passwordrules="…">` passes a \
      prop `TextInput` does not have, and React Native drops it without a warning. The rules never reach \
      iOS; a `securetextentry` leaves the typed password visible; a `textcontenttype` or `autocomplete` \
      tells AutoFill nothing. React Native spells them `passwordRules`, `secureTextEntry`, \
      `textContentType`, `autoComplete` and `maxLength`. formlint still checks the value, as the prop \
      would be once renamed.
      """,
    failingExample: #"<TextInput secureTextEntry textContentType="newPassword" passwordrules="minlength: 20; required: digit; required: upper;" />"#,
    passingExample: #"<TextInput secureTextEntry textContentType="newPassword" passwordRules="minlength: 20; required: digit; required: upper;" />"#,
    tags: ["react-native", "autofill"])

  func check(_ document: Document, into findings: inout [Finding]) {
    let fields = document.allFields.map(\.field) + document.screens.compactMap(\.usernameField)
    // A react-native-web screen's DOM `<input>` (`if (Platform.OS === 'web')`) takes React DOM's names,
    // `passwordrules` lowercase among them.
    let bytes = document.text.bytes
    for field in fields where !bytes[field.anchor.clamped(to: bytes.indices)].elementsEqual("<input".utf8) {
      let dialect = document.dialect(for: field)
      for (key, property) in field.properties.sorted(by: { $0.value.nameRange.lowerBound < $1.value.nameRange.lowerBound }) {
        guard let read = dialect.readName(of: key, writtenAs: property.name) else { continue }
        let fix = document.fix(
          replacing: property.nameRange, written: property.name, with: read, description: "rename `\(property.name)` to `\(read)`")
        findings.append(finding(
          "React Native reads `\(read)`, not `\(property.name)`: \(Self.consequence(of: key))", at: property.nameRange, fix: fix))
      }
    }
  }

  /// What is lost while the prop is ignored.
  static func consequence(of key: PropertyKey) -> String {
    switch key {
    case .rules: "iOS never sees these rules"
    case .secureEntry: "the typed password stays visible, and AutoFill does not take this for a password field"
    case .contentType, .autoComplete: "AutoFill is not told what this field is for"
    case .maxLength: "the length is not limited"
    default: "the prop is ignored"
    }
  }
}
