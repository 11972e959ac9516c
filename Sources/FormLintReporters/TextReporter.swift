import FormLint

/// The human format: one block per finding, then a summary line.
///
/// ```
/// site/signup.html:12:44: error: unknown character class `digits` [unknown-character-class]
///     <input type=password passwordrules="required: digits">
///                                                   ^~~~~~
///   = fix: replace `digits` with `digit`
/// 1 error in 12 files
/// ```
public enum TextReporter {
  public static func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    let style = ANSIStyle(enabled: context.color)
    var out = ""
    var lines = SourceLines()
    for diagnostic in diagnostics {
      append(diagnostic, line: lines.line(of: diagnostic), style: style, to: &out)
    }
    out += summary(diagnostics, filesLinted: context.filesLinted) + "\n"
    return out
  }

  /// `3 errors, 1 warning, 2 notes in 12 files`, or `no problems in 12 files`.
  public static func summary(_ diagnostics: [Diagnostic], filesLinted: Int) -> String {
    let files = plural(filesLinted, "file")
    let counts = Severity.allCases.reversed().compactMap { severity -> String? in
      let n = diagnostics.count { $0.severity == severity }
      return n == 0 ? nil : plural(n, severity.label)
    }
    return counts.isEmpty ? "no problems in \(files)" : "\(counts.joined(separator: ", ")) in \(files)"
  }

  // MARK: - One finding

  private static func append(_ d: Diagnostic, line: SourceLine?, style: ANSIStyle, to out: inout String) {
    let place = d.range.map { "\(d.file):\($0.start.line):\($0.start.column):" } ?? "\(d.file):"
    let severity = style.severity(d.severity, d.severity.label + ":")
    out += "\(style.bold(sanitized(place))) \(severity) \(sanitized(d.message)) [\(sanitized(d.ruleID))]\n"
    if let range = d.range, let line {
      let excerpt = CaretExcerpt(line: line, range: range)
      out += "    " + excerpt.source + "\n"
      out += "    " + style.severity(d.severity, excerpt.marker) + "\n"
    }
    if let fix = d.fix {
      out += "  = \(fix.isSafe ? "fix" : "suggestion (not applied by --fix)"): \(sanitized(fix.description))\n"
    }
  }

  private static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}

// MARK: - Terminal safety

/// `s` with every character that could steer a terminal (C0/C1 controls, DEL, bidi overrides)
/// replaced by U+FFFD, one for one, so that columns stay where they were. A page is untrusted
/// input: a linted file must not be able to move the cursor or rewrite what the user sees.
func sanitized(_ s: String, keepingTabs: Bool = false) -> String {
  guard s.unicodeScalars.contains(where: { isTerminalUnsafe($0, keepingTabs: keepingTabs) }) else { return s }
  var out = String.UnicodeScalarView()
  for scalar in s.unicodeScalars {
    out.append(isTerminalUnsafe(scalar, keepingTabs: keepingTabs) ? "\u{FFFD}" : scalar)
  }
  return String(out)
}

func isTerminalUnsafe(_ scalar: Unicode.Scalar, keepingTabs: Bool) -> Bool {
  switch scalar.value {
  case 0x09: !keepingTabs
  case 0x00...0x1F, 0x7F...0x9F: true
  case 0x202A...0x202E, 0x2066...0x2069: true  // bidi embeddings, overrides and isolates
  default: false
  }
}
