import FieldModel
import Readers
import SwiftSyntax

/// Reads the values written on the right of an assignment or in an argument: literal when the file
/// spells them out (directly or through a `let` constant), dynamic otherwise.
struct SwiftValues {
  let bytes: [UInt8]
  let constants: ConstantVisitor

  /// A string: a literal, a constant initialised with one, or such strings joined with `+`.
  func string(_ expression: ExprSyntax) -> Property.Value {
    if let sequence = expression.as(SequenceExprSyntax.self), let pieces = concatenation(sequence) {
      return .literal(LiteralValue(joining: pieces))
    }
    var literal = expression.as(StringLiteralExprSyntax.self)
    if literal == nil, let constant = constants.constant(named: expression) {
      literal = constant.as(StringLiteralExprSyntax.self)
      // A constant of literals joined with `+` (its operands are literals, not more constants).
      if let sequence = constant.as(SequenceExprSyntax.self), let pieces = concatenation(sequence, constants: false) {
        return .literal(LiteralValue(joining: pieces))
      }
    }
    if let literal, let value = SwiftStringLiteral.value(of: literal, in: bytes) { return .literal(value) }
    return .dynamic(SwiftCalls.range(expression))
  }

  /// `"required: upper; " + "minlength: 12;"`: the literals' values, when every operand is one and
  /// every operator is `+`.
  private func concatenation(_ sequence: SequenceExprSyntax, constants: Bool = true) -> [LiteralValue]? {
    var pieces: [LiteralValue] = []
    for (index, element) in sequence.elements.enumerated() {
      if index % 2 == 1 {
        guard let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "+" else { return nil }
      } else if constants {
        guard !element.is(SequenceExprSyntax.self), case .literal(let value) = string(element) else { return nil }
        pieces.append(value)
      } else {
        guard let literal = element.as(StringLiteralExprSyntax.self), let value = SwiftStringLiteral.value(of: literal, in: bytes)
        else { return nil }
        pieces.append(value)
      }
    }
    return pieces.count >= 2 && sequence.elements.count % 2 == 1 ? pieces : nil
  }

  /// The descriptor of a rules call; a call without one is dynamic.
  func descriptor(of call: FunctionCallExprSyntax) -> Property.Value {
    guard let descriptor = SwiftCalls.descriptor(of: call) else { return .dynamic(SwiftCalls.range(call)) }
    return string(descriptor)
  }

  /// A content type: `.newPassword` or `UITextContentType.newPassword` (the member's name, as written),
  /// `UITextContentType("…")` / `UITextContentType(rawValue: "…")` / `.init(rawValue: "…")` (the raw
  /// string); `nil` for `nil` (no content type). `rawValue`: written as a raw string, where only UIKit's
  /// raw values name one.
  func contentType(_ expression: ExprSyntax) -> (value: Property.Value, rawValue: Bool)? {
    if expression.is(NilLiteralExprSyntax.self) { return nil }
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
      member.declName.baseName.tokenKind != .keyword(.`init`), isContentTypeOrImplicit(member.base)
    {
      let name = member.declName.baseName
      return (.literal(LiteralValue(verbatim: name.text, at: name.positionAfterSkippingLeadingTrivia.utf8Offset)), false)
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      SwiftCalls.isConstructor(call.calledExpression, of: SwiftCalls.contentTypeType, typeKnown: true),
      call.arguments.count == 1, let argument = call.arguments.first,
      argument.label == nil || argument.label?.text == "rawValue"
    {
      return (string(argument.expression), true)
    }
    if expression.is(StringLiteralExprSyntax.self) { return (string(expression), true) }
    return (.dynamic(SwiftCalls.range(expression)), false)
  }

  /// The content type property written as `expression`, named `name` as written; a raw string's goes by
  /// `TextContentType.rawValuePropertyName`, which tells the dialect to take raw values only. `nil` for `nil`.
  func contentTypeProperty(_ expression: ExprSyntax, name: String, nameRange: Range<Int>, range: Range<Int>) -> Property? {
    guard let (value, rawValue) = contentType(expression) else { return nil }
    return Property(name: rawValue ? TextContentType.rawValuePropertyName : name, nameRange: nameRange, range: range, value: value)
  }

  /// The content type a `textContentType(…)` modifier call sets (`.textContentType(.newPassword)` chained on
  /// a view, `textContentType(…)` in a style's body), spanning the call from its `.`; `nil` for any other call.
  func contentTypeModifier(_ call: FunctionCallExprSyntax) -> Property? {
    let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    guard let name = member?.declName.baseName ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName,
      name.text == "textContentType", call.arguments.count == 1, let argument = call.arguments.first
    else { return nil }
    let start = member.map { SwiftCalls.range($0.period).lowerBound } ?? SwiftCalls.range(name).lowerBound
    return contentTypeProperty(
      argument.expression, name: "textContentType", nameRange: SwiftCalls.range(name), range: start..<SwiftCalls.range(call).upperBound)
  }

  private func isContentTypeOrImplicit(_ base: ExprSyntax?) -> Bool {
    guard let base else { return true }
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == SwiftCalls.contentTypeType
    }
    if let member = base.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text == SwiftCalls.contentTypeType
    }
    return false
  }

  /// `true` / `false` as written; anything else is dynamic.
  func boolean(_ expression: ExprSyntax) -> Property.Value {
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      return .literal(LiteralValue(verbatim: literal.literal.text, at: SwiftCalls.range(literal).lowerBound))
    }
    return .dynamic(SwiftCalls.range(expression))
  }
}
