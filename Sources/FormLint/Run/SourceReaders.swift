import FieldModel
import HTMLScanner
import Readers

/// A kind of source file: the names it goes by, a cheap byte test that proves a file cannot matter,
/// and the reader that turns it into the field model. Adding a kind of source is one entry here,
/// one reader and one dialect.
public struct SourceReader: Sendable {
  public var kind: SourceKind
  /// File name suffixes, longest match wins (`.blade.php` before `.php`); also the default include globs.
  public var suffixes: [String]
  /// What the project's configuration tells the readers (`components:`); set by `SourceReaders.reader(for:options:)`.
  public var options = ReaderOptions()
  let mayMatterWith: @Sendable (UnsafeRawBufferPointer, ReaderOptions) -> Bool
  let readWith: @Sendable (consuming [UInt8], ReaderOptions) -> ReadResult

  public init(
    kind: SourceKind, suffixes: [String], mayMatter: @escaping @Sendable (UnsafeRawBufferPointer, ReaderOptions) -> Bool,
    read: @escaping @Sendable (consuming [UInt8], ReaderOptions) -> ReadResult
  ) {
    self.kind = kind
    self.suffixes = suffixes
    self.mayMatterWith = mayMatter
    self.readWith = read
  }

  /// A reader that takes no options.
  public init(
    kind: SourceKind, suffixes: [String], mayMatter: @escaping @Sendable (UnsafeRawBufferPointer) -> Bool,
    read: @escaping @Sendable (consuming [UInt8]) -> ReadResult
  ) {
    self.init(kind: kind, suffixes: suffixes, mayMatter: { bytes, _ in mayMatter(bytes) }, read: { bytes, _ in read(bytes) })
  }

  /// `false` only when the file provably holds nothing a rule could report (the pre-scan).
  public func mayMatter(_ bytes: UnsafeRawBufferPointer) -> Bool { mayMatterWith(bytes, options) }

  public func read(_ bytes: consuming [UInt8]) -> ReadResult { readWith(bytes, options) }
}

public enum SourceReaders {
  /// Every kind formlint reads.
  public static let all: [SourceReader] = [
    SourceReader(
      kind: .html, suffixes: [".html", ".htm", ".xhtml"], mayMatter: HTMLPrefilter.mayNeedScan,
      read: { bytes in HTMLReader.read(bytes) }),
    // JavaScript and TypeScript with JSX (React DOM or React Native, decided per file).
    SourceReader(
      kind: .jsx, suffixes: [".jsx", ".tsx", ".js", ".mjs", ".cjs"], mayMatter: jsxMayMatter,
      read: { bytes, options in JSXReader.read(bytes, options: options) }),
    // TypeScript without JSX: `<` is a type there; an Angular component's inline template is read.
    SourceReader(
      kind: .jsx, suffixes: [".ts", ".mts", ".cts"], mayMatter: JSXPrefilter.mayMatterInTypeScript,
      read: { bytes in JSXReader.read(bytes, jsx: false) }),
    SourceReader(
      kind: .objectiveC, suffixes: [".m", ".mm"], mayMatter: ObjectiveCReader.mayMatter,
      read: { bytes in ObjectiveCReader.read(bytes) }),
    SourceReader(
      kind: .interfaceBuilder, suffixes: [".storyboard", ".xib"], mayMatter: InterfaceBuilderReader.mayMatter,
      read: { bytes in InterfaceBuilderReader.read(bytes) }),
    template(.blade, [".blade.php"]),
    template(.php, [".php", ".phtml"]),
    template(.curly, [".jinja", ".jinja2", ".j2", ".njk", ".twig", ".liquid"]),
    template(.erb, [".erb", ".ejs"]),
    template(.handlebars, [".hbs", ".handlebars", ".mustache"]),
    template(.go, [".tmpl", ".gohtml", ".gotmpl"]),
    template(.freemarker, [".ftl", ".ftlh"]),
    template(.jsp, [".jsp", ".jspf", ".tag"]),
    template(.razor, [".cshtml", ".razor"]),
    template(.vue, [".vue"]),
    template(.svelte, [".svelte"]),
    template(.angular, [".component.html", ".page.html"]),
  ] + swiftReaders

  /// A template or component kind, with the word-level pre-scan (HTML's markup proof does not hold
  /// for templates: `<x-password-input>` is a field there).
  static func template(_ syntax: TemplateSyntax, _ suffixes: [String]) -> SourceReader {
    SourceReader(
      kind: syntax.kind, suffixes: suffixes,
      mayMatter: { bytes, options in
        TemplatePrefilter.mayMatter(bytes) || options.mentionsPasswordComponent(bytes, caseless: true)
      },
      read: { bytes, options in
        TemplateReader.read(bytes, syntax: syntax, vocabulary: options.isEmpty ? nil : options.templateVocabulary)
      })
  }

  /// JSX's pre-scan, and a configured password component's name as written (JSX names are never escaped).
  @Sendable static func jsxMayMatter(_ bytes: UnsafeRawBufferPointer, options: ReaderOptions) -> Bool {
    JSXPrefilter.mayMatter(bytes) || options.mentionsPasswordComponent(bytes, caseless: false)
  }

  /// The reader for a file name, by its longest matching suffix (ASCII case-insensitive); HTML for
  /// anything else (a file named on the command line, standard input). `options` go to its pre-scan
  /// and its reader (the template, component and JSX readers read them; the others need none).
  public static func reader(for name: String, options: ReaderOptions = ReaderOptions()) -> SourceReader {
    var reader = kind(for: name)
    reader.options = options
    return reader
  }

  static func kind(for name: String) -> SourceReader {
    // Bytes, not Strings, and only the suffixes that end in the name's last letter: the walk asks
    // this of every file, and trying all forty-odd suffixes cost more than the pre-scan of most files.
    var name = name
    let best = name.withUTF8 { name in
      var best: (index: Int, length: Int) = (0, 0)
      guard let last = name.last else { return best.index }
      for (suffix, index) in suffixesByLastByte[Int(last | (last >= 0x41 && last <= 0x5A ? 0x20 : 0)) & 0x7F]
      where suffix.count > best.length && endsCaseless(name, with: suffix) {
        best = (index, suffix.count)
      }
      return best.index
    }
    return all[best]
  }

  /// Every kind's suffixes as lowercase bytes with the kind's index in `all`, by their last byte.
  private static let suffixesByLastByte: [[(suffix: [UInt8], index: Int)]] = {
    var buckets = [[(suffix: [UInt8], index: Int)]](repeating: [], count: 128)
    for (index, reader) in all.enumerated() {
      for suffix in reader.suffixes {
        let bytes = Array(asciiLowercased(suffix).utf8)
        buckets[Int(bytes.last!) & 0x7F].append((bytes, index))
      }
    }
    return buckets
  }()

  private static func endsCaseless(_ name: UnsafeBufferPointer<UInt8>, with suffix: [UInt8]) -> Bool {
    guard name.count >= suffix.count else { return false }
    let start = name.count - suffix.count
    for k in suffix.indices {
      let c = name[start + k]
      if (c >= 0x41 && c <= 0x5A ? c | 0x20 : c) != suffix[k] { return false }
    }
    return true
  }

  /// The default include globs: every suffix of every kind.
  public static var defaultInclude: [String] { all.flatMap { $0.suffixes.map { "*" + $0 } } }
}
