import FormLint

/// ANSI escapes for the text reports, or nothing when colour is off. The one colour table.
struct ANSIStyle {
  var enabled: Bool

  func bold(_ s: String) -> String { wrap(s, "1") }
  func dim(_ s: String) -> String { wrap(s, "2") }
  func green(_ s: String) -> String { wrap(s, "32") }

  /// Red errors, yellow warnings, cyan notes, in bold.
  func severity(_ severity: Severity, _ s: String) -> String {
    switch severity {
    case .error: wrap(s, "1;31")
    case .warning: wrap(s, "1;33")
    case .note: wrap(s, "1;36")
    }
  }

  /// A caret line under a finding, in its severity's colour.
  func caret(_ marker: String, _ severity: Severity) -> String {
    switch severity {
    case .error: wrap(marker, "31")
    case .warning: wrap(marker, "33")
    case .note: wrap(marker, "36")
    }
  }

  private func wrap(_ s: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
}
