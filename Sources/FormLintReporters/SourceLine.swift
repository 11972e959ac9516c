import FormLint

/// A finding's source line as Unicode scalars, with the UTF-16 column of each: decoded once and shared
/// by every finding on the line, so that each finding's excerpt, snippet and fingerprint cost the
/// size of what they show, not the length of the line (a minified page is one very long line).
struct SourceLine {
  let scalars: [Unicode.Scalar]
  /// `utf16Before[i]`: UTF-16 code units before scalar `i`; one more entry for the end of the line.
  private let utf16Before: [Int]

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
    var before = [0]
    before.reserveCapacity(scalars.count + 1)
    for scalar in scalars { before.append(before[before.count - 1] + UTF16.width(scalar)) }
    utf16Before = before
  }

  /// 1-based UTF-16 column of 0-based scalar index `i` (`i == scalars.count` is the line's end).
  func utf16Column(_ i: Int) -> Int { 1 + utf16Before[i] }
}

/// The `SourceLine` of each finding in turn, remembering the last: findings come in reading order,
/// so all the findings on one line come together.
struct SourceLines {
  private var last: (file: String, line: Int, value: SourceLine)?

  mutating func line(of d: Diagnostic) -> SourceLine? {
    guard let text = d.lineText, let line = d.range?.start.line else { return nil }
    if let last, last.line == line, last.file == d.file { return last.value }
    let value = SourceLine(text)
    last = (d.file, line, value)
    return value
  }
}
