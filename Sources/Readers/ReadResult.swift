import FieldModel

/// What a reader made of a file: its model, or why there is none.
public enum ReadResult: Sendable {
  /// The file's model; `problem` when it could not be decoded faithfully (the run then exits 2, and
  /// what could be decoded is still linted).
  case document(SourceDocument, problem: String?)
  /// The file cannot be linted at all.
  case failure(ReadFailure, text: SourceText)
}

/// Why a file could not be read as a source: a failure of the run, never a finding.
public enum ReadFailure: Sendable, Hashable {
  /// A NUL byte near the start of a file without a UTF-16/32 byte order mark.
  case binary
  /// The reader could not make sense of the file at all (a message, lowercase start).
  case unreadable(String)

  public var message: String {
    switch self {
    case .binary: "looks like a binary file (a NUL byte near its start): not linted"
    case .unreadable(let why): why
    }
  }
}
