import SwiftSyntax

/// Fields made where their content type (and more) may be set out of sight: `@IBOutlet` properties,
/// made in a storyboard or xib whose Attributes inspector may set it, and properties a factory makes
/// (`lazy var passwordField = makePasswordField(placeholder: "Password")`, `= .passwordField()`), which
/// may configure the field it returns.
final class OutletVisitor: FactVisitor {
  override func visitPost(_ node: VariableDeclSyntax) {
    guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return }
    let isOutlet = node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" })
    let screen = SwiftContext.screen(of: node)?.key ?? ""
    for binding in node.bindings where isOutlet || Self.isMadeByAFactory(binding.initializer?.value) {
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        context.outlets.insert(SwiftReadingContext.outletKey(screen: screen, field: name))
      }
    }
  }

  /// A call of a function or method (`makePasswordField()`, `Self.field(for: .password)`, `.passwordField()`),
  /// not of a type's initializer (`UITextField()`, `PasswordTextField(frame: .zero)`), whose fields are
  /// configured where they are used.
  static func isMadeByAFactory(_ value: ExprSyntax?) -> Bool {
    guard let call = value?.as(FunctionCallExprSyntax.self) else { return false }
    let name: String? =
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { reference.baseName.text }
      else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { member.declName.baseName.text }
      else { nil }
    guard let first = name?.first else { return false }
    return first.isLowercase && name != "init"
  }
}
