import Foundation
import Testing

/// Files that cannot be linted are reported, never block or read forever, and never stop the others:
/// every site here also holds `good.html`, whose finding must be in the report.
@Suite struct FaultFileSystemTests {
  let folder: FaultFolder
  let site: String

  init() throws {
    folder = try FaultFolder(prefix: "fs")
    site = folder.path + "/site"
    try folder.write("site/good.html", GoodPage.text)
  }

  func lint(_ arguments: [String], asNobody: Bool = false, timeout: Double = 60) throws -> (FaultProcess.Outcome, FaultReport) {
    let outcome = try FaultProcess.formlint(["--format", "json", "--fail-on", "never"] + arguments, asNobody: asNobody, timeout: timeout)
    #expect(!outcome.timedOut && outcome.signal == nil, "\(outcome.summary)")
    let report = FaultReport(outcome.stdout)
    #expect(report.has("/good.html", GoodPage.ruleID), "the other files are still linted: \(outcome.stdout.prefix(800))")
    return (outcome, report)
  }

  /// Root reads everything, so as root the files are made unreadable for `nobody`, who runs formlint.
  @Test(.enabled(if: !FaultProcess.isRoot || FaultProcess.canDropPrivileges, "root without setpriv: permissions cannot fail a read"))
  func unreadableFilesAndFolders() throws {
    defer { folder.remove() }
    try folder.write("site/locked.html", GoodPage.text)
    try folder.write("site/closed/inside.html", GoodPage.text)
    chmod(site + "/locked.html", 0)
    chmod(site + "/closed", 0)
    let (outcome, report) = try lint([site], asNobody: true)
    #expect(outcome.status == 2)
    #expect(report.has("/locked.html", "io-error", saying: "Permission denied"), "\(outcome.stdout)")
    #expect(report.has("/closed", "io-error", saying: "cannot open folder"), "\(outcome.stdout)")
    #expect(report.about("/inside.html").isEmpty)
  }

  /// `--fix` by someone who may write a file but not give it its owner back (`nobody` in a shared folder):
  /// the file is left as it was, owner and bytes, with a note.
  @Test(.enabled(if: FaultProcess.isRoot && FaultProcess.canDropPrivileges, "needs root to make a file nobody may write but not own"))
  func aFixThatWouldTakeAFileFromItsOwnerIsNotMade() throws {
    defer { folder.remove() }
    try folder.write("site/shared.html", GoodPage.text)
    let path = site + "/shared.html"
    chmod(site, 0o777)
    chmod(path, 0o666)
    let outcome = try FaultProcess.formlint(["--fix", path], asNobody: true)
    #expect(outcome.stderr.contains("cannot keep its owner and group"), "\(outcome.stderr)")
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_uid == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == GoodPage.text)
  }

  /// A regular file whose read fails (EIO), which root meets too: `/proc/self/mem` at offset 0.
  @Test func aReadThatFails() throws {
    defer { folder.remove() }
    try FileManager.default.createSymbolicLink(atPath: site + "/memory.html", withDestinationPath: "/proc/self/mem")
    let (outcome, report) = try lint([site])
    #expect(outcome.status == 2)
    #expect(report.has("/memory.html", "io-error", saying: "read failed"), "\(outcome.stdout)")
  }

  @Test func symlinkLoopsFIFOsAndDevices() throws {
    defer { folder.remove() }
    let links = ["loop": site, "a.html": site + "/b.html", "b.html": site + "/a.html", "zero.html": "/dev/zero",
                 "random.html": "/dev/urandom", "dangling.html": folder.path + "/nowhere"]
    for (name, target) in links { try FileManager.default.createSymbolicLink(atPath: site + "/" + name, withDestinationPath: target) }
    #expect(mkfifo(site + "/fifo.html", 0o644) == 0)
    // Folders walked, and the FIFO and the device named on the command line too.
    let (outcome, report) = try lint([site, site + "/fifo.html", site + "/zero.html"])
    #expect(outcome.status == 2)
    #expect(report.has("/loop", "io-error", saying: "loop"), "\(outcome.stdout)")
    #expect(report.has("/a.html", "io-error") && report.has("/b.html", "io-error"))
    #expect(report.has("/dangling.html", "io-error"))
    #expect(report.has("/fifo.html", "io-error", saying: "FIFO"))
    #expect(report.has("/zero.html", "io-error", saying: "character device"))
    #expect(report.has("/random.html", "io-error", saying: "character device"))
    #expect(outcome.wallSeconds < 30)
  }

  @Test func theSizeCapIsClearAndConfigurable() throws {
    defer { folder.remove() }
    try folder.write("site/big.html", PageBytes("<p>").repeating("password ", 3 << 17).append(GoodPage.text).data)
    // 300 MiB that take no disk: over the default 256 MiB cap, refused before any read.
    let huge = open(site + "/huge.html", O_WRONLY | O_CREAT, 0o644)
    #expect(ftruncate(huge, 300 << 20) == 0)
    close(huge)

    let (capped, cappedReport) = try lint(["--max-file-size", "1", site])
    #expect(capped.status == 2)
    #expect(cappedReport.has("/big.html", "io-error", saying: "larger than the 1 MiB limit (--max-file-size)"), "\(capped.stdout)")
    let (byDefault, defaultReport) = try lint([site])
    #expect(defaultReport.has("/big.html", GoodPage.ruleID), "\(byDefault.stdout)")
    #expect(defaultReport.has("/huge.html", "io-error", saying: "larger than the 256 MiB limit"), "\(byDefault.stdout)")
    #expect((byDefault.maxRSSKiB ?? 0) < 150 * 1024, "the 300 MiB file was read: peak RSS \(byDefault.maxRSSKiB ?? -1) KiB")
  }

  /// A real race: files deleted while formlint works through them are linted (read in time) or reported
  /// as gone, never a crash. (`Tests/FormLintTests/PathologicalFileSystemTests.swift` makes the deleted
  /// case certain.)
  @Test func filesDeletedWhileLinting() throws {
    defer { folder.remove() }
    let count = 600
    for i in 0..<count { try folder.write("site/page\(i).html", GoodPage.text) }
    let deleted = DispatchSemaphore(value: 0)
    let deleter = Thread {
      for i in stride(from: 1, to: count, by: 2) { unlink(site + "/page\(i).html") }
      deleted.signal()
    }
    let collected = FaultBox()
    let outcome = try FaultProcess.formlint(["--format", "json", "--fail-on", "never", "--jobs", "1", site], stdout: .pipe { reader in
      deleter.start()
      collected.data = reader.readDataToEndOfFile()
    }, timeout: 60)
    deleted.wait()
    #expect(!outcome.timedOut && outcome.signal == nil && [0, 2].contains(outcome.status ?? -1), "\(outcome.summary)")
    let report = FaultReport(String(decoding: collected.data, as: UTF8.self))
    for i in 0..<count {
      let entries = report.about("/page\(i).html")
      if i % 2 == 0 {
        #expect(entries.contains { $0.rule == GoodPage.ruleID }, "page\(i).html was not linted")
      } else {
        // Gone before discovery (not listed), after it (reported as gone), or read in time (linted:
        // then with all of the page's findings, not only GoodPage's rule).
        let linted = entries.contains { $0.rule == GoodPage.ruleID } && !entries.contains { $0.rule == "io-error" }
        let gone = entries.count == 1 && entries[0].rule == "io-error" && entries[0].message.contains("No such file")
        #expect(entries.isEmpty || linted || gone, "page\(i).html: \(entries.map(\.message))")
      }
    }
  }
}
