@testable import FormLintReporters

/// Read access to the reporters' JSON trees, so tests can look inside a SARIF log.
extension JSONValue {
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  subscript(index: Int) -> JSONValue? {
    guard case .array(let items) = self, items.indices.contains(index) else { return nil }
    return items[index]
  }

  var string: String? { if case .string(let s) = self { s } else { nil } }
  var int: Int? { if case .int(let n) = self { n } else { nil } }
  var array: [JSONValue] { if case .array(let items) = self { items } else { [] } }
  var keys: [String] { if case .object(let members) = self { members.map(\.0) } else { [] } }
}
