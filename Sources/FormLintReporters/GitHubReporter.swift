import FormLint

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request.
///
/// `::error file=site/a.html,line=3,col=5,endLine=3,endColumn=11,title=formlint(rule-id)::message`
/// (`::warning` for warnings, `::notice` for notes). Columns count Unicode scalars and the end is
/// exclusive, as in the other formats. The runner drops `col`/`endColumn` when `line` and `endLine`
/// differ, so a multi-line range gives lines only.
public enum GitHubReporter {
  public static func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    diagnostics.map { command($0) + "\n" }.joined()
  }

  static func command(_ d: Diagnostic) -> String {
    var properties = [("file", d.file)]
    if let range = d.range {
      properties.append(("line", String(range.start.line)))
      if range.start.line == range.end.line {
        properties.append(("col", String(range.start.column)))
      }
      properties.append(("endLine", String(range.end.line)))
      if range.start.line == range.end.line {
        properties.append(("endColumn", String(range.end.column)))
      }
    }
    properties.append(("title", "formlint(\(d.ruleID))"))
    let list = properties.map { "\($0)=\(escapeProperty($1))" }.joined(separator: ",")
    return "::\(name(d.severity)) \(list)::\(escapeData(d.message))"
  }

  private static func name(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// The runner's escaping for a command's message.
  static func escapeData(_ s: String) -> String { escape(s, property: false) }

  /// The runner's escaping for a property value: the message's, plus `:` and `,`.
  static func escapeProperty(_ s: String) -> String { escape(s, property: true) }

  private static func escape(_ s: String, property: Bool) -> String {
    var out = ""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case ":" where property: out += "%3A"
      case "," where property: out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
