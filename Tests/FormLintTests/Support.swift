@testable import FormLint
import Readers

/// Lints an inline page and returns its diagnostics.
func lint(_ html: String, settings: RuleSettings = RuleSettings()) -> [Diagnostic] {
  SourceLinter.lint(Array(html.utf8), path: "page.html", settings: settings).diagnostics
}

func lint(bytes: [UInt8]) -> [Diagnostic] {
  SourceLinter.lint(bytes, path: "page.html").diagnostics
}

extension Array where Element == Diagnostic {
  func with(_ rule: String) -> [Diagnostic] { filter { $0.ruleID == rule } }
  var rules: [String] { map(\.ruleID) }
}

/// The page text under a diagnostic's range (UTF-8 pages only).
func covered(_ diagnostic: Diagnostic, in html: String) -> String {
  guard let range = diagnostic.range else { return "" }
  let bytes = Array(html.utf8)
  return String(decoding: bytes[range.start.offset..<range.end.offset], as: UTF8.self)
}

/// Where `marker` first occurs in `text` after `occurrence - 1` earlier ones: (line, column), both 1-based, columns in scalars.
func position(of marker: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int)? {
  var remaining = occurrence
  var line = 1, column = 1
  let scalars = Array(text.unicodeScalars), needle = Array(marker.unicodeScalars)
  var i = 0
  while i < scalars.count {
    if scalars[i...].starts(with: needle) {
      remaining -= 1
      if remaining == 0 { return (line, column) }
    }
    if scalars[i] == "\n" || (scalars[i] == "\r" && (i + 1 >= scalars.count || scalars[i + 1] != "\n")) {
      line += 1
      column = 1
    } else if scalars[i] != "\r" {
      column += 1
    }
    i += 1
  }
  return nil
}

/// The model of an HTML page, as the linter builds it.
func document(_ html: String) -> Document {
  guard case .document(let source, _) = HTMLReader.read(Array(html.utf8)) else { fatalError("not a page: \(html)") }
  return Document(source)
}
