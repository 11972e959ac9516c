import FieldModel
import SwiftSyntax

/// SwiftUI fields: `SecureField("Password", text: $password)` (a password field), and the
/// `.textContentType(.newPassword)` modifiers chained on a `SecureField` or a `TextField`. Each
/// SwiftUI field is one field of its own, named after its binding (`$newPassword` → `newPassword`).
final class SwiftUIFieldVisitor: CompiledCodeVisitor {
  private let context: SwiftReadingContext

  init(_ context: SwiftReadingContext) {
    self.context = context
    super.init(viewMode: .sourceAccurate)
  }

  override func visitPost(_ node: FunctionCallExprSyntax) {
    guard let called = node.calledExpression.as(DeclReferenceExprSyntax.self),
      called.baseName.text == "SecureField" || called.baseName.text == "TextField"
    else { return }
    let anchor = SwiftCalls.range(called)
    let receiver = SwiftContext.Receiver(
      key: "\(called.baseName.text)@\(anchor.lowerBound)", names: bindingName(node), anchor: anchor, takesRules: false)
    if called.baseName.text == "SecureField" {
      let property = Property(name: "SecureField", nameRange: anchor, range: SwiftCalls.range(node), value: .flag)
      context.facts.append(FieldFact(at: node, receiver: receiver, key: .secureEntry, property: property))
    }
    // The modifiers: `SecureField(…).padding().textContentType(.newPassword)`.
    var view = ExprSyntax(node)
    while let member = view.parent?.as(MemberAccessExprSyntax.self), member.base?.id == view.id,
      let modifier = member.parent?.as(FunctionCallExprSyntax.self), modifier.calledExpression.id == member.id
    {
      if member.declName.baseName.text == "textContentType", modifier.arguments.count == 1,
        let argument = modifier.arguments.first, let value = context.values.contentType(argument.expression)
      {
        let range = SwiftCalls.range(member.period).lowerBound..<SwiftCalls.range(modifier).upperBound
        let property = Property(
          name: "textContentType", nameRange: SwiftCalls.range(member.declName.baseName), range: range, value: value)
        context.facts.append(FieldFact(at: node, receiver: receiver, key: .contentType, property: property))
      }
      view = ExprSyntax(modifier)
    }
  }

  /// The last identifier of the `text:` binding: `$password`, `$model.newPassword`.
  private func bindingName(_ call: FunctionCallExprSyntax) -> [String] {
    guard let text = call.arguments.first(where: { $0.label?.text == "text" })?.expression else { return [] }
    let name: String
    if let member = text.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else if let reference = text.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else {
      return []
    }
    let trimmed = name.hasPrefix("$") ? String(name.dropFirst()) : name
    return trimmed.isEmpty ? [] : [trimmed]
  }
}
