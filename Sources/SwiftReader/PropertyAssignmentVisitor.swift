import FieldModel
import SwiftSyntax

/// `field.passwordRules = …`, `self.field.textContentType = .newPassword`, `$0.isSecureTextEntry = true`,
/// `passwordRules = …` (implicit `self`, in a `UITextField` subclass). The parser leaves operators
/// unfolded: an assignment is a sequence `target = value …`.
final class PropertyAssignmentVisitor: FactVisitor {
  override func visitPost(_ node: SequenceExprSyntax) {
    let elements = Array(node.elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return }
    let base: ExprSyntax?
    let nameToken: TokenSyntax
    if let member = elements[0].as(MemberAccessExprSyntax.self), member.base != nil {
      base = member.base
      nameToken = member.declName.baseName
    } else if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
      base = nil
      nameToken = reference.baseName
    } else {
      return
    }
    guard let key = Self.keys[nameToken.text] else { return }
    let written = Written(name: nameToken.text, nameRange: SwiftCalls.range(nameToken), range: SwiftCalls.range(node))
    let property: Property?
    if elements.count > 3 {
      // `field.passwordRules = custom ?? .init(descriptor: "…")`: computed at run time.
      let value = SwiftCalls.range(elements[2]).lowerBound..<SwiftCalls.range(elements[elements.count - 1]).upperBound
      property = written.with(.dynamic(value))
    } else {
      property = self.property(key, written, value: elements[2])
    }
    guard let property else { return }
    let receivers = SwiftContext.receivers(base, at: node, implicitAnchor: written.nameRange, context: context)
    // In a loop, a value computed from the field looped over (`$0.isSecureTextEntry = $0 == passwordField`)
    // differs from field to field: it says nothing of any one of them.
    if receivers.count > 1, property.isDynamic, let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      elements[2...].contains(where: { Self.mentions($0, name) })
    {
      return
    }
    for receiver in receivers {
      context.facts.append(FieldFact(at: node, receiver: receiver, key: key, property: property))
    }
  }

  private static func mentions(_ expression: ExprSyntax, _ name: String) -> Bool {
    expression.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
  }

  /// The property an assignment of `value` writes; `nil` for `nil` (the property is taken away).
  private func property(_ key: PropertyKey, _ written: Written, value: ExprSyntax) -> Property? {
    switch key {
    case .rules:
      if value.is(NilLiteralExprSyntax.self) { return nil }
      if let call = SwiftCalls.rulesCall(value, typeKnown: true) {
        return context.rulesProperty(call, range: written.range)
      }
      if let constant = context.values.constants.constant(named: value),
        let call = SwiftCalls.rulesCall(constant, typeKnown: true)
      {
        // `let rules = UITextInputPasswordRules(descriptor: "…")` … `field.passwordRules = rules`
        return context.rulesProperty(call, range: written.range)
      }
      return written.with(.dynamic(SwiftCalls.range(value)))
    case .contentType:
      return context.values.contentTypeProperty(value, name: written.name, nameRange: written.nameRange, range: written.range)
    default:
      return written.with(context.values.boolean(value))
    }
  }

  /// Where the property's name and the whole assignment are written.
  private struct Written {
    var name: String
    var nameRange: Range<Int>
    var range: Range<Int>

    func with(_ value: Property.Value) -> Property {
      Property(name: name, nameRange: nameRange, range: range, value: value)
    }
  }

  static let keys: [String: PropertyKey] = [
    "passwordRules": .rules, "textContentType": .contentType, "isSecureTextEntry": .secureEntry,
  ]
}
