import FormLint

/// A finding's source line and the caret line under its range, aligned for a terminal.
///
/// Columns count Unicode scalars. To keep the caret under the right character the marker
/// copies each tab before the range, and gives wide characters (CJK, emoji) two cells and
/// combining marks none. A multi-line range is underlined to the end of its first line. A very
/// long line (minified HTML) is cut to a window around the range, marked with `…`.
struct CaretExcerpt {
  var source: String
  var marker: String

  /// Lines longer than this many scalars are shown as a window of `windowWidth` scalars.
  static let longLine = 160
  static let windowWidth = 120
  static let contextBefore = 40

  /// Reads only the window it shows (and, on a short line, the line).
  init(line: SourceLine, range: SourceRange) {
    let scalars = line.scalars
    let count = scalars.count
    let start = min(max(range.start.column - 1, 0), count)
    let end = range.end.line == range.start.line ? min(max(range.end.column - 1, start), count) : count

    var lower = 0
    var upper = count
    if count > Self.longLine {
      lower = max(0, start - Self.contextBefore)
      upper = min(count, lower + Self.windowWidth)
    }
    let cutBefore = lower > 0
    let cutAfter = upper < count

    // What the terminal is given: characters that could steer it show as U+FFFD (tabs stay).
    // Plain loops: a lazy map's generic metadata is built at run time, in the report's serial tail.
    func shown(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
      isTerminalUnsafe(scalar, keepingTabs: true) ? "\u{FFFD}" : scalar
    }

    var source = cutBefore ? "…" : ""
    for scalar in scalars[lower..<upper] { source.unicodeScalars.append(shown(scalar)) }
    if cutAfter { source += "…" }

    var marker = cutBefore ? " " : ""
    for scalar in scalars[lower..<start] {
      marker += scalar == "\t" ? "\t" : String(repeating: " ", count: Self.cells(shown(scalar)))
    }
    var underlined = 0
    for scalar in scalars[start..<min(end, upper)] { underlined += Self.cells(shown(scalar)) }
    marker += "^" + String(repeating: "~", count: max(underlined - 1, 0))

    self.source = source
    self.marker = marker
  }

  /// How many terminal cells a scalar takes: 0 for combining marks and invisible format
  /// characters, 2 for East Asian wide characters and emoji, else 1. An estimate in the spirit of
  /// `wcwidth`, good enough to keep a caret under its character.
  static func cells(_ scalar: Unicode.Scalar) -> Int {
    if scalar.isASCII { return 1 }  // most lines are ASCII: no property lookup for them
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if properties.isEmojiPresentation { return 2 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
