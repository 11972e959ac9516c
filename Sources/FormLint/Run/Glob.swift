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

  public init(_ pattern: String) { self.pattern = pattern }

  /// A pattern with a `/` matches the path relative to the folder being walked (and `**/` may match
  /// nothing); one without matches the file or folder name alone.
  public func matches(relativePath: String, name: String) -> Bool {
    if pattern.contains("/") {
      var candidates = [pattern]
      if pattern.hasPrefix("**/") { candidates.append(String(pattern.dropFirst(3))) }
      if pattern.hasSuffix("/**") { candidates.append(String(pattern.dropLast(3))) }
      return candidates.contains { fnmatch($0, relativePath, 0) == 0 }
    }
    return fnmatch(pattern, name, 0) == 0
  }
}

extension Array where Element == Glob {
  func matchAny(relativePath: String, name: String) -> Bool {
    contains { $0.matches(relativePath: relativePath, name: name) }
  }
}
