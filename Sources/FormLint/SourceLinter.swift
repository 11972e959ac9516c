import FieldModel
import Readers

/// What linting one file produced.
public struct FileReport: Sendable {
  public var diagnostics: [Diagnostic]
  public var passwordFields: Int
  /// The file could not be read as a source (a binary file) or decoded faithfully: the run exits 2.
  public var failed = false
  /// How the file was decoded ("UTF-8", "UTF-8 (BOM)", "windows-1252", …; see `SourceDocument.encoding`).
  public var encoding = ""
}

/// Lints one file's bytes: its reader's model, the rules, suppressions, severities. Pure: no I/O.
public enum SourceLinter {
  public static func lint(
    _ bytes: consuming [UInt8], path: String, folders: [String]? = nil, settings: RuleSettings = RuleSettings(),
    reader: SourceReader? = nil, readers: ReaderOptions = ReaderOptions()
  ) -> FileReport {
    let reader = reader ?? SourceReaders.reader(for: path, options: readers)
    switch reader.read(consume bytes) {
    case .failure(let failure, _):
      return FileReport(
        diagnostics: [RunFailure.parseError.diagnostic(path, failure.message)], passwordFields: 0, failed: true,
        encoding: failure == .binary ? "binary" : "")
    case .document(var source, let problem):
      // An undecodable file is reported (the run exits 2), and what could be decoded is still linted.
      let failure = problem.map { [RunFailure.parseError.diagnostic(path, "\($0): linted as decoded, positions may be off")] } ?? []
      // The folders the file is in as the disk has them (`FileDiscovery.folderNames(of:)`), or as the path
      // spells them.
      let folders = folders ?? path.split(separator: "/").dropLast().map(String.init)
      markPurposeByName(&source, path: path, folders: folders)
      markFragments(&source, path: path, folders: folders)
      let document = Document(source)
      return FileReport(
        diagnostics: failure + diagnostics(of: document, path: path, settings: settings),
        passwordFields: document.passwordFieldCount, failed: problem != nil, encoding: source.encoding)
    }
  }

  /// A file named for signing up or in (`auth/register.html`, `registrations/new.html.erb`,
  /// `SignUp.tsx`, `sessions/new.html.erb`) says so of its screen, when it has one screen with
  /// password fields and that screen's form says nothing itself.
  static func markPurposeByName(_ source: inout SourceDocument, path: String, folders: [String]) {
    // A form's class says its purpose only where nothing else does, not even the file's name.
    defer {
      for i in source.screens.indices where source.screens[i].purpose == nil {
        source.screens[i].purpose = source.screens[i].purposeByClass
      }
    }
    let withFields = source.screens.indices.filter { !source.screens[$0].fields.isEmpty }
    guard withFields.count == 1, source.screens[withFields[0]].purpose == nil else { return }
    // The file's name first; its folder's only where the file's name is a framework's generic one
    // (Next.js' `sign-up/page.tsx`, SvelteKit's `signup/+page.svelte`, Rails' `registrations/new.html.erb`):
    // Django keeps every auth page in `registration/` (`password_confirm.html` is no sign-up).
    let name = FileDiscovery.lastComponent(path)
    let stem = asciiLowercased(String(name.prefix { $0 != "." }))
    let parts = [name] + (genericPageNames.contains(stem) ? folders.suffix(1) : [])
    source.screens[withFields[0]].purpose = parts.lazy.compactMap(FormPurpose.init).first
  }

  /// File names that say nothing of their page but that it is one: the route is the folder's.
  static let genericPageNames: Set<String> = [
    "index", "page", "+page", "new", "create", "form", "view", "main", "default", "route", "screen", "_index", "show",
  ]

  /// A template partial (Rails' `_password_fields.html.erb`, Jekyll's `_includes/`, Handlebars'
  /// `partials/`) is included in a page whose form may hold the username field, and so is a web
  /// component's field outside any `<form>` of its own (`<NewPasswordField />`, a Svelte snippet):
  /// such fields may be missing one only in appearance. (A React Native screen has no forms: its
  /// fields are the screen's, unless it is a component's, in `components/`.)
  static func markFragments(_ source: inout SourceDocument, path: String, folders: [String]) {
    // The folders the path names, and the nearest ones on disk (`PasswordField.tsx` linted from
    // `src/components/auth` is a component's): not those far above, outside the project.
    let name = FileDiscovery.lastComponent(path)
    let isPartial = name.hasPrefix("_") || Self.partialSuffixes.contains { name.hasSuffix($0) }
      || path.split(separator: "/").dropLast().contains { Self.partialFolders.contains(String($0)) }
      || folders.suffix(3).contains(where: Self.partialFolders.contains)
      || isBlazorComponent(name, bytes: source.text.bytes)
    guard source.kind == .jsx || source.kind == .component
      || (source.kind == .template || source.kind == .html || source.kind == .reactNative) && isPartial
    else { return }
    for index in source.screens.indices where source.screens[index].anchor == nil {
      source.screens[index].usernameFieldMayBeUnseen = true
    }
  }

  /// The elements and statements a `disable-next-line` above them covers whole: each field's tag (from
  /// its name to its last attribute), and each property as written (a wrapped call in code).
  static func spans(of document: Document) -> [Range<Int>] {
    guard !document.source.comments.isEmpty else { return [] }
    var spans: [Range<Int>] = []
    let fields = document.allFields.map(\.field) + document.screens.compactMap(\.usernameField)
    for field in fields {
      spans += field.properties.values.map(\.range)
      // A tag's attributes follow its name (a storyboard field's traits are in its child elements); a code
      // field's assignments are statements of their own.
      let isTag = field.insertionPoint != nil || field.options != nil || document.source.kind == .interfaceBuilder
      if isTag, let end = field.properties.values.map(\.range.upperBound).max(),
        end > field.anchor.lowerBound
      {
        spans.append(field.anchor.lowerBound..<end)
      }
    }
    return spans + document.source.strayRules.map(\.rules.range) + document.source.detachedRules.map(\.range)
  }

  /// A Blazor component that is no page: a `.razor` file without an `@page` directive (a routable
  /// component says its route there, or in `@attribute [Route(…)]`) is rendered inside pages, as
  /// `<PasswordField @bind-Value=… />`.
  static func isBlazorComponent(_ name: String, bytes: [UInt8]) -> Bool {
    guard asciiLowercased(name).hasSuffix(".razor") else { return false }
    var lineStart = true
    for (i, byte) in bytes.enumerated() where !(i < 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])) {
      if byte == 0x0A || byte == 0x0D {
        lineStart = true
      } else if lineStart, byte == UInt8(ascii: "@"),
        bytes[i...].starts(with: "@page".utf8) || bytes[i...].starts(with: "@attribute [Route".utf8)
      {
        return false
      } else if byte != 0x20, byte != 0x09 {
        lineStart = false
      }
    }
    return true
  }

  /// Files that are fragments by their kind: JSP's included fragments and tag files (a JSP component).
  static let partialSuffixes = [".jspf", ".tag"]

  /// Folders of partials and components by convention: Jekyll's and Eleventy's `_includes`, Handlebars'
  /// `partials`, Blade's, Twig's and Rails ViewComponent's `components`, Shopify's `snippets`,
  /// WordPress's `template-parts` (what `get_template_part` includes), CakePHP's elements (`templates/element/`;
  /// `src/Template/Element/` and `View/Elements/` before CakePHP 4).
  static let partialFolders: Set<String> = [
    "_includes", "includes", "partials", "_partials", "_layouts", "layouts", "components", "snippets", "template-parts",
    "element", "Element", "Elements",
  ]

  static func diagnostics(of document: Document, path: String, settings: RuleSettings) -> [Diagnostic] {
    var suppressions = Suppressions(document.source.comments, text: document.text, spans: spans(of: document))
    let enabled = RuleRegistry.check(document).compactMap { finding in
      settings.severity(for: finding.ruleID).map { (finding, $0) }
    }
    var lines = LineTexts(document.text)
    // Positions are worked out once, here; the suppression check reuses the start line.
    var diagnostics = Self.diagnostics(enabled, path: path, lines: &lines).filter { made in
      !suppressions.suppresses(made.finding, line: made.diagnostic.range?.start.line ?? 0)
    }.map(\.diagnostic)
    if let severity = settings.severity(for: UnusedSuppressionRule.metadata.id) {
      let unused = suppressions.unusedFindings { settings.severity(for: $0) != nil }.map { ($0, severity) }
      diagnostics += Self.diagnostics(unused, path: path, lines: &lines).map(\.diagnostic)
    }
    diagnostics.sort(by: Diagnostic.inReadingOrder)
    return withoutRepeats(diagnostics)
  }

  /// One diagnostic per rule, range and message: in code, one constant's rules can be set on two
  /// fields (`passwordRulesWithDescriptor:kRules`), and a problem in its text is one problem.
  static func withoutRepeats(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen: Set<String> = []
    return diagnostics.filter { diagnostic in
      guard let range = diagnostic.range else { return true }
      return seen.insert("\(diagnostic.ruleID) \(range.start.offset) \(range.end.offset) \(diagnostic.message)").inserted
    }
  }

  /// Each finding with its positions, which are found in one pass along each line.
  static func diagnostics(
    _ findings: [(Finding, Severity)], path: String, lines: inout LineTexts
  ) -> [(finding: Finding, diagnostic: Diagnostic)] {
    let locations = lines.text.locations(ofBytes: findings.flatMap { [$0.0.range.lowerBound, $0.0.range.upperBound] })
    return findings.enumerated().map { i, pair in
      let (finding, severity) = pair
      let (start, end) = (locations[2 * i], locations[2 * i + 1])
      let range = SourceRange(
        start: SourceLocation(offset: finding.range.lowerBound, line: start.line, column: start.column, utf16Column: start.utf16Column),
        end: SourceLocation(offset: finding.range.upperBound, line: end.line, column: end.column, utf16Column: end.utf16Column))
      let diagnostic = Diagnostic(
        file: path, ruleID: finding.ruleID, severity: severity, message: finding.message, range: range,
        lineText: lines[start.line], effect: finding.effect, fix: finding.fix)
      return (finding, diagnostic)
    }
  }
}

/// Each line's text, made once: the diagnostics on one line share it (strings are copy-on-write), so
/// many findings on one long line (minified HTML) hold one copy of it, not one each.
struct LineTexts {
  let text: SourceText
  private var made: [Int: String] = [:]

  init(_ text: SourceText) { self.text = text }

  subscript(line: Int) -> String {
    mutating get {
      if let known = made[line] { return known }
      let lineText = text.lineText(line)
      made[line] = lineText
      return lineText
    }
  }
}

extension Diagnostic {
  /// By file, then position, then rule id: the order of every report, whatever `--jobs` is.
  public static func inReadingOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    if a.file != b.file { return a.file < b.file }
    let (ao, bo) = (a.range?.start.offset ?? -1, b.range?.start.offset ?? -1)
    if ao != bo { return ao < bo }
    let (ae, be) = (a.range?.end.offset ?? -1, b.range?.end.offset ?? -1)
    if ae != be { return ae < be }
    if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
    return a.message < b.message
  }
}
