// What the JSX and template fuzzers check of every model a reader makes, and the helpers every
// fuzzer of this folder's kind uses.
import FieldModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `FUZZ_TRACE=1 FUZZER FILE` prints what the oracle checked (to read a crash, or to see that it checks).
let tracing = getenv("FUZZ_TRACE") != nil

/// Stops the run with a message libFuzzer prints next to the crashing input.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("oracle: " + message()) }
}

/// Screen and field anchors, property names, ranges, computed values and every scalar of a literal lie
/// inside the text; a literal's positions hold its text's scalars; comments say "formlint-".
struct ModelOracle {
  let document: SourceDocument

  func check(anchorsStartWith anchorByte: UInt8?) {
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
        if let anchorByte {
          require(document.text.bytes[field.anchor.lowerBound] == anchorByte, "a field anchor does not start with \(Character(Unicode.Scalar(anchorByte)))")
        }
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
