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
