import SwiftSyntax

/// A visitor of the code that is compiled: a `#if false` clause (code parked by hand) is never built,
/// so nothing in it is read.
class CompiledCodeVisitor: SyntaxVisitor {
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    guard let condition = node.condition?.as(BooleanLiteralExprSyntax.self),
      condition.literal.tokenKind == .keyword(.false)
    else { return .visitChildren }
    return .skipChildren
  }
}

/// A visitor that puts what it learns about fields into the file's shared context.
class FactVisitor: CompiledCodeVisitor {
  let context: SwiftReadingContext

  init(_ context: SwiftReadingContext) {
    self.context = context
    super.init(viewMode: .sourceAccurate)
  }
}
