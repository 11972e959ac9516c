import Foundation
import Testing

/// Where the report goes can fail too: `--output` that cannot be written is exit 2 with a clear message and
/// no file left behind; a reader that stops early (`formlint … | head -1`) ends formlint quietly.
@Suite struct FaultOutputTests {
  let folder: FaultFolder
  let site: String

  init() throws {
    folder = try FaultFolder(prefix: "output")
    site = folder.path + "/site"
    for i in 0..<400 { try folder.write("site/page\(i).html", GoodPage.text) }
  }

  func writeFails(_ output: String, asNobody: Bool = false, saying words: String) throws {
    let outcome = try FaultProcess.formlint(["--format", "sarif", "--output", output, site], asNobody: asNobody)
    #expect(outcome.status == 2 && outcome.signal == nil, "\(output): \(outcome.summary)")
    #expect(outcome.stderr.contains("cannot write the report to \(output)") && (words.isEmpty || outcome.stderr.contains(words)), "\(output): \(outcome.stderr)")
    #expect(outcome.stdout.isEmpty, "nothing on standard output instead")
  }

  /// As root every folder is writable, so the read-only folder is tested as `nobody`.
  @Test(.enabled(if: !FaultProcess.isRoot || FaultProcess.canDropPrivileges, "root without setpriv: every folder is writable"))
  func outputIntoAReadOnlyFolder() throws {
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path + "/readonly", withIntermediateDirectories: false)
    chmod(folder.path + "/readonly", 0o555)
    try writeFails(folder.path + "/readonly/report.sarif", asNobody: true, saying: "is not writable")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/readonly").isEmpty, "no partial or temporary file")
  }

  /// Failures root meets too: a folder nothing can be created in, a folder in the way, a missing folder.
  @Test func outputThatCannotBeWritten() throws {
    defer { folder.remove() }
    try writeFails("/proc/formlint-report.sarif", saying: "")
    try FileManager.default.createDirectory(atPath: folder.path + "/out/report.sarif", withIntermediateDirectories: true)
    try writeFails(folder.path + "/out/report.sarif", saying: "is a folder")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["report.sarif"], "no temporary file left")
    try writeFails(folder.path + "/missing/report.sarif", saying: "does not exist")
  }

  @Test(arguments: ["text", "json", "sarif", "github"])
  func aReaderThatStopsEarly(format: String) throws {
    defer { folder.remove() }
    let firstLine = FaultBox()
    let outcome = try FaultProcess.formlint(["--format", format, site], stdout: .pipe { reader in
      // Like `head -1`: one line, then close.
      var line = Data()
      while !line.contains(0x0A) {
        let chunk = reader.readData(ofLength: 1)
        if chunk.isEmpty { break }
        line.append(chunk)
      }
      firstLine.data = line
      try? reader.close()
    })
    #expect(!firstLine.data.isEmpty)
    #expect(outcome.signal == nil && !outcome.timedOut, "\(outcome.summary)")
    #expect(outcome.status == 0, "quiet: \(outcome.summary)")
    #expect(outcome.stderr.isEmpty, "quiet: \(outcome.stderr)")
  }

  /// A full disk on standard output is an I/O error (exit 2), not a crash.
  @Test func standardOutputOnAFullDisk() throws {
    defer { folder.remove() }
    let outcome = try FaultProcess.formlint([site], stdout: .file("/dev/full"))
    #expect(outcome.signal == nil && outcome.status == 2, "\(outcome.summary)")
  }
}
