#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Shell-style patterns (`*.html`, `build/**`, `vendor/*`), matched with fnmatch(3).
public struct Glob: Sendable, Hashable {
  public let pattern: String
  /// How the pattern is tried, worked out once: a walk asks every default glob about every file.
  private let matcher: Matcher

  private enum Matcher: Sendable, Hashable {
    /// `*.html`: fnmatch without flags lets `*` match anything, so this is a suffix test on the name.
    case nameSuffix([UInt8])
    case name
    /// A pattern with a `/`, and the variants where `**/` or `/**` match nothing.
    case relativePath([String])
  }

  public init(_ written: String) {
    // `./templates/**` is `templates/**`, and `templates/` (a folder, as .gitignore writes it) is `templates`.
    var pattern = written
    // A leading `./` anchors the pattern at the folder linted, even without another `/`.
    var anchored = false
    while pattern.hasPrefix("./") {
      pattern.removeFirst(2)
      anchored = true
    }
    while pattern.count > 1, pattern.hasSuffix("/"), !pattern.hasSuffix("**/") { pattern.removeLast() }
    self.pattern = pattern
    let bytes = Array(pattern.utf8)
    if anchored, !bytes.contains(UInt8(ascii: "/")) {
      matcher = .relativePath([pattern])
    } else if bytes.contains(UInt8(ascii: "/")) {
      var candidates = [pattern]
      if pattern.hasPrefix("**/") { candidates.append(String(pattern.dropFirst(3))) }
      if pattern.hasSuffix("/**") { candidates.append(String(pattern.dropLast(3))) }
      matcher = .relativePath(candidates)
    } else if bytes.first == UInt8(ascii: "*"), !bytes.dropFirst().contains(where: Glob.isSpecial) {
      matcher = .nameSuffix(Array(bytes.dropFirst()))
    } else {
      matcher = .name
    }
  }

  /// The globs a pattern with braces stands for, as shells and most linters read them:
  /// `*.{jsx,tsx}` is `*.jsx` and `*.tsx` (nested braces too); a pattern without braces is itself.
  public static func expanding(_ written: String) -> [Glob] { alternatives(of: written).map(Glob.init) }

  static func alternatives(of pattern: String) -> [String] {
    let bytes = Array(pattern.utf8)
    // The first `{` whose `}` closes a list of at least two alternatives (commas at its depth).
    var depth = 0, open: Int?, commas: [Int] = []
    for (i, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "{") {
        if depth == 0 { (open, commas) = (i, []) }
        depth += 1
      } else if byte == UInt8(ascii: "}"), depth > 0 {
        depth -= 1
        guard depth == 0, let start = open else { continue }
        if commas.isEmpty { open = nil; continue }
        let prefix = String(decoding: bytes[..<start], as: UTF8.self), suffix = String(decoding: bytes[(i + 1)...], as: UTF8.self)
        var pieces: [String] = []
        var from = start + 1
        for comma in commas + [i] {
          pieces.append(String(decoding: bytes[from..<comma], as: UTF8.self))
          from = comma + 1
        }
        return pieces.flatMap { alternatives(of: prefix + $0 + suffix) }
      } else if byte == UInt8(ascii: ","), depth == 1 {
        commas.append(i)
      }
    }
    return [pattern]
  }

  /// Whether the pattern has a `/`, and so matches the path relative to the folder walked.
  var matchesPaths: Bool {
    if case .relativePath = matcher { return true }
    return false
  }

  private static func isSpecial(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "\\")
  }

  /// A pattern with a `/` matches the path relative to the folder being walked (and `**/` may match
  /// nothing); one without matches the file or folder name alone.
  public func matches(relativePath: String, name: String) -> Bool {
    name.withCString { matches(relativePath: relativePath, name: EntryName(cString: $0, count: name.utf8.count)) }
  }

  /// `name`: as a walk has it from readdir, with no String made for it.
  func matches(relativePath: String, name: EntryName) -> Bool {
    switch matcher {
    case .nameSuffix(let suffix):
      guard name.count >= suffix.count else { return false }
      if suffix.isEmpty { return true }
      return suffix.withUnsafeBufferPointer { memcmp(name.cString + (name.count - suffix.count), $0.baseAddress!, suffix.count) == 0 }
    case .name:
      return fnmatch(pattern, name.cString, 0) == 0
    case .relativePath(let candidates):
      return candidates.contains { fnmatch($0, relativePath, 0) == 0 }
    }
  }
}

/// A file or folder name, NUL-terminated, and its length in bytes.
struct EntryName {
  var cString: UnsafePointer<CChar>
  var count: Int
}

extension Array where Element == Glob {
  /// Whether a glob matches the folder `spelled` (a path from where the globs are read) or a folder above it.
  func matchAny(folderOrAbove spelled: String) -> Bool {
    guard !isEmpty else { return false }
    var prefix = ""
    for component in spelled.split(separator: "/") {
      prefix += prefix.isEmpty ? String(component) : "/" + component
      if matchAny(relativePath: prefix, name: String(component)) { return true }
    }
    return false
  }

  func matchAny(relativePath: String, name: String) -> Bool {
    name.withCString { matchAny(relativePath: relativePath, name: EntryName(cString: $0, count: name.utf8.count)) }
  }

  func matchAny(relativePath: String, name: EntryName) -> Bool {
    contains { $0.matches(relativePath: relativePath, name: name) }
  }
}
