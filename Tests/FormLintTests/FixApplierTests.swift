@testable import FormLint
import Testing

@Suite struct FixApplierTests {
  private func edit(_ range: Range<Int>, _ text: String) -> Fix {
    Fix(description: "edit \(range)", edits: [Fix.Edit(range: range, replacement: text)])
  }

  private func apply(_ fixes: [Fix], to text: String) -> (String, FixApplier.Outcome) {
    let outcome = FixApplier.apply(fixes, to: Array(text.utf8))
    return (String(decoding: outcome.bytes, as: UTF8.self), outcome)
  }

  @Test func editsAreAppliedInFileOrderWhateverTheirOrderInTheList() {
    let (text, outcome) = apply([edit(8..<9, "Z"), edit(0..<1, "A"), edit(4..<4, "+")], to: "abcdefghij")
    #expect(text == "Abcd+efghZj")
    #expect(outcome.applied.count == 3 && outcome.skipped.isEmpty)
  }

  @Test func overlappingEditsAreSkippedAndTheFirstInFileOrderWins() {
    let (text, outcome) = apply([edit(2..<6, "X"), edit(0..<3, "Y")], to: "abcdefgh")
    #expect(text == "Ydefgh")
    #expect(outcome.skipped == [edit(2..<6, "X")])
  }

  @Test func twoInsertionsAtOnePointConflictAnInsertionInsideAReplacementToo() {
    #expect(apply([edit(3..<3, "1"), edit(3..<3, "2")], to: "abcdef").0 == "abc1def")
    #expect(apply([edit(1..<5, "X"), edit(3..<3, "!")], to: "abcdef").0 == "aXf")
    // Touching ranges do not overlap: an insertion right after a replacement goes after it.
    #expect(apply([edit(1..<3, "X"), edit(3..<3, "!")], to: "abcdef").0 == "aX!def")
  }

  @Test func aFixIsTakenWholeOrNotAtAll() {
    let two = Fix(description: "two", edits: [Fix.Edit(range: 0..<1, replacement: "A"), Fix.Edit(range: 5..<6, replacement: "F")])
    let (text, outcome) = apply([edit(4..<6, "x"), two], to: "abcdefgh")
    #expect(text == "AbcdeFgh")
    #expect(outcome.skipped == [edit(4..<6, "x")])
    // A fix that clashes with itself is not applied at all.
    let selfClash = Fix(description: "self", edits: [Fix.Edit(range: 0..<2, replacement: "X"), Fix.Edit(range: 1..<3, replacement: "Y")])
    #expect(apply([selfClash], to: "abcd").0 == "abcd")
  }

  @Test func editsOutsideTheBytesAndDuplicatesAreSkipped() {
    let (text, outcome) = apply([edit(2..<99, "X"), edit(0..<1, "A"), edit(0..<1, "A")], to: "abc")
    #expect(text == "Abc")
    #expect(outcome.skipped.count == 2)
  }

  @Test func everyOtherByteIsKept() {
    let original: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a\r\nb digits\r\n\u{FF}".utf8) + [0x80]
    let outcome = FixApplier.apply([edit(8..<14, "digit")], to: original)
    #expect(outcome.bytes == [0xEF, 0xBB, 0xBF] + Array("a\r\nb digit\r\n\u{FF}".utf8) + [0x80])
  }
}

@Suite struct UnifiedDiffTests {
  typealias Op = UnifiedDiff.Op

  @Test func oneChangedLineWithThreeLinesOfContext() {
    let old = (1...10).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(UnifiedDiff.render(path: "a.html", old: Array(old.utf8), new: Array(new.utf8)) == """
      --- a/a.html
      +++ b/a.html
      @@ -2,7 +2,7 @@
       line 2
       line 3
       line 4
      -line 5
      +line five
       line 6
       line 7
       line 8

      """)
  }

  @Test func distantChangesGetTheirOwnHunksCloseOnesShareOne() {
    let old = (1...30).map { "l\($0)\n" }.joined()
    var new = old.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(of: "l8\n", with: "L8\n")
    new = new.replacingOccurrences(of: "l25\n", with: "L25\n")
    let diff = UnifiedDiff.render(path: "p", old: Array(old.utf8), new: Array(new.utf8))
    #expect(diff.components(separatedBy: "\n@@").count == 3, "\(diff)")
    #expect(diff.contains("@@ -1,11 +1,11 @@\n") && diff.contains("@@ -22,7 +22,7 @@\n"))
  }

  @Test func crlfLinesAndAMissingFinalNewlineAreShownAsTheyAre() {
    let diff = UnifiedDiff.render(path: "p", old: Array("a\r\nb".utf8), new: Array("a\r\nc".utf8))
    #expect(diff == "--- a/p\n+++ b/p\n@@ -1,2 +1,2 @@\n a\r\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
  }

  /// Any script, shortest or capped, gives each version back: keeps and deletes are the old lines,
  /// keeps and inserts the new ones, in order.
  @Test func everyScriptGivesBothVersionsBack() {
    func lines(_ text: String) -> [ArraySlice<UInt8>] { UnifiedDiff.lines(Array(text.utf8)) }
    func check(_ old: String, _ new: String, limit: Int) {
      let a = lines(old), b = lines(new)
      let script = UnifiedDiff.editScript(a, b, limit: limit)
      var x = 0, y = 0
      for op in script {
        switch op {
        case .keep:
          #expect(a[x] == b[y])
          x += 1
          y += 1
        case .delete: x += 1
        case .insert: y += 1
        }
      }
      #expect(x == a.count && y == b.count, "\(old) → \(new), limit \(limit)")
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in "l\(Int.random(in: 0...4, using: &generator))\n" }
      var new = old
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        let k = Int.random(in: 0...new.count, using: &generator)
        switch Int.random(in: 0...2, using: &generator) {
        case 0 where k < new.count: new[k] = "x\n"
        case 1 where k < new.count: new.remove(at: k)
        default: new.insert("y\n", at: k)
        }
      }
      for limit in [0, 1, 3, 2000] { check(old.joined(), new.joined(), limit: limit) }
    }
  }

  /// Past the cap, lines edited in place are shown as such, a run deleted then inserted, as `diff` shows
  /// them; the shortest script is not searched (it took tens of gigabytes for twenty thousand lines).
  @Test func manyEditedLinesAreShownLineByLine() {
    let old = (1...20).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 1", with: "LINE 1")  // lines 1 and 10–19, then 20 kept
    let a = UnifiedDiff.lines(Array(old.utf8)), b = UnifiedDiff.lines(Array(new.utf8))
    let script = UnifiedDiff.editScript(a, b, limit: 2)
    #expect(script == [.delete, .insert, .keep] + [Op](repeating: .keep, count: 7) + [Op](repeating: .delete, count: 10) + [Op](repeating: .insert, count: 10) + [.keep])
    let big = (1...20_000).map { _ in "<input passwordrules=\"required: digits\">\n" }.joined()
    let diff = UnifiedDiff.render(path: "p", old: Array(big.utf8), new: Array(big.replacingOccurrences(of: "digits", with: "digit").utf8))
    let shown = diff.split(separator: "\n")
    #expect(shown.filter { $0.hasPrefix("-<") }.count == 20_000 && shown.filter { $0.hasPrefix("+<") }.count == 20_000)
  }

  @Test func noChangeNoDiff() {
    #expect(UnifiedDiff.render(path: "p", old: Array("a\n".utf8), new: Array("a\n".utf8)).isEmpty)
    #expect(UnifiedDiff.render(path: "p", old: [], new: Array("a\n".utf8)) == "--- a/p\n+++ b/p\n@@ -0,0 +1 @@\n+a\n")
    // `git apply` refuses `a/./p`.
    #expect(UnifiedDiff.render(path: "././site/p", old: [], new: Array("a\n".utf8)).hasPrefix("--- a/site/p\n+++ b/site/p\n"))
    // An absolute path (Xcode's `$SRCROOT/…`) as `git diff --no-index` writes it, not `a//Users/…`.
    #expect(UnifiedDiff.render(path: "/Users/me/App/p", old: [], new: Array("a\n".utf8)).hasPrefix("--- a/Users/me/App/p\n+++ b/Users/me/App/p\n"))
    #expect(UnifiedDiff.render(path: ".hidden/p", old: [], new: Array("a\n".utf8)).hasPrefix("--- a/.hidden/p\n"))
  }
}
