@_exported import PasswordRules

/// A point in a linted file.
public struct SourceLocation: Sendable, Hashable, Comparable {
  /// 0-based byte offset into the file as read from disk (for UTF-8 files); into the decoded
  /// UTF-8 text for files in another encoding.
  public var offset: Int
  /// 1-based line.
  public var line: Int
  /// 1-based column, counted in Unicode scalar values of the line, a tab counting as 1.
  public var column: Int
  /// 1-based column counted in UTF-16 code units (what SARIF's `utf16CodeUnits` wants).
  public var utf16Column: Int

  public init(offset: Int, line: Int, column: Int, utf16Column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
    self.utf16Column = utf16Column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }
}

/// A half-open range `[start, end)` in a linted file.
public struct SourceRange: Sendable, Hashable {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }
}

/// A safe rewrite: byte-range edits on the file's text. Never empty.
public struct Fix: Sendable, Hashable {
  public struct Edit: Sendable, Hashable {
    /// Byte offsets in the file (see `SourceLocation.offset`), end exclusive.
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
      self.range = range
      self.replacement = replacement
    }
  }

  /// What the fix does, for a person: "replace `digits` with `digit`".
  public var description: String
  public var edits: [Edit]
  /// Whether `--fix` applies it: the edit keeps what the author meant. An unsafe fix (one that changes
  /// what the page does, or that another rule would then report) is only shown.
  public var isSafe: Bool

  public init(description: String, edits: [Edit], isSafe: Bool = true) {
    precondition(!edits.isEmpty, "a fix has at least one edit")
    self.description = description
    self.edits = edits
    self.isSafe = isSafe
  }
}

/// One finding in one file. A plain value: rules create them, reporters print them.
public struct Diagnostic: Sendable, Hashable {
  /// The path as the user gave it (joined with the relative path inside a given directory).
  public var file: String
  public var ruleID: String
  public var severity: Severity
  /// Lowercase start, no trailing period.
  public var message: String
  /// Where; `nil` for findings about the whole file (`io-error`).
  public var range: SourceRange?
  /// The full text of the range's first line, without its line break (for carets and snippets).
  public var lineText: String?
  /// What the problem does to the rules, when the rules engine said.
  public var effect: Effect?
  public var fix: Fix?

  public init(
    file: String, ruleID: String, severity: Severity, message: String, range: SourceRange?,
    lineText: String? = nil, effect: Effect? = nil, fix: Fix? = nil
  ) {
    self.file = file
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.range = range
    self.lineText = lineText
    self.effect = effect
    self.fix = fix
  }
}

/// A rule's description, for `formlint rules`, SARIF's `tool.driver.rules` and the docs.
public struct RuleMetadata: Sendable, Hashable {
  /// Stable kebab-case id; never reused.
  public var id: String
  /// A human name that is not the id ("Unknown character class").
  public var name: String
  public var defaultSeverity: Severity
  /// One line.
  public var summary: String
  /// A paragraph or two: why it matters and how to fix it.
  public var documentation: String
  /// An HTML snippet on which the rule reports.
  public var failingExample: String
  /// The same snippet, fixed: the rule reports nothing.
  public var passingExample: String
  public var tags: [String]

  public init(
    id: String, name: String, defaultSeverity: Severity, summary: String, documentation: String,
    failingExample: String, passingExample: String, tags: [String] = []
  ) {
    self.id = id
    self.name = name
    self.defaultSeverity = defaultSeverity
    self.summary = summary
    self.documentation = documentation
    self.failingExample = failingExample
    self.passingExample = passingExample
    self.tags = tags
  }
}
