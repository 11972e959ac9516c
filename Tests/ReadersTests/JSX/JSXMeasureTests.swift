import FieldModel
import Foundation
import Testing
@testable import Readers

/// Manual measurements, off by default: `FORMLINT_MEASURE=1 swift test --filter JSXMeasureTests`;
/// `FORMLINT_JS_CORPUS=/dir` also reads every `.js` file of a folder without JSX (npm's own sources) and
/// lists the elements found there, each a misreading.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["FORMLINT_MEASURE"] != nil))
struct JSXMeasureTests {
  func time(_ label: String, _ bytes: [UInt8], jsx: Bool = true) {
    let clock = ContinuousClock()
    var fields = 0
    let elapsed = clock.measure {
      if case .document(let document, _) = JSXReader.read(bytes, jsx: jsx) { fields = document.passwordFieldCount }
    }
    print("\(label): \(bytes.count) bytes, \(fields) password fields, \(elapsed)")
  }

  @Test func pathologicalInputs() {
    let chunk = #"var a=b/c/d,e=/[/"'`]+\//g.test(x)?`t${y<z?"}":`n${w}`}`:'<input type="password">';function f(n){return n<1?[]:f(n-1)}if(a<b&&c>d)g(/<form>/);"#
    var bundle: [UInt8] = []
    while bundle.count < 10_000_000 { bundle += chunk.utf8 }
    time("10 MB minified-style code", bundle)
    let template = Array(("const t = `" + String(repeating: "<input type=\"password\"> \\` $ { x ", count: 30_000) + "`;").utf8)
    time("1 MB template literal", template)
    let depth = 10_000
    let deep = Array(("const x = " + String(repeating: "<div a={b}>", count: depth) + "<input type=\"password\" />"
      + String(repeating: "</div>", count: depth) + ";").utf8)
    time("10,000-deep JSX", deep)
    let deeper = Array(("const x = " + String(repeating: "<div a={b}>", count: 4 * depth) + "<input type=\"password\" />"
      + String(repeating: "</div>", count: 4 * depth) + ";").utf8)
    time("40,000-deep JSX (linear: 4× the time of 10,000)", deeper)
    let unclosed = Array(("const x = " + String(repeating: "<div>{", count: depth) + "<input type=\"password\"").utf8)
    time("10,000 unclosed tags and braces", unclosed)
    let deepTemplates = Array(("const x = " + String(repeating: "`${", count: 100_000)).utf8)
    time("100,000 nested template holes", deepTemplates)
    time("1 MB of <", Array(repeating: UInt8(ascii: "<"), count: 1_000_000))
    time("1 MB of <a", Array(String(repeating: "<a ", count: 333_333).utf8))
    time("1 MB of attributes", Array(("x = <input " + String(repeating: "b ", count: 250_000) + "/>").utf8))
    time("1 MB of </a>", Array(("x = <a>" + String(repeating: "</a>", count: 250_000)).utf8))
  }

  @Test func corpusWithoutJSX() throws {
    guard let root = ProcessInfo.processInfo.environment["FORMLINT_JS_CORPUS"] else { return }
    let files = FileManager.default.enumerator(atPath: root)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".js") }
    var total = 0
    var all: [UInt8] = []
    for file in files {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + file)))
      total += bytes.count
      if all.count < 10_000_000 { all += bytes + [0x0A] }
      let scanner = bytes.withUnsafeBufferPointer { buffer in
        var scanner = JSXScanner(buffer, jsx: true)
        scanner.run()
        return scanner
      }
      for element in scanner.elements {
        let line = bytes[..<element.range.lowerBound].filter { $0 == 0x0A }.count + 1
        print("misread: \(file):\(line): <\(element.name)>")
      }
    }
    print("\(files.count) files, \(total) bytes")
    time("corpus concatenated", all)
  }
}

/// `FORMLINT_DUMP=file.tsx swift test --filter JSXDump`: the model of one file, for a look.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["FORMLINT_DUMP"] != nil))
struct JSXDump {
  @Test func dump() throws {
    for path in ProcessInfo.processInfo.environment["FORMLINT_DUMP"]!.split(separator: ":") {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: String(path))))
      guard case .document(let document, _) = JSXReader.read(bytes, jsx: !path.hasSuffix(".ts")) else { continue }
      func text(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }
      func location(_ r: Range<Int>) -> String {
        let l = document.text.location(ofByte: r.lowerBound)
        return "\(l.line):\(l.column)"
      }
      print("\(path): \(document.kind), \(document.screens.count) screens, \(document.comments.count) comments")
      for screen in document.screens {
        print("  screen \(screen.anchor.map(location) ?? "-") username: \(screen.usernameField.map { location($0.anchor) } ?? "none")")
        for field in screen.fields {
          print("    field \(location(field.anchor)) names: \(field.names)")
          for (key, property) in field.properties.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let value: String
            switch property.value {
            case .literal(let literal): value = "literal \"\(literal.text)\" @\(location(literal.positions.valueRange))"
            case .dynamic(let r): value = "dynamic {\(text(r))}"
            case .flag: value = "flag"
            }
            print("      \(key.rawValue): \(property.name) = \(value)")
          }
        }
      }
      for stray in document.strayRules { print("  stray on \(stray.carrier) at \(location(stray.rules.range))") }
      for comment in document.comments { print("  comment \(location(comment.range)) \(text(comment.range))") }
    }
  }
}
