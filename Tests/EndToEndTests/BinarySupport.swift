import Foundation

/// Runs the built `formlint` binary (release when `make test` built it, else debug).
enum Binary {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The newest of the release and debug builds, so a stale one is never tested by mistake.
  static let path: String = {
    let candidates = ["release", "debug"].map { repository.appendingPathComponent(".build/\($0)/formlint").path }
      .filter { FileManager.default.isExecutableFile(atPath: $0) }
    func modified(_ path: String) -> Date {
      ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
    }
    return candidates.max { modified($0) < modified($1) } ?? repository.appendingPathComponent(".build/debug/formlint").path
  }()

  /// The reference parser's vectors, kept in the repository (Tests/Conformance/README.md).
  static var conformanceVectors: URL { repository.appendingPathComponent("Tests/Conformance/passwordrules") }

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs formlint with `arguments` in the repository root, feeding `input` on standard input.
  static func run(_ arguments: [String], input: Data = Data(), environment: [String: String] = [:], in directory: URL? = nil) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? repository
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Read both pipes while the process runs, so a large report cannot fill a pipe and stall it.
    let group = DispatchGroup()
    let out = Collected(), err = Collected()
    DispatchQueue.global().async(group: group) { out.data = stdout.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { err.data = stderr.fileHandleForReading.readDataToEndOfFile() }
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, stdout: String(decoding: out.data, as: UTF8.self), stderr: String(decoding: err.data, as: UTF8.self))
  }

  /// Written by exactly one reader, read after `group.wait()`.
  final class Collected: @unchecked Sendable {
    var data = Data()
  }
}
