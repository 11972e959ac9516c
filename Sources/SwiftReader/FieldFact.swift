import FieldModel
import SwiftSyntax

/// One thing the visitors learnt about a field: a property written on it, or only that it exists
/// (`SecureField`). The reader groups facts by screen and receiver into fields.
struct FieldFact {
  var screen: SwiftContext.Screen?
  var receiver: SwiftContext.Receiver
  var key: PropertyKey
  var property: Property

  /// In an Xcode preview or a unit test (`SwiftContext.isSample`): not the app's screens.
  var isSample: Bool

  init(at node: some SyntaxProtocol, receiver: SwiftContext.Receiver, key: PropertyKey, property: Property) {
    self.screen = SwiftContext.screen(of: node)
    self.isSample = SwiftContext.isSample(node)
    self.receiver = receiver
    self.key = key
    self.property = property
  }
}

/// The file and what the visitors share while they read it.
final class SwiftReadingContext {
  let bytes: [UInt8]
  let values: SwiftValues
  var facts: [FieldFact] = []
  /// Rules calls no field takes.
  var detachedRules: [Property] = []
  /// Each body's `let` array literals by name, by the body's position (`SwiftContext.arrayBound`).
  var arrayConstants: [Int: [String: [(position: Int, value: ExprSyntax)]]] = [:]
  /// Whether each function of the file sets a content type, by name (`OutletVisitor`); nil until asked.
  var functionsSettingContentType: [String: Bool]?
  /// Each function's top-level local names, by the function's position (`SwiftContext.receiver`).
  var functionLocals: [Int: Set<String>] = [:]
  /// Fields that look like the username field without saying so (`UsernameHintVisitor`).
  var usernameHints: [(screen: SwiftContext.Screen?, receiver: SwiftContext.Receiver)] = []
  /// The file's declared types that are views, controllers or cells, by screen key (`TypeKindVisitor`).
  var typeKinds: [String: SwiftTypeKind] = [:]
  /// The content types the file's own SwiftUI styles set (`StyleModifierVisitor`).
  var styles = SwiftStyles()
  /// The `@IBOutlet` properties of the file's types (`outletKey`).
  var outlets: Set<String> = []
  /// Rules calls already attached to a field (by their position), so that the standalone-call visitor
  /// does not make a second field of them.
  var attachedRulesCalls: Set<Int> = []

  init(bytes: [UInt8], constants: ConstantVisitor) {
    self.bytes = bytes
    self.values = SwiftValues(bytes: bytes, constants: constants)
  }

  static func outletKey(screen: String, field: String) -> String { screen + "\u{0}" + field }

  /// The rules property of `call` (a `UITextInputPasswordRules(descriptor:)` call), spanning `range`.
  func rulesProperty(_ call: FunctionCallExprSyntax, range: Range<Int>) -> Property {
    attachedRulesCalls.insert(call.position.utf8Offset)
    return Property(
      name: "UITextInputPasswordRules(descriptor:)", nameRange: SwiftCalls.range(call.calledExpression), range: range,
      value: values.descriptor(of: call))
  }
}
