/// How a diagnostic's path is written in SARIF: relative to `%SRCROOT%` when it lies under the
/// source root (or is relative), else an absolute `file://` URI. Either way a valid RFC 3986 URI
/// reference: every byte but the unreserved characters and `/` is percent-encoded, so spaces,
/// `%`, `#`, `?`, `[`, `:`, backslashes and non-ASCII names survive the round trip.
enum ArtifactURI: Equatable {
  /// Relative to `%SRCROOT%`, percent-encoded, no leading `./`.
  case relative(String)
  /// `file:///…`, outside the source root; written without `uriBaseId`.
  case absolute(String)

  init(path: String, sourceRoot: String?) {
    let root = sourceRoot.map(Self.normalized)
    let full = path.hasPrefix("/") ? Self.normalized(path) : nil
    if let full {
      if let root, let inside = Self.relativePath(full, under: root) {
        self = .relative(Self.percentEncoded(inside))
      } else {
        self = .absolute("file://" + Self.percentEncoded(full))
      }
      return
    }
    let relative = Self.normalized(path)
    if relative == ".." || relative.hasPrefix("../"), let root, root.hasPrefix("/") {
      // Above the source root: code scanning cannot show it relative to the checkout.
      self = .absolute("file://" + Self.percentEncoded(Self.normalized(root + "/" + path)))
    } else {
      self = .relative(Self.percentEncoded(relative.isEmpty ? path : relative))
    }
  }

  /// `file:///abs/dir/`, with the trailing slash SARIF requires of a base URI.
  static func directoryURI(_ directory: String) -> String {
    let dir = normalized(directory)
    return "file://" + percentEncoded(dir == "/" ? "/" : dir + "/")
  }

  /// Lexical clean-up: no empty or `.` segments, `a/../` folded; a leading `/` kept.
  static func normalized(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        if let last = parts.last, last != ".." {
          parts.removeLast()
        } else if !absolute {
          parts.append(part)
        }
      default: parts.append(part)
      }
    }
    return (absolute ? "/" : "") + parts.joined(separator: "/")
  }

  private static func relativePath(_ full: String, under root: String) -> String? {
    if root == "/" { return full == "/" ? nil : String(full.dropFirst()) }
    guard full.hasPrefix(root + "/") else { return nil }
    return String(full.dropFirst(root.count + 1))
  }

  static func percentEncoded(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }
}
