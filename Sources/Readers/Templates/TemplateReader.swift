import FieldModel
import HTMLScanner

/// Reads a template or component: its template syntax masked (`TemplateMask`), the HTML underneath
/// scanned by libxml2, then the markup model, with
/// - values that hold template syntax, and bound attributes (`:passwordrules`), *dynamic*;
/// - components standing for fields (`<flux:input type="password">`, `<x-password-input>`);
/// - a field repeated in the branches of one if/else (same `name`/`id`) read once;
/// - suppressions in the template's own comments as well as in `<!-- -->`.
public enum TemplateReader {
  public static func read(
    _ bytes: consuming [UInt8], syntax: TemplateSyntax, vocabulary: MarkupVocabulary? = nil
  ) -> ReadResult {
    var mask: TemplateMask?
    let kept = vocabulary.map { Array($0.passwordComponents.union($0.usernameComponents)) } ?? []
    let scanned = HTMLScanner.scan(bytes, options: ScanOptions(keepsComponents: syntax != .htmlCurly, keptNames: kept)) { text in
      let masked = TemplateMask(text, syntax: syntax)
      guard !masked.isUnchanged else { return nil }
      mask = masked
      return masked.masked
    }
    if scanned.isBinary { return .failure(.binary, text: scanned.text) }
    let vocabulary = vocabulary ?? (syntax == .htmlCurly ? .html : MarkupVocabulary(componentsAreFields: true))
    return .document(
      document(scanned, mask: mask, syntax: syntax, vocabulary: vocabulary), problem: scanned.encodingProblem)
  }

  /// The model of a scanned template.
  static func document(_ scanned: ScannedPage, mask: TemplateMask?, syntax: TemplateSyntax, vocabulary: MarkupVocabulary) -> SourceDocument {
    let kind = syntax.kind
    // A plain page without template syntax reads exactly as the HTML reader reads it.
    if mask == nil, kind == .html, !Thymeleaf.isUsed(scanned.elements) {
      return HTMLReader.document(scanned, kind: kind, vocabulary: vocabulary)
    }
    let mask = mask ?? TemplateMask(masked: [])
    let bytes = scanned.text.bytes
    let elements = merged(
      scanned.elements.map { InputProps.merged(into: markup($0, mask: mask, bytes: bytes, syntax: syntax), bytes: bytes) },
      helpers: FormHelpers.elements(in: mask.textRegions, bytes: bytes, syntax: syntax), masked: mask.masked)
    var computedTypes = ComputedPasswordType()
    let modelled = elements.map { element in
      computedTypes.modelled(element, password: passwordByContext(element, mask: mask, bytes: bytes, syntax: syntax))
    }.map { withSpread($0, mask: mask, bytes: bytes, vocabulary: vocabulary) }
    var hints: [Int: [String]] = [:]
    for element in elements {
      let more = roleHints(element, bytes: bytes)
      if !more.isEmpty { hints[element.range.lowerBound] = more }
    }
    var (screens, stray) = MarkupModel(vocabulary: vocabulary).screens(of: modelled)
    let otherContentTypes = contentTypesInOtherBranches(scanned.elements, mask: mask, bytes: bytes)
    for index in screens.indices {
      if var user = screens[index].usernameField {
        for hint in hints[user.anchor.lowerBound] ?? [] where !user.names.contains(hint) { user.names.append(hint) }
        screens[index].usernameField = user
      }
      let (fields, copies) = Branches.onePerBranch(screens[index].fields.map { field in
        var field = computedTypes.restored(field)
        for hint in hints[field.anchor.lowerBound] ?? [] where !field.names.contains(hint) { field.names.append(hint) }
        return field
      }, place: { mask.branch(at: $0.anchor.lowerBound) })
      screens[index].fields = fields
      screens[index].copies = copies
      // Another branch of the tag's `autocomplete`: the field as written in that branch.
      for (original, field) in fields.enumerated() {
        for contentType in otherContentTypes[field.anchor.lowerBound] ?? [] {
          var copy = field
          copy[.contentType] = contentType
          // What the field's own branch writes beside its `autocomplete` (`@if ($new) autocomplete="new-password"
          // passwordrules="…" @else autocomplete="current-password" @endif`) is not written in that branch.
          let there = mask.branch(at: contentType.nameRange.lowerBound)
          for (key, property) in field.properties where key != .contentType {
            if let here = mask.branch(at: property.nameRange.lowerBound), let there, here.group == there.group, here.branch != there.branch {
              copy[key] = nil
            }
          }
          screens[index].copies.append((copy, original))
        }
      }
    }
    // A component's `{{ }}` and `{ }` write text, never a field: only server templates' code may.
    if !syntax.isComponent { markUnseenUsernameFields(&screens, mask: mask, bytes: bytes, elements: elements) }
    if screens.contains(where: { $0.anchor == nil }) {
      // Form-less fields written in named templates: each drawn where the template is used.
      let named = namedTemplates(bytes, syntax: syntax, mask: mask)
      for index in screens.indices where screens[index].anchor == nil && !named.isEmpty
        && screens[index].fields.allSatisfy({ field in named.contains { $0.contains(field.anchor.lowerBound) } })
      {
        screens[index].usernameFieldMayBeUnseen = true
      }
    }
    let comments = (scanned.comments.map { SourceComment(text: $0.text, range: $0.range) } + mask.comments)
      .sorted { $0.range.lowerBound < $1.range.lowerBound }
    return SourceDocument(
      text: scanned.text, encoding: scanned.encoding, kind: kind, screens: screens.filter { $0.anchor != nil || !$0.fields.isEmpty },
      strayRules: stray, detachedRules: rulesInOtherBranches(scanned.elements, mask: mask, bytes: bytes), comments: comments)
  }

  /// One scanned element as markup: values holding template syntax dynamic, bound attributes under
  /// the names they were written with, the component's name as written (libxml2 lowercases it).
  static func markup(_ element: ScannedElement, mask: TemplateMask, bytes: [UInt8], syntax: TemplateSyntax) -> MarkupElement {
    var markup = HTMLReader.markup(element, bytes: bytes) { attribute in attribute.valueRange.map(mask.isDynamic) ?? false }
    for index in markup.attributes.indices {
      // `:autocomplete="'off'"`, Svelte's `autocomplete={"off"}`: the closing quote or brace the masker
      // blanked around a literal is the attribute's too.
      var k = markup.attributes[index].property.range.upperBound
      while k < bytes.count, k < mask.masked.count, mask.masked[k] == 0x20, k - markup.attributes[index].property.range.upperBound < 64 {
        if bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: "'") || bytes[k] == UInt8(ascii: "}") {
          markup.attributes[index].property.range = markup.attributes[index].property.range.lowerBound..<k + 1
          break
        }
        guard isASCIIWhitespace(bytes[k]) else { break }
        k += 1
      }
    }
    let nameEnd = min(bytes.count, markup.range.lowerBound + 1 + markup.name.utf8.count)
    if let construct = mask.formTags[markup.range.lowerBound] {
      // A form a template tag writes (`{{ form_start(form) }}`): findings about it point at the tag.
      markup.writtenBy = construct
      markup.attributes += FormHelpers.formTagAttributes(construct, bytes: bytes)
    } else if markup.range.lowerBound < nameEnd {
      markup.name = String(decoding: bytes[(markup.range.lowerBound + 1)..<nameEnd], as: UTF8.self)
    }
    for index in markup.attributes.indices {
      guard let bound = mask.bindings[markup.attributes[index].property.nameRange.lowerBound] else { continue }
      markup.attributes[index].property.name = bound.name
      markup.attributes[index].property.nameRange = bound.range
      // Bound without a value: Vue's same-name shorthand (`:type` is `:type="type"`), Svelte's `{type}`.
      if element.attributes[index].valueRange == nil { markup.attributes[index].property.value = .dynamic(bound.range) }
      let whole = markup.attributes[index].property.range
      markup.attributes[index].property.range = bound.range.lowerBound..<max(whole.upperBound, bound.range.upperBound)
    }
    if syntax == .htmlCurly { markup = Thymeleaf.rendered(markup, scanned: element, bytes: bytes) }
    // What the field edits names it where no `name` does: `Input.Email`, `form.username` are the username.
    if markup.attribute("name") == nil, let model = modelName(markup, bytes: bytes) {
      markup.attributes.append(MarkupAttribute(key: "name", property: model))
    }
    return lengthsInOtherBranches(passwordInAnotherBranch(markup, scanned: element, mask: mask, bytes: bytes), mask: mask)
  }

  /// The scanned elements with those form helpers write, in source order: each helper's form is the
  /// `<form>` it follows, unless that form was closed before it.
  static func merged(_ elements: [MarkupElement], helpers: [MarkupElement], masked: [UInt8]) -> [MarkupElement] {
    guard !helpers.isEmpty else { return elements }
    var merged: [MarkupElement] = []
    merged.reserveCapacity(elements.count + helpers.count)
    var newIndex: [Int] = []
    var pending = helpers[...]
    for element in elements {
      while let helper = pending.first, helper.range.lowerBound < element.range.lowerBound {
        merged.append(helper)
        pending.removeFirst()
      }
      newIndex.append(merged.count)
      merged.append(element)
    }
    merged += pending
    var lastTag: Int?
    for index in merged.indices {
      guard merged[index].helper != nil else {
        merged[index].formAncestorIndex = merged[index].formAncestorIndex.map { newIndex[$0] }
        lastTag = index
        continue
      }
      guard let tag = lastTag else { continue }
      let form = asciiLowercased(merged[tag].name) == "form" ? tag : merged[tag].formAncestorIndex
      // A helper may start before the tag's recovered end (libxml2 ends a broken tag later than the
      // masker did): then nothing lies between them.
      if let form, !closesForm(masked, merged[form].range.upperBound..<max(merged[form].range.upperBound, merged[index].range.lowerBound)) {
        merged[index].formAncestorIndex = form
      }
    }
    return merged
  }

  /// Where the first `</form` after `start` is written, before `limit` (template syntax masked).
  static func formEnd(_ masked: [UInt8], from start: Int, before limit: Int) -> Int? {
    guard masked.count >= limit, limit >= 6 else { return nil }
    return (start..<max(start, limit - 5)).first { k in
      masked[k] == UInt8(ascii: "<") && masked[k + 1] == UInt8(ascii: "/") && containsCaseless(masked, in: k + 2..<k + 6, "form")
    }
  }

  /// Whether `</form` is written in `range` (template syntax masked).
  static func closesForm(_ masked: [UInt8], _ range: Range<Int>) -> Bool { containsCaseless(masked, in: range, "</form") }


  /// The properties a start tag does not write are dynamic when the tag spreads attributes in
  /// (`<input type="password" {{ $attributes }}>`, `{...props}`): they may come from there. Its `type`,
  /// `pattern` (whose presence alone is a finding: `pattern-with-rules`) and names stay as written.
  /// Rules only on a password field: on another input (`<input type="email" {{ $attributes }}>`,
  /// Breeze's `<input {{ $attributes }}>`) they would be stray rules nobody wrote; and they come after
  /// the type is read from context, which a written `passwordrules` is evidence for, but not one the
  /// spread may or may not bring.
  static func withSpread(_ element: MarkupElement, mask: TemplateMask, bytes: [UInt8], vocabulary: MarkupVocabulary) -> MarkupElement {
    guard let spread = mask.spread(in: element.range) else { return element }
    var element = element
    let isPassword = vocabulary.field(element)?.kind == .password
    let written = String(decoding: bytes[spread], as: UTF8.self)
    for (key, property) in MarkupVocabulary.propertyKeys
    where property != .secureEntry && property != .pattern && (property != .rules || isPassword) && element.attribute(key) == nil {
      element.attributes.append(MarkupAttribute(key: key, property: .spread(written, at: spread)))
    }
    return element
  }

  /// A password field whose `type` is not written as `password`: a computed one
  /// (`ComputedPasswordType`); one without a type whose spread of attributes may bring it, and whose
  /// rules or `autocomplete` say password (`<input {...rest} passwordrules="…">`); or ASP.NET's
  /// `<input asp-for="Input.Password">` without a type (the tag helper writes `type="password"` from
  /// the model's `[DataType(DataType.Password)]`).
  static func passwordByContext(
    _ element: MarkupElement, mask: TemplateMask, bytes: [UInt8], syntax: TemplateSyntax
  ) -> (type: Property?, at: Int)? {
    if element.attribute("type") != nil { return ComputedPasswordType.computedPassword(element, bytes: bytes) }
    if let spread = ComputedPasswordType.typeFromSpread(element, hasSpread: mask.spread(in: element.range) != nil) { return spread }
    // Tag helpers run in Razor views only: in a built page `asp-for` is an attribute like any other.
    // The model's property is a password (`Password`, `Input.ConfirmPassword`), not about one
    // (`PasswordHint`, `PasswordExpiryDays`). `asp-for="@Model.Password"` is the same expression, written
    // as Razor code (masked, so read from the file).
    guard syntax == .razor, asciiLowercased(element.name) == "input", let property = element.attribute("asp-for")?.property
    else { return nil }
    let model: String
    switch property.value {
    case .literal(let value): model = value.text
    case .dynamic(let range): model = String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
    case .flag: return nil
    }
    guard asciiLowercased(String(model.split(separator: ".").last ?? "")).hasSuffix("password") else { return nil }
    return (nil, element.nameRange.upperBound)
  }

  /// Attributes that name what a field holds, beyond `name` and `id`: role hints such as
  /// `confirmPassword` (ASP.NET `asp-for`, Spring's `path`, Angular's `formControlName`, Vue's
  /// `v-model`, Livewire's `wire:model`, Alpine's `x-model`).
  static func roleHints(_ element: MarkupElement, bytes: [UInt8]) -> [String] {
    element.attributes.compactMap { attribute in
      // What a person reads beside the field says its role too ("Confirm password"), as in JSX.
      if labelKeys.contains(attribute.key) { return attribute.property.literal.map { saysRole($0.text) ? $0.text : "" } }
      return modelName(of: attribute, in: element, bytes: bytes)?.literal?.text
    }.filter { !$0.isEmpty }
  }

  /// The placeholder, the accessible name, and a component's `label` prop.
  static let labelKeys: Set<String> = ["placeholder", "aria-label", "label"]

  /// Whether a label says a password field's role ("Confirm password", "Current password", "New
  /// password"); others ("you@example.com", "Password") say nothing the names do not.
  static func saysRole(_ text: String) -> Bool {
    guard text.utf8.count <= 64 else { return false }
    let words = asciiLowercased(text).split { !(($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9")) }
    return words.contains { word in roleWordPrefixes.contains { word.hasPrefix($0) } || roleWords.contains(String(word)) }
  }

  static let roleWordPrefixes = ["confirm", "repeat", "verif", "retype", "reenter", "current"]
  static let roleWords: Set<String> = ["again", "new", "old", "existing"]

  /// The model property a field edits, as a literal name: ASP.NET's tag helper writes `asp-for="Input.Email"`
  /// as the field's `name`, Spring's `<form:input path="email"/>` its `path`; the two-way bindings of
  /// Angular (`formControlName`, `[(ngModel)]`), Vue (`v-model`), Svelte (`bind:value={email}`), Alpine
  /// (`x-model`), Livewire (`wire:model`) and AngularJS (`ng-model`) name what the field holds.
  static func modelName(_ element: MarkupElement, bytes: [UInt8]) -> Property? {
    element.attributes.lazy.compactMap { modelName(of: $0, in: element, bytes: bytes) }.first
  }

  static func modelName(of attribute: MarkupAttribute, in element: MarkupElement, bytes: [UInt8]) -> Property? {
    let key = attribute.key
    guard modelKeys.contains(key) || key.hasPrefix("wire:model") || key == "path" && containsBytes(element.name, ":") else { return nil }
    var property = attribute.property
    switch property.value {
    case .literal: return property
    case .dynamic(let range):
      // A bound expression (`{email}`, `ngModel`'s `"user.email"`): a plain name or member path only.
      guard let r = memberPath(in: range, bytes: bytes, braces: true) else { return nil }
      property.value = .literal(LiteralValue(verbatim: String(decoding: bytes[r], as: UTF8.self), at: r.lowerBound))
      return property
    case .flag: return nil
    }
  }

  static let modelKeys = Set(ScanOptions.twoWayBindings + ["asp-for"])

  /// The plain name or member path (`email`, `form.username`) an expression is, blanks around it (and
  /// with `braces`, Svelte's `{ }`) left out; `nil` for anything else (a call, an operator, a literal).
  static func memberPath(in range: Range<Int>, bytes: [UInt8], braces: Bool = false) -> Range<Int>? {
    var r = range
    while let first = r.first, braces && bytes[first] == UInt8(ascii: "{") || isASCIIWhitespace(bytes[first]) { r = r.dropFirst() }
    while let last = r.last, braces && bytes[last] == UInt8(ascii: "}") || isASCIIWhitespace(bytes[last]) { r = r.dropLast() }
    guard !r.isEmpty, r.count <= 64, bytes[r].allSatisfy(isModelNameByte) else { return nil }
    return r
  }

  static func isModelNameByte(_ c: UInt8) -> Bool {
    (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") || c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
      || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c == UInt8(ascii: ".")
  }
}
