import FieldModel
import Testing
@testable import Readers

/// Components in templates as UI kits name them: inputs named for passwords are fields, the toggles
/// and meters named for them are not; a username component needs no `type`.
@Suite struct ComponentFieldTests {
  func document(_ source: String, _ syntax: TemplateSyntax = .vue) -> SourceDocument? {
    guard case .document(let document, _) = TemplateReader.read(Array(source.utf8), syntax: syntax) else { return nil }
    return document
  }

  /// The tag names of the password fields (a field's anchor is its `<` and name).
  func passwordFieldNames(_ source: String, _ syntax: TemplateSyntax = .vue) -> [String] {
    let bytes = Array(source.utf8)
    let fields = document(source, syntax)?.screens.flatMap(\.fields) ?? []
    return fields.filter { $0.kind == .password }.map { String(decoding: bytes[$0.anchor].dropFirst(), as: UTF8.self) }
  }

  @Test func toggleAndStrengthComponentsAreNoFields() {
    let source = """
      <template>
        <ion-input type="password" autocomplete="current-password" label="Password">
          <ion-input-password-toggle slot="end"></ion-input-password-toggle>
        </ion-input>
        <mat-password-strength [password]="pw"></mat-password-strength>
        <password-strength-meter :password="pw" />
      </template>
      """
    #expect(passwordFieldNames(source) == ["ion-input"])
  }

  @Test func componentsNamedAsPasswordInputsAreFields() {
    let source = """
      <template>
        <x-password-input name="password" />
        <x-inputs.password name="password_confirmation" />
        <PasswordField v-model="pw" />
        <password-toggle autocomplete="new-password" />
      </template>
      """
    // The last is named for passwords and takes an input's prop.
    #expect(passwordFieldNames(source) == ["x-password-input", "x-inputs.password", "PasswordField", "password-toggle"])
  }

  @Test(arguments: ["UInput", "BaseInput", "TextField", "AppInput"])
  func aPascalCaseUsernameComponentNeedsNoType(name: String) throws {
    let source = """
      <template>
        <UForm :state="state">
          <\(name) v-model="state.email" autocomplete="username" />
          <\(name) v-model="state.password" type="password" autocomplete="new-password" />
        </UForm>
      </template>
      """
    let screen = try #require(document(source)?.screens.first)
    #expect(screen.usernameField?.kind == .username, "\(name)")
  }

  @Test func primeVuePasswordTakesItsInputsAttributesAsAnObject() throws {
    let source = #"<template><Password v-model="pw" toggleMask :inputProps="{ autocomplete: 'new-password', minlength: 12 }" /></template>"#
    let field = try #require(document(source)?.screens.first?.fields.first)
    #expect(field.literal(.contentType)?.text == "new-password")
    #expect(field.literal(.minLength)?.text == "12")
    let bytes = Array(source.utf8)
    #expect(String(decoding: bytes[field.literal(.contentType)!.positions.valueRange], as: UTF8.self) == "new-password")
    // Naive UI's docs write the same prop in kebab case.
    let naive = #"<template><n-input type="password" :input-props="{ autocomplete: 'new-password', passwordrules: 'minlength: 12' }" /></template>"#
    let naiveField = try #require(document(naive)?.screens.first?.fields.first)
    #expect(naiveField.literal(.contentType)?.text == "new-password" && naiveField.literal(.rules)?.text == "minlength: 12")
  }

  @Test func ionicsInputDoesNotPassRulesOn() throws {
    let source = #"<ion-input type="password" autocomplete="new-password" passwordrules="minlength: 12;"></ion-input>"#
    let read = try #require(document(source, .angular))
    #expect(read.screens.first?.fields.first?.properties[.rules] == nil)
    #expect(read.strayRules.count == 1)
  }

  @Test func anHTMLElementWithAnIDIsNoUsernameField() throws {
    let source = #"<template><form><div id="email" name="email"></div><input type="password" autocomplete="new-password"></form></template>"#
    let screen = try #require(document(source)?.screens.first)
    #expect(screen.usernameField == nil)
  }

  @Test func ionicsInputWritesAutocompleteOffUnlessGivenOne() throws {
    let source = #"<form><ion-input type="password" formControlName="password"></ion-input></form>"#
    let field = try #require(document(source, .angular)?.screens.first?.fields.first)
    #expect(field.literal(.contentType)?.text == "off")
    // Positioned on the name, where the default comes from.
    #expect(field[.contentType]?.range == field.anchor)
    // A value of its own, written or bound, or one a spread may bring, is the one rendered.
    for (written, syntax) in [
      (#"autocomplete="current-password""#, TemplateSyntax.vue), (#"[autocomplete]="ac""#, .angular), (#"v-bind="$attrs""#, .vue),
    ] {
      let form = "<form><ion-input type=\"password\" \(written)></ion-input></form>"
      let given = try #require(document(syntax == .vue ? "<template>\(form)</template>" : form, syntax)?.screens.first?.fields.first)
      #expect(given.literal(.contentType)?.text != "off", "\(written)")
    }
  }
}
