import FieldModel
import FormLint

/// What the JSX and template fuzzers check of a lint report: every diagnostic and every fix edit lies
/// inside the text; and when the pre-scan said the file cannot matter, the reader found no field, no
/// stray rules and no comment, and the lint reports nothing.
struct LintOracle {
  let report: FileReport
  let count: Int
  let what: String

  func check() {
    for diagnostic in report.diagnostics {
      guard let range = diagnostic.range else { continue }
      require(range.start.offset >= 0 && range.start.offset <= range.end.offset && range.end.offset <= count,
              "\(what): \(diagnostic.ruleID) at \(range.start.offset)..<\(range.end.offset) outside 0..<\(count)")
      for edit in diagnostic.fix?.edits ?? [] {
        require(edit.range.lowerBound >= 0 && edit.range.upperBound <= count, "\(what): \(diagnostic.ruleID)'s fix edits outside the text")
      }
    }
  }

  func checkSkipped(_ document: SourceDocument, mayMatter: Bool) {
    guard !mayMatter else { return }
    require(document.passwordFieldCount == 0 && document.strayRules.isEmpty && document.comments.isEmpty,
            "\(what): the pre-scan skipped a file with fields, stray rules or comments")
    require(report.diagnostics.isEmpty, "\(what): the pre-scan skipped a file with \(report.diagnostics.map(\.ruleID))")
  }
}
