import FieldModel
import Readers
import SwiftSyntax

/// Text fields that look like the username field without a content type that says so: one given the
/// e-mail keyboard (`emailField.keyboardType = .emailAddress`), or a text field property named for a
/// username (`@IBOutlet weak var usernameTextField: UITextField!`, configured in a storyboard). A screen
/// with such a field has its username field, as a web form with `<input type="email">` has.
final class UsernameHintVisitor: FactVisitor {
  override func visitPost(_ node: SequenceExprSyntax) {
    let elements = Array(node.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      let member = elements[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "keyboardType",
      let value = elements[2].as(MemberAccessExprSyntax.self), value.declName.baseName.text == "emailAddress"
    else { return }
    for receiver in SwiftContext.receivers(member.base, at: node, implicitAnchor: SwiftCalls.range(member), context: context) {
      context.usernameHints.append((SwiftContext.screen(of: node), receiver))
    }
  }

  override func visitPost(_ node: VariableDeclSyntax) {
    // A property of the type, not a local.
    guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
        Self.namesUsername(name.text), Self.isTextField(binding)
      else { continue }
      let receiver = SwiftContext.Receiver(key: name.text, names: [name.text], anchor: SwiftCalls.range(name))
      context.usernameHints.append((SwiftContext.screen(of: node), receiver))
    }
  }

  /// SwiftUI's `TextField("Username", text: $username)`, `TextField("Email", text: $model.email)`: the
  /// state it edits is named for the username, as a UIKit property would be.
  override func visitPost(_ node: FunctionCallExprSyntax) {
    guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TextField",
      let bound = node.arguments.first(where: { $0.label?.text == "text" })?.expression.trimmedDescription,
      bound.hasPrefix("$"), let name = bound.split(separator: ".").last.map(String.init), Self.namesUsername(name)
    else { return }
    let anchor = SwiftCalls.range(node.calledExpression)
    let receiver = SwiftContext.Receiver(key: "TextField@\(anchor.lowerBound)", names: [name.filter { $0 != "$" }], anchor: anchor)
    context.usernameHints.append((SwiftContext.screen(of: node), receiver))
  }

  /// `: UITextField!`, `: UITextField`, `= UITextField()`, a custom `…TextField` type.
  private static func isTextField(_ binding: PatternBindingSyntax) -> Bool {
    if let type = binding.typeAnnotation?.type.trimmedDescription { return type.filter { $0 != "!" && $0 != "?" }.hasSuffix("TextField") }
    guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return false }
    return call.calledExpression.trimmedDescription.hasSuffix("TextField")
  }

  static func namesUsername(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return MarkupVocabulary.usernameWords.contains { lowered.contains($0) } && !lowered.contains("password")
  }
}
