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

let tracing = getenv("FUZZ_TRACE") != nil

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSX(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  JSXOracle(bytes: bytes).check()
  return 0
}

func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("oracle: " + message()) }
}

/// What must hold for every file:
/// - the model: screen and field anchors, property names, ranges, computed values and every scalar
///   of a literal lie inside the text; a literal's positions hold its text's scalars; comments say
///   "formlint-";
/// - the lint: every diagnostic and fix edit lies inside the text;
/// - the pre-scan: when it says the file cannot matter, the reader finds no field, no stray rules and
///   no comment, and the lint reports nothing.
struct JSXOracle {
  let bytes: [UInt8]

  func check() {
    let mayMatter = bytes.withUnsafeBytes { JSXPrefilter.mayMatter($0) }
    for (jsx, path) in [(true, "fuzz.jsx"), (false, "fuzz.ts")] {
      guard case .document(let document, _) = JSXReader.read(bytes, jsx: jsx) else {
        require(mayMatter, "the pre-scan skipped a file the reader fails")
        continue
      }
      checkModel(document)
      let report = SourceLinter.lint(bytes, path: path)
      let count = document.text.bytes.count
      for diagnostic in report.diagnostics {
        if let range = diagnostic.range {
          require(range.start.offset >= 0 && range.start.offset <= range.end.offset && range.end.offset <= count,
                  "\(diagnostic.ruleID) range \(range.start.offset)..<\(range.end.offset) outside 0..<\(count)")
        }
      }
      if tracing {
        print("\(path): \(document.kind), \(document.passwordFieldCount) fields, \(report.diagnostics.count) diagnostics")
      }
      if !mayMatter {
        require(document.passwordFieldCount == 0 && document.strayRules.isEmpty && document.comments.isEmpty,
                "the pre-scan skipped a file with fields, stray rules or comments")
        require(report.diagnostics.isEmpty, "the pre-scan skipped a file with findings")
      }
    }
  }

  func checkModel(_ document: SourceDocument) {
    let count = document.text.bytes.count
    func inside(_ r: Range<Int>, _ what: @autoclosure () -> String) {
      require(r.lowerBound >= 0 && r.upperBound <= count, "\(what()) \(r) outside 0..<\(count)")
    }
    func checkProperty(_ property: FieldModel.Property) {
      inside(property.nameRange, "\(property.name) name")
      inside(property.range, "\(property.name) range")
      switch property.value {
      case .dynamic(let r): inside(r, "\(property.name) computed value")
      case .flag: break
      case .literal(let literal):
        let positions = literal.positions
        inside(positions.valueRange, "\(property.name) value")
        require(Array(literal.text.unicodeScalars) == positions.scalars, "\(property.name)'s positions are not its scalars")
        for i in 0...positions.scalars.count {
          let r = positions.byteRange(of: i..<min(i + 1, positions.scalars.count))
          require(r.lowerBound >= positions.valueRange.lowerBound && r.upperBound <= positions.valueRange.upperBound,
                  "\(property.name) scalar \(i) at \(r) outside its value \(positions.valueRange)")
        }
      }
    }
    for screen in document.screens {
      if let anchor = screen.anchor { inside(anchor, "screen anchor") }
      for field in screen.fields + (screen.usernameField.map { [$0] } ?? []) {
        inside(field.anchor, "field anchor")
        require(document.text.bytes[field.anchor.lowerBound] == UInt8(ascii: "<"), "a field anchor does not start with <")
        for property in field.properties.values { checkProperty(property) }
      }
    }
    for stray in document.strayRules { checkProperty(stray.rules) }
    for comment in document.comments {
      inside(comment.range, "comment")
      require(comment.text.contains("formlint-"), "a comment without formlint-")
    }
  }
}
