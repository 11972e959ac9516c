import HTMLScanner
import Readers

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
  /// The same as UTF-8 text, for `--diff` (the bytes themselves for a UTF-8 page).
  public var originalText: [UInt8]
  public var fixedText: [UInt8]
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
/// then re-read the file and write only if it still holds the bytes that were linted. A page in another
/// encoding is fixed in its decoded text and written back in its encoding, when that is exact.
public enum FileFixer {
  /// Rounds of lint-and-apply: fixes skipped for overlapping an applied one get another chance (a value of
  /// many typos takes a round for each overlapping pair), so that a second run has nothing left to fix.
  static let rounds = 16

  /// - Parameter write: false for `--diff`: everything but the write.
  /// - Parameter beforeWrite: called between the lint and the final check (tests change the file there).
  public static func fix(
    _ path: String, settings: RuleSettings, readers: ReaderOptions = ReaderOptions(), maxFileSize: Int, write: Bool,
    beforeWrite: () -> Void = {}
  ) -> FileFix {
    let original: [UInt8]
    switch FileReader.read(path, limit: maxFileSize) {
    case .success(let bytes): original = bytes
    case .failure(let failure):
      return FileFix(
        path: path, status: .leftAlone, original: [], fixed: [], originalText: [], fixedText: [], applied: [], skipped: [],
        notes: ["not fixed: \(failure.message)"], remaining: [])
    }
    let folders = FileDiscovery.folderNames(of: path)
    let first = SourceLinter.lint(original, path: path, folders: folders, settings: settings, readers: readers)
    var result = FileFix(
      path: path, status: .unchanged, original: original, fixed: original, originalText: original, fixedText: original,
      applied: [], skipped: [], notes: [], remaining: first.diagnostics)
    guard !first.failed else {
      // Positions in a page that was not decoded faithfully are not certain.
      let fixable = first.diagnostics.contains { $0.fix?.isSafe == true }
      return fixable ? leftAlone(result, "the page could not be decoded faithfully (see parse-error)") : result
    }

    // The fixes are made on UTF-8 text: the file itself, or a page's decoded text behind a UTF-8 BOM
    // (so that the scanner reads it as UTF-8 whatever its <meta charset> says), written back in the
    // page's encoding. That is exact only when the unedited text gives back the file byte for byte.
    let encoding = first.encoding
    let isUTF8 = encoding.hasPrefix("UTF-8")
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    var text = original
    var report = first
    if !isUTF8 {
      let decoded = HTMLScanner.scan(original).text.bytes
      text = bom + decoded
      report = SourceLinter.lint(text, path: path, folders: folders, settings: settings, readers: readers)
      guard report.diagnostics.contains(where: { $0.fix?.isSafe == true }) else { return result }
      guard TextEncoding.encode(decoded, as: encoding) == original else {
        return leftAlone(result, "a \(encoding) page, which formlint cannot write back byte for byte")
      }
    }
    let edited = applyInRounds(to: text, report: report, path: path, folders: folders, settings: settings, readers: readers, into: &result)
    guard !result.applied.isEmpty else { return result }
    guard let bytes = isUTF8 ? edited.text : TextEncoding.encode(Array(edited.text.dropFirst(3)), as: encoding) else {
      return leftAlone(result, "the fixed text cannot be written in \(encoding)")
    }
    result.fixed = bytes
    // What --diff shows: the file's bytes, or a page's decoded text without the BOM put before it.
    result.originalText = isUTF8 ? original : Array(text.dropFirst(3))
    result.fixedText = isUTF8 ? bytes : Array(edited.text.dropFirst(3))
    if !result.skipped.isEmpty {
      result.notes.append("\(result.skipped.count) overlapping fix\(result.skipped.count == 1 ? "" : "es") not applied")
    }
    result.status = .changed
    guard write else { return result }
    beforeWrite()
    do {
      try SafeFileReplacement.replace(path, expecting: original, with: bytes)
      // A page in another encoding is linted again as it now is on disk, for its own positions.
      result.remaining = isUTF8 ? edited.report.diagnostics : SourceLinter.lint(bytes, path: path, folders: folders, settings: settings, readers: readers).diagnostics
    } catch {
      return leftAlone(result, error.reason)
    }
    return result
  }

  /// Lint and apply the safe fixes until nothing changes (or `rounds` times).
  private static func applyInRounds(
    to text: [UInt8], report: FileReport, path: String, folders: [String], settings: RuleSettings, readers: ReaderOptions,
    into result: inout FileFix
  ) -> (text: [UInt8], report: FileReport) {
    var (text, report) = (text, report)
    for _ in 0..<rounds {
      // Only the last round's skipped fixes are left: earlier ones were applied later, or went away.
      result.skipped = []
      let fixes = report.diagnostics.compactMap(\.fix).filter(\.isSafe)
      guard !fixes.isEmpty else { break }
      let outcome = FixApplier.apply(fixes, to: text)
      result.skipped = outcome.skipped
      guard !outcome.applied.isEmpty, outcome.bytes != text else { break }
      result.applied += outcome.applied
      text = outcome.bytes
      report = SourceLinter.lint(text, path: path, folders: folders, settings: settings, readers: readers)
    }
    return (text, report)
  }

  private static func leftAlone(_ result: FileFix, _ reason: String) -> FileFix {
    var result = result
    result.status = .leftAlone
    result.fixed = result.original
    result.fixedText = result.originalText
    result.notes = ["not fixed: \(reason)"]
    return result
  }
}
