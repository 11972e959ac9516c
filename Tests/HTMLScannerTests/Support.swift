import Testing
@testable import HTMLScanner

/// Scans `html` given as a Swift string (UTF-8).
func scan(_ html: String) -> ScannedPage { HTMLScanner.scan(Array(html.utf8)) }

extension ScannedPage {
  /// The text of `range`, for readable expectations.
  func slice(_ range: Range<Int>) -> String { String(decoding: text.bytes[range], as: UTF8.self) }

  /// The only element named `name`, or the `index`-th one.
  func element(_ name: String, _ index: Int = 0) -> ScannedElement? {
    let matching = elements.filter { $0.name == name }
    return index < matching.count ? matching[index] : nil
  }

  /// A compact picture of the elements: `name[range]{attr=value@valueRange}` each.
  var summary: [String] {
    elements.map { e in
      "\(e.name) \(slice(e.range)) form=\(e.formAncestorIndex.map(String.init) ?? "-")"
    }
  }
}

/// Byte offset of the first occurrence of `needle` in `html` (its UTF-8), at or after `from`.
func offset(of needle: String, in html: String, from: Int = 0) -> Int {
  let h = Array(html.utf8)
  let n = Array(needle.utf8)
  var i = from
  while i + n.count <= h.count {
    if Array(h[i..<i + n.count]) == n { return i }
    i += 1
  }
  return -1
}
