import SwiftSyntax

/// What each type declared in the file is, by its screen key (`SwiftContext.Screen.key`): a SwiftUI view,
/// a view controller, a cell, or something else. An extension is what its type's declaration says.
final class TypeKindVisitor: FactVisitor {
  override func visitPost(_ node: StructDeclSyntax) { record(node) }
  override func visitPost(_ node: ClassDeclSyntax) { record(node) }
  override func visitPost(_ node: EnumDeclSyntax) { record(node) }

  /// `extension PasswordSection: View { var body: … }`: the type is a view however it was declared.
  override func visitPost(_ node: ExtensionDeclSyntax) {
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    guard inherited.contains(where: SwiftCalls.isSwiftUIView) else { return }
    let key = node.extendedType.trimmedDescription.filter { !$0.isWhitespace }
    if context.typeKinds[key] == nil { context.typeKinds[key] = .view }
  }

  private func record(_ node: some DeclGroupSyntax & NamedDeclSyntax) {
    guard let key = SwiftContext.screen(of: node.memberBlock)?.key else { return }
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    let name = node.name.text
    // `…Controller`, and the `…VC` a base class or a team's convention is often called.
    if ([name] + inherited).contains(where: { $0.hasSuffix("Controller") || $0.hasSuffix("VC") }) {
      context.typeKinds[key] = .controller
    } else if inherited.contains(where: SwiftCalls.isSwiftUIView) {
      context.typeKinds[key] = .view
    } else if inherited.contains(where: { $0.hasSuffix("Cell") }) {
      context.typeKinds[key] = .cell
    }
  }
}

/// A type's part in the screens of its file.
enum SwiftTypeKind {
  /// A view controller: a screen of its own.
  case controller
  /// A SwiftUI view: often one part of a screen made of several views of one file.
  case view
  /// A table or collection view cell: a part of its controller's screen.
  case cell
}
