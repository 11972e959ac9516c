import Foundation
import FormLintReporters

/// Colour only on a terminal, never with `NO_COLOR` (https://no-color.org), never for a file.
enum Terminal {
  static func wantsColor(forStandardOutput: Bool = true) -> Bool {
    // getenv, not ProcessInfo's environment, which copies all of it into a dictionary on every run.
    if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return isatty(forStandardOutput ? STDOUT_FILENO : STDERR_FILENO) == 1
  }

  /// Writes to standard output; a closed pipe (`formlint … | head -1`) ends the process quietly.
  static func write(_ text: String) {
    guard let failure = ReportWriter.writeAll(text, to: STDOUT_FILENO) else { return }
    // A reader that went away (`| head -1`) is not an error; anything else (a full disk) is.
    if failure == EPIPE { exit(0) }
    error("cannot write the report to standard output: \(String(cString: strerror(failure)))")
    exit(2)
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data(("formlint: " + text + "\n").utf8))
  }

  /// Ignore SIGPIPE so a closed pipe shows up as EPIPE, which `write` turns into a quiet exit.
  static func ignoreBrokenPipe() { signal(SIGPIPE, SIG_IGN) }

  static func readStandardInput() -> [UInt8] {
    [UInt8](FileHandle.standardInput.readDataToEndOfFile())
  }
}
