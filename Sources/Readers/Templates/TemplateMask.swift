import FieldModel

/// A template's bytes with its template syntax replaced by blanks, so that libxml2 reads only the
/// HTML underneath, every byte in place (same length, newlines kept: every offset and line stays
/// exact).
///
/// - Outside tags a construct becomes spaces; inside an attribute value (quoted, or unquoted right
///   after `=` as in Svelte's `rules={rules}`) it becomes `x`, so the value stays one value, and the
///   region is remembered: an attribute whose value overlaps a region is *dynamic*.
/// - Template comments are masked with their content (markup inside is not markup); those that say
///   "formlint-" become `comments`, the reader's suppressions.
/// - Bound attributes (`:passwordrules`, `v-bind:`, `x-bind:`, `[attr.passwordrules]`, `[minLength]`)
///   are renamed in place to the plain name (`passwordrules` and blanks) with a dynamic value;
///   `bindings` keeps the name as written. Event and structural attributes (`@click`, `(input)`,
///   `*ngIf`, `#ref`) are masked whole.
/// - Conditional blocks are followed (`branches`) so that a field written once per branch of an
///   if/else is read once.
///
/// One pass, linear in the input: an unterminated construct (`{{`, `<%`, `<?php`, `@if(`…) masks to the
/// end of the file, as the template engine would fail or swallow it there (PHP files often end
/// without `?>`). On plain HTML (`htmlCurly`) an unterminated one is left as text instead.
public struct TemplateMask: Sendable {
  /// The bytes libxml2 should see: as long as the input.
  public internal(set) var masked: [UInt8]
  /// Masked template syntax, in order, not overlapping.
  public internal(set) var regions: [Range<Int>] = []
  /// Template syntax in the text between tags, in order: what may write markup of its own at run
  /// time (`<%= f.email_field :email %>`, `{{ form.username }}`, `{% include %}`).
  public internal(set) var textRegions: [Range<Int>] = []
  /// Template comments containing "formlint-": text between the delimiters, range of the whole.
  public internal(set) var comments: [SourceComment] = []
  /// Renamed bound attributes, by where the plain name now starts: the name as written and its bytes.
  public internal(set) var bindings: [Int: (name: String, range: Range<Int>)] = [:]
  /// Value starts of renamed bound attributes: dynamic even when empty.
  public internal(set) var dynamicValueStarts: Set<Int> = []
  /// Template syntax in start tags where attributes go (`{{ $attributes }}`, `{...props}`,
  /// `v-bind="$attrs"`, `{% if %}required{% endif %}`), in order: the tag's other attributes may come
  /// from there at run time.
  public internal(set) var spreads: [Range<Int>] = []
  /// Where the innermost conditional branch changes, in offset order.
  public internal(set) var branches: [BranchMark] = []
  /// Template code that writes a form's tag (Liquid's `{% form %}`, Symfony's `form_start(…)`, Rails'
  /// `form_with … do`), by its start: its masked bytes begin with `<form>` or `</form>`.
  public internal(set) var formTags: [Int: Range<Int>] = [:]
  /// Whether any byte changed.
  /// Nothing masked and nothing learnt: no bytes changed, no binding, no conditional (Thymeleaf's
  /// `th:if`/`th:unless` change no byte).
  public var isUnchanged: Bool { regions.isEmpty && bindings.isEmpty && !changedOutsideRegions && branches.isEmpty }
  var changedOutsideRegions = false

  /// From `offset` on (until the next mark), fields are in branch `branch` of conditional `group`
  /// (`group == nil`: in no conditional).
  public struct BranchMark: Sendable, Equatable {
    public var offset: Int
    public var group: Int?
    public var branch: Int
  }

  init(masked: [UInt8]) { self.masked = masked }

  public init(_ bytes: [UInt8], syntax: TemplateSyntax) {
    var masker = Masker(bytes, syntax: syntax)
    masker.run()
    self = masker.result
  }

  /// Whether a value written at `range` (quotes excluded) holds template syntax.
  public func isDynamic(_ range: Range<Int>) -> Bool {
    if dynamicValueStarts.contains(range.lowerBound) { return true }
    guard !range.isEmpty else { return false }
    // The first region ending after the value's start.
    var low = 0
    var high = regions.count
    while low < high {
      let mid = (low + high) / 2
      if regions[mid].upperBound <= range.lowerBound { low = mid + 1 } else { high = mid }
    }
    return low < regions.count && regions[low].lowerBound < range.upperBound
  }

  /// The first spread inside `range` (a start tag), if any.
  public func spread(in range: Range<Int>) -> Range<Int>? {
    var low = 0
    var high = spreads.count
    while low < high {
      let mid = (low + high) / 2
      if spreads[mid].lowerBound < range.lowerBound { low = mid + 1 } else { high = mid }
    }
    return low < spreads.count && spreads[low].lowerBound < range.upperBound ? spreads[low] : nil
  }

  /// The conditional branch at `offset`: `nil` outside every conditional.
  public func branch(at offset: Int) -> (group: Int, branch: Int)? {
    var low = 0
    var high = branches.count
    while low < high {
      let mid = (low + high) / 2
      if branches[mid].offset <= offset { low = mid + 1 } else { high = mid }
    }
    guard low > 0, let group = branches[low - 1].group else { return nil }
    return (group, branches[low - 1].branch)
  }
}
