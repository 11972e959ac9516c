import Foundation

/// One line of `shared/conformance/passwordrules/*.jsonl`: what the reference parser produced.
struct ConformanceVector: Decodable, Sendable, CustomTestStringConvertible {
  var input: String
  var canonical: String
  var minified: String
  var errors: [String]

  var testDescription: String { "\(input.debugDescription)" }
}

import Testing

enum ConformanceFiles {
  /// `shared/` sits beside the repository (CI and developers alike); `FORMLINT_SHARED` overrides.
  static var sharedDirectory: URL {
    if let path = ProcessInfo.processInfo.environment["FORMLINT_SHARED"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("shared")
  }

  static let names = ["edge", "quirks", "generated"]

  static func load(_ name: String) throws -> [ConformanceVector] {
    let url = sharedDirectory.appendingPathComponent("conformance/passwordrules/\(name).jsonl")
    let text = try String(contentsOf: url, encoding: .utf8)
    let decoder = JSONDecoder()
    return try text.split(whereSeparator: \.isNewline).map {
      try decoder.decode(ConformanceVector.self, from: Data($0.utf8))
    }
  }

  static var all: [ConformanceVector] {
    get throws { try names.flatMap(load) }
  }
}
