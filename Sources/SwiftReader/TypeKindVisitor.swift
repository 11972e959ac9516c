import SwiftSyntax

/// What each type declared in the file is, by its screen key (`SwiftContext.Screen.key`): a SwiftUI view,
/// a view controller, a cell, or something else. An extension is what its type's declaration says.
final class TypeKindVisitor: FactVisitor {
  override func visitPost(_ node: StructDeclSyntax) { record(node) }
  override func visitPost(_ node: ClassDeclSyntax) { record(node) }
  override func visitPost(_ node: EnumDeclSyntax) { record(node) }

  private func record(_ node: some DeclGroupSyntax & NamedDeclSyntax) {
    guard let key = SwiftContext.screen(of: node.memberBlock)?.key else { return }
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    let name = node.name.text
    if name.hasSuffix("Controller") || inherited.contains(where: { $0.hasSuffix("Controller") }) {
      context.typeKinds[key] = .controller
    } else if inherited.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) {
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
