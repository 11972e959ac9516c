import FormLint
import FormLintReporters

// Hand-made findings and rule metadata: the real catalog is written elsewhere.

/// A finding on one line, its range marked in `marked` with `⟦` and `⟧`:
/// `finding("<input passwordrules=\"required: ⟦digits⟧\">", line: 3)`.
func finding(
  _ marked: String, line: Int = 1, file: String = "site/signup.html", rule: String = "unknown-character-class",
  severity: Severity = .error, message: String = "unknown character class `digits`; did you mean `digit`?",
  effect: Effect? = nil, fix: Fix? = nil
) -> Diagnostic {
  var text = String.UnicodeScalarView()
  var start = 0
  var end = 0
  for scalar in marked.unicodeScalars {
    switch scalar {
    case "⟦": start = text.count
    case "⟧": end = text.count
    default: text.append(scalar)
    }
  }
  let lineText = String(text)
  let range = SourceRange(
    start: location(line: line, column: start + 1, in: lineText), end: location(line: line, column: end + 1, in: lineText)
  )
  return Diagnostic(
    file: file, ruleID: rule, severity: severity, message: message, range: range, lineText: lineText, effect: effect,
    fix: fix
  )
}

/// A location at a scalar column of `text`, with its UTF-16 column worked out; offsets are made up
/// (100 bytes a line) since only fixes use them.
func location(line: Int, column: Int, in text: String) -> SourceLocation {
  let utf16 = 1 + text.unicodeScalars.prefix(column - 1).reduce(0) { $0 + $1.utf16.count }
  return SourceLocation(offset: (line - 1) * 100 + column - 1, line: line, column: column, utf16Column: utf16)
}

/// A finding about a whole file, like an unreadable one.
func ioError(_ file: String) -> Diagnostic {
  Diagnostic(
    file: file, ruleID: "io-error", severity: .error, message: "cannot read the file: permission denied", range: nil
  )
}

let digitFix = Fix(description: "replace `digits` with `digit`", edits: [.init(range: 140..<146, replacement: "digit")])

let sampleRules: [RuleMetadata] = [
  RuleMetadata(
    id: "unknown-character-class", name: "Unknown character class", defaultSeverity: .error,
    summary: "a character class that Safari does not know",
    documentation: """
      Safari ignores the whole `passwordrules` value when a class is unknown.

      Use `upper`, `lower`, `digit`, `special`, `ascii-printable`, `unicode` or `[...]`.
      """,
    failingExample: #"<input type="password" passwordrules="required: digits">"#,
    passingExample: "<input type=\"password\" passwordrules=\"required: digit\">\n<!-- ``` fences inside -->",
    tags: ["passwordrules", "correctness"]
  ),
  RuleMetadata(
    id: "pattern-with-rules", name: "Pattern with password rules", defaultSeverity: .warning,
    summary: "`pattern` together with `passwordrules`",
    documentation: "Apple asks not to combine them.",
    failingExample: #"<input pattern="\d+" passwordrules="minlength: 12">"#,
    passingExample: #"<input passwordrules="minlength: 12">"#
  ),
  RuleMetadata(
    id: "short-minimum-length", name: "Short minimum length", defaultSeverity: .note,
    summary: "a new password may be shorter than 8 characters", documentation: "Ask for at least 8.",
    failingExample: #"<input autocomplete="new-password" minlength="4">"#,
    passingExample: #"<input autocomplete="new-password" minlength="8">"#, tags: ["security"]
  ),
  RuleMetadata(
    id: "io-error", name: "Unreadable file", defaultSeverity: .error, summary: "a file could not be read",
    documentation: "formlint could not read the file.", failingExample: "", passingExample: ""
  ),
]

func context(
  files: Int = 1, color: Bool = false, sourceRoot: String? = "/work/site-repo", category: String? = nil
) -> ReportContext {
  ReportContext(
    rules: sampleRules, toolVersion: "0.1.0", informationURI: "https://github.com/formlint/formlint",
    sourceRoot: sourceRoot, filesLinted: files, color: color, sarifCategory: category
  )
}
