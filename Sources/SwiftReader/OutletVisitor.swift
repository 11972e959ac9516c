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
    for binding in node.bindings where isOutlet || isMadeByAFactory(binding.initializer?.value) {
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        context.outlets.insert(SwiftReadingContext.outletKey(screen: screen, field: name))
      }
    }
  }

  /// A call of a function or method (`makePasswordField()`, `Self.field(for: .password)`, `.passwordField()`),
  /// not of a type's initializer (`UITextField()`, `PasswordTextField(frame: .zero)`), whose fields are
  /// configured where they are used.
  private func isMadeByAFactory(_ value: ExprSyntax?) -> Bool {
    guard let call = value?.as(FunctionCallExprSyntax.self) else { return false }
    let name: String? =
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { reference.baseName.text }
      else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { member.declName.baseName.text }
      else { nil }
    guard let name, let first = name.first, first.isLowercase, name != "init" else { return false }
    // `UITextField().then { … }`, `with(UITextField()) { … }`: a field made here, configured where it is made.
    if call.tokens(viewMode: .sourceAccurate).contains(where: { $0.text.hasSuffix("TextField") || $0.text.hasSuffix("TextView") }) {
      return false
    }
    // A factory of this file that sets no content type sets none.
    return functionsSettingContentType(in: call.root)[name] ?? true
  }

  /// Whether each function the file declares sets a content type, by name (the first declared), gathered
  /// once per file: a type of many factory-made fields would otherwise walk the file for each.
  private func functionsSettingContentType(in root: Syntax) -> [String: Bool] {
    if let known = context.functionsSettingContentType { return known }
    var found: [String: Bool] = [:]
    for token in root.tokens(viewMode: .sourceAccurate) {
      guard let declaration = token.parent?.as(FunctionDeclSyntax.self), declaration.name.id == token.id else { continue }
      if found[token.text] == nil {
        found[token.text] = declaration.body?.tokens(viewMode: .sourceAccurate).contains { $0.text == "textContentType" } ?? true
      }
    }
    context.functionsSettingContentType = found
    return found
  }
}
