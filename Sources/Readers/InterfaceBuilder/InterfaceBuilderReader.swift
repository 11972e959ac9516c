import FieldModel
import XMLScanner

/// Reads an Interface Builder document (`.storyboard`, `.xib` in Xcode's XML format): its text
/// fields (`<textField>`, `<textView>`) and their text input traits, grouped by scene.
///
/// ```xml
/// <scene sceneID="…">
///   …
///   <textField … id="Xy1-ab-cde">
///     <textInputTraits key="textInputTraits" secureTextEntry="YES" textContentType="new-password"/>
///   </textField>
///   …
///   <connections><outlet property="passwordField" destination="Xy1-ab-cde" id="…"/></connections>
/// </scene>
/// ```
///
/// libxml2 decides whether the document is well-formed (`XMLChecker`: no network, no DTD, no
/// entity expanded); `XMLTagTokenizer` then finds the tags and attributes at their exact bytes.
/// A storyboard's screens are its `<scene>`s; a `.xib` (no scenes) is one screen, anchored at its
/// root element.
public enum InterfaceBuilderReader {
  public static func read(_ bytes: consuming [UInt8]) -> ReadResult {
    let bytes = consume bytes
    let text = SourceText(bytes: bytes)
    if bytes.starts(with: Array("bplist".utf8)) {
      return .failure(.unreadable(
        "is a binary Interface Builder file (a compiled bplist): formlint reads the XML format Xcode saves"), text: text)
    }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      return .failure(.unreadable("is UTF-16: formlint reads Interface Builder files in UTF-8, as Xcode saves them"), text: text)
    }
    if bytes.prefix(8 * 1024).contains(0) { return .failure(.binary, text: text) }
    let problem = bytes.withUnsafeBufferPointer { XMLChecker.check($0) }
    if let problem {
      let why = problem.isUndeclaredEntity
        ? "uses an entity formlint does not expand (it loads no DTD and expands no entities)"
        : "is not well-formed XML"
      return .failure(.unreadable("\(why): line \(problem.line), column \(problem.column): \(problem.message)"), text: text)
    }
    let tokenized = XMLTagTokenizer.tokenize(bytes)
    var reading = Reading(bytes: bytes)
    reading.walk(tokenized.events)
    let screens = reading.screens()
    let comments = tokenized.events.compactMap { event -> SourceComment? in
      if case .comment(let comment) = event { return comment }
      return nil
    }
    var problemText: String?
    if let entity = reading.unexpandedEntity {
      problemText = "refers to the entity &\(entity); which formlint does not expand (it loads no DTD): that value is not checked"
    }
    return .document(
      SourceDocument(text: text, encoding: "UTF-8", kind: .interfaceBuilder, screens: screens, comments: comments),
      problem: problemText)
  }

  /// `false` only when the file provably has nothing to report: no `secureTextEntry` or
  /// `textContentType` (every field the reader keeps has one), no "formlint-" comment, and it is
  /// neither binary (a NUL in the first 8 KiB, a compiled `bplist`) nor UTF-16, which fail the run.
  /// Attribute names are never decoded. A malformed document without those words is skipped, not
  /// failed: there is nothing in it to lint.
  public static func mayMatter(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let b = bytes.assumingMemoryBound(to: UInt8.self)
    if b.prefix(8 * 1024).contains(0) || b.starts(with: Array("bplist".utf8)) { return true }
    if b.starts(with: [0xFE, 0xFF]) || b.starts(with: [0xFF, 0xFE]) { return true }
    return SourcePrefilter.containsAny(b, ["secureTextEntry", "textContentType", "formlint-"])
  }

  /// The element names that are text fields.
  static let fieldElements: Set<String> = ["textField", "textView"]

  /// The top-level objects of a `.xib` that are reused inside screens, not screens.
  static let partElements: Set<String> = [
    "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
  ]

  /// Where Interface Builder keeps a text field's Password Rules.
  ///
  /// Not read yet, on purpose: how Xcode stores a Password Rules value set in the Attributes
  /// inspector has not been confirmed from a real file, and formlint does not guess a format.
  /// When it is confirmed, read it here from the `<textInputTraits>` element (or wherever it
  /// turns out to be) and return the property with its exact attribute range; every rule then
  /// checks it like any other source's rules. Add the word it is stored under to `mayMatter`.
  /// Until then, a field whose markup names password rules anywhere (`passwordRules="…"` on its
  /// traits or itself, a `<passwordRules>` child, a runtime attribute) has rules formlint cannot
  /// read: dynamic, so nothing that depends on them (a missing minimum) is said.
  static func passwordRules(traits: XMLStartTag, field: XMLStartTag, bytes: [UInt8]) -> Property? {
    for tag in [traits, field] {
      if let attribute = tag.attributes.first(where: { namesPasswordRules($0.name) }) {
        return Property(name: attribute.name, nameRange: attribute.nameRange, range: attribute.range, value: .dynamic(attribute.range))
      }
    }
    return nil
  }

  /// A child element of a field that names password rules: `<passwordRules key="passwordRules" …>`,
  /// `<userDefinedRuntimeAttribute keyPath="passwordRules" …>`.
  static func passwordRules(child: XMLStartTag, bytes: [UInt8]) -> Property? {
    let named = namesPasswordRules(child.name)
      || child.attributes.contains { ($0.name == "key" || $0.name == "keyPath") && namesPasswordRules(String(decoding: bytes[$0.valueRange], as: UTF8.self)) }
    guard named else { return nil }
    return Property(name: child.name, nameRange: child.nameRange, range: child.nameRange, value: .dynamic(child.nameRange))
  }

  static func namesPasswordRules(_ text: String) -> Bool { containsBytes(text, "asswordRules") }
}

private struct Reading {
  let bytes: [UInt8]
  var unexpandedEntity: String?

  struct FieldDraft {
    var tag: XMLStartTag
    var depth: Int
    var properties: [PropertyKey: Property] = [:]
    var accessibilityIdentifier: String?
    /// `keyboardType="emailAddress"` in its text input traits.
    var emailKeyboard = false
  }

  struct ScreenDraft {
    var anchor: Range<Int>?
    var fields: [FieldDraft] = []
    /// Outlet property names by destination id (`<outlet property="passwordField" destination="…">`):
    /// a scene's outlets connect its own objects. A few distinct names per object at most.
    var outlets: [String: [String]] = [:]
    /// A `.xib` of a cell or a reusable view: a part of a screen, whose username field is elsewhere.
    var isPart = false

    mutating func connect(_ destination: String, _ property: String) {
      let known = outlets[destination, default: []]
      if known.count < 4, !known.contains(property) { outlets[destination] = known + [property] }
    }
  }

  var screensFound: [ScreenDraft] = []
  /// Fields outside any scene (a `.xib`): one screen, anchored at the root element.
  var rootScreen = ScreenDraft(anchor: nil)

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func literal(_ attribute: XMLAttribute) -> Property.Value {
    let (value, unexpanded) = XMLTagTokenizer.value(of: attribute, in: bytes)
    if let value { return .literal(value) }
    if unexpandedEntity == nil { unexpandedEntity = unexpanded }
    return .dynamic(attribute.valueRange)
  }

  mutating func text(_ attribute: XMLAttribute?) -> String? {
    guard let attribute, let value = XMLTagTokenizer.value(of: attribute, in: bytes).value else { return nil }
    return value.text
  }

  mutating func walk(_ events: [XMLEvent]) {
    var depth = 0
    var sceneDepth: Int?
    var current: ScreenDraft?
    /// The text fields open around the current element, innermost last.
    var openFields: [FieldDraft] = []
    func finish(_ field: FieldDraft, into screen: inout ScreenDraft?, root: inout ScreenDraft) {
      if screen != nil { screen!.fields.append(field) } else { root.fields.append(field) }
    }
    for event in events {
      switch event {
      case .comment:
        continue
      case .end:
        depth -= 1
        if let last = openFields.last, last.depth == depth {
          finish(openFields.removeLast(), into: &current, root: &rootScreen)
        }
        if let open = sceneDepth, open == depth, let scene = current {
          screensFound.append(scene)
          current = nil
          sceneDepth = nil
        }
      case .start(let tag):
        if depth == 0 { rootScreen.anchor = tag.nameRange }
        switch tag.name {
        case "scene" where sceneDepth == nil:
          sceneDepth = depth
          current = ScreenDraft(anchor: tag.nameRange)
        case _ where InterfaceBuilderReader.fieldElements.contains(tag.name):
          openFields.append(FieldDraft(tag: tag, depth: depth))
          if let rules = InterfaceBuilderReader.passwordRules(traits: tag, field: tag, bytes: bytes) {
            openFields[openFields.count - 1].properties[.rules] = rules
          }
        case "textInputTraits" where !openFields.isEmpty && openFields.last!.depth == depth - 1:
          read(traits: tag, of: &openFields[openFields.count - 1])
        case "accessibility" where !openFields.isEmpty && openFields.last!.depth == depth - 1:
          openFields[openFields.count - 1].accessibilityIdentifier = text(tag.attribute("identifier"))
        case _ where sceneDepth == nil && InterfaceBuilderReader.partElements.contains(tag.name):
          rootScreen.isPart = true
        case "outlet":
          if let property = text(tag.attribute("property")), let destination = text(tag.attribute("destination")) {
            if current != nil { current!.connect(destination, property) } else { rootScreen.connect(destination, property) }
          }
        case "userDefinedRuntimeAttribute" where !openFields.isEmpty && openFields.last!.depth == depth - 2:
          read(runtimeAttribute: tag, of: &openFields[openFields.count - 1])
          if openFields.last!.properties[.rules] == nil, let rules = InterfaceBuilderReader.passwordRules(child: tag, bytes: bytes) {
            openFields[openFields.count - 1].properties[.rules] = rules
          }
        default:
          if !openFields.isEmpty, openFields.last!.properties[.rules] == nil,
            let rules = InterfaceBuilderReader.passwordRules(child: tag, bytes: bytes)
          {
            openFields[openFields.count - 1].properties[.rules] = rules
          }
        }
        depth += 1
      }
    }
    // A truncated document (not possible after libxml2's check, but never trust that): close what is open.
    while let field = openFields.popLast() { finish(field, into: &current, root: &rootScreen) }
    if let scene = current { screensFound.append(scene) }
  }

  mutating func read(traits: XMLStartTag, of field: inout FieldDraft) {
    for (attributeName, key) in [("textContentType", PropertyKey.contentType), ("secureTextEntry", .secureEntry)] {
      guard let attribute = traits.attribute(attributeName) else { continue }
      field.properties[key] = Property(
        name: attributeName, nameRange: attribute.nameRange, range: attribute.range, value: literal(attribute))
    }
    field.emailKeyboard = text(traits.attribute("keyboardType")) == "emailAddress"
    if let rules = InterfaceBuilderReader.passwordRules(traits: traits, field: field.tag, bytes: bytes) {
      field.properties[.rules] = rules
    }
  }

  /// A user-defined runtime attribute of the field, set after its traits when the view loads:
  /// `keyPath="textContentType" type="string" value="new-password"` (`UITextContentType` is a string, so
  /// the value is its raw value), `keyPath="secureTextEntry" type="boolean" value="YES"`.
  mutating func read(runtimeAttribute tag: XMLStartTag, of field: inout FieldDraft) {
    guard let keyPath = tag.attribute("keyPath"), let value = tag.attribute("value") else { return }
    let key: PropertyKey
    switch (text(keyPath), text(tag.attribute("type"))) {
    case ("textContentType", "string"): key = .contentType
    case ("secureTextEntry", "boolean"): key = .secureEntry
    default: return
    }
    field.properties[key] = Property(
      name: text(keyPath)!, nameRange: keyPath.valueRange, range: value.range, value: literal(value))
  }

  mutating func screens() -> [Screen] {
    var drafts = screensFound
    if !rootScreen.fields.isEmpty { drafts.append(rootScreen) }
    drafts.sort { ($0.anchor?.lowerBound ?? 0) < ($1.anchor?.lowerBound ?? 0) }
    var result: [Screen] = []
    for screenDraft in drafts {
      var screen = Screen(anchor: screenDraft.anchor)
      screen.usernameFieldMayBeUnseen = screenDraft.isPart
      var any = false
      for draft in screenDraft.fields.sorted(by: { $0.tag.nameRange.lowerBound < $1.tag.nameRange.lowerBound }) {
        let field = makeField(draft, outlets: screenDraft.outlets)
        switch field.kind {
        case .password:
          screen.fields.append(field)
          any = true
        case .username:
          if screen.usernameField == nil { screen.usernameField = field }
          any = true
        case .other:
          break
        }
      }
      if any { result.append(screen) }
    }
    return result
  }

  /// Names: the outlets connected to the field, its label in the document outline (`userLabel`),
  /// its accessibility identifier, its placeholder.
  mutating func makeField(_ draft: FieldDraft, outlets: [String: [String]]) -> Field {
    var names: [String] = []
    if let id = text(draft.tag.attribute("id")) { names += outlets[id] ?? [] }
    if let label = text(draft.tag.attribute("userLabel")) { names.append(label) }
    if let identifier = draft.accessibilityIdentifier { names.append(identifier) }
    if let placeholder = text(draft.tag.attribute("placeholder")) { names.append(placeholder) }
    let identifiers = names.count - (draft.tag.attribute("placeholder") == nil ? 0 : 1)
    var properties = draft.properties
    // `customClass="PasswordTextField"`: a class made for passwords may set its content type and rules
    // itself (in `awakeFromNib`), where this document cannot show them. A styling class
    // (`SkyFloatingLabelTextField`) is not taken to.
    if let custom = text(draft.tag.attribute("customClass"))?.lowercased(), custom.contains("password") || custom.contains("secure") {
      let anchor = draft.tag.nameRange
      for key in [PropertyKey.contentType, .rules] where properties[key] == nil {
        properties[key] = Property(name: key == .rules ? "passwordRules" : "textContentType", nameRange: anchor, range: anchor, value: .dynamic(anchor))
      }
    }
    return Field(
      kind: kind(of: draft, identifiers: names.prefix(identifiers)), anchor: draft.tag.nameRange, insertionPoint: nil,
      names: names, properties: properties)
  }

  /// Password when it hides its text, says it holds a password, or has rules. Username when its
  /// content type says username or email; without a content type, when its keyboard is for email
  /// addresses or its outlet, label or identifier says user, email, login or account (the
  /// placeholder is prose, and not read for this).
  func kind(of field: FieldDraft, identifiers: ArraySlice<String>) -> Field.Kind {
    // Rules formlint cannot read yet (dynamic) say nothing of the field: only rules it reads would.
    if let rules = field.properties[.rules], !rules.isDynamic { return .password }
    if field.properties[.secureEntry]?.literal?.text == "YES" { return .password }
    if let type = field.properties[.contentType]?.literal?.text, let known = TextContentType.raw(type) { return known.fieldKind }
    if field.properties[.contentType] == nil {
      if field.emailKeyboard { return .username }
      let words = identifiers.joined(separator: " ").lowercased()
      if ["user", "email", "e-mail", "login", "account"].contains(where: words.contains) { return .username }
    }
    return .other
  }
}
