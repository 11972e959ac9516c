#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds where a construct libxml2 reported began. libxml2 tells where it *is* when it reports
/// an element (where its attribute loop stopped, at the `>`), not where the tag started, and the
/// bytes before may hold stray `<`, quoted `>`, and tags it dropped silently.
enum TagLocator {
  /// The start tag named `name` (lowercased) that libxml2 finished reading at `stop`, given a
  /// position `lowerBound` where libxml2 was at an earlier event.
  ///
  /// The earlier event may have come from inside this very tag (libxml2 closes and implies
  /// elements right after reading a tag's name), so the search starts `name.count + 1` bytes
  /// earlier. From there it walks forward the way libxml2 read those bytes: an end tag runs to
  /// the first `>` whatever the quotes, a start tag it dropped (a second `<body>`) to its end.
  /// The first tag named `name` whose attributes end exactly at `stop` is the one.
  static func startTag(
    named name: [UInt8], stop: Int, lowerBound: Int, in b: UnsafeBufferPointer<UInt8>
  ) -> TagToken? {
    var p = max(0, min(lowerBound, stop) - name.count - 1)
    while p < stop, let q = index(of: UInt8(ascii: "<"), in: b, from: p, to: stop) {
      if TagTokenizer.hasName(b, at: q, name), let token = TagTokenizer.tokenize(b, at: q), token.stop == stop {
        return token
      }
      if q + 2 < b.count, b[q + 1] == UInt8(ascii: "/"), TagTokenizer.isNameStart(b[q + 2]) {
        guard let close = index(of: UInt8(ascii: ">"), in: b, from: q + 2, to: stop) else { break }
        p = close + 1
      } else if let token = TagTokenizer.tokenize(b, at: q), token.end <= stop {
        p = token.end
      } else {
        p = q + 1
      }
    }
    return nearestStartTag(named: name, stop: stop, in: b)
  }

  /// The fallback when the walk found nothing: the nearest `<name` before `stop` that ends there.
  private static func nearestStartTag(named name: [UInt8], stop: Int, in b: UnsafeBufferPointer<UInt8>) -> TagToken? {
    var q = min(stop, b.count - 1)
    var tries = 0
    while q >= 0, tries < 10_000 {
      if b[q] == UInt8(ascii: "<") {
        tries += 1
        if TagTokenizer.hasName(b, at: q, name), let token = TagTokenizer.tokenize(b, at: q), token.stop == stop {
          return token
        }
      }
      q -= 1
    }
    return nil
  }

  /// The `<!--` … `-->` (or `--!>`) that libxml2 finished reading at `end` (just after its `>`),
  /// with text `textLength` bytes long, at or after `lowerBound`.
  static func comment(end: Int, textLength: Int, lowerBound: Int, in b: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    func matches(_ i: Int, _ literal: StaticString) -> Bool {
      i >= 0 && i + literal.utf8CodeUnitCount <= b.count
        && (0..<literal.utf8CodeUnitCount).allSatisfy { b[i + $0] == literal.utf8Start[$0] }
    }
    func isOpening(_ i: Int) -> Bool { matches(i, "<!--") }
    // libxml2 keeps the text as written, except characters XML does not allow, which it drops;
    // so the text usually spans exactly the bytes between the delimiters.
    if matches(end - 3, "-->"), isOpening(end - 7 - textLength) { return (end - 7 - textLength)..<end }
    if matches(end - 4, "--!>"), isOpening(end - 8 - textLength) { return (end - 8 - textLength)..<end }
    var p = max(0, lowerBound)
    while p + 4 <= end, let q = index(of: 0x3C, in: b, from: p, to: end) {
      if isOpening(q) { return q..<end }
      p = q + 1
    }
    return nil
  }

  /// `memchr` within `[from, to)`.
  static func index(of byte: UInt8, in b: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
    let to = min(to, b.count)
    guard from < to, let base = b.baseAddress else { return nil }
    guard let hit = memchr(base + from, Int32(byte), to - from) else { return nil }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
  }
}
