@testable import FormLint
import Foundation
import Testing

/// The file system changing under a run, made certain: the files are found first, then changed, then read
/// (`Tests/EndToEndTests/FaultFileSystemTests.swift` races a real run against deletions). And a read that
/// would not end stops at the size cap.
@Suite struct PathologicalFileSystemTests {
  let root: String
  let bad = #"<input type="password" passwordrules="required: digits">"#

  init() throws {
    root = NSTemporaryDirectory() + "formlint-changing-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for name in ["a", "deleted", "fifo", "folder", "z"] {
      try bad.write(toFile: "\(root)/\(name).html", atomically: false, encoding: .utf8)
    }
  }

  @Test func filesChangedBetweenDiscoveryAndReading() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let items = FileDiscovery().discover([root])
    #expect(items.count == 5)
    try FileManager.default.removeItem(atPath: root + "/deleted.html")
    try FileManager.default.removeItem(atPath: root + "/fifo.html")
    #expect(mkfifo(root + "/fifo.html", 0o644) == 0)
    try FileManager.default.removeItem(atPath: root + "/folder.html")
    try FileManager.default.createDirectory(atPath: root + "/folder.html", withIntermediateDirectories: false)

    var options = LintOptions()
    options.paths = [root]
    var messages: [String: String] = [:]
    for item in items {
      guard case .file(let path) = item else { continue }
      let result = Linter.lint(item, options: options, readStandardInput: { [] })
      messages[(path as NSString).lastPathComponent] = result.diagnostics.map { "\($0.ruleID): \($0.message)" }.joined(separator: "; ")
    }
    #expect(messages["deleted.html"] == "io-error: cannot open: No such file or directory")
    #expect(messages["fifo.html"] == "io-error: not a regular file (a FIFO): skipped")
    #expect(messages["folder.html"] == "io-error: not a regular file (a folder): skipped")
    #expect(messages["a.html"]?.contains("unknown-character-class") == true)
    #expect(messages["z.html"]?.contains("unknown-character-class") == true)
  }

  /// A source that never ends (here a pipe fed forever, whatever size it claimed) is read up to the cap.
  @Test func anEndlessReadStopsAtTheCap() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let (readEnd, writeEnd) = (ends[0], ends[1])
    let limit = 1 << 20
    let writer = Thread {
      let chunk = [UInt8](repeating: 0x61, count: 1 << 16)
      for _ in 0..<(4 * limit / chunk.count) {
        guard chunk.withUnsafeBytes({ write(writeEnd, $0.baseAddress!, $0.count) }) > 0 else { break }
      }
      close(writeEnd)
    }
    writer.start()
    let result = FileReader.readAll(readEnd, expected: 0, limit: limit)
    #expect(result == .failure(.tooLarge(limit: limit)))
    // Drain what the writer still sends, so it ends without a SIGPIPE.
    var sink = [UInt8](repeating: 0, count: 1 << 16)
    while read(readEnd, &sink, sink.count) > 0 {}
    close(readEnd)
  }
  /// The size `fstat` gave is a hint: a file that grew or shrank since is read whole, and a cap counts
  /// what was read, not what was expected.
  @Test(arguments: [(10, 200_000), (200_000, 10), (5_000, 5_000), (0, 0), (65_535, 135_536), (0, 70_000)])
  func aFileIsReadWholeWhateverItsSizeSaid(expected: Int, actual: Int) throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let content = (0..<actual).map { UInt8($0 % 251) }
    let path = root + "/sized.html"
    try Data(content).write(to: URL(fileURLWithPath: path))
    let fd = open(path, O_RDONLY)
    defer { close(fd) }
    #expect(FileReader.readAll(fd, expected: expected, limit: 1 << 20) == .success(content))
    #expect(lseek(fd, 0, SEEK_SET) == 0)
    let limit = actual / 2
    if actual > 0 {
      #expect(FileReader.readAll(fd, expected: expected, limit: limit) == .failure(.tooLarge(limit: limit)))
    }
  }
}
