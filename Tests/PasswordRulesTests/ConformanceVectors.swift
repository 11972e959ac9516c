import Foundation

/// One line of `Tests/Conformance/passwordrules/*.jsonl`: what the reference parser produced.
struct ConformanceVector: Decodable, Sendable, CustomTestStringConvertible {
  var input: String
  var canonical: String
  var minified: String
  var errors: [String]

  var testDescription: String { "\(input.debugDescription)" }
}

import Testing

enum ConformanceFiles {
  /// The project's own copy of the reference vectors (Tests/Conformance/README.md says where they come from).
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Conformance/passwordrules")

  static let names = ["edge", "quirks", "generated"]

  static func load(_ name: String) throws -> [ConformanceVector] {
    let url = directory.appendingPathComponent("\(name).jsonl")
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
