import FieldModel

/// Turns the elements of a markup document into screens and fields: HTML's form ownership, the
/// password fields, and each form's username field. Shared by every markup reader; a vocabulary
/// says which elements are password fields and what their attributes mean.
public struct MarkupModel {
  /// Which elements are text fields and which attributes are which property.
  public var vocabulary: MarkupVocabulary

  public init(vocabulary: MarkupVocabulary = .html) { self.vocabulary = vocabulary }

  /// Screens in source order (forms, then the document's form-less fields as the last screen when
  /// it has any), and the rules written on things that are not password fields.
  public func screens(of elements: [MarkupElement]) -> (screens: [Screen], strayRules: [StrayRules]) {
    var formIndexByElement: [Int: Int] = [:]
    var formIndexByID: [String: Int] = [:]
    var forms: [Screen] = []
    for (i, element) in elements.enumerated() where vocabulary.isForm(element) {
      formIndexByElement[i] = forms.count
      if let id = element.literal("id"), formIndexByID[id] == nil { formIndexByID[id] = forms.count }
      var form = Screen(anchor: element.nameRange)
      form.purpose = ["action", "id", "name", "formname"].lazy.compactMap { element.literal($0).flatMap(FormPurpose.init) }.first
      form.purposeByClass = element.literal("class").flatMap(FormPurpose.init)
      form.formAutocomplete = element.attribute("autocomplete")?.property
      forms.append(form)
    }
    let documentGroup = forms.count
    forms.append(Screen(anchor: nil))

    var groupByRoot: [Int: Int] = [:]
    var usernames = [(field: Field, explicit: Bool)?](repeating: nil, count: forms.count)
    var stray: [StrayRules] = []
    for (i, element) in elements.enumerated() where formIndexByElement[i] == nil {
      var owner = Self.owner(of: element, formIndexByElement: formIndexByElement, formIndexByID: formIndexByID) ?? documentGroup
      if owner == documentGroup, let root = element.rootOffset {
        // A form-less screen per JSX expression.
        if groupByRoot[root] == nil {
          groupByRoot[root] = forms.count
          forms.append(Screen(anchor: nil))
          usernames.append(nil)
        }
        owner = groupByRoot[root]!
      }
      let field = vocabulary.field(element)
      switch field?.kind {
      case .password:
        forms[owner].fields.append(field!)
        // Rules the field does not take (`MarkupVocabulary.dropsPasswordRules`) are stray; not rules a
        // spread of attributes may or may not bring (`v-bind="$attrs"`), which nobody wrote there.
        if field![.rules] == nil, let rules = element.attribute("passwordrules"), !rules.property.comesFromSpread {
          stray.append(StrayRules(carrier: vocabulary.describe(element), rules: rules.property))
        }
      case .username:
        // The first username-looking field, unless a later one says so explicitly.
        let explicit = vocabulary.saysUsername(element)
        if usernames[owner] == nil || (explicit && !usernames[owner]!.explicit) { usernames[owner] = (field!, explicit) }
        fallthrough
      default:
        if let rules = element.attribute("passwordrules") {
          stray.append(StrayRules(carrier: vocabulary.describe(element), rules: rules.property))
        }
      }
    }
    for index in forms.indices { forms[index].usernameField = usernames[index]?.field }
    let screens = forms.enumerated().filter { $0.element.anchor != nil || !$0.element.fields.isEmpty }.map(\.element)
    return (screens, stray)
  }

  /// HTML's form owner: a `form` attribute names the form by id (no match: no owner at all),
  /// otherwise the nearest enclosing `<form>`.
  static func owner(of element: MarkupElement, formIndexByElement: [Int: Int], formIndexByID: [String: Int]) -> Int? {
    // A computed `form` attribute cannot be resolved: the enclosing form is the best guess.
    if let id = element.literal("form") { return formIndexByID[id] }
    return element.formAncestorIndex.flatMap { formIndexByElement[$0] }
  }
}
