import FieldModel

/// Where a template may write the username field formlint does not see: a form helper, a whole form
/// rendered at once, an include named for it, or the page that renders a partial or a named template.
extension TemplateReader {
  /// A screen without a username field may still get one from template code that writes markup: a
  /// form helper between its `<form>` and the next one (or anywhere, for the form-less fields: a
  /// helper such as `form_with` writes the `<form>` itself) that names a username and looks like it
  /// writes a field. Labels (`{{ __('Email') }}`) and other output do not count.
  static func markUnseenUsernameFields(_ screens: inout [Screen], mask: TemplateMask, bytes: [UInt8], elements: [MarkupElement]) {
    // Tags that include another file where they stand: JSP's `<jsp:include page>`, JSTL's `<c:import url>`.
    let includes = elements.filter { element in
      let name = asciiLowercased(element.name)
      guard name == "jsp:include" || name == "c:import" else { return false }
      let target = asciiLowercased((element.literal("page") ?? "") + " " + (element.literal("url") ?? ""))
      return usernameWords.contains { containsBytes(target, $0) }
    }
    guard !mask.textRegions.isEmpty || !includes.isEmpty else { return }
    // A password field's own helper writes no username field, whatever its placeholder or label says
    // (`placeholder: t("users.password")`).
    let passwordHelpers = elements.filter { $0.helper != nil && $0.literal("type") == "password" }.map(\.range)
    let formStarts = screens.compactMap { $0.anchor?.lowerBound }.sorted()
    for index in screens.indices where screens[index].usernameField == nil {
      var span = 0..<bytes.count
      if let start = screens[index].anchor?.lowerBound {
        // To the form's end tag (Symfony's `form_end` there included), or the next form.
        let next = formStarts.first { $0 > start } ?? bytes.count
        span = start..<min(next, (formEnd(mask.masked, from: start, before: next) ?? next) + 1)
      }
      screens[index].usernameFieldMayBeUnseen = mask.textRegions.contains { region in
        // A form's own opener (`Html.BeginForm("Register", "User")`, `form_with model: @user`) writes no
        // field; its closer may (Symfony's `form_end` writes the rest).
        let opensForm = mask.formTags[region.lowerBound] != nil && mask.masked[region.lowerBound + 1] != UInt8(ascii: "/")
        guard span.contains(region.lowerBound), !opensForm, !passwordHelpers.contains(where: { $0.overlaps(region) }) else { return false }
        let code = asciiLowercased(String(decoding: bytes[region], as: UTF8.self))
        return usernameWords.contains { containsBytes(code, $0) } && helperWords.contains { containsBytes(code, $0) }
          || rendersWholeForm(code)
      } || includes.contains { span.contains($0.range.lowerBound) }
    }
  }

  /// The named templates a file defines, each from its opener to its end: Go's `{{define "password-input"}}`
  /// and `{{block …}}`, Jinja's and Twig's `{% macro %}`, FreeMarker's `<#macro>`, Handlebars' inline
  /// partial `{{#*inline "fields"}}`. A field outside any form there is drawn into a page elsewhere,
  /// beside that page's username.
  static func namedTemplates(_ bytes: [UInt8], syntax: TemplateSyntax, mask: TemplateMask) -> [Range<Int>] {
    let openers: [(open: [UInt8], word: StaticString)]
    let closer: [UInt8]
    switch syntax {
    case .go: (openers, closer) = ([(Array("{{".utf8), "define"), (Array("{{".utf8), "block")], [])
    case .curly, .htmlCurly: (openers, closer) = ([(Array("{%".utf8), "macro")], Array("endmacro".utf8))
    case .freemarker: (openers, closer) = ([(Array("<#".utf8), "macro")], Array("</#macro".utf8))
    case .handlebars: (openers, closer) = ([(Array("{{".utf8), "#*inline")], Array("/inline".utf8))
    default: return []
    }
    var spans: [Range<Int>] = []
    for (open, word) in openers {
      var from = 0
      while let found = bytes[from...].firstRange(of: open) {
        from = found.upperBound
        var p = found.upperBound
        while p < bytes.count, bytes[p] == UInt8(ascii: "-") || bytes[p] == UInt8(ascii: "~") || isASCIIWhitespace(bytes[p]) { p += 1 }
        // A construct of its own (`{{block "x" .}}`, not a function `{{blockquote}}`), not words in a comment
        // or a raw block.
        let wordEnd = p + word.utf8CodeUnitCount
        guard containsCaseless(bytes, in: p..<min(bytes.count, wordEnd), word),
          wordEnd < bytes.count, isASCIIWhitespace(bytes[wordEnd]) || bytes[wordEnd] == UInt8(ascii: "\""),
          mask.textRegions.contains(where: { $0.lowerBound == found.lowerBound })
        else { continue }
        let end = syntax == .go ? goActionsEnd(bytes, from: wordEnd) : bytes[wordEnd...].firstRange(of: closer)?.upperBound
        spans.append(found.lowerBound..<(end ?? bytes.count))
      }
    }
    return spans
  }

  /// Where the Go block opened just before `start` ends: after the `{{end}}` that closes it, counting the
  /// `if`, `range`, `with`, `block` and `define` actions opened inside it.
  static func goActionsEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    let opening: [[UInt8]] = ["if", "range", "with", "block", "define"].map { Array($0.utf8) }
    var depth = 1
    var from = start
    while let action = bytes[from...].firstRange(of: Array("{{".utf8)) {
      from = action.upperBound
      var p = action.upperBound
      while p < bytes.count, bytes[p] == UInt8(ascii: "-") || isASCIIWhitespace(bytes[p]) { p += 1 }
      var q = p
      while q < bytes.count, bytes[q] >= UInt8(ascii: "a"), bytes[q] <= UInt8(ascii: "z") { q += 1 }
      let keyword = bytes[p..<q]
      if opening.contains(where: { keyword.elementsEqual($0) }) {
        depth += 1
      } else if keyword.elementsEqual("end".utf8) {
        depth -= 1
        if depth == 0 { return bytes[q...].firstRange(of: Array("}}".utf8))?.upperBound ?? bytes.count }
      }
    }
    return nil
  }

  /// Template code (lowercased) that writes a whole form's fields, the username's among them:
  /// Django's `{{ form }}`, `{{ form.as_p }}`, crispy-forms and django-bootstrap, Flask-Bootstrap's
  /// `quick_form`, Symfony's `{{ form(form) }}`, `{{ form_widget(form) }}` and `form_rest`/`form_end`
  /// (which write the fields not yet written), a loop over a form's fields (not over its errors),
  /// Filament's `{{ $this->form }}` or `{!! $this->form !!}` (a Livewire component's whole form schema).
  static func rendersWholeForm(_ code: String) -> Bool {
    if wholeFormWords.contains(where: { containsBytes(code, $0) }) || symfonyWritesWholeForm(code) { return true }
    let bare = code.utf8.filter { !isASCIIWhitespace($0) && !"{}%-~=!".utf8.contains($0) }
    return bare.elementsEqual("form".utf8) || bare.starts(with: "form|".utf8) || bare.elementsEqual("$this>form".utf8)
  }

  static let wholeFormWords = [
    ".as_p", ".as_div", ".as_table", ".as_ul", "crispy", "bootstrap_form", "quick_form", "render_form",
    " in form ", " in form%", " in form.visible_fields", "fields form",
  ]

  /// Symfony's `form(resetForm)`, `form_widget(resetForm)`, `form_rest(resetForm)` and `form_end(resetForm)`
  /// given the form itself (a name, not `form.plainPassword`): they write the fields not yet written,
  /// unless told not to (`form_end(form, {render_rest: false})`).
  static func symfonyWritesWholeForm(_ code: String) -> Bool {
    let bytes = Array(code.utf8)
    func isNameByte(_ c: UInt8) -> Bool { c == UInt8(ascii: "_") || (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7A) }
    for call in symfonyWholeFormCalls {
      var from = 0
      while let found = bytes[from...].firstRange(of: call) {
        from = found.upperBound
        guard found.lowerBound == 0 || !isNameByte(bytes[found.lowerBound - 1]) else { continue }
        var i = found.upperBound
        while i < bytes.count, isASCIIWhitespace(bytes[i]) { i += 1 }
        let nameStart = i
        while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
        while i < bytes.count, isASCIIWhitespace(bytes[i]) { i += 1 }
        guard i > nameStart, i < bytes.count, bytes[i] == UInt8(ascii: ")") || bytes[i] == UInt8(ascii: ",") else { continue }
        if call.starts(with: "form_end".utf8), containsBytes(code.filter { !$0.isWhitespace && $0 != "'" && $0 != "\"" }, "render_rest:false") { continue }
        return true
      }
    }
    return false
  }

  static let symfonyWholeFormCalls = ["form(", "form_widget(", "form_rest(", "form_end("].map { Array($0.utf8) }

  static let usernameWords = ["user", "email", "e-mail", "login"]

  /// Handlebars' partial `{{> username}}` and Go's `{{template "username" .}}` include too.
  static let helperWords = ["field", "form", "input", "render", "widget", "row", "include", "partial", "template", "{{>"]
}
