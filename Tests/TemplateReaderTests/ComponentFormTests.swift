import FieldModel
import Testing
@testable import Readers

/// UI kits' form components (`<v-form>`, `<el-form>`, `<q-form>`, `<UForm>`) own their fields as a
/// `<form>` does: two of them in one template are two screens.
@Suite struct ComponentFormTests {
  func screens(_ source: String) -> [Screen] {
    guard case .document(let document, _) = TemplateReader.read(Array(source.utf8), syntax: .vue) else { return [] }
    return document.screens
  }

  @Test(arguments: ["q-form", "v-form", "el-form", "UForm", "QForm", "login-form"])
  func aFormComponentIsAScreen(name: String) {
    let source = """
      <template>
        <\(name) autocomplete="off"><input type="password" name="a"></\(name)>
        <\(name)><input type="password" name="b"><input type="password" name="c"></\(name)>
      </template>
      """
    let found = screens(source)
    #expect(found.map { $0.fields.count } == [1, 2], "\(name)")
    #expect(found.first?.formAutocomplete?.literal?.text == "off")
  }

  @Test func aSelfClosedFormComponentOwnsNothing() {
    let found = screens("<template><UForm :state=\"s\" /><input type=\"password\" name=\"a\"></template>")
    #expect(found.count == 2)
    #expect(found.last?.anchor == nil && found.last?.fields.count == 1)
  }

  @Test func namesThatOnlyEndInFormAreNoForms() {
    #expect(!ComponentForm.isForm(lowercasedName: "platform".utf8))
    #expect(!ComponentForm.isForm(lowercasedName: "transform".utf8))
    #expect(!ComponentForm.isForm(lowercasedName: "loginform".utf8))
    #expect(ComponentForm.isForm(lowercasedName: "elform".utf8) && ComponentForm.isForm(lowercasedName: "b-form".utf8))
  }
}
