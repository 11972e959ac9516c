#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@testable import FormLintReporters

@Suite struct ReportWriterTests {
  @Test func writesAndReplacesAtomically() throws {
    let dir = try FileSystem.temporaryDirectory()
    defer { FileSystem.remove(dir) }
    let path = dir + "/formlint.sarif"
    try ReportWriter.write("first\n", to: path)
    #expect(FileSystem.read(path) == "first\n")
    try ReportWriter.write("second 🔑\n", to: path)
    #expect(FileSystem.read(path) == "second 🔑\n")
    #expect(FileSystem.list(dir) == ["formlint.sarif"])
  }

  @Test func missingFolderThrowsAClearError() throws {
    let dir = try FileSystem.temporaryDirectory()
    defer { FileSystem.remove(dir) }
    let error = #expect(throws: ReportWriteError.self) {
      try ReportWriter.write("x", to: dir + "/no/such/folder/report.sarif")
    }
    #expect(
      error?.description
        == "cannot write the report to \(dir)/no/such/folder/report.sarif: the folder \(dir)/no/such/folder does not exist")
    #expect(FileSystem.list(dir).isEmpty)
  }

  @Test func readOnlyFolderThrowsAndLeavesNothing() throws {
    let dir = try FileSystem.temporaryDirectory()
    defer { FileSystem.remove(dir) }
    let readOnly = dir + "/read-only"
    try FileSystem.makeDirectory(readOnly)
    try FileSystem.write("old report\n", to: readOnly + "/report.json")
    chmod(readOnly, 0o555)
    // root may write anywhere; /sys refuses new files even to root on Linux.
    let folder = geteuid() == 0 ? "/sys" : readOnly
    let error = #expect(throws: ReportWriteError.self) {
      try ReportWriter.write("new report\n", to: folder + "/report.json")
    }
    #expect(error?.description.contains("the folder \(folder) is not writable") == true, "\(String(describing: error))")
    #expect(!FileSystem.list(folder).contains { $0.hasPrefix(".report.json") })
    #expect(FileSystem.list(readOnly) == ["report.json"])
    #expect(FileSystem.read(readOnly + "/report.json") == "old report\n")
  }

  @Test func aFolderInThePathsPlaceThrowsAndLeavesNoTemporaryFile() throws {
    let dir = try FileSystem.temporaryDirectory()
    defer { FileSystem.remove(dir) }
    try FileSystem.makeDirectory(dir + "/out.sarif")
    let error = #expect(throws: ReportWriteError.self) {
      try ReportWriter.write("x", to: dir + "/out.sarif")
    }
    #expect(error?.description == "cannot write the report to \(dir)/out.sarif: \(dir)/out.sarif is a folder")
    #expect(FileSystem.list(dir) == ["out.sarif"])
    #expect(FileSystem.list(dir + "/out.sarif").isEmpty)
  }

  @Test func bareFileNameIsInTheCurrentFolder() {
    #expect(ReportWriter.split("report.sarif") == (".", "report.sarif"))
    #expect(ReportWriter.split("/report.sarif") == ("/", "report.sarif"))
    #expect(ReportWriter.split("out/report.sarif") == ("out", "report.sarif"))
  }
}
