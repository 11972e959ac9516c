/// An element libxml2 reported that formlint keeps, before its tag is found in the bytes.
struct RawElement {
  /// Lowercased, as libxml2 gives it.
  var name: String
  /// Where libxml2 was when it reported the element: where its attribute loop stopped.
  var stop: Int
  /// Where libxml2 was at the event before: no later than the tag's name.
  var lowerBound: Int
  /// In libxml2's order: each name once (the first wins), values decoded, `nil` without `=`.
  var attributes: [(name: String, value: String?)]
  var formAncestorIndex: Int?
}

/// A comment libxml2 reported whose text contains "formlint-".
struct RawComment {
  var text: String
  var textLength: Int
  /// Just after the comment's `>`.
  var end: Int
  var lowerBound: Int
}
