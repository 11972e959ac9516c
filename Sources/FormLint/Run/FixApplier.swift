/// Applies fixes' byte edits to a file's bytes. Pure: no I/O.
///
/// Edits are applied in file order; a fix is taken whole or not at all, and a fix that touches
/// bytes an earlier-taken fix already edits (or inserts at the same point) is skipped, so the
/// result never depends on which of two conflicting edits came first in the list.
public enum FixApplier {
  public struct Outcome: Sendable, Equatable {
    /// The bytes with every applied fix.
    public var bytes: [UInt8]
    /// In file order.
    public var applied: [Fix]
    /// Fixes that overlap an applied one, or reach outside the bytes.
    public var skipped: [Fix]
    /// Every applied edit, on the original bytes, in file order.
    public var edits: [Fix.Edit]
  }

  public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Outcome {
    // Stable order: by first edit, then as given (equal fixes from two rules: the first wins).
    let ordered = fixes.enumerated().sorted { a, b in
      let (x, y) = (a.element.edits.map(\.range.lowerBound).min()!, b.element.edits.map(\.range.lowerBound).min()!)
      return x != y ? x < y : a.offset < b.offset
    }.map(\.element)
    var taken: [Fix.Edit] = []
    var applied: [Fix] = [], skipped: [Fix] = []
    for fix in ordered {
      let inBounds = fix.edits.allSatisfy { $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }
      let clashes = fix.edits.enumerated().contains { i, edit in
        taken.contains { conflict($0, edit) } || fix.edits[..<i].contains { conflict($0, edit) }
      }
      guard inBounds, !clashes, !applied.contains(fix) else {
        skipped.append(fix)
        continue
      }
      applied.append(fix)
      taken += fix.edits
    }
    taken.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + taken.reduce(0) { $0 + $1.replacement.utf8.count })
    var copied = 0
    for edit in taken {
      out += bytes[copied..<edit.range.lowerBound]
      out += edit.replacement.utf8
      copied = edit.range.upperBound
    }
    out += bytes[copied...]
    return Outcome(bytes: out, applied: applied, skipped: skipped, edits: taken)
  }

  /// Two edits conflict when their ranges share a byte, when one inserts strictly inside the other's
  /// range, or when both start at the same point (whose text would come first is not certain).
  static func conflict(_ a: Fix.Edit, _ b: Fix.Edit) -> Bool {
    let (r, s) = (a.range, b.range)
    if r.lowerBound == s.lowerBound { return true }
    return r.lowerBound < s.upperBound && s.lowerBound < r.upperBound
      || (r.isEmpty && s.lowerBound < r.lowerBound && r.lowerBound < s.upperBound)
      || (s.isEmpty && r.lowerBound < s.lowerBound && s.lowerBound < r.upperBound)
  }
}
