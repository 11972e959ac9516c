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
    guard let first = name?.first, first.isLowercase, name != "init" else { return false }
    // `UITextField().then { … }`, `with(UITextField()) { … }`: a field made here, configured where it is made.
    if call.tokens(viewMode: .sourceAccurate).contains(where: { $0.text.hasSuffix("TextField") || $0.text.hasSuffix("TextView") }) {
      return false
    }
    // A factory of this file that sets no content type sets none.
    if let name, let factory = function(named: name, in: call.root) {
      return factory.body?.tokens(viewMode: .sourceAccurate).contains { $0.text == "textContentType" } ?? true
    }
    return true
  }

  private static func function(named name: String, in root: Syntax) -> FunctionDeclSyntax? {
    for token in root.tokens(viewMode: .sourceAccurate) where token.text == name {
      if let declaration = token.parent?.as(FunctionDeclSyntax.self), declaration.name.id == token.id { return declaration }
    }
    return nil
  }
}
