import FieldModel
@testable import Readers

/// What the scanner made of `source` (UTF-8): its elements, comments and tokens.
func scanJSX(_ source: String, jsx: Bool = true) -> JSXScanner {
  let bytes = Array(source.utf8)
  return bytes.withUnsafeBufferPointer { buffer in
    var scanner = JSXScanner(buffer, jsx: jsx, recordTokens: true)
    scanner.run()
    return scanner
  }
}

/// The document the reader makes of `source`.
func readJSX(_ source: String, jsx: Bool = true) -> SourceDocument? {
  guard case .document(let document, _) = JSXReader.read(Array(source.utf8), jsx: jsx) else { return nil }
  return document
}

extension JSXScanner {
  /// `tag:name` per element, in order.
  var elementNames: [String] { elements.map(\.name) }

  /// The tokens of one kind, as text.
  func texts(_ kind: JSToken.Kind, in source: String) -> [String] {
    let bytes = Array(source.utf8)
    return (tokens ?? []).filter { $0.kind == kind }.map { String(decoding: bytes[$0.range], as: UTF8.self) }
  }
}

/// Byte offset of the `occurrence`-th `needle` in `source`.
func offset(of needle: String, in source: String, occurrence: Int = 0) -> Int {
  let h = Array(source.utf8)
  let n = Array(needle.utf8)
  var found = 0
  var i = 0
  while i + n.count <= h.count {
    if Array(h[i..<i + n.count]) == n {
      if found == occurrence { return i }
      found += 1
    }
    i += 1
  }
  return -1
}

/// The source text of `range`.
func slice(_ source: String, _ range: Range<Int>) -> String {
  String(decoding: Array(source.utf8)[range], as: UTF8.self)
}
