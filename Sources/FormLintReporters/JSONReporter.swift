import FormLint

/// The format for scripts: a JSON array with one object per finding, one object per line.
///
/// Keys, always in this order: `file`, `rule`, `severity`, `message`, `line`, `column`, `endLine`,
/// `endColumn` (1-based; columns count Unicode scalars; the end is exclusive; all four are `null`
/// for a finding about a whole file), then `effect` and `fix` only when set. A fix is
/// `{"description", "edits": [{"start", "end", "replacement"}]}` with byte offsets, end exclusive.
public enum JSONReporter {
  public static func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    guard !diagnostics.isEmpty else { return "[]\n" }
    // Appended in place: the report is held once, not as lines, then joined, then bracketed.
    var out = "["
    for (i, d) in diagnostics.enumerated() {
      out += i == 0 ? "\n  " : ",\n  "
      out += object(d).compact
    }
    out += "\n]\n"
    return out
  }

  static func object(_ d: Diagnostic) -> JSONValue {
    let position: (Int) -> JSONValue = { .int($0) }
    return members(
      ("file", .string(d.file)),
      ("rule", .string(d.ruleID)),
      ("severity", .string(d.severity.label)),
      ("message", .string(d.message)),
      ("line", d.range.map { position($0.start.line) } ?? .null),
      ("column", d.range.map { position($0.start.column) } ?? .null),
      ("endLine", d.range.map { position($0.end.line) } ?? .null),
      ("endColumn", d.range.map { position($0.end.column) } ?? .null),
      ("effect", JSONValue.optional(d.effect?.rawValue)),
      ("fix", d.fix.map(fix))
    )
  }

  private static func fix(_ fix: Fix) -> JSONValue {
    let edits = fix.edits.map { edit in
      members(
        ("start", .int(edit.range.lowerBound)),
        ("end", .int(edit.range.upperBound)),
        ("replacement", .string(edit.replacement))
      )
    }
    // `safe` only when false: the fixes `--fix` does not apply.
    return members(
      ("description", .string(fix.description)), ("edits", .array(edits)), ("safe", fix.isSafe ? nil : .bool(false)))
  }
}
