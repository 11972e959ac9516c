import Foundation

/// Today's findings, recorded so that a run reports only new ones (`--write-baseline`, `--baseline`).
///
/// An entry is keyed by rule, file, the text of the finding's line (trimmed) and its occurrence among
/// the findings with that same key, never by line number: a finding still matches after lines above
/// it move. Failures (`io-error`, `parse-error`) are never recorded and never hidden. The file is
/// JSON, entries sorted, so that it diffs well when committed.
public struct Baseline: Sendable, Equatable {
  public struct Entry: Sendable, Hashable, Codable, Comparable {
    /// Relative to the baseline file's folder ("./" and doubled "/" removed).
    public var file: String
    public var rule: String
    /// The finding's line, without leading and trailing whitespace.
    public var line: String
    /// 1 for the first finding with this file, rule and line text, 2 for the second, …
    public var occurrence: Int
    /// For the person reviewing the file; not part of the key.
    public var message: String?

    var key: Key { Key(file: file, rule: rule, line: line, occurrence: occurrence) }

    public static func < (a: Entry, b: Entry) -> Bool {
      (a.file, a.rule, a.line, a.occurrence) < (b.file, b.rule, b.line, b.occurrence)
    }
  }

  struct Key: Hashable {
    var file, rule, line: String
    var occurrence: Int
  }

  /// Sorted.
  public var entries: [Entry]

  public init(entries: [Entry]) { self.entries = entries.sorted() }

  /// Rules whose findings are failures of the run, which a baseline does not hide.
  static let failures: Set<String> = ["io-error", "parse-error"]

  public struct Error: Swift.Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  // MARK: - Recording and matching

  /// The baseline of `diagnostics` (in reading order), paths relative to `root` (the baseline file's
  /// folder); a relative path in a diagnostic is from `workingFolder` (`root` when nil).
  public init(recording diagnostics: [Diagnostic], root: String, workingFolder: String? = nil) {
    self.init(entries: Baseline.keyed(diagnostics, root: root, workingFolder: workingFolder).compactMap { d, key in
      key.map { Entry(file: $0.file, rule: $0.rule, line: $0.line, occurrence: $0.occurrence, message: d.message) }
    })
  }

  /// What a run reports with this baseline.
  public struct Filtered: Sendable {
    /// The findings not in the baseline, in their order.
    public var diagnostics: [Diagnostic]
    /// How many findings the baseline hid.
    public var hidden: Int
    /// Entries that match no finding of this run, among those for files this run linted: fixed or gone.
    public var stale: [Entry]
  }

  /// `paths`: the run's arguments. Entries for files outside them are neither matched nor stale.
  public func filter(_ diagnostics: [Diagnostic], root: String, workingFolder: String? = nil, paths: [String]) -> Filtered {
    var unmatched = Set(entries.map(\.key))
    var kept: [Diagnostic] = []
    var hidden = 0
    for (d, key) in Baseline.keyed(diagnostics, root: root, workingFolder: workingFolder) {
      if let key, unmatched.remove(key) != nil {
        hidden += 1
      } else {
        kept.append(d)
      }
    }
    let stale = entries.filter { unmatched.contains($0.key) && Self.isInside($0, paths: paths, root: root, workingFolder: workingFolder) }
    return Filtered(diagnostics: kept, hidden: hidden, stale: stale)
  }

  /// A baseline written again by a run over `paths`: what this run found there, and the old entries for
  /// files outside them (a run over one folder does not forget the others).
  public func rewritten(with recorded: Baseline, root: String, workingFolder: String? = nil, paths: [String]) -> Baseline {
    Baseline(entries: recorded.entries + entries.filter { !Self.isInside($0, paths: paths, root: root, workingFolder: workingFolder) })
  }

  /// Whether the entry's file is one of `paths` or below one.
  static func isInside(_ entry: Entry, paths: [String], root: String, workingFolder: String?) -> Bool {
    paths.map { relative($0, root: root, workingFolder: workingFolder) }.contains { scope in
      scope == "." || entry.file == scope || entry.file.hasPrefix(scope + "/")
        || scope.hasPrefix("..") && !entry.file.hasPrefix("..")  // a folder above the baseline's holds all of it
    }
  }

  /// Each diagnostic with its key (nil for failures and findings without a place).
  static func keyed(_ diagnostics: [Diagnostic], root: String, workingFolder: String?) -> [(Diagnostic, Key?)] {
    var seen: [Key: Int] = [:]
    return diagnostics.map { d in
      guard !failures.contains(d.ruleID), d.range != nil else { return (d, nil) }
      var key = Key(
        file: relative(d.file, root: root, workingFolder: workingFolder), rule: d.ruleID,
        line: (d.lineText ?? "").trimmingCharacters(in: .whitespaces), occurrence: 0)
      let count = (seen[key] ?? 0) + 1
      seen[key] = count
      key.occurrence = count
      return (d, key)
    }
  }

  /// `path` from `root`: `./site//a.html` → `site/a.html`; a path written from `workingFolder` (`root`
  /// when nil) or absolute is found from `root`, with `..` where it is not below it.
  static func relative(_ path: String, root: String, workingFolder: String? = nil) -> String {
    let (file, base) = (FileDiscovery.components(of: path, from: workingFolder ?? root), FileDiscovery.components(of: root))
    var common = 0
    while common < min(file.count, base.count), file[common] == base[common] { common += 1 }
    let result = Array(repeating: Substring(".."), count: base.count - common) + file[common...]
    return result.isEmpty ? "." : result.joined(separator: "/")
  }

  // MARK: - The file

  private struct File: Codable {
    var version: Int
    var findings: [Entry]
  }

  public static let version = 1

  /// Sorted keys, two-space-free pretty print from Foundation, a final newline: stable byte for byte.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(File(version: Baseline.version, findings: entries))) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  public static func parse(_ data: Data, path: String) throws(Error) -> Baseline {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch let error as DecodingError {
      throw Error(description: "baseline \(path) is not a formlint baseline (\(describe(error))); write one with --write-baseline")
    } catch {
      throw Error(description: "baseline \(path) is not a formlint baseline: \(error)")
    }
    guard file.version == version else {
      throw Error(description: "baseline \(path) has version \(file.version); this formlint reads version \(version)")
    }
    return Baseline(entries: file.findings)
  }

  public static func load(_ path: String) throws(Error) -> Baseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
      throw Error(description: "baseline \(path) \(reason); write one with --write-baseline \(path)")
    }
    return try parse(data, path: path)
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted: "not valid JSON"
    case .keyNotFound(let key, let context): "`\(key.stringValue)` missing at \(where_(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context): "wrong type at \(where_(context))"
    @unknown default: "unexpected content"
    }
  }

  private static func where_(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    return path.isEmpty ? "the top level" : path
  }
}
