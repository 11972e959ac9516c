import Foundation
import Testing

/// Hostile pages at full size, linted by the release binary: no crash, no hang, bounded memory, and
/// linear time. Linear is checked on the child's CPU time (not wall time, which the other core's load
/// moves): the page at full size may cost at most 8× the page at a quarter size, plus a second (linear
/// is 4×, the issue's "doubling at most ~2.5×" is 6.25×; quadratic would be 16×). Peak RSS is bounded by
/// 64 MiB + 48 × the page's size. Each case prints its numbers (`swift test` shows them).
///
/// Sizes are the issue's; they run in release only (`make test` builds it first): the debug binary is ten
/// times slower, and `Tests/FormLintTests/PathologicalPageTests.swift` runs smaller pages in-process.
@Suite(.serialized, .enabled(if: FaultProcess.isRelease, "needs the release binary (make test builds it)"))
struct FaultPathologicalPageTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var fullSize: Int
    /// The page for size `n` (what `n` counts is the case's own: elements, bytes, fields…).
    var make: @Sendable (Int) -> Data
    /// A rule id the report must contain (the proof that the page was read to its end).
    var expected: String
    var status: Set<Int32> = [0, 1]
    var description: String { name }
  }

  static let bad = #"<input type=password passwordrules="required: digits">"#

  static let cases: [Case] = [
    Case(name: "1,000,000 nested elements", fullSize: 1_000_000, make: { n in
      PageBytes("<form>").repeating("<div>", n).append(bad + "</form>").data
    }, expected: "unknown-character-class"),
    Case(name: "a 10 MB attribute value", fullSize: 10_000_000, make: { n in
      PageBytes(#"<input type=password value=""#).repeating("x", n).append(#"" passwordrules="required: digits">"#).data
    }, expected: "unknown-character-class"),
    Case(name: "a 10 MB passwordrules value", fullSize: 10_000_000, make: { n in
      PageBytes(#"<input type=password passwordrules=""#).repeating("required: upper; ", n / 17).append(#"digits">"#).data
    }, expected: "unknown-property"),
    Case(name: "100,000 password fields in one form", fullSize: 100_000, make: { n in
      let field = #"<input type=password autocomplete=new-password minlength=12 passwordrules="required: upper; "#
        + #"required: lower; required: digit; minlength: 12">"# + "\n"
      return PageBytes("<form><input autocomplete=username>\n").repeating(field, n).append(bad + "</form>").data
    }, expected: "unknown-character-class"),
    Case(name: "100,000 forms", fullSize: 100_000, make: { n in
      var page = PageBytes("")
      for i in 0..<n { page.add("<form id=f\(i)><input autocomplete=username><input type=password autocomplete=current-password></form>\n") }
      return page.append(bad).data
    }, expected: "unknown-character-class"),
    Case(name: "100,000 form= to missing and duplicate ids", fullSize: 100_000, make: { n in
      var page = PageBytes("<form id=dup></form><form id=dup></form>\n")
      for i in 0..<n { page.add("<input type=password form=\(i % 2 == 0 ? "dup" : "missing\(i)") autocomplete=current-password>\n") }
      return page.append(bad).data
    }, expected: "unknown-character-class"),
    Case(name: "a single 50 MB line", fullSize: 50_000_000, make: { n in
      PageBytes("<p>").repeating("x", n).append(bad).data
    }, expected: "unknown-character-class"),
    Case(name: "NUL bytes past the binary sniff", fullSize: 10_000_000, make: { n in
      PageBytes("<p>").repeating("a", 9000).repeating("<p>a\u{0}b</p>", n / 12).append(bad).data
    }, expected: "unknown-character-class"),
    Case(name: "invalid UTF-8", fullSize: 10_000_000, make: { n in
      // 64 KiB of pseudo-random bytes from a pool of lead, continuation, overlong and surrogate bytes, repeated.
      var state: UInt64 = 1
      let pool: [UInt8] = [0x80, 0xC3, 0xE2, 0xF0, 0xFF, 0xC0, 0x41, 0xED, 0xA0]
      let noise = (0..<65_536).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return pool[Int(state >> 33) % pool.count]
      }
      var page = PageBytes("<p>")
      for _ in 0..<n / noise.count { page.data.append(contentsOf: noise) }
      return page.append("\n" + bad).data
    }, expected: "unknown-character-class"),
    Case(name: "truncated UTF-16", fullSize: 10_000_000, make: { n in
      var data = Data([0xFF, 0xFE])
      let text = "<p>" + String(repeating: "é", count: n / 2) + bad
      data.append(contentsOf: text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
      data.append(0x41)  // half a code unit
      return data
    }, expected: "parse-error", status: [2]),
    Case(name: "a lying <meta charset>", fullSize: 10_000_000, make: { n in
      PageBytes(#"<meta charset="windows-1252"><meta charset=utf-16>"#).repeating("é€", n / 5).append(bad).data
    }, expected: "unknown-character-class"),
  ]

  @Test(arguments: cases)
  func lintedInBoundedMemoryAndLinearTime(_ page: Case) throws {
    let folder = try FaultFolder(prefix: "pathological")
    defer { folder.remove() }
    var runs: [(bytes: Int, outcome: FaultProcess.Outcome)] = []
    for size in [page.fullSize / 4, page.fullSize] {
      let data = page.make(size)
      let path = try folder.write("page-\(size).html", data)
      let outcome = try FaultProcess.formlint(["--format", "json", "--fail-on", "never", "--jobs", "1", path], timeout: 240)
      try FileManager.default.removeItem(atPath: path)
      #expect(!outcome.timedOut && outcome.signal == nil, "\(page) at \(size): \(outcome.summary)")
      #expect(outcome.status.map(page.status.contains) == true, "\(page) at \(size): \(outcome.summary)")
      #expect(outcome.stdout.contains(#""rule":"\#(page.expected)""#), "\(page) at \(size): \(outcome.stdout.prefix(600))")
      let limitKiB = 64 * 1024 + 48 * data.count / 1024
      #expect((outcome.maxRSSKiB ?? 0) <= limitKiB, "\(page) at \(size): peak RSS \(outcome.maxRSSKiB ?? -1) KiB > \(limitKiB) KiB")
      runs.append((data.count, outcome))
    }
    let (small, full) = (runs[0].outcome.cpuSeconds, runs[1].outcome.cpuSeconds)
    func line(_ run: (bytes: Int, outcome: FaultProcess.Outcome)) -> String {
      String(format: "%d B in %.2f s CPU, %d MiB", run.bytes, run.outcome.cpuSeconds, (run.outcome.maxRSSKiB ?? -1024) / 1024)
    }
    print("pathological: \(page.name): \(line(runs[0])); \(line(runs[1])); ×\(String(format: "%.1f", full / max(small, 0.001)))")
    #expect(full <= 8 * small + 1, "\(page): \(small) s CPU at a quarter size, \(full) s at full size: not linear")
  }

  /// Many findings on one long line (a minified page) once held a copy of the line each: 1,500 fields on
  /// one line took ~700 MB. They share it now.
  @Test func manyFindingsOnOneLongLineShareItsText() throws {
    let folder = try FaultFolder(prefix: "pathological")
    defer { folder.remove() }
    let field = #"<input type=password passwordrules="required: digits; maxlength: 8">"#
    let path = try folder.write("minified.html", PageBytes("<form>").repeating(field, 1_500).append("</form>").data)
    let outcome = try FaultProcess.formlint(["--format", "json", "--fail-on", "never", path], timeout: 240)
    #expect(outcome.status == 0 && !outcome.timedOut, "\(outcome.summary)")
    #expect((outcome.maxRSSKiB ?? 0) < 200 * 1024, "peak RSS \(outcome.maxRSSKiB ?? -1) KiB")
  }

  /// Many findings on one long line once cost time in proportion to the line each (positions, carets and
  /// fingerprints read the line from its start, and each rules issue decoded the whole attribute): a
  /// 100 KB custom class `[ab-ab-…]` (33,000 `-` issues) took a minute. Each format, at two sizes.
  @Test(arguments: ["text", "json", "sarif", "github"])
  func manyIssuesInOneLongAttributeInLinearTime(format: String) throws {
    let folder = try FaultFolder(prefix: "pathological")
    defer { folder.remove() }
    var cpu: [Double] = []
    for size in [10_000, 40_000] {
      let path = try folder.write("class-\(size).html", PageBytes(#"<input type=password passwordrules="required: ["#)
        .repeating("ab-", size / 3).append(#"]">"#).data)
      let outcome = try FaultProcess.formlint(["--format", format, "--fail-on", "never", path], timeout: 240)
      #expect(!outcome.timedOut && outcome.status == 0, "\(outcome.summary)")
      cpu.append(outcome.cpuSeconds)
    }
    print("pathological: \(format): 3,333 then 13,333 issues on one line: \(cpu) s CPU")
    #expect(cpu[1] <= 8 * cpu[0] + 1, "\(format): \(cpu)")
  }
}

/// Builds a page's bytes without holding a 50 MB `String` (and fast enough in a debug build).
struct PageBytes {
  var data: Data

  init(_ start: String) { data = Data(start.utf8) }

  func repeating(_ piece: String, _ count: Int) -> PageBytes {
    var copy = self
    let one = Array(piece.utf8)
    copy.data.reserveCapacity(data.count + one.count * count)
    let perChunk = max(1, 65_536 / max(one.count, 1))
    let chunk = Array([[UInt8]](repeating: one, count: perChunk).joined())
    for _ in 0..<count / perChunk { copy.data.append(contentsOf: chunk) }
    for _ in 0..<count % perChunk { copy.data.append(contentsOf: one) }
    return copy
  }

  func append(_ text: String) -> PageBytes {
    var copy = self
    copy.add(text)
    return copy
  }

  mutating func add(_ text: String) {
    data.append(contentsOf: Array(text.utf8))
  }
}
