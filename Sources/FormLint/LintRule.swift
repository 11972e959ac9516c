import HTMLScanner

/// One finding of one rule, before severity, suppressions and file names are applied.
public struct Finding: Sendable, Hashable {
  public var ruleID: String
  /// Lowercase start, no trailing period; says the effect and, where there is one, the fix.
  public var message: String
  /// Bytes in the page's text.
  public var range: Range<Int>
  public var effect: Effect?
  public var fix: Fix?

  public init(ruleID: String, message: String, range: Range<Int>, effect: Effect? = nil, fix: Fix? = nil) {
    self.ruleID = ruleID
    self.message = message
    self.range = range
    self.effect = effect
    self.fix = fix
  }
}

/// A lint rule: metadata plus a check that only reports. Severity, enabling, suppression and
/// output are decided elsewhere.
public protocol LintRule: Sendable {
  static var metadata: RuleMetadata { get }
  init()
  func check(_ page: Page, into findings: inout [Finding])
}

extension LintRule {
  var id: String { Self.metadata.id }

  func finding(_ message: String, at range: Range<Int>, effect: Effect? = nil, fix: Fix? = nil) -> Finding {
    Finding(ruleID: Self.metadata.id, message: message, range: range, effect: effect, fix: fix)
  }
}

// MARK: - Where things are

extension ScannedElement {
  /// `<input`: where a finding about the element as a whole points.
  var tagNameRange: Range<Int> { range.lowerBound..<min(range.upperBound, range.lowerBound + 1 + name.utf8.count) }
}

extension Page {
  /// `name="value"`, from the name through the closing quote (when the value is quoted).
  func fullRange(of attribute: ScannedAttribute) -> Range<Int> {
    guard let value = attribute.valueRange else { return attribute.nameRange }
    var end = value.upperBound
    let bytes = text.bytes
    if value.lowerBound > 0, end < bytes.count, bytes[value.lowerBound - 1] == bytes[end],
       bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: "'") {
      end += 1
    }
    return attribute.nameRange.lowerBound..<max(end, attribute.nameRange.upperBound)
  }
}
