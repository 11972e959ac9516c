import FieldModel
import SwiftSyntax

/// The content types the file's own SwiftUI styles set: a `ViewModifier` whose `body` gives its content
/// `.textContentType(…)` (`SecureField(…).modifier(NewPasswordStyle())`), and a `View` extension method
/// that does (`SecureField(…).newPasswordStyle()`), itself or through such a modifier. A field styled so
/// has that content type, positioned where the style writes it.
final class StyleModifierVisitor: FactVisitor {
  /// `struct NewPasswordStyle: ViewModifier { func body(content: Content) -> some View { … } }`
  override func visitPost(_ node: StructDeclSyntax) {
    guard node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("ViewModifier") }) == true
    else { return }
    context.styles.defined.insert(node.name.text)
    for member in node.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "body", let body = function.body,
        let style = style(in: Syntax(body))
      else { continue }
      context.styles.modifiers[node.name.text] = style
    }
  }

  /// `extension View { func newPasswordStyle() -> some View { textContentType(.newPassword) } }`
  override func visitPost(_ node: ExtensionDeclSyntax) {
    guard SwiftCalls.isSwiftUIView(node.extendedType.trimmedDescription) else { return }
    for member in node.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
      context.styles.defined.insert(function.name.text)
      guard let body = function.body, let style = style(in: Syntax(body)) else { continue }
      context.styles.methods[function.name.text] = style
    }
  }

  /// The first content type a style's code sets: a `textContentType(…)` call, or a modifier given by name.
  private func style(in body: Syntax) -> SwiftStyles.Style? {
    let finder = StyleCallFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    guard let call = finder.found, let argument = call.arguments.first, let name = StyleCallFinder.name(of: call) else { return nil }
    if name.text == "modifier" { return SwiftStyles.modifierName(argument.expression).map { .modifier($0) } }
    return context.values.contentTypeModifier(call).map { .contentType($0) }
  }
}

/// The outermost `textContentType(…)` or `modifier(…)` call of one argument in a style's code.
private final class StyleCallFinder: SyntaxVisitor {
  var found: FunctionCallExprSyntax?

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard found == nil else { return .skipChildren }
    if node.arguments.count == 1, let name = Self.name(of: node), name.text == "textContentType" || name.text == "modifier" {
      found = node
      return .skipChildren
    }
    return .visitChildren
  }

  /// The called function's name: `textContentType` in `content.textContentType(…)` or `textContentType(…)`.
  static func name(of call: FunctionCallExprSyntax) -> TokenSyntax? {
    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
  }
}

/// The file's SwiftUI styles (`StyleModifierVisitor`), by name.
struct SwiftStyles {
  enum Style {
    case contentType(Property)
    /// A method that applies a modifier of the file: its content type, once the file is read.
    case modifier(String)
  }

  var modifiers: [String: Style] = [:]
  var methods: [String: Style] = [:]
  /// Every `ViewModifier` and `View` method the file defines, whatever it sets.
  var defined: Set<String> = []

  /// Whether a style the file does not define says it styles a password field (`.newPasswordField()`,
  /// `.modifier(PasswordFieldStyle())`, kept in a file of their own): it may set the content type.
  func unseenStyleNamesPassword(_ name: String) -> Bool {
    !defined.contains(name) && name.lowercased().contains("password")
  }

  /// The content type the modifier a `.modifier(…)` call is given sets (`NewPasswordStyle()`).
  func contentType(ofModifier argument: ExprSyntax) -> Property? {
    Self.modifierName(argument).flatMap { resolve(modifiers[$0]) }
  }

  /// The content type a `View` method of the file sets.
  func contentType(ofMethod name: String) -> Property? { resolve(methods[name]) }

  private func resolve(_ style: Style?) -> Property? {
    switch style {
    case .contentType(let property): property
    case .modifier(let name): if case .contentType(let property) = modifiers[name] { property } else { nil }
    case nil: nil
    }
  }

  /// `NewPasswordStyle()` or `NewPasswordStyle(isNew: true)`: the modifier's type name.
  static func modifierName(_ expression: ExprSyntax) -> String? {
    expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
  }
}
