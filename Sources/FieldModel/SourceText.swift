#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A page's text as UTF-8, with a map from byte offsets to the lines and columns a user sees.
public struct SourceText: Sendable {
  /// UTF-8 (possibly with invalid sequences when the file was invalid UTF-8). Setting it
  /// rebuilds the line map.
  public var bytes: [UInt8] {
    didSet { lazyLines = LazyLineMap() }
  }
  /// Made on first use: most pages never report a position, and the map is one more pass over
  /// every byte.
  private var lazyLines = LazyLineMap()
  private var lines: LineMap { lazyLines.map(of: bytes) }

  /// The number of lines (a final line break starts one more, empty, line).
  public var lineCount: Int { lines.starts.count }

  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// A UTF-8 BOM is part of the bytes but not of the first line's columns or text.
  private var bomLength: Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// A position as a user sees it: 1-based line, 1-based column in Unicode scalars (a tab counts
  /// 1), 1-based column in UTF-16 code units.
  public typealias Location = (line: Int, column: Int, utf16Column: Int)

  /// Where byte `offset` is. Offsets past the end clamp to the end; an offset inside a multi-byte
  /// character gives that character's column. Invalid UTF-8 counts one column per U+FFFD it shows
  /// as. Costs a walk from the line's start: for many offsets, use `locations(ofBytes:)`.
  public func location(ofByte offset: Int) -> Location {
    var cursor: Cursor?
    return walk(&cursor, to: offset)
  }

  /// `location(ofByte:)` of each offset, in the same order, in one pass over each line involved:
  /// a thousand findings on one long line (minified HTML) cost one walk along it, not a thousand.
  public func locations(ofBytes offsets: [Int]) -> [Location] {
    var result = [Location](repeating: (1, 1, 1), count: offsets.count)
    var cursor: Cursor?
    for i in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
      result[i] = walk(&cursor, to: offsets[i])
    }
    return result
  }

  /// How far a walk along a line got: it goes on from here for a later offset on the same line.
  private struct Cursor {
    var line: Int
    var position: Int
    var column = 1
    var utf16Column = 1
  }

  private func walk(_ cursor: inout Cursor?, to requested: Int) -> Location {
    let lines = self.lines
    let offset = min(max(requested, 0), bytes.count)
    let line = lines.index(of: offset)
    let lineStart = line == 0 ? bomLength : lines.starts[line]
    if offset <= lineStart { return (line + 1, 1, 1) }  // the BOM is in no column
    if cursor == nil || cursor!.line != line || cursor!.position > offset {
      cursor = Cursor(line: line, position: lineStart)
    }
    var walked = cursor!
    defer { cursor = walked }
    bytes.withUnsafeBufferPointer { buffer in
      let lineEnd = lines.contentEnd(line, in: bytes)
      var iterator = buffer[walked.position..<max(walked.position, lineEnd)].makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      while walked.position < offset {
        let length: Int
        var units = 1
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded):
          length = encoded.count
          if encoded.count == 4 { units = 2 }
        case .error(let errorLength):
          length = errorLength
        case .emptyInput:
          return
        }
        // Never past `offset`: the next walk starts where this one stopped.
        if walked.position + length > offset { return }
        walked.position += length
        walked.column += 1
        walked.utf16Column += units
      }
    }
    return (line + 1, walked.column, walked.utf16Column)
  }

  /// The text of 1-based line `line` without its line break, invalid UTF-8 shown as U+FFFD;
  /// empty for a line that does not exist.
  public func lineText(_ line: Int) -> String {
    let lines = self.lines
    guard line >= 1, line <= lines.starts.count else { return "" }
    let start = line == 1 ? bomLength : lines.starts[line - 1]
    let end = lines.contentEnd(line - 1, in: bytes)
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }
}

// MARK: - Line map

/// Where each line starts.
private struct LineMap: Sendable {
  /// Offset of each line's first byte; `starts[0] == 0`. A final line break starts one more, empty,
  /// line.
  let starts: [Int]

  /// 0-based line index of the line containing `offset`.
  func index(of offset: Int) -> Int {
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return low
  }

  /// End of 0-based line `index`'s content: where its line break (or the text) starts.
  func contentEnd(_ index: Int, in bytes: [UInt8]) -> Int {
    guard index + 1 < starts.count else { return bytes.count }
    var end = starts[index + 1] - 1
    if bytes[end] == 0x0A, end > starts[index], bytes[end - 1] == 0x0D { end -= 1 }
    return end
  }

  /// Line starts after LF, CRLF and lone CR, found with `memchr` so that the map costs little
  /// next to the parse: the next CR and the next LF are each looked up once.
  init(_ bytes: [UInt8]) {
    var starts = [0]
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress, raw.count > 0 else { return }
      let count = raw.count
      func next(_ byte: UInt8, from position: Int) -> Int {
        guard position < count, let hit = memchr(base + position, Int32(byte), count - position) else { return count }
        return base.distance(to: UnsafeRawPointer(hit))
      }
      var nextLF = next(0x0A, from: 0)
      var nextCR = next(0x0D, from: 0)
      while nextLF < count || nextCR < count {
        let lineEnd: Int
        if nextCR < nextLF {
          lineEnd = nextCR + 1 == nextLF && nextLF < count ? nextLF + 1 : nextCR + 1
        } else {
          lineEnd = nextLF + 1
        }
        starts.append(lineEnd)
        if nextLF < lineEnd { nextLF = next(0x0A, from: lineEnd) }
        if nextCR < lineEnd { nextCR = next(0x0D, from: lineEnd) }
      }
    }
    self.starts = starts
  }
}

/// The line map of one `bytes`, made once by whichever thread asks first. A class, so that copies of a
/// `SourceText` share it; setting `bytes` gives the copy a new one.
private final class LazyLineMap: Sendable {
  private let made = Mutex<LineMap?>(nil)

  func map(of bytes: [UInt8]) -> LineMap {
    made.withLock { cached in
      if let cached { return cached }
      let map = LineMap(bytes)
      cached = map
      return map
    }
  }
}
