import FieldModel
import SwiftSyntax

/// `UITextInputPasswordRules(descriptor: …)` written anywhere else than on a field: in a helper,
/// `let rules: UITextInputPasswordRules = .init(descriptor: …)` that no field in the file uses. Its
/// rules are still checked, as detached rules (no field: no role, no username or content type to ask
/// for). Runs after `PropertyAssignmentVisitor`, which marks the calls it attached to a field.
final class RulesCallVisitor: FactVisitor {
  override func visitPost(_ node: FunctionCallExprSyntax) {
    guard SwiftCalls.rulesCall(ExprSyntax(node), typeKnown: Self.typeIsKnown(node)) != nil,
      !context.attachedRulesCalls.contains(node.position.utf8Offset),
      // A preview's or a test's sample rules, as their fields, are not the app's.
      !SwiftContext.isSample(node)
    else { return }
    context.detachedRules.append(context.rulesProperty(node, range: SwiftCalls.range(node)))
  }

  /// `.init(descriptor:)` names its type only through its context: `let r: UITextInputPasswordRules = .init(…)`,
  /// `func rules() -> UITextInputPasswordRules { .init(…) }`, `return .init(…)` in such a function.
  private static func typeIsKnown(_ call: FunctionCallExprSyntax) -> Bool {
    var current = call.parent
    while let parent = current {
      if let binding = parent.as(PatternBindingSyntax.self) {
        return binding.typeAnnotation.map { SwiftCalls.isRulesType($0.type) } ?? false
      }
      if let function = parent.as(FunctionDeclSyntax.self) {
        return function.signature.returnClause.map { SwiftCalls.isRulesType($0.type) } ?? false
      }
      if let accessor = parent.as(AccessorBlockSyntax.self),
        let binding = accessor.parent?.as(PatternBindingSyntax.self)
      {
        return binding.typeAnnotation.map { SwiftCalls.isRulesType($0.type) } ?? false
      }
      // Through a return, a single-expression body or an initialiser; not through another call.
      guard
        parent.is(InitializerClauseSyntax.self) || parent.is(ReturnStmtSyntax.self)
          || parent.is(CodeBlockItemSyntax.self)
          || parent.is(CodeBlockItemListSyntax.self) || parent.is(CodeBlockSyntax.self)
      else { return false }
      current = parent.parent
    }
    return false
  }
}
