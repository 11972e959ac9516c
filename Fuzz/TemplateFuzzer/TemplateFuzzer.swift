// libFuzzer entry for templates and components: the first input byte picks a template syntax (Blade,
// Jinja, ERB, Vue, Svelte, Angular, …), the rest is the file. Each run masks it (`TemplateMask`),
// reads it (`TemplateReader`: libxml2 over the masked bytes, dynamic values, components, branches),
// lints it through the reader `formlint .` would pick for that syntax, and checks that the mask keeps
// every byte in place, that the model lies inside the text, that every diagnostic does, and that the
// pre-scan is sound. A broken property traps, which libFuzzer reports as a crash.
import FieldModel
import FormLint
import HTMLScanner
import Readers

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let syntaxes = TemplateSyntax.allCases
  let syntax = syntaxes[Int(data[0]) % syntaxes.count]
  TemplateOracle(bytes: Array(UnsafeBufferPointer(start: data + 1, count: size - 1)), syntax: syntax).check()
  return 0
}

/// What must hold for every template:
/// - the mask: as long as the input; a byte is kept, or blanked to a space or an `x` (inside a value),
///   or renamed in a bound attribute's name (or a form tag a template tag writes); line breaks are kept; regions are in order, inside, apart;
/// - the model and the lint: inside the text (`ModelOracle`);
/// - the pre-scan: when it says the file cannot matter, the reader finds no field, no stray rules and
///   no comment, and the lint reports nothing.
struct TemplateOracle {
  let bytes: [UInt8]
  let syntax: TemplateSyntax

  /// A file name `formlint .` reads with this syntax; none for Lit, whose templates live inside
  /// JavaScript (the JSX fuzzer wraps them there).
  var path: String? {
    switch syntax {
    case .htmlCurly: "fuzz.html"
    case .curly: "fuzz.j2"
    case .blade: "fuzz.blade.php"
    case .php: "fuzz.php"
    case .erb: "fuzz.erb"
    case .handlebars: "fuzz.hbs"
    case .go: "fuzz.gohtml"
    case .freemarker: "fuzz.ftl"
    case .jsp: "fuzz.jsp"
    case .razor: "fuzz.cshtml"
    case .vue: "fuzz.vue"
    case .svelte: "fuzz.svelte"
    case .angular: "fuzz.component.html"
    case .lit: nil
    }
  }

  func check() {
    checkMask()
    guard let path else { return checkModel() }
    let reader = SourceReaders.reader(for: path)
    let mayMatter = bytes.withUnsafeBytes { reader.mayMatter($0) }
    let result = TemplateReader.read(bytes, syntax: syntax)
    let report = SourceLinter.lint(bytes, path: path)
    guard case .document(let document, _) = result else {
      require(mayMatter, "\(syntax): the pre-scan skipped a file the reader fails")
      return
    }
    // `.html` without template syntax is HTML's reader, whose fields are `<input>`s.
    ModelOracle(document: document).check(anchorsStartWith: nil)
    let lint = LintOracle(report: report, count: document.text.bytes.count, what: "\(syntax)")
    lint.check()
    lint.checkSkipped(document, mayMatter: mayMatter)
    if tracing {
      print("\(path): \(document.passwordFieldCount) fields, \(report.diagnostics.map(\.ruleID)), pre-scan \(mayMatter)")
    }
  }

  /// A syntax no file is read in alone: its model must still lie inside the text.
  func checkModel() {
    guard case .document(let document, _) = TemplateReader.read(bytes, syntax: syntax) else { return }
    ModelOracle(document: document).check(anchorsStartWith: nil)
  }

  func checkMask() {
    let mask = TemplateMask(bytes, syntax: syntax)
    if mask.isUnchanged { return }
    require(mask.masked.count == bytes.count, "\(syntax): the mask is \(mask.masked.count) bytes for \(bytes.count)")
    let renamed = mask.bindings.values.map(\.range) + mask.formTags.values
    for (i, (a, b)) in zip(bytes, mask.masked).enumerated() where a != b {
      require(a != 0x0A && a != 0x0D, "\(syntax): a line break at \(i) was masked")
      require(b == 0x20 || b == UInt8(ascii: "x") || renamed.contains { $0.contains(i) },
              "\(syntax): byte \(i) masked to \(b), not a blank")
    }
    var previous = 0
    for region in mask.regions {
      require(region.lowerBound >= previous && region.upperBound <= bytes.count, "\(syntax): region \(region) out of order or outside")
      previous = region.upperBound
    }
  }
}
