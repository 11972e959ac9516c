internal import CLibXML2
import FieldModel

/// The one place that calls libxml2: runs its HTML parser in SAX mode over the page's UTF-8
/// text and keeps the few events formlint needs. The parser context lives as long as this
/// object; the text must outlive it.
///
/// libxml2 pulls the text through a read callback, a few KB at a time, and drops what it has
/// parsed, so it never holds a second copy of a big page. The callback is also where invalid
/// UTF-8 and NUL bytes become `UTF8Sanitizer.standIn`, on the copy libxml2 gets.
///
/// The callbacks do as little as possible for the elements formlint ignores (no Swift string,
/// a byte compare on the name), because a site is mostly made of those.
final class SAXDriver {
  private(set) var elements: [RawElement] = []
  private(set) var comments: [RawComment] = []

  private let context: htmlParserCtxtPtr
  private let text: UnsafeBufferPointer<UInt8>
  /// Where libxml2's input starts in `text` (after a UTF-8 BOM), and how far it has read.
  private let start: Int
  private var readPosition: Int
  private let sanitizing: Bool
  private let keepsComponents: Bool
  private let keptNames: [[UInt8]]
  /// libxml2's position at the last event.
  private var lastPosition = 0
  /// Open `<form>`s, innermost last: an index in `elements`, or nil for one formlint dropped.
  private var openForms: [Int?] = []
  /// How many elements whose content browsers read as text (`<textarea>`…) are open.
  private var rawTextDepth = 0
  /// End of the last bogus comment (`<![CDATA[ … >`) libxml2 read as text and tags.
  private var bogusCommentEnd = 0

  /// Recover from anything, report nothing, never touch the network, never switch encodings
  /// (the input is UTF-8 that `HTMLScanner` decoded), no DTD node.
  private static let options = Int32(bitPattern:
    HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
      | HTML_PARSE_NONET.rawValue | HTML_PARSE_IGNORE_ENC.rawValue | HTML_PARSE_NODEFDTD.rawValue)

  /// `nil` when there is nothing to parse (or more than libxml2's `int` sizes can count).
  /// `sanitizing`: whether `text` has invalid UTF-8 or NUL bytes to hide from libxml2.
  init?(text: UnsafeBufferPointer<UInt8>, from start: Int, sanitizing: Bool, options: ScanOptions = ScanOptions()) {
    guard start < text.count, text.count < Int(Int32.max) else { return nil }
    _ = libxml2Initialized
    guard let context = htmlNewParserCtxt() else { return nil }
    self.context = context
    self.text = text
    self.start = start
    self.readPosition = start
    self.sanitizing = sanitizing
    self.keepsComponents = options.keepsComponents
    self.keptNames = options.keptNames
  }

  deinit {
    if let document = context.pointee.myDoc { xmlFreeDoc(document) }
    htmlFreeParserCtxt(context)
  }

  /// Parses the whole text once.
  func parse() {
    let me = Unmanaged.passUnretained(self).toOpaque()
    let read: xmlInputReadCallback = { user, buffer, length in
      guard let buffer else { return -1 }
      return driver(user)._withUnsafeGuaranteedRef { $0.read(into: buffer, length) }
    }
    guard let input = xmlParserInputBufferCreateIO(read, nil, me, XML_CHAR_ENCODING_NONE) else { return }
    // Declared UTF-8: without it, a new HTML context decodes the first non-ASCII byte as
    // ISO-8859-1 and installs a converter for the rest of the page.
    guard let stream = xmlNewIOInputStream(context, input, XML_CHAR_ENCODING_UTF8) else {
      xmlFreeParserInputBuffer(input)
      return
    }
    guard inputPush(context, stream) >= 0 else { return }
    context.pointee.sax.pointee = Self.handler()
    context.pointee.userData = me
    _ = htmlCtxtUseOptions(context, Self.options)
    // Errors raised without a context would go to the thread's handlers: silence those too,
    // for the duration of the parse.
    let savedHandler = __xmlStructuredError().pointee
    let savedContext = __xmlStructuredErrorContext().pointee
    xmlSetStructuredErrorFunc(nil, { _, _ in })
    defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
    _ = withExtendedLifetime(self) { htmlParseDocument(context) }
  }

  /// libxml2's read callback: the next piece of the text, stand-ins in place.
  private func read(into buffer: UnsafeMutablePointer<CChar>, _ length: Int32) -> Int32 {
    let count = min(Int(max(length, 0)), text.count - readPosition)
    guard count > 0, let base = text.baseAddress else { return 0 }
    let out = UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: UInt8.self)
    out.update(from: base + readPosition, count: count)
    if sanitizing { UTF8Sanitizer.replaceProblems(in: text, range: readPosition..<readPosition + count, into: out) }
    readPosition += count
    return Int32(count)
  }

  // MARK: - Events

  @inline(__always)
  private var position: Int {
    guard let input = context.pointee.input, let base = input.pointee.base, let cur = input.pointee.cur else {
      return lastPosition
    }
    return start + Int(input.pointee.consumed) + base.distance(to: cur)
  }

  private func startElement(_ name: UnsafePointer<UInt8>, _ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?) {
    let at = position
    defer { lastPosition = at }
    let kind = ElementKind(name)
    var keep = kind.isKept
    if !keep, let attributes { keep = Self.hasPasswordRules(attributes) }
    if !keep, keepsComponents { keep = Self.mayBeComponent(name, attributes) }
    if !keep, !keptNames.isEmpty { keep = keptNames.contains { Self.equals(name, $0) } }
    let isForm = kind == .form || keepsComponents && Self.isComponentForm(name)
    if !keep, isForm { keep = true }
    var index: Int?
    if keep, rawTextDepth == 0, at >= bogusCommentEnd {
      index = elements.count
      elements.append(RawElement(
        name: kind.name ?? String(cString: name), stop: at, lowerBound: lastPosition,
        attributes: Self.attributes(attributes), formAncestorIndex: openForms.last { $0 != nil } ?? nil))
    }
    if isForm { openForms.append(index) }
    if kind.hasTextContent { rawTextDepth += 1 }
  }

  private func endElement(_ name: UnsafePointer<UInt8>) {
    lastPosition = position
    let kind = ElementKind(name)
    // libxml2 ends elements innermost first (`<v-form/>` at once), so the innermost open form is this one.
    if kind == .form || keepsComponents && Self.isComponentForm(name), !openForms.isEmpty { openForms.removeLast() }
    if kind.hasTextContent, rawTextDepth > 0 { rawTextDepth -= 1 }
  }

  private func characters(_ characters: UnsafePointer<UInt8>, _ length: Int32) {
    let at = position
    lastPosition = at
    // libxml2 passes a lone "<" for a `<!` that is neither a comment nor a DOCTYPE (before
    // moving past it), and then reads on as text and tags; a browser reads a bogus comment up
    // to the first `>`.
    guard length == 1, characters.pointee == UInt8(ascii: "<"), at + 2 < text.count,
      text[at] == UInt8(ascii: "<"), text[at + 1] == UInt8(ascii: "!"),
      !(text[at + 2] == UInt8(ascii: "-") && at + 3 < text.count && text[at + 3] == UInt8(ascii: "-"))
    else { return }
    let close = TagLocator.index(of: UInt8(ascii: ">"), in: text, from: at + 2, to: text.count)
    bogusCommentEnd = (close ?? text.count) + 1
  }

  private func comment(_ text: UnsafePointer<UInt8>) {
    let at = position
    defer { lastPosition = at }
    guard xmlStrstr(text, "formlint-") != nil else { return }
    comments.append(RawComment(
      text: String(cString: text), textLength: Int(xmlStrlen(text)), end: at, lowerBound: lastPosition))
  }

  private func otherEvent() {
    lastPosition = position
  }

  // MARK: - Attributes

  private static func hasPasswordRules(_ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>) -> Bool {
    var i = 0
    while let name = attributes[i] {
      if name.pointee == UInt8(ascii: "p"), ElementKind.equals(name, "passwordrules") { return true }
      i += 2
    }
    return false
  }

  private static func isComponentForm(_ name: UnsafePointer<UInt8>) -> Bool {
    ComponentForm.isForm(lowercasedName: UnsafeBufferPointer(start: name, count: Int(xmlStrlen(name))))
  }

  /// A name with `-` or `:`, or "password" in it (libxml2 has lowercased it), or a `type` attribute.
  private static func mayBeComponent(_ name: UnsafePointer<UInt8>, _ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?) -> Bool {
    if xmlStrchr(name, UInt8(ascii: "-")) != nil || xmlStrchr(name, UInt8(ascii: ":")) != nil
      || xmlStrstr(name, "password") != nil {
      return true
    }
    guard let attributes else { return false }
    // `<UInput autocomplete="username">`, `<TextField name="email">`: a name HTML does not have, with
    // what a username field is known by (a `<div id="email">` is no field).
    let unknownToHTML = htmlTagLookup(name) == nil
    var i = 0
    while let attribute = attributes[i] {
      if attribute.pointee == UInt8(ascii: "t"), ElementKind.equals(attribute, "type") { return true }
      if unknownToHTML, ElementKind.equals(attribute, "autocomplete") || ElementKind.equals(attribute, "name")
        || ElementKind.equals(attribute, "id") || Self.bindsAModel(attribute) {
        return true
      }
      i += 2
    }
    return false
  }

  /// A two-way binding, which names what the field holds (`<InputText v-model="username">`, Livewire's
  /// `wire:model.live="email"`, Angular's `formControlName`, Svelte's `bind:value`).
  private static func bindsAModel(_ attribute: UnsafePointer<UInt8>) -> Bool {
    modelAttributes.contains { equals(attribute, $0) } || xmlStrncmp(attribute, "wire:model", 10) == 0
  }

  private static let modelAttributes = ScanOptions.twoWayBindings.map { Array($0.utf8) }

  /// Whether the NUL-terminated `name` is exactly `bytes`.
  private static func equals(_ name: UnsafePointer<UInt8>, _ bytes: [UInt8]) -> Bool {
    for (i, byte) in bytes.enumerated() where name[i] != byte { return false }
    return name[bytes.count] == 0
  }

  private static func attributes(_ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?) -> [(String, String?)] {
    guard let attributes else { return [] }
    var result: [(String, String?)] = []
    var i = 0
    while let name = attributes[i] {
      result.append((String(cString: name), attributes[i + 1].map { String(cString: $0) }))
      i += 2
    }
    return result
  }

  // MARK: - The SAX handler

  private static func handler() -> htmlSAXHandler {
    var handler = htmlSAXHandler()
    handler.startElement = { user, name, attributes in
      guard let name else { return }
      driver(user)._withUnsafeGuaranteedRef { $0.startElement(name, attributes) }
    }
    handler.endElement = { user, name in
      guard let name else { return }
      driver(user)._withUnsafeGuaranteedRef { $0.endElement(name) }
    }
    handler.characters = { user, text, length in
      guard let text else { return }
      driver(user)._withUnsafeGuaranteedRef { $0.characters(text, length) }
    }
    handler.ignorableWhitespace = handler.characters
    handler.cdataBlock = { user, _, _ in driver(user)._withUnsafeGuaranteedRef { $0.otherEvent() } }
    handler.comment = { user, text in
      guard let text else { return }
      driver(user)._withUnsafeGuaranteedRef { $0.comment(text) }
    }
    handler.processingInstruction = { user, _, _ in driver(user)._withUnsafeGuaranteedRef { $0.otherEvent() } }
    handler.internalSubset = { user, _, _, _ in driver(user)._withUnsafeGuaranteedRef { $0.otherEvent() } }
    // With the SAX2 magic, libxml2 sends every error of this context to `serror`: here, nowhere.
    handler.initialized = XML_SAX2_MAGIC
    handler.serror = { _, _ in }
    return handler
  }
}

/// The driver behind a callback's user data (a C callback cannot capture it).
private func driver(_ user: UnsafeMutableRawPointer?) -> Unmanaged<SAXDriver> {
  Unmanaged<SAXDriver>.fromOpaque(user!)
}

/// libxml2 must be initialized once, before threads use it.
private let libxml2Initialized: Void = xmlInitParser()

/// HTML 4's named character references, from libxml2's own table (`html40EntitiesTable`), so
/// that formlint decodes exactly what libxml2 decodes.
enum LibXML2Entities {
  static func scalar(named name: ArraySlice<UInt8>) -> UInt32? {
    guard name.count < 32 else { return nil }
    var cName = Array(name)
    cName.append(0)
    return cName.withUnsafeBufferPointer { buffer in htmlEntityLookup(buffer.baseAddress)?.pointee.value }
  }

  /// The entity whose value is `scalar`, if any (for tests).
  static func name(of scalar: UInt32) -> String? {
    htmlEntityValueLookup(scalar).flatMap { $0.pointee.name.map { String(cString: $0) } }
  }
}
