/// Why a file could not be linted. A failure of the run, not a finding: the run exits 2, every format
/// reports it, and no configuration turns it off.
public enum RunFailure: String, Sendable, CaseIterable {
  /// The file could not be read (permissions, a special file, a link loop, a file that vanished, the size cap).
  case ioError = "io-error"
  /// The file is not a source formlint can read: binary, undecodable, or beyond its reader.
  case parseError = "parse-error"

  /// The id reports show (`[io-error]`), described like a rule's so that SARIF can name it.
  public var metadata: RuleMetadata {
    switch self {
    case .ioError:
      RuleMetadata(
        id: rawValue, name: "Unreadable file", defaultSeverity: .error,
        summary: "a file could not be read (permissions, a special file, a link loop, a file that vanished, the size cap)",
        documentation: "formlint reports the file and goes on with the others; the exit status is 2.",
        failingExample: "", passingExample: "", tags: ["run"])
    case .parseError:
      RuleMetadata(
        id: rawValue, name: "Unreadable page", defaultSeverity: .error,
        summary: "a file that looks binary, or whose encoding cannot be decoded",
        documentation: "formlint does not lint such a file, since every position in it would be wrong; the exit status is 2.",
        failingExample: "", passingExample: "", tags: ["run"])
    }
  }

  /// The report of this failure for a whole file.
  public func diagnostic(_ path: String, _ message: String) -> Diagnostic {
    Diagnostic(file: path, ruleID: rawValue, severity: .error, message: message, range: nil)
  }
}
