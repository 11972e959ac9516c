import SwiftSyntax

/// The file's `let` constants a descriptor or a content type can name: `let rules = "…"` (global,
/// `static let`, instance or local `let`), `let rules = UITextInputPasswordRules(descriptor: "…")`.
/// A name bound twice in the file is ambiguous and resolves to nothing (its uses are dynamic).
final class ConstantVisitor: CompiledCodeVisitor {
  /// A constant's initialiser, by name; `nil` for a name bound more than once.
  private(set) var initializers: [String: ExprSyntax?] = [:]

  init() { super.init(viewMode: .sourceAccurate) }

  override func visitPost(_ node: VariableDeclSyntax) {
    guard node.bindingSpecifier.tokenKind == .keyword(.let) else { return }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value
      else { continue }
      // A string literal, literals joined with `+` (`SwiftValues` checks the operands), a rules call.
      guard
        value.is(StringLiteralExprSyntax.self) || value.is(SequenceExprSyntax.self)
          || SwiftCalls.rulesCall(value, typeKnown: isRulesType(binding)) != nil
      else { continue }
      if initializers[name] != nil {
        initializers[name] = .some(nil)
      } else {
        initializers[name] = value
      }
    }
  }

  private func isRulesType(_ binding: PatternBindingSyntax) -> Bool {
    guard let type = binding.typeAnnotation?.type else { return false }
    return SwiftCalls.isRulesType(type)
  }

  /// What `expression` (`rules`, `Self.rules`, `Constants.rules`, `self.rules`) names, when it names
  /// one of the constants.
  func constant(named expression: ExprSyntax) -> ExprSyntax? {
    let name: String
    if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      name = reference.baseName.text
    } else if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    return initializers[name] ?? nil
  }
}
