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
  /// `false` only when the file provably holds nothing a rule could report (the pre-scan).
  public var mayMatter: @Sendable (UnsafeRawBufferPointer) -> Bool
  public var read: @Sendable (consuming [UInt8]) -> ReadResult

  public init(
    kind: SourceKind, suffixes: [String], mayMatter: @escaping @Sendable (UnsafeRawBufferPointer) -> Bool,
    read: @escaping @Sendable (consuming [UInt8]) -> ReadResult
  ) {
    self.kind = kind
    self.suffixes = suffixes
    self.mayMatter = mayMatter
    self.read = read
  }
}

public enum SourceReaders {
  /// Every kind formlint reads.
  public static let all: [SourceReader] = [
    SourceReader(
      kind: .html, suffixes: [".html", ".htm", ".xhtml"], mayMatter: HTMLPrefilter.mayNeedScan,
      read: { HTMLReader.read($0) }),
    // JavaScript and TypeScript with JSX (React DOM or React Native, decided per file).
    SourceReader(
      kind: .jsx, suffixes: [".jsx", ".tsx", ".js", ".mjs", ".cjs"], mayMatter: JSXPrefilter.mayMatter,
      read: { JSXReader.read($0) }),
    // TypeScript without JSX: `<` is a type there; only suppression comments are read.
    SourceReader(
      kind: .jsx, suffixes: [".ts", ".mts", ".cts"], mayMatter: JSXPrefilter.mayMatter,
      read: { JSXReader.read($0, jsx: false) }),
    SourceReader(
      kind: .objectiveC, suffixes: [".m", ".mm"], mayMatter: ObjectiveCReader.mayMatter,
      read: { ObjectiveCReader.read($0) }),
    SourceReader(
      kind: .interfaceBuilder, suffixes: [".storyboard", ".xib"], mayMatter: InterfaceBuilderReader.mayMatter,
      read: { InterfaceBuilderReader.read($0) }),
    template(.blade, [".blade.php"]),
    template(.php, [".php", ".phtml"]),
    template(.curly, [".jinja", ".jinja2", ".j2", ".njk", ".twig", ".liquid"]),
    template(.erb, [".erb", ".ejs"]),
    template(.handlebars, [".hbs", ".handlebars", ".mustache"]),
    template(.go, [".tmpl", ".gohtml"]),
    template(.freemarker, [".ftl", ".ftlh"]),
    template(.jsp, [".jsp"]),
    template(.razor, [".cshtml", ".razor"]),
    template(.vue, [".vue"]),
    template(.svelte, [".svelte"]),
    template(.angular, [".component.html"]),
  ] + swiftReaders

  /// A template or component kind, with the word-level pre-scan (HTML's markup proof does not hold
  /// for templates: `<x-password-input>` is a field there).
  static func template(_ syntax: TemplateSyntax, _ suffixes: [String]) -> SourceReader {
    SourceReader(
      kind: syntax.kind, suffixes: suffixes, mayMatter: TemplatePrefilter.mayMatter,
      read: { TemplateReader.read($0, syntax: syntax) })
  }

  /// The reader for a file name, by its longest matching suffix (ASCII case-insensitive); HTML for
  /// anything else (a file named on the command line, standard input).
  public static func reader(for name: String) -> SourceReader {
    let lowered = asciiLowercased(name)
    var best: (reader: SourceReader, length: Int)?
    for reader in all {
      for suffix in reader.suffixes where lowered.hasSuffix(suffix) && suffix.utf8.count > (best?.length ?? 0) {
        best = (reader, suffix.utf8.count)
      }
    }
    return best?.reader ?? all[0]
  }

  /// The default include globs: every suffix of every kind.
  public static var defaultInclude: [String] { all.flatMap { $0.suffixes.map { "*" + $0 } } }
}
