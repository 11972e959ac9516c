import SwiftSyntax

/// How the UIKit constructs formlint reads are spelled in a syntax tree.
enum SwiftCalls {
  static let rulesType = "UITextInputPasswordRules"
  static let contentTypeType = "UITextContentType"

  /// SwiftUI's `View` protocol as an inheritance clause or an extension names it.
  static func isSwiftUIView(_ type: String) -> Bool { type == "View" || type == "SwiftUI.View" }

  /// `call` when it makes password rules: `UITextInputPasswordRules(descriptor: …)`,
  /// `UIKit.UITextInputPasswordRules(descriptor: …)`, `UITextInputPasswordRules.init(descriptor: …)`, or
  /// `.init(descriptor: …)` where the context says the type (`typeKnown`).
  static func rulesCall(_ expression: ExprSyntax, typeKnown: Bool) -> FunctionCallExprSyntax? {
    guard let call = expression.as(FunctionCallExprSyntax.self), descriptor(of: call) != nil else { return nil }
    return isConstructor(call.calledExpression, of: rulesType, typeKnown: typeKnown) ? call : nil
  }

  /// The `descriptor:` argument.
  static func descriptor(of call: FunctionCallExprSyntax) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == "descriptor" }?.expression
  }

  /// `Type`, `Module.Type`, `Type.init`, or `.init` when `typeKnown`.
  static func isConstructor(_ called: ExprSyntax, of type: String, typeKnown: Bool) -> Bool {
    if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == type }
    guard let member = called.as(MemberAccessExprSyntax.self) else { return false }
    let name = member.declName.baseName
    guard let base = member.base else { return typeKnown && name.tokenKind == .keyword(.`init`) }
    if name.tokenKind == .keyword(.`init`) { return isConstructor(base, of: type, typeKnown: false) }
    // `UIKit.UITextInputPasswordRules`
    return name.text == type && base.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIKit"
  }

  /// `UITextInputPasswordRules`, `UITextInputPasswordRules?`, `UIKit.UITextInputPasswordRules!`.
  static func isRulesType(_ type: TypeSyntax) -> Bool {
    if let optional = type.as(OptionalTypeSyntax.self) { return isRulesType(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isRulesType(unwrapped.wrappedType) }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == rulesType }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text == rulesType }
    return false
  }

  /// The bytes a node is written with, trivia excluded.
  static func range(_ node: some SyntaxProtocol) -> Range<Int> {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    return start..<max(start, node.endPositionBeforeTrailingTrivia.utf8Offset)
  }
}
