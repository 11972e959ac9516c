import HTMLScanner

/// What `--fix` (or `--diff`) did with one file.
public struct FileFix: Sendable {
  public enum Status: Sendable, Equatable {
    /// The safe fixes were written (or, for `--diff`, would be).
    case changed
    /// Nothing to apply.
    case unchanged
    /// Fixes were found but the file was not touched; the note says why.
    case leftAlone
  }

  public var path: String
  public var status: Status
  /// The file as it was linted, and as it is (or would be) after the fixes.
  public var original: [UInt8]
  public var fixed: [UInt8]
  /// The fixes applied, over every round, in order.
  public var applied: [Fix]
  /// Fixes not applied because they overlap an applied one.
  public var skipped: [Fix]
  /// What the user should know: why the file was left alone, which fixes were skipped.
  public var notes: [String]
  /// The findings left in the file (after the fixes, when they were written).
  public var remaining: [Diagnostic]
}

/// Fixes one file in place: lint, apply the safe fixes (again on the result, until nothing changes),
/// then re-read the file and write only if it still holds the bytes that were linted.
public enum FileFixer {
  /// Rounds of lint-and-apply: fixes skipped for overlapping an applied one get another chance.
  static let rounds = 4

  /// - Parameter write: false for `--diff`: everything but the write.
  /// - Parameter beforeWrite: called between the lint and the final check (tests change the file there).
  public static func fix(
    _ path: String, settings: RuleSettings, maxFileSize: Int, write: Bool, beforeWrite: () -> Void = {}
  ) -> FileFix {
    let original: [UInt8]
    switch FileReader.read(path, limit: maxFileSize) {
    case .success(let bytes): original = bytes
    case .failure(let failure):
      return FileFix(
        path: path, status: .leftAlone, original: [], fixed: [], applied: [], skipped: [],
        notes: ["not fixed: \(failure.message)"], remaining: [])
    }
    let first = PageLinter.lint(original, path: path, settings: settings)
    var result = FileFix(
      path: path, status: .unchanged, original: original, fixed: original, applied: [], skipped: [], notes: [],
      remaining: first.diagnostics)
    guard !first.failed else { return result }
    guard first.encoding.hasPrefix("UTF-8") else {
      if hasFixesInDecodedText(original, settings: settings) {
        result.status = .leftAlone
        result.notes.append(
          "not fixed: a \(first.encoding) page: formlint applies fixes only to UTF-8 pages, where its byte offsets "
            + "are the file's own bytes")
      }
      return result
    }

    var report = first
    for _ in 0..<rounds {
      let fixes = report.diagnostics.compactMap(\.fix).filter(\.isSafe)
      guard !fixes.isEmpty else { break }
      let outcome = FixApplier.apply(fixes, to: result.fixed)
      result.skipped = outcome.skipped
      guard !outcome.applied.isEmpty, outcome.bytes != result.fixed else { break }
      result.applied += outcome.applied
      result.fixed = outcome.bytes
      report = PageLinter.lint(result.fixed, path: path, settings: settings)
    }
    guard !result.applied.isEmpty else { return result }
    if !result.skipped.isEmpty {
      result.notes.append("\(result.skipped.count) overlapping fix\(result.skipped.count == 1 ? "" : "es") not applied")
    }
    result.status = .changed
    guard write else { return result }
    beforeWrite()
    do {
      try SafeFileReplacement.replace(path, expecting: original, with: result.fixed)
      result.remaining = report.diagnostics
    } catch {
      result.status = .leftAlone
      result.notes = ["not fixed: \(error.reason)"]
    }
    return result
  }

  /// Whether a page in another encoding would get safe fixes if its decoded text were the file.
  static func hasFixesInDecodedText(_ bytes: [UInt8], settings: RuleSettings) -> Bool {
    let decoded = HTMLScanner.scan(bytes).text.bytes
    // A UTF-8 BOM makes the scanner read the decoded text as UTF-8 whatever its <meta charset> says.
    let asUTF8 = PageLinter.lint([0xEF, 0xBB, 0xBF] + decoded, path: "", settings: settings)
    return asUTF8.diagnostics.contains { $0.fix?.isSafe == true }
  }
}
