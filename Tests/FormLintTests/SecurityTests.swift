@testable import FormLint
import Foundation
import HTMLScanner
import Testing

/// libxml2 never loads an external DTD or entity for formlint: a page that points at local files through a
/// DOCTYPE, entity declarations, a stylesheet PI or XInclude is linted without those files being opened
/// (watched with inotify) and without their text showing up anywhere. The network side (a loopback
/// listener, an unresolvable host, and every syscall under strace) is in
/// `Tests/EndToEndTests/FaultSecurityTests.swift`.
@Suite struct SecurityTests {
  static let secret = "FORMLINT-SECRET-4c1d"

  /// Records whether any of the watched files is opened or read while `body` runs.
  func watching(_ paths: [String], _ body: () -> Void) throws -> [String] {
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { throw CocoaError(.featureUnsupported) }
    defer { close(fd) }
    var names: [Int32: String] = [:]
    for path in paths {
      let watch = inotify_add_watch(fd, path, UInt32(IN_OPEN | IN_ACCESS))
      #expect(watch >= 0, "inotify cannot watch \(path)")
      names[watch] = path
    }
    body()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var touched: [String] = []
    let count = read(fd, &buffer, buffer.count)
    var offset = 0
    while count > 0 && offset + MemoryLayout<inotify_event>.size <= count {
      let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
      touched.append(names[event.wd] ?? "?")
      offset += MemoryLayout<inotify_event>.size + Int(event.len)
    }
    return touched
  }

  @Test func externalDTDsAndEntitiesAreNeverLoaded() throws {
    let folder = NSTemporaryDirectory() + "formlint-security-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let dtd = folder + "/page.dtd", entity = folder + "/secret.txt", xsl = folder + "/style.xsl", included = folder + "/included.html"
    try #"<!ENTITY rules "required: upper; \#(Self.secret)">"#.write(toFile: dtd, atomically: false, encoding: .utf8)
    for path in [entity, xsl, included] { try Self.secret.write(toFile: path, atomically: false, encoding: .utf8) }
    let page = """
      <?xml version="1.0"?>
      <?xml-stylesheet type="text/xsl" href="file://\(xsl)"?>
      <!DOCTYPE html SYSTEM "file://\(dtd)" [
        <!ENTITY secret SYSTEM "file://\(entity)">
        <!ENTITY % remote SYSTEM "file://\(dtd)"> %remote;
      ]>
      <html xmlns:xi="http://www.w3.org/2001/XInclude"><body>
      <xi:include href="file://\(included)" parse="text"/>
      <form><input type=password passwordrules="&secret;&rules;"></form>
      <input type=password passwordrules="required: upper; &secret;">
      </body></html>
      """
    var report: FileReport?
    var scanned: ScannedPage?
    let touched = try watching([dtd, entity, xsl, included]) {
      scanned = HTMLScanner.scan(Array(page.utf8))
      report = SourceLinter.lint(Array(page.utf8), path: "page.html")
    }
    #expect(touched.isEmpty, "libxml2 opened \(touched)")
    let control = try watching([entity]) { _ = try? String(contentsOfFile: entity, encoding: .utf8) }
    #expect(control.contains(entity), "the watch sees an open")
    let values = scanned?.elements.compactMap { $0.attribute("passwordrules")?.value } ?? []
    #expect(values == ["&secret;&rules;", "required: upper; &secret;"], "entities stay as written: \(values)")
    let text = (report?.diagnostics ?? []).map { "\($0.message) \($0.lineText ?? "")" }.joined()
    #expect(!text.contains(Self.secret))
    #expect(report?.diagnostics.contains { $0.ruleID == "malformed-list" || $0.ruleID == "unknown-character-class" } == true)
  }
}
