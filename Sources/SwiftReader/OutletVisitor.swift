import SwiftSyntax

/// `@IBOutlet` properties: fields made in a storyboard or xib, whose content type (and more) the
/// Attributes inspector may set where the Swift file cannot show it.
final class OutletVisitor: FactVisitor {
  override func visitPost(_ node: VariableDeclSyntax) {
    guard node.parent?.is(MemberBlockItemSyntax.self) == true,
      node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" })
    else { return }
    let screen = SwiftContext.screen(of: node)?.key ?? ""
    for binding in node.bindings {
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        context.outlets.insert(SwiftReadingContext.outletKey(screen: screen, field: name))
      }
    }
  }
}
