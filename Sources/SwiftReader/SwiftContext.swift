import SwiftSyntax

/// Where a construct is: the screen (type) it belongs to and the field (receiver) it configures.
enum SwiftContext {
  /// The innermost type declaration around `node`: its qualified name (an extension goes by the
  /// type it extends, so a type and its extensions in one file are one screen), whether it is an
  /// extension, and its name token; `nil` for top-level code.
  static func screen(of node: some SyntaxProtocol) -> Screen? {
    var names: [String] = []
    var innermost: (isExtension: Bool, anchor: Range<Int>, isTextField: Bool)?
    var alert: (key: String, anchor: Range<Int>)?
    var current = node.parent
    while let parent = current {
      if innermost == nil, alert == nil, let closure = parent.as(ClosureExprSyntax.self) { alert = alertTextField(closure) }
      if let (name, isExtension, anchor) = typeName(parent) {
        names.append(name)
        if innermost == nil { innermost = (isExtension, anchor, isTextField(parent)) }
        if isExtension { break }  // an extension's name is already qualified
      }
      current = parent.parent
    }
    guard let innermost else { return nil }
    let key = names.reversed().joined(separator: ".")
    if let alert { return Screen(key: key + " " + alert.key, isExtension: false, anchor: alert.anchor, isTextField: false, isAlert: true) }
    return Screen(key: key, isExtension: innermost.isExtension, anchor: innermost.anchor, isTextField: innermost.isTextField)
  }

  /// The alert a configuration closure gives its text field to (`alert.addTextField { textField in … }`,
  /// `addTextField(configurationHandler: { … })`): its key, by its name and the function it is made in,
  /// and where its first text field is added. An alert is a screen of its own, not part of the one
  /// that presents it: a sign-up's "choose a new password" alert is no third field of the form.
  private static func alertTextField(_ closure: ClosureExprSyntax) -> (key: String, anchor: Range<Int>)? {
    let call = closure.parent?.as(FunctionCallExprSyntax.self)
      ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    guard let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "addTextField"
    else { return nil }
    let alert = member.base?.trimmedDescription ?? "self"
    return ("alert \(alert)@\(enclosingFunction(of: call) ?? -1)", SwiftCalls.range(member.declName.baseName))
  }

  /// Whether `node` is in an Xcode preview (a `#Preview { … }` macro, a `PreviewProvider`) or a unit test
  /// (an `XCTestCase`): sample fields, not the app's screens.
  static func isSample(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if let macro = parent.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
      if let macro = parent.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
      if let group = parent.asProtocol(DeclGroupSyntax.self),
        group.inheritanceClause?.inheritedTypes.contains(where: { ["PreviewProvider", "XCTestCase"].contains($0.type.trimmedDescription) }) == true
      {
        return true
      }
      current = parent.parent
    }
    return false
  }

  /// The names of the `@Binding` properties of the type around `node`: a view whose field edits one is a
  /// component (`struct NewPasswordField: View { @Binding var text: String }`), shown by a screen.
  static func bindings(around node: some SyntaxProtocol) -> Set<String> {
    var current = node.parent
    while let parent = current {
      if let group = parent.asProtocol(DeclGroupSyntax.self) {
        var names: Set<String> = []
        for member in group.memberBlock.members {
          guard let variable = member.decl.as(VariableDeclSyntax.self),
            variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Binding" })
          else { continue }
          for binding in variable.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
          }
        }
        return names
      }
      current = parent.parent
    }
    return []
  }

  /// The type around a field: a screen, or a text field of its own.
  struct Screen {
    var key: String
    var isExtension: Bool
    var anchor: Range<Int>
    /// A text field type (`final class PasswordTextField: UITextField`, `extension UITextField`): it
    /// configures itself, and the username field is in the screen that shows it.
    var isTextField: Bool
    /// An alert's text fields (`alert.addTextField { … }`): the screen that presents it may show the
    /// username, and its type's name does not say what the alert is for.
    var isAlert = false
  }

  /// Whether the declaration extends or inherits from a text field (a type named `…TextField`), or
  /// wraps one for SwiftUI (`struct RulesPasswordField: UIViewRepresentable`, the only way to give a
  /// SwiftUI field rules): either is a field, shown by a screen that has the username.
  private static func isTextField(_ node: Syntax) -> Bool {
    if let d = node.as(ExtensionDeclSyntax.self) { return d.extendedType.trimmedDescription.hasSuffix("TextField") }
    guard let clause = node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause else { return false }
    return clause.inheritedTypes.contains {
      let name = $0.type.trimmedDescription
      return name.hasSuffix("TextField") || name.hasSuffix("ViewRepresentable")
    }
  }

  private static func typeName(_ node: Syntax) -> (String, Bool, Range<Int>)? {
    switch node.kind {
    case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl:
      guard let name = node.asProtocol(NamedDeclSyntax.self)?.name else { return nil }
      return (name.text, false, SwiftCalls.range(name))
    case .extensionDecl:
      let d = node.cast(ExtensionDeclSyntax.self)
      return (compact(d.extendedType.trimmedDescription), true, SwiftCalls.range(d.extendedType))
    default: return nil
    }
  }

  /// The field an assignment or a modifier configures.
  struct Receiver {
    /// Groups the assignments to one field within a screen: the receiver as written, without `self.`,
    /// optional chaining or white space.
    var key: String
    /// The role hint: the receiver's last identifier (`confirmPasswordField`).
    var names: [String]
    var anchor: Range<Int>
    /// `false` for SwiftUI's `SecureField` and `TextField`, which have no `passwordRules` modifier.
    var takesRules = true
    /// A parameter of the function that configures it: the field is made, and shown, elsewhere.
    var isParameter = false
  }

  /// The fields `base.passwordRules = …` at `node` configures: one, or each field of a literal list the
  /// statement loops over (`[passwordField, confirmField].forEach { $0.isSecureTextEntry = true }`,
  /// `for field in [a, b] { field.… }`), each named as the list writes it.
  static func receivers(
    _ base: ExprSyntax?, at node: some SyntaxProtocol, implicitAnchor: Range<Int>, context: SwiftReadingContext? = nil
  ) -> [Receiver] {
    if let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let elements = loopedList(naming: name, around: node, context: context) {
      return elements.map { receiver($0, at: node, implicitAnchor: implicitAnchor, context: context) }
    }
    return [receiver(base, at: node, implicitAnchor: implicitAnchor, context: context)]
  }

  /// The elements of the array literal that `name` runs through at `node`, when each is a field's
  /// name (`a`, `self.a`): the closure of a `.forEach` on it, or a `for name in [ … ]` loop.
  private static func loopedList(naming name: String, around node: some SyntaxProtocol, context: SwiftReadingContext?) -> [ExprSyntax]? {
    var current = node.parent
    while let parent = current {
      if let closure = parent.as(ClosureExprSyntax.self) {
        guard name == "$0" || closureDeclares(closure, name) else { return nil }
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let member = call?.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach" else { return nil }
        return names(in: member.base.map { arrayBound(to: $0, before: closure, context: context) ?? $0 })
      }
      if let loop = parent.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        return names(in: arrayBound(to: loop.sequence, before: loop, context: context) ?? loop.sequence)
      }
      if parent.is(DeclSyntax.self) && !parent.is(VariableDeclSyntax.self) { return nil }
      current = parent.parent
    }
    return nil
  }

  /// The array literal a `let` of an enclosing body binds (`let secureFields = [passwordField, confirmField]`
  /// before `secureFields.forEach { … }`), for a loop over the constant's name. A `var` may be given
  /// another list before the loop: it is not resolved. Each body's constants are gathered once (a body
  /// of many loops stays linear).
  private static func arrayBound(to list: ExprSyntax, before node: some SyntaxProtocol, context: SwiftReadingContext?) -> ExprSyntax? {
    guard let context, let name = list.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    var current = node.parent
    while let parent = current, !parent.is(DeclSyntax.self) || parent.is(VariableDeclSyntax.self) {
      if let items = parent.as(CodeBlockItemListSyntax.self) {
        let body = items.position.utf8Offset
        if context.arrayConstants[body] == nil {
          var found: [String: [(position: Int, value: ExprSyntax)]] = [:]
          for item in items {
            guard let decl = item.item.as(VariableDeclSyntax.self), decl.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
            for binding in decl.bindings {
              if let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value, value.is(ArrayExprSyntax.self)
              {
                found[bound, default: []].append((item.position.utf8Offset, value))
              }
            }
          }
          context.arrayConstants[body] = found
        }
        if let value = context.arrayConstants[body]?[name]?.last(where: { $0.position < node.position.utf8Offset })?.value { return value }
      }
      current = parent.parent
    }
    return nil
  }

  private static func names(in list: ExprSyntax?) -> [ExprSyntax]? {
    func isName(_ element: ExprSyntax) -> Bool {
      element.is(DeclReferenceExprSyntax.self) || element.as(MemberAccessExprSyntax.self)?.base.map { isSelf($0) } == true
    }
    // A collection the file does not spell out (`@IBOutlet var passwordFields: [UITextField]!`) stands
    // for its fields as one: what the loop sets, it sets on each.
    if let list, isName(list) { return [list] }
    guard let array = list?.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
    let elements = array.elements.map(\.expression)
    return elements.allSatisfy(isName) ? elements : nil
  }

  /// The receiver `base` of `base.passwordRules = …` at `node`; `base == nil` for an implicit `self`.
  static func receiver(
    _ base: ExprSyntax?, at node: some SyntaxProtocol, implicitAnchor: Range<Int>, context: SwiftReadingContext? = nil
  ) -> Receiver {
    guard let base, !isSelf(base) else {
      let screen = screen(of: node)
      let typeName = screen?.key.split(separator: ".").last.map(String.init)
      var key = "self"
      // `extension UITextField { func styleAsLogin() {…} func styleAsNewPassword() {…} }`: each method
      // styles whichever field it is called on (a subclass's methods all style the one field it is).
      if screen?.isExtension == true, screen?.isTextField == true, let method = enclosingFunction(of: node) { key += "@\(method)" }
      return Receiver(key: key, names: typeName.map { [$0] } ?? [], anchor: base.map(SwiftCalls.range) ?? implicitAnchor)
    }
    var key = compact(base.trimmedDescription).filter { $0 != "?" && $0 != "!" }
    if key.hasPrefix("self.") { key.removeFirst(5) }
    let anchor = SwiftCalls.range(base)
    let isPlainName = base.as(DeclReferenceExprSyntax.self) != nil
    if isPlainName, let closure = enclosingClosure(of: node),
      key.hasPrefix("$") || returns(closure, name: key)
    {
      // `{ $0.passwordRules = … }` or `{ let t = UITextField(); t.passwordRules = …; return t }()`:
      // the field is the declaration the closure initialises.
      if let binding = declaration(initializedBy: closure) {
        return Receiver(key: binding, names: [binding], anchor: anchor)
      }
      if key.hasPrefix("$") {
        return Receiver(key: "\(key)@\(closure.position.utf8Offset)", names: [], anchor: anchor)
      }
    }
    let last = key.split(separator: ".").last.map(String.init) ?? key
    let root = String(key.prefix { $0 != "." })
    var receiver = Receiver(key: key, names: last.hasPrefix("$") ? [] : [last], anchor: anchor)
    if let function = functionDeclaring(root, around: node, cache: context) {
      // A parameter or a local (`func setUpLogin(_ field: UITextField)` beside `func setUpSignUp(_ field:
      // UITextField)`) is a field of its function only.
      receiver.key += "@\(function.position)"
      receiver.isParameter = function.isParameter
    }
    return receiver
  }

  /// The names a function's body declares at its top level, worked out once per function (`cache`): a
  /// function of many assignments asks for them at each one.
  private static func locals(of function: Int, body: CodeBlockSyntax?, cache: SwiftReadingContext?) -> Set<String> {
    if let known = cache?.functionLocals[function] { return known }
    var names: Set<String> = []
    for item in body?.statements ?? [] {
      guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
      }
    }
    cache?.functionLocals[function] = names
    return names
  }

  /// The position of the innermost function (or initialiser) around `node` that has a parameter or a
  /// top-level local named `name`; `nil` when `name` is not one of its own (a property).
  private static func functionDeclaring(
    _ name: String, around node: some SyntaxProtocol, cache: SwiftReadingContext?
  ) -> (position: Int, isParameter: Bool)? {
    var current = node.parent
    while let parent = current {
      let parameters: FunctionParameterListSyntax?
      let body: CodeBlockSyntax?
      if let function = parent.as(FunctionDeclSyntax.self) {
        (parameters, body) = (function.signature.parameterClause.parameters, function.body)
      } else if let initializer = parent.as(InitializerDeclSyntax.self) {
        (parameters, body) = (initializer.signature.parameterClause.parameters, initializer.body)
      } else if let closure = parent.as(ClosureExprSyntax.self), closureDeclares(closure, name) {
        // `alert.addTextField { textField in … }` twice: each closure is given a field of its own.
        return (parent.position.utf8Offset, false)
      } else {
        if parent.isProtocol(DeclGroupSyntax.self) { return nil }
        current = parent.parent
        continue
      }
      if parameters?.contains(where: { ($0.secondName ?? $0.firstName).text == name }) == true { return (parent.position.utf8Offset, true) }
      return locals(of: parent.position.utf8Offset, body: body, cache: cache).contains(name) ? (parent.position.utf8Offset, false) : nil
    }
    return nil
  }

  private static func closureDeclares(_ closure: ClosureExprSyntax, _ name: String) -> Bool {
    switch closure.signature?.parameterClause {
    case .simpleInput(let parameters): parameters.contains { $0.name.text == name }
    case .parameterClause(let clause): clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    case nil: false
    }
  }

  private static func isSelf(_ expression: ExprSyntax) -> Bool {
    expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }

  private static func compact(_ text: String) -> String {
    text.filter { !$0.isWhitespace }
  }

  /// The position of the function or initialiser `node` is in.
  private static func enclosingFunction(of node: some SyntaxProtocol) -> Int? {
    var current = node.parent
    while let parent = current {
      if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return parent.position.utf8Offset }
      if parent.isProtocol(DeclGroupSyntax.self) { return nil }
      current = parent.parent
    }
    return nil
  }

  /// The closure the statement at `node` is directly in (not through a function or type).
  private static func enclosingClosure(of node: some SyntaxProtocol) -> ClosureExprSyntax? {
    var current = node.parent
    while let parent = current {
      if let closure = parent.as(ClosureExprSyntax.self) { return closure }
      if parent.is(DeclSyntax.self) && !parent.is(VariableDeclSyntax.self) { return nil }
      current = parent.parent
    }
    return nil
  }

  /// Whether the closure returns the local `name`: `return name`, or a last statement `name`.
  private static func returns(_ closure: ClosureExprSyntax, name: String) -> Bool {
    for item in closure.statements {
      if let statement = item.item.as(ReturnStmtSyntax.self),
        statement.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
      {
        return true
      }
    }
    return closure.statements.last?.item.as(DeclReferenceExprSyntax.self)?.baseName.text == name
  }

  /// `let name = { … }()`, `lazy var name: UITextField = { … }()`, `let name = UITextField().then { … }`:
  /// the name of the variable whose initialiser holds `closure`, through expressions only.
  private static func declaration(initializedBy closure: ClosureExprSyntax) -> String? {
    var current = closure.parent
    while let parent = current {
      if let binding = parent.as(PatternBindingSyntax.self) {
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
      if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self)
        || parent.is(ClosureExprSyntax.self)
        || parent.is(DeclSyntax.self)
      {
        return nil
      }
      current = parent.parent
    }
    return nil
  }
}
