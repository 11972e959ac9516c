import FormLint

/// A finding's source line, for SARIF's snippets. `region.snippet` is the region's own text (what
/// SARIF says it is); `contextRegion` carries the whole line around it, in UTF-16 columns.
struct SnippetLine {
  private let line: SourceLine
  private var scalars: [Unicode.Scalar] { line.scalars }

  /// Lines longer than this (minified pages) get a window of `contextAround` scalars either side.
  static let longLine = 1000
  static let contextAround = 200

  init(_ line: SourceLine) {
    self.line = line
  }

  /// The text of a non-empty region on this one line; `nil` for multi-line or empty regions.
  func regionText(_ range: SourceRange) -> String? {
    guard let (start, end) = bounds(range), start < end else { return nil }
    return text(start..<end)
  }

  /// The line (or a window of it) as a region that strictly contains `range`, with its snippet.
  func contextRegion(_ range: SourceRange) -> JSONValue? {
    guard let (start, end) = bounds(range) else { return nil }
    var lower = 0
    var upper = scalars.count
    if scalars.count > Self.longLine {
      lower = max(0, start - Self.contextAround)
      upper = min(scalars.count, end + Self.contextAround)
    }
    guard lower < start || upper > end else { return nil }
    return members(
      ("startLine", .int(range.start.line)),
      ("startColumn", .int(line.utf16Column(lower))),
      ("endLine", .int(range.start.line)),
      ("endColumn", .int(line.utf16Column(upper))),
      ("snippet", members(("text", .string(text(lower..<upper)))))
    )
  }

  /// 0-based scalar bounds of a one-line range that lies within the line.
  private func bounds(_ range: SourceRange) -> (Int, Int)? {
    let start = range.start.column - 1
    let end = range.end.column - 1
    guard range.start.line == range.end.line, start >= 0, start <= end, end <= scalars.count else { return nil }
    return (start, end)
  }

  private func text(_ range: Range<Int>) -> String {
    String(String.UnicodeScalarView(scalars[range]))
  }
}
