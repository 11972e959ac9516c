import FieldModel
import Readers

/// Groups the visitors' facts into fields (one receiver within one screen) and screens (one type and
/// its extensions in the file; top-level code is one more screen, without an anchor).
enum SwiftScreenBuilder {
  static func screens(of facts: [FieldFact]) -> [Screen] {
    var screens: [String: ScreenDraft] = [:]
    var order: [String] = []
    for fact in facts.sorted(by: { $0.property.range.lowerBound < $1.property.range.lowerBound }) {
      let key = fact.screen?.key ?? ""
      if screens[key] == nil {
        screens[key] = ScreenDraft()
        order.append(key)
      }
      screens[key]!.add(fact)
    }
    return order.compactMap { screens[$0]!.screen() }.sorted {
      ($0.anchor?.lowerBound ?? -1) < ($1.anchor?.lowerBound ?? -1)
    }
  }

  private struct ScreenDraft {
    /// The type's name token; a declaration wins over an extension.
    var anchor: (range: Range<Int>, isExtension: Bool)?
    var fields: [String: Field] = [:]
    var order: [String] = []

    mutating func add(_ fact: FieldFact) {
      if let screen = fact.screen, anchor == nil || (anchor!.isExtension && !screen.isExtension) {
        anchor = (screen.anchor, screen.isExtension)
      }
      let key = fact.receiver.key
      if fields[key] == nil {
        fields[key] = Field(kind: .other, anchor: fact.receiver.anchor, names: fact.receiver.names)
        order.append(key)
      }
      // The first assignment of a property is the one findings point at.
      if fields[key]![fact.key] == nil { fields[key]![fact.key] = fact.property }
    }

    func screen() -> Screen? {
      var result = Screen(anchor: anchor?.range)
      for key in order {
        var field = fields[key]!
        field.kind = kind(of: field)
        switch field.kind {
        case .password: result.fields.append(field)
        case .username: if result.usernameField == nil { result.usernameField = field }
        case .other: break
        }
      }
      return result.fields.isEmpty && result.usernameField == nil ? nil : result
    }

    /// Password: it has rules, hides what is typed (`true`, or a value computed at run time: a
    /// show-password toggle), or its content type is a password; username: `.username`/`.emailAddress`.
    private func kind(of field: Field) -> Field.Kind {
      if field[.rules] != nil { return .password }
      if let secure = field[.secureEntry] {
        switch secure.value {
        case .flag, .dynamic: return .password
        case .literal(let value): if value.text == "true" { return .password }
        }
      }
      // A member as written (`newPassword`) or the raw string of `UITextContentType("…")`.
      guard let text = field.literal(.contentType)?.text,
        let known = TextContentType.swift(text) ?? TextContentType.raw(text)
      else { return .other }
      return known.fieldKind
    }
  }
}
