// libFuzzer entry for JavaScript and TypeScript with JSX: the input bytes are a `.jsx` file (and a `.ts`
// one). Each run reads them (`JSXReader`: the scanner's frames, literal decoding, React DOM or React
// Native fields), lints them (every rule through the JSX and React Native dialects), and checks with
// `JSXOracle` that every position is inside the text, that each literal's positions are its scalars,
// and that the pre-scan is sound. A broken property traps, which libFuzzer reports as a crash.
import FieldModel
import FormLint
import Readers
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSX(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  JSXOracle(bytes: bytes).check()
  return 0
}

/// What must hold for every file:
/// - the model: screen and field anchors, property names, ranges, computed values and every scalar
///   of a literal lie inside the text; a literal's positions hold its text's scalars; comments say
///   "formlint-";
/// - the lint: every diagnostic and fix edit lies inside the text;
/// - the pre-scan (TypeScript's for `.ts`): when it says the file cannot matter, the reader finds no field, no stray rules and
///   no comment, and the lint reports nothing.
struct JSXOracle {
  let bytes: [UInt8]

  func check() {
    for (jsx, path) in [(true, "fuzz.jsx"), (false, "fuzz.ts")] {
      let mayMatter = bytes.withUnsafeBytes { jsx ? JSXPrefilter.mayMatter($0) : JSXPrefilter.mayMatterInTypeScript($0) }
      guard case .document(let document, _) = JSXReader.read(bytes, jsx: jsx) else {
        require(mayMatter, "the pre-scan skipped a file the reader fails")
        continue
      }
      ModelOracle(document: document).check(anchorsStartWith: UInt8(ascii: "<"))
      let report = SourceLinter.lint(bytes, path: path)
      let lint = LintOracle(report: report, count: document.text.bytes.count, what: path)
      lint.check()
      lint.checkSkipped(document, mayMatter: mayMatter)
      if tracing {
        print("\(path): \(document.kind), \(document.passwordFieldCount) fields, \(report.diagnostics.count) diagnostics")
      }
    }
  }
}
