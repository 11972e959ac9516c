@testable import FormLint
import Foundation
import Testing

/// `--fix` on files: only the edited bytes change, the write is verified and atomic, and anything
/// uncertain leaves the file as it was.
@Suite struct FileFixerTests {
  let root: String

  init() throws {
    root = NSTemporaryDirectory() + "formlint-fixer-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  static let page = """
    <form>\r
      <input autocomplete="username">\r
      <input type="password" name="new" passwordrules="required: digits; minLength: 12; min-length: 12; required: upper">\r
    </form>\r

    """

  static let fixed = """
    <form>\r
      <input autocomplete="username">\r
      <input autocomplete="new-password" type="password" name="new" passwordrules="required: digit; minlength: 12; minlength: 12; required: upper">\r
    </form>\r

    """

  func file(_ name: String, _ bytes: [UInt8], mode: Int = 0o640) throws -> String {
    let path = root + "/" + name
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes), attributes: [.posixPermissions: mode]))
    return path
  }

  func contents(_ path: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: path) ?? Data()) }

  func fix(_ path: String, write: Bool = true, beforeWrite: () -> Void = {}) -> FileFix {
    FileFixer.fix(path, settings: RuleSettings(), maxFileSize: 1 << 20, write: write, beforeWrite: beforeWrite)
  }

  @Test func crlfAndBOMPagesChangeOnlyInTheEditedBytesAndASecondRunIsANoOp() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (name, prefix) in [("crlf.html", [UInt8]()), ("bom.html", [0xEF, 0xBB, 0xBF])] {
      let path = try file(name, prefix + Array(Self.page.utf8))
      let result = fix(path)
      #expect(result.status == .changed)
      #expect(contents(path) == prefix + Array(Self.fixed.utf8), "\(name)")
      #expect(result.applied.count == 4)
      let rules = Set(result.remaining.map(\.ruleID))
      #expect(!rules.contains("unknown-character-class") && !rules.contains("unknown-property"))
      #expect(!rules.contains("new-password-autocomplete"))
      let again = fix(path)
      #expect(again.status == .unchanged && contents(path) == prefix + Array(Self.fixed.utf8))
      let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(mode == 0o640, "permissions are kept")
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".tmp") }
    #expect(leftovers.isEmpty)
  }

  @Test func withoutWriteTheFileIsUntouched() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = try file("a.html", Array(Self.page.utf8))
    let result = fix(path, write: false)
    #expect(result.status == .changed && result.fixed == Array(Self.fixed.utf8))
    #expect(contents(path) == Array(Self.page.utf8))
  }

  /// Latin-1 text, and the euro sign (0x80 in windows-1252).
  static func windows1252(_ text: String) -> [UInt8] { text.unicodeScalars.map { $0 == "\u{20AC}" ? 0x80 : UInt8($0.value) } }
  static func utf16(_ text: String, bigEndian: Bool = false) -> [UInt8] {
    (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + text.utf16.flatMap {
      bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)]
    }
  }

  @Test func pagesInOtherEncodingsAreFixedInTheirOwnEncodingByteForByte() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let latin = "<meta charset=\"windows-1252\"><p>Caf\u{E9} \u{20AC}5</p>\r\n"
    let cases: [(String, [UInt8], [UInt8])] = [
      ("w.html", Self.windows1252(latin + Self.page), Self.windows1252(latin + Self.fixed)),
      ("le.html", Self.utf16("<p>\u{1F511} é</p>\n" + Self.page), Self.utf16("<p>\u{1F511} é</p>\n" + Self.fixed)),
      ("be.html", Self.utf16(Self.page, bigEndian: true), Self.utf16(Self.fixed, bigEndian: true)),
    ]
    for (name, before, after) in cases {
      let path = try file(name, before)
      let result = fix(path)
      #expect(result.status == .changed && result.notes.isEmpty, "\(name): \(result.notes)")
      #expect(contents(path) == after, "\(name)")
      #expect(String(decoding: result.fixedText, as: UTF8.self).hasSuffix(Self.fixed), "--diff shows the text")
      #expect(!result.remaining.contains { $0.ruleID == "unknown-character-class" })
      #expect(fix(path).status == .unchanged && contents(path) == after, "\(name): a second run")
    }
  }

  @Test func aPageThatCannotBeWrittenBackExactlyIsLeftAloneWithANote() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    // Shift_JIS is decoded by iconv; formlint has no encoder to write it back with.
    let bytes = Array(("<meta charset=\"shift_jis\">\n" + Self.page).utf8)
    let path = try file("sjis.html", bytes)
    let result = fix(path)
    #expect(result.status == .leftAlone)
    #expect(result.notes.count == 1 && result.notes[0].hasSuffix("page, which formlint cannot write back byte for byte"), "\(result.notes)")
    #expect(contents(path) == bytes)
    #expect(result.remaining.contains { $0.ruleID == "unknown-character-class" })
  }

  @Test func aPageNotDecodedFaithfullyIsLeftAloneWithANote() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let bytes = Array(("<meta charset=\"x-no-such-charset\">\n" + Self.page).utf8)
    let path = try file("unknown.html", bytes)
    let result = fix(path)
    #expect(result.status == .leftAlone)
    #expect(result.notes == ["not fixed: the page could not be decoded faithfully (see parse-error)"])
    #expect(contents(path) == bytes)
  }

  @Test func aFileChangedBetweenTheLintAndTheWriteIsNotWritten() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = try file("a.html", Array(Self.page.utf8))
    let edited = Array((Self.page + "<!-- edited meanwhile -->").utf8)
    let result = fix(path) { FileManager.default.createFile(atPath: path, contents: Data(edited)) }
    #expect(result.status == .leftAlone)
    #expect(result.notes == ["not fixed: the file changed since it was linted"])
    #expect(contents(path) == edited, "the newer content is not lost")
  }

  @Test func aReadOnlyFileIsNotWritten() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = try file("a.html", Array(Self.page.utf8), mode: 0o444)
    let result = fix(path)
    #expect(result.status == .leftAlone)
    #expect(result.notes == ["not fixed: the file is read-only"])
    #expect(contents(path) == Array(Self.page.utf8))
  }

  @Test func aSymbolicLinkStaysALinkAndItsTargetIsFixed() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let target = try file("target.html", Array(Self.page.utf8))
    let link = root + "/link.html"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    #expect(fix(link).status == .changed)
    #expect(contents(target) == Array(Self.fixed.utf8))
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target)
  }

  /// A replacement is a new file: hard links to the old one would keep the old bytes. Left alone.
  @Test func aFileWithHardLinksIsLeftAloneWithANote() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = try file("a.html", Array(Self.page.utf8))
    #expect(link(path, root + "/b.html") == 0)
    let result = fix(path)
    #expect(result.status == .leftAlone)
    #expect(result.notes == ["not fixed: it has 2 hard links, which a replacement would split"])
    #expect(contents(root + "/b.html") == Array(Self.page.utf8))
  }

  /// A value of many typos whose fixes overlap is fixed in one run: a second finds nothing to fix.
  @Test func aValueOfManyTyposIsFixedInOneRun() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let page = #"<form><input autocomplete="username"><input type="password" autocomplete="new-password" minlength="12" maxlength="64" passwordrules="required: digits; required: uppers; required: lowercase; minlenght: 12; maxLength: 64"></form>"#
    let path = try file("a.html", Array(page.utf8))
    #expect(fix(path).status == .changed)
    #expect(fix(path).status == .unchanged)
    #expect(String(decoding: contents(path), as: UTF8.self).contains(#"passwordrules="required: digit; required: upper; required: lower; minlength: 12; maxlength: 64""#))
  }

  @Test func aFileWithoutFixesIsUnchanged() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = try file("a.html", Array(#"<input type="password" autocomplete="off">"#.utf8))
    let result = fix(path)
    #expect(result.status != .leftAlone && result.notes.isEmpty)
    let missing = fix(root + "/missing.html")
    #expect(missing.status == .leftAlone && missing.notes.first?.hasPrefix("not fixed: cannot open") == true)
  }
}
