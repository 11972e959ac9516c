/// The decoded scalars of a literal value and the raw bytes each came from: an HTML attribute value
/// (every scalar produced by one reference, `&quot;` or `&#x41;`, spans the whole reference), a string
/// literal in code (an escape such as `\u{3B}` spans the whole escape). Readers build it by appending
/// each scalar with its span, in order. Spans usually follow each other; a literal written in pieces
/// (Objective-C's `@"a" @"b"`, a line continuation) leaves gaps, and a scalar before a gap ends where
/// its own span ends.
public struct ValuePositions: Sendable {
  /// The decoded value.
  public private(set) var scalars: [Unicode.Scalar]
  /// Where scalar `i`'s bytes start in `text`; they end where scalar `i + 1`'s start, or at
  /// `decodedEnd` for the last, unless `gapEnds` says otherwise.
  private var starts: [Int]
  /// The end of each scalar whose span does not reach the next one's start (the scalar before a
  /// gap): empty for values written in one piece, so that they cost nothing more.
  private var gapEnds: [Int: Int] = [:]
  /// Where the decoded bytes end: before the raw value's end when libxml2 ended the value at an
  /// invalid numeric reference.
  public private(set) var decodedEnd: Int
  /// The raw value's bytes in `text`, quotes excluded.
  public let valueRange: Range<Int>

  /// Empty, for a value written at `valueRange` (quotes excluded): append its scalars in order.
  public init(valueRange: Range<Int>) {
    self.scalars = []
    self.starts = []
    self.decodedEnd = valueRange.lowerBound
    self.valueRange = valueRange
  }

  /// A value written as itself in ASCII, each byte a scalar: `bytes` are the file's at `valueRange`.
  public init(ascii bytes: UnsafeBufferPointer<UInt8>, valueRange: Range<Int>) {
    precondition(bytes.count == valueRange.count && bytes.allSatisfy { $0 < 0x80 })
    self.scalars = bytes.map { Unicode.Scalar($0) }
    self.starts = Array(valueRange)
    self.decodedEnd = valueRange.upperBound
    self.valueRange = valueRange
  }

  /// The next scalar of the value and the bytes it was written with, after the previous scalar's
  /// (right after it, or after a gap).
  public mutating func append(_ scalar: Unicode.Scalar, _ span: Range<Int>) {
    if !starts.isEmpty, span.lowerBound != decodedEnd { gapEnds[starts.count - 1] = decodedEnd }
    scalars.append(scalar)
    starts.append(span.lowerBound)
    decodedEnd = span.upperBound
  }

  /// Byte range in `text` of scalars `r` (scalar `i` starts at the returned lower bound for
  /// `r = i..<i`; `i == scalars.count` is the end of the raw value). Out-of-range indices clamp to
  /// the value's ends.
  public func byteRange(of r: Range<Int>) -> Range<Int> {
    let lower = start(of: r.lowerBound)
    if r.isEmpty { return lower..<lower }
    return lower..<max(lower, end(of: r.upperBound - 1))
  }

  private func start(of i: Int) -> Int {
    if i < 0 { return valueRange.lowerBound }
    return i < starts.count ? starts[i] : valueRange.upperBound
  }

  private func end(of i: Int) -> Int {
    if i < 0 { return valueRange.lowerBound }
    if let end = gapEnds[i] { return end }
    if i + 1 < starts.count { return starts[i + 1] }
    return i + 1 == starts.count ? decodedEnd : valueRange.upperBound
  }
}
