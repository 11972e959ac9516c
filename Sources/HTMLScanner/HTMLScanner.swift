/// Reads an HTML page the way formlint needs it: decoded to UTF-8, parsed by libxml2's HTML
/// parser, with exact byte ranges for the elements and comments the lint rules look at.
///
/// This is the only module that sees libxml2. It does not import Foundation: Debian's libxml2
/// headers pull in ICU's `UErrorCode`, which clashes with Foundation's copy.
public enum HTMLScanner {
  /// How far into a page without a UTF-16/32 BOM a NUL byte makes it binary.
  public static let binarySniffLength = 8 * 1024

  /// Scans a page. `bytes` are the file's bytes as read. Never crashes, never hangs, on any input.
  /// (A page of 2 GiB or more, beyond libxml2's `int` sizes, is decoded but not parsed.)
  /// Give up the array (`consume`), with `roomToDecodeInPlace` spare capacity, and a legacy page
  /// is decoded without a second copy.
  public static func scan(_ bytes: consuming [UInt8]) -> ScannedPage {
    scan(bytes, options: ScanOptions(), masking: nil)
  }

  /// Scans a page whose decoded text libxml2 sees through `masking` (a template reader's mask:
  /// template syntax replaced by blanks, every byte in place). `masking` gets the decoded UTF-8
  /// text and returns bytes of the same length, or `nil` to parse the text as it is. The page's
  /// `text` stays the decoded text; elements and comments are located in the masked bytes, so
  /// their ranges are offsets in both.
  public static func scan(
    _ bytes: consuming [UInt8], options: ScanOptions, masking: (([UInt8]) -> [UInt8]?)?
  ) -> ScannedPage {
    let charset = bytes.withUnsafeBufferPointer { CharsetSniffer.sniff($0) }
    if CharsetSniffer.isWide(charset) == false, looksBinary(bytes) {
      return ScannedPage(text: SourceText(bytes: bytes), encoding: "binary", isBinary: true)
    }
    let decoded = TextDecoding.decode(consume bytes, as: charset)
    let text = SourceText(bytes: decoded.bytes)
    var page = ScannedPage(text: text, encoding: decoded.encoding, encodingProblem: decoded.problem)
    var parsed = decoded.bytes
    if let masked = masking?(decoded.bytes), masked.count == parsed.count { parsed = masked }
    parsed.withUnsafeBufferPointer { text in
      let sanitizing = UTF8Sanitizer.needsSanitizing(text)
      // libxml2 starts after a UTF-8 BOM; its positions are shifted back by the driver.
      let start = decoded.encoding == "UTF-8 (BOM)" ? 3 : 0
      guard let driver = SAXDriver(text: text, from: start, sanitizing: sanitizing, options: options) else { return }
      driver.parse()
      let builder = ElementBuilder(text: text, bytes: parsed, sanitizing: sanitizing)
      page.elements = driver.elements.map(builder.element)
      // libxml2 drops control characters from a comment's text, so its copy can say "formlint-"
      // where the page does not: the page's text decides.
      page.comments = driver.comments.map(builder.comment).filter { $0.text.contains("formlint-") }
    }
    return page
  }

  /// The spare capacity a page of `size` bytes should be read with: enough for the UTF-8 of a
  /// windows-1252 page with one non-ASCII byte in 16 to grow in place. Room that is not used is
  /// address space, not memory: large blocks are mapped, and untouched pages are never resident.
  public static func roomToDecodeInPlace(_ size: Int) -> Int { size / 8 }

  /// A NUL within the first `binarySniffLength` bytes, and either the control-byte density of an
  /// image, archive or executable (more than 1 byte in 32) or no `<` at all. One stray NUL in a
  /// text page is not binary: that page is linted (libxml2 reads past it, positions stay exact).
  static func looksBinary(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      let sample = UnsafeBufferPointer(rebasing: buffer.prefix(binarySniffLength))
      guard TagLocator.index(of: 0, in: sample, from: 0, to: sample.count) != nil else { return false }
      var controls = 0
      var sawTag = false
      for byte in sample {
        if byte < 0x09 || (byte > 0x0D && byte < 0x20 && byte != 0x1B) { controls += 1 }
        if byte == UInt8(ascii: "<") { sawTag = true }
      }
      return controls * 32 > sample.count || !sawTag
    }
  }
}

/// What a scan keeps beyond HTML's form elements.
public struct ScanOptions: Sendable {
  /// Also keep elements that may be components standing for fields: any element with a `type`
  /// attribute, and any whose name has `-`, `:` or "password" (`<x-input>`, `<flux:input>`,
  /// `<PasswordInput>`). Off for HTML pages, whose output it must not change.
  public var keepsComponents: Bool
  /// Names (lowercased, as libxml2 gives them) kept whatever their attributes: a project's own field
  /// components (`.formlint.yml` `components:`), which need no prop to be fields (`<LoginField>`).
  public var keptNames: [[UInt8]]

  /// The two-way bindings that name what a component field holds (`v-model="username"`), as libxml2
  /// gives them (lowercased); Livewire's `wire:model…` is told by its prefix.
  public static let twoWayBindings = ["v-model", "x-model", "ng-model", "ngmodel", "formcontrolname", "bind:value"]

  public init(keepsComponents: Bool = false, keptNames: [String] = []) {
    self.keepsComponents = keepsComponents
    self.keptNames = keptNames.map { Array($0.utf8) }
  }
}
