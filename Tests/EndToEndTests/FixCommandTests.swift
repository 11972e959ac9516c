import Foundation
import Testing

/// `formlint --fix` and `--diff` on a copy of a small site, byte for byte.
@Suite struct FixCommandTests {
  let dir: URL

  init() throws {
    dir = FileManager.default.temporaryDirectory.appendingPathComponent("formlint-fix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("site"), withIntermediateDirectories: true)
  }

  static let form = """
    <form>
      <input autocomplete="username">
      <input type="password" name="new" passwordrules="required: upper; required: digits; minLength: 12; min-length: 12">
    </form>

    """
  static let fixedForm = """
    <form>
      <input autocomplete="username">
      <input autocomplete="new-password" type="password" name="new" passwordrules="required: upper; required: digit; minlength: 12; minlength: 12">
    </form>

    """

  /// name → (bytes before, bytes expected after).
  static var site: [String: ([UInt8], [UInt8])] {
    let crlf = { (s: String) in s.replacingOccurrences(of: "\n", with: "\r\n") }
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let latin = "<meta charset=\"windows-1252\"><p>Caf\u{E9}</p>\n"
    let windows1252 = { (s: String) -> [UInt8] in (latin + s).unicodeScalars.map { UInt8($0.value) } }
    let utf16 = { (s: String) -> [UInt8] in [0xFF, 0xFE] + s.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
    let sjis = Array(("<meta charset=\"shift_jis\">\n" + form).utf8)
    return [
      "site/lf.html": (Array(form.utf8), Array(fixedForm.utf8)),
      "site/crlf.html": (Array(crlf(form).utf8), Array(crlf(fixedForm).utf8)),
      "site/bom.html": (bom + crlf(form).utf8, bom + crlf(fixedForm).utf8),
      "site/latin.html": (windows1252(form), windows1252(fixedForm)),
      "site/utf16.html": (utf16(crlf(form)), utf16(crlf(fixedForm))),
      "site/sjis.html": (sjis, sjis),
    ]
  }

  func write(_ files: [String: ([UInt8], [UInt8])]) throws {
    for (name, (bytes, _)) in files { try Data(bytes).write(to: dir.appendingPathComponent(name)) }
  }

  func contents(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: dir.appendingPathComponent(name))) }

  @Test func fixChangesOnlyTheEditedBytesInEveryEncodingAndASecondRunIsANoOp() throws {
    defer { try? FileManager.default.removeItem(at: dir) }
    try write(Self.site)
    let result = try Binary.run(["--fix", "site"], in: dir)
    for (name, (_, expected)) in Self.site { #expect(try contents(name) == expected, "\(name)") }
    #expect(result.stderr.contains("formlint: fixed site/lf.html: insert `autocomplete=\"new-password\"`; replace `digits` with `digit`"))
    #expect(result.stderr.contains("formlint: fixed site/latin.html: insert") && result.stderr.contains("formlint: fixed site/utf16.html: insert"))
    #expect(result.stderr.contains("formlint: site/sjis.html: not fixed: a Shift_JIS page, which formlint cannot write back byte for byte"))
    // What is left is reported: the page left alone still has its findings (exit 1); the fixed ones none.
    #expect(result.status == 1)
    #expect(!result.stdout.contains("site/lf.html") && !result.stdout.contains("site/latin.html") && !result.stdout.contains("site/utf16.html"))
    #expect(result.stdout.contains("site/sjis.html:4:") && result.stdout.contains("[unknown-character-class]"))

    let again = try Binary.run(["--fix", "site"], in: dir)
    #expect(!again.stderr.contains("fixed site/"))
    for (name, (_, expected)) in Self.site { #expect(try contents(name) == expected, "\(name)") }
    let temporaryFiles = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("site").path)
      .filter { $0.hasPrefix(".") }
    #expect(temporaryFiles.isEmpty)
  }

  @Test func fixedPagesReportNothingAndExitZero() throws {
    defer { try? FileManager.default.removeItem(at: dir) }
    try write(Self.site.filter { !$0.key.contains("sjis") })
    let result = try Binary.run(["--fix", "site"], in: dir)
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout == "no problems in 5 files\n")
  }

  @Test func diffShowsTheEditsAndWritesNothing() throws {
    defer { try? FileManager.default.removeItem(at: dir) }
    try write(Self.site)
    let result = try Binary.run(["--diff", "site/lf.html", "site/crlf.html"], in: dir)
    #expect(result.status == 1)
    #expect(result.stdout.contains("""
      --- a/site/lf.html
      +++ b/site/lf.html
      @@ -1,4 +1,4 @@
       <form>
         <input autocomplete="username">
      -  <input type="password" name="new" passwordrules="required: upper; required: digits; minLength: 12; min-length: 12">
      +  <input autocomplete="new-password" type="password" name="new" passwordrules="required: upper; required: digit; minlength: 12; minlength: 12">
       </form>
      """))
    #expect(result.stdout.contains("-  <input type=\"password\" name=\"new\" passwordrules=\"required: upper; required: digits; minLength: 12; min-length: 12\">\r\n"))
    for (name, (before, _)) in Self.site { #expect(try contents(name) == before, "\(name)") }
    // The diff applies with patch(1) and gives what --fix writes.
    let patch = Process()
    patch.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
    patch.arguments = ["-p1", "--quiet"]
    patch.currentDirectoryURL = dir
    let input = Pipe()
    patch.standardInput = input
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") {
      try patch.run()
      input.fileHandleForWriting.write(Data(result.stdout.utf8))
      try input.fileHandleForWriting.close()
      patch.waitUntilExit()
      #expect(try contents("site/lf.html") == Self.site["site/lf.html"]!.1)
      #expect(try contents("site/crlf.html") == Self.site["site/crlf.html"]!.1)
    }
    #expect(try Binary.run(["--diff", "Fixtures/rules/autocomplete-off/passing.html"]).status == 0)
    #expect(try Binary.run(["--fix", "--diff", "site"], in: dir).status == 2)
  }

  /// A file `--diff` could not read makes the exit status 2, and standard error says which and why.
  @Test func diffSaysWhichFileItCouldNotRead() throws {
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("email"), withIntermediateDirectories: true)
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]).write(to: dir.appendingPathComponent("email/header.html"))
    let result = try Binary.run(["--diff", "email"], in: dir)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("email/header.html: looks like a binary file"), "\(result.stderr)")
    #expect(result.stderr.contains("[parse-error]"))
  }

  @Test func withoutFixNothingIsWrittenAndAReadOnlyFileIsReportedNotWritten() throws {
    defer { try? FileManager.default.removeItem(at: dir) }
    try write(Self.site)
    _ = try Binary.run(["site"], in: dir)
    for (name, (before, _)) in Self.site { #expect(try contents(name) == before, "\(name)") }
    let readOnly = dir.appendingPathComponent("site/lf.html").path
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly)
    let result = try Binary.run(["--fix", "site/lf.html"], in: dir)
    #expect(result.stderr.contains("formlint: site/lf.html: not fixed: the file is read-only"))
    #expect(result.status == 1 && result.stdout.contains("[unknown-character-class]"))
    #expect(try contents("site/lf.html") == Self.site["site/lf.html"]!.0)
  }

  @Test func standardInputIsNeverFixed() throws {
    let result = try Binary.run(["--fix", "-"], input: Data(Self.form.utf8))
    #expect(result.stderr.contains("<stdin>: standard input is not fixed"))
    #expect(result.stdout.contains("[unknown-character-class]"))
  }
}
