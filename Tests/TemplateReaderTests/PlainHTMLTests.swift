import FieldModel
import Glibc
import HTMLScanner
import Testing
@testable import Readers

/// The HTML reader masks curly syntax; on pages without any it must read exactly what the scanner
/// alone reads. Every page of the repository's fixtures is checked.
@Suite struct PlainHTMLTests {
  static let repository: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
  }()

  static var pages: [String] {
    var found: [String] = []
    func walk(_ folder: String) {
      guard let dir = opendir(folder) else { return }
      defer { closedir(dir) }
      while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        // Fixtures/templates holds template syntax on purpose.
        if name.hasPrefix(".") || (name == "templates" && folder.hasSuffix("/Fixtures")) { continue }
        let path = folder + "/" + name
        if entry.pointee.d_type == UInt8(DT_DIR) { walk(path) } else if name.hasSuffix(".html") || name.hasSuffix(".htm") { found.append(path) }
      }
    }
    walk(repository + "/Fixtures")
    return found.sorted()
  }

  static func bytes(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = fread(&buffer, 1, buffer.count, file)
      if n <= 0 { break }
      bytes += buffer[0..<n]
    }
    return bytes
  }

  /// Everything the rules see of a document, as text.
  static func describe(_ document: SourceDocument) -> String {
    func property(_ p: Property) -> String {
      let value: String
      switch p.value {
      case .literal(let literal): value = "literal \(literal.text) \(literal.positions.valueRange) \(literal.positions.byteRange(of: 0..<literal.positions.scalars.count))"
      case .dynamic(let range): value = "dynamic \(range)"
      case .flag: value = "flag"
      }
      return "\(p.name) \(p.nameRange) \(p.range) \(value)"
    }
    func field(_ f: Field) -> String {
      "\(f.kind) \(f.anchor) \(f.insertionPoint ?? -1) \(f.names) "
        + PropertyKey.allCases.compactMap { key in f.properties[key].map { "\(key): \(property($0))" } }.joined(separator: "; ")
    }
    var lines = ["\(document.kind) \(document.encoding) \(document.text.bytes.count)"]
    for screen in document.screens {
      lines.append("screen \(String(describing: screen.anchor)) user: \(screen.usernameField.map(field) ?? "-")")
      lines += screen.fields.map(field)
    }
    lines += document.strayRules.map { "stray \($0.carrier) \(property($0.rules))" }
    lines += document.comments.map { "comment \($0.text) \($0.range)" }
    return lines.joined(separator: "\n")
  }

  @Test func fixturePagesReadAsTheScannerAloneReadsThem() {
    let pages = Self.pages
    #expect(pages.count > 20)
    for page in pages {
      let bytes = Self.bytes(page)
      guard case .document(let masked, let problem) = HTMLReader.read(bytes) else { continue }
      let plain = HTMLReader.document(HTMLScanner.scan(bytes), kind: .html)
      #expect(Self.describe(masked) == Self.describe(plain), "\(page)")
      #expect(problem == HTMLScanner.scan(bytes).encodingProblem)
    }
  }
}
