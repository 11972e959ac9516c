/// UI kits' form components render a `<form>` and pass their attributes to it: Vuetify's `<v-form>`,
/// Element's `<el-form>`, Quasar's `<q-form>`, Naive UI's `<n-form>`, Ant Design Vue's `<a-form>`,
/// BootstrapVue's `<b-form>`, Nuxt UI's `<UForm>`, a `<login-form>` element. In templates they own
/// the fields inside them as a `<form>` does.
public enum ComponentForm {
  /// `name` lowercased (libxml2's, or a component's as written, lowercased).
  public static func isForm(lowercasedName name: some Collection<UInt8>) -> Bool {
    let count = name.count
    guard count > 4, name.reversed().starts(with: "mrof".utf8) else { return false }
    // `x-form`, `el-form`, a tag library's `form:form` (Spring, Struts, JSF), or a kit's one- or
    // two-letter prefix (`uform`, `qform`, `elform`); Blazor's `<EditForm>` and MudBlazor's `<MudForm>`.
    let before = name.dropLast(4).last
    return before == UInt8(ascii: "-") || before == UInt8(ascii: ":") || count <= 6
      || name.elementsEqual("editform".utf8) || name.elementsEqual("mudform".utf8)
  }
}
