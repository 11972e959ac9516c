import FieldModel
import Testing
@testable import Readers

/// Material UI's `inputProps` / `slotProps.htmlInput`: attributes for the `<input>` a component renders.
@Suite struct JSXInputPropsTests {
  func firstField(_ source: String) -> Field? { readJSX(source)?.screens.first?.fields.first }

  func text(_ source: String, _ property: Property?) -> String? {
    guard let range = property?.literal?.positions.valueRange else { return nil }
    return String(decoding: Array(source.utf8)[range], as: UTF8.self)
  }

  @Test func inputPropsAreTheFieldsProps() throws {
    let source = #"<TextField type="password" inputProps={{ minLength: 12, "passwordrules": "required: digit", maxLength: max }} />"#
    let field = try #require(firstField(source))
    #expect(field.literal(.minLength)?.text == "12")
    #expect(text(source, field[.rules]) == "required: digit")
    #expect(field[.maxLength]?.isDynamic == true)
    // JavaScript's escapes, positioned through.
    let escaped = #"<TextField type="password" inputProps={{ passwordrules: "required: \u0064igit" }} />"#
    #expect(try #require(firstField(escaped)).literal(.rules)?.text == "required: digit")
  }

  @Test func slotPropsOnlyTheInputSlot() throws {
    let source = #"<TextField type="password" slotProps={{ inputLabel: { minLength: 1 }, htmlInput: { minLength: 12 } }} />"#
    #expect(try #require(firstField(source)).literal(.minLength)?.text == "12")
  }

  /// `InputProps` (capital I) go to Material UI's wrapper `Input` component, wherever they stand beside
  /// `inputProps` (a show-password toggle's end adornment usually comes first).
  @Test func wrapperInputPropsAreNotTheInputs() throws {
    let source = #"<TextField type="password" InputProps={{ endAdornment: null, maxLength: 8 }} inputProps={{ minLength: 12, passwordrules: "required: digits" }} />"#
    let field = try #require(firstField(source))
    #expect(field.literal(.minLength)?.text == "12")
    #expect(field.literal(.rules)?.text == "required: digits")
    #expect(field[.maxLength] == nil)
    #expect(try #require(firstField(#"<TextField type="password" InputProps={{ maxLength: 8 }} />"#))[.maxLength] == nil)
  }

  @Test func writtenPropsWinAndComputedObjectsAreLeftAlone() throws {
    let source = #"<TextField type="password" minLength={8} inputProps={{ minLength: 12 }} />"#
    #expect(try #require(firstField(source)).literal(.minLength)?.text == "8")
    #expect(try #require(firstField(#"<TextField type="password" inputProps={props} />"#))[.minLength] == nil)
    // A spread in the object may bring the lengths, as a spread of the element's own props does.
    #expect(try #require(firstField(#"<TextField type="password" inputProps={{ ...rest }} />"#))[.minLength]?.comesFromSpread == true)
    #expect(try #require(firstField(#"<TextField type="password" inputProps={{ ...rest, minLength: 12 }} />"#)).literal(.minLength)?.text == "12")
  }
}
