import FieldModel
import Readers

/// Groups the visitors' facts into fields (one receiver within one screen) and screens (one type and
/// its extensions in the file; top-level code is one more screen, without an anchor).
enum SwiftScreenBuilder {
  /// The screens, and the rules set on fields that are not password fields.
  static func screens(
    of facts: [FieldFact], usernameHints: [(screen: SwiftContext.Screen?, receiver: SwiftContext.Receiver)] = [],
    outlets: Set<String> = [], typeKinds: [String: SwiftTypeKind] = [:]
  ) -> (screens: [Screen], stray: [StrayRules], laterRules: [Property]) {
    var screens: [String: ScreenDraft] = [:]
    var order: [String] = []
    for fact in facts.sorted(by: { $0.property.range.lowerBound < $1.property.range.lowerBound }) {
      let key = fact.screen?.key ?? ""
      if screens[key] == nil {
        screens[key] = ScreenDraft(key: key)
        order.append(key)
      }
      screens[key]!.add(fact)
    }
    for hint in usernameHints {
      let key = hint.screen?.key ?? ""
      // A type with only a username-looking field is a screen too: its file's other types may share it.
      if screens[key] == nil {
        screens[key] = ScreenDraft(key: key)
        order.append(key)
      }
      if screens[key]!.usernameHint == nil { screens[key]!.usernameHint = hint.receiver }
      if let screen = hint.screen {
        if screens[key]!.anchor == nil { screens[key]!.anchor = (screen.anchor, screen.isExtension) }
      }
    }
    var stray: [StrayRules] = []
    // Each built screen with its type's kind.
    var built: [(screen: Screen, kind: SwiftTypeKind?)] = order.compactMap { key in
      screens[key]!.screen(stray: &stray, outlets: outlets).map { ($0, typeKinds[key]) }
    }.sorted { ($0.screen.anchor?.lowerBound ?? -1) < ($1.screen.anchor?.lowerBound ?? -1) }
    // One screen made of several types of the file: SwiftUI views (`AccountSection` and `PasswordSection`
    // in `SignUpView.swift`) whose username field is in another view or a helper of the file. A cell is
    // one row of a list whose other rows (or its controller) may hold the username, in this file or
    // another, as an Interface Builder cell is. Other types (view controllers, `UIView`s, alert builders)
    // are screens each.
    let viewsShare = built.contains { $0.screen.usernameField != nil && $0.kind != .controller }
    for i in built.indices where built[i].screen.usernameField == nil {
      if viewsShare && built[i].kind == .view || built[i].kind == .cell { built[i].screen.usernameFieldMayBeUnseen = true }
    }
    let later = order.flatMap { screens[$0]!.laterRules }
    return (built.map(\.screen), stray.sorted { $0.rules.range.lowerBound < $1.rules.range.lowerBound }, later)
  }

  private struct ScreenDraft {
    var key: String
    /// The type's name token; a declaration wins over an extension.
    var anchor: (range: Range<Int>, isExtension: Bool)?
    var isTextField = false
    var isAlert = false
    var fields: [String: Field] = [:]
    var order: [String] = []
    /// Rules set on a field after its first (another branch, a later statement): checked as rules.
    var laterRules: [Property] = []
    /// A field that looks like the username field (`UsernameHintVisitor`), for a screen without one.
    var usernameHint: SwiftContext.Receiver?
    /// The fields that are parameters of the functions that configure them.
    var parameterKeys: Set<String> = []
    /// Fields given two different content types (the branches of a `switch mode`, a later statement):
    /// which one holds is decided at run time.
    var contentTypesDiffer: Set<String> = []

    mutating func add(_ fact: FieldFact) {
      if let screen = fact.screen, anchor == nil || (anchor!.isExtension && !screen.isExtension) {
        anchor = (screen.anchor, screen.isExtension)
      }
      if fact.screen?.isTextField == true { isTextField = true }
      if fact.screen?.isAlert == true { isAlert = true }
      let key = fact.receiver.key
      if fact.receiver.isParameter { parameterKeys.insert(key) }
      if fields[key] == nil {
        fields[key] = Field(kind: .other, anchor: fact.receiver.anchor, names: fact.receiver.names)
        fields[key]!.takesRules = fact.receiver.takesRules
        order.append(key)
      }
      // The first assignment of a property is the one findings point at.
      if let first = fields[key]![fact.key] {
        if fact.key == .rules { laterRules.append(fact.property) }
        if fact.key == .contentType, first.literal?.text != fact.property.literal?.text { contentTypesDiffer.insert(key) }
      } else {
        fields[key]![fact.key] = fact.property
      }
    }

    func screen(stray: inout [StrayRules], outlets: Set<String>) -> Screen? {
      var result = Screen(anchor: anchor?.range)
      // `final class SignUpViewController`, `struct LoginView` in `AuthViews.swift`: the type's name says
      // what the screen is for (the file's name is asked only of a file with one screen).
      result.purpose = isAlert ? nil : key.split(separator: ".").last.flatMap { FormPurpose(saidBy: String($0)) }
      result.usernameFieldMayBeUnseen = isTextField || isAlert
      var onlyParameters = true
      var fields = fields
      for key in order {
        // `passwordFields.first?.passwordRules = …` beside `passwordFields.forEach { … }`: one of a
        // collection looped over, which stands for its fields as one.
        for suffix in [".first", ".last"] where key.hasSuffix(suffix) {
          let collection = String(key.dropLast(suffix.count))
          guard fields[collection] != nil, let member = fields[key] else { continue }
          for (property, value) in member.properties where fields[collection]![property] == nil { fields[collection]![property] = value }
          fields[key] = nil
        }
      }
      for key in order {
        guard var field = fields[key] else { continue }
        field.kind = kind(of: field)
        if contentTypesDiffer.contains(key) { field[.contentType] = field[.contentType]?.decidedAtRunTime }
        if field[.contentType] == nil, outlets.contains(SwiftReadingContext.outletKey(screen: self.key, field: key)) {
          // An outlet's content type may be set in the storyboard's Attributes inspector: unknown here.
          field[.contentType] = Property(name: "textContentType", nameRange: field.anchor, range: field.anchor, value: .dynamic(field.anchor))
        }
        if field.kind != .password, let rules = field[.rules] {
          stray.append(StrayRules(carrier: UIKitFieldKind.carrier(field.names.first ?? key), rules: rules))
        }
        switch field.kind {
        case .password:
          result.fields.append(field)
          if !parameterKeys.contains(key) { onlyParameters = false }
        case .username: if result.usernameField == nil { result.usernameField = field }
        case .other: break
        }
      }
      // A type that configures fields it is given (`func style(_ field: UITextField)`) is no screen: the
      // username field is where the fields are made.
      if onlyParameters, !result.fields.isEmpty { result.usernameFieldMayBeUnseen = true }
      if result.usernameField == nil, let hint = usernameHint, !result.fields.contains(where: { $0.names == hint.names }) {
        result.usernameField = Field(kind: .username, anchor: hint.anchor, names: hint.names)
      }
      return result.fields.isEmpty && result.usernameField == nil ? nil : result
    }

    /// Password: it hides what is typed (`true`, or a value computed at run time: a show-password
    /// toggle), its content type is a password, or it has rules and nothing says otherwise
    /// (`UIKitFieldKind`); username: `.username`/`.emailAddress`. A content type is a member as
    /// written (`newPassword`) or the raw string of `UITextContentType("…")`.
    private func kind(of field: Field) -> Field.Kind {
      UIKitFieldKind.kind(of: field.properties, secure: (["true"], ["false"])) { TextContentType.swift($0) ?? TextContentType.raw($0) }
    }
  }
}
