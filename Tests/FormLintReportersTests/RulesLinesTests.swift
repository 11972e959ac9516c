import FormLint
import Testing

@testable import FormLintReporters

/// Positions inside a multi-line rules string for `explain`, against counting by hand.
@Suite struct RulesLinesTests {
  @Test func linesColumnsAndUTF16Columns() {
    let lines = RulesLines("é😀x\r\nab\ncd")
    #expect(lines.count == 3)
    func at(_ offset: Int) -> [Int] {
      let l = lines.location(offset)
      return [l.line, l.column, l.utf16Column]
    }
    #expect(at(0) == [1, 1, 1])
    #expect(at(2) == [1, 3, 4])  // after 😀, two UTF-16 units
    #expect(at(3) == [1, 4, 5])  // the CR
    #expect(at(4) == [1, 5, 6])  // the LF of CRLF, still line 1
    #expect(at(5) == [2, 1, 1])
    #expect(at(9) == [3, 2, 2])
    #expect(at(10) == [3, 3, 3])  // the end
    #expect(at(12) == [3, 5, 3])  // past the end: the column goes on, UTF-16 stops at the text
    #expect(lines.line(1).scalars.count == 3 && lines.line(3).scalars.count == 2)
  }
}
