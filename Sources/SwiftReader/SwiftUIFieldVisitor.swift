import FieldModel
import SwiftSyntax

/// SwiftUI fields: `SecureField("Password", text: $password)` (a password field), and the
/// `.textContentType(.newPassword)` modifiers chained on a `SecureField` or a `TextField`. Each
/// SwiftUI field is one field of its own, named after its binding (`$newPassword` → `newPassword`).
final class SwiftUIFieldVisitor: FactVisitor {
  override func visitPost(_ node: FunctionCallExprSyntax) {
    guard let called = node.calledExpression.as(DeclReferenceExprSyntax.self),
      called.baseName.text == "SecureField" || called.baseName.text == "TextField"
    else { return }
    let anchor = SwiftCalls.range(called)
    let names = bindingName(node)
    var receiver = SwiftContext.Receiver(
      key: "\(called.baseName.text)@\(anchor.lowerBound)", names: names, anchor: anchor, takesRules: false)
    // A field that edits the view's `@Binding` is a component's: the screen that shows it has the username.
    if let name = names.first, isPlainBinding(node), SwiftContext.bindings(around: node).contains(name) { receiver.isParameter = true }
    if called.baseName.text == "SecureField" {
      let property = Property(name: "SecureField", nameRange: anchor, range: SwiftCalls.range(node), value: .flag)
      context.facts.append(FieldFact(at: node, receiver: receiver, key: .secureEntry, property: property))
    }
    // The modifiers: `SecureField(…).padding().textContentType(.newPassword)`; else a container's
    // (`Group { if shown { TextField(…) } else { SecureField(…) } }.textContentType(.newPassword)`): the
    // modifier sets the environment of every field inside, and the innermost one wins.
    if let property = contentTypeModifier(on: ExprSyntax(node)) ?? containerContentType(around: node) {
      context.facts.append(FieldFact(at: node, receiver: receiver, key: .contentType, property: property))
    }
    // `TextField("Email", text: $email).keyboardType(.emailAddress)`: the username field, as in UIKit.
    if called.baseName.text == "TextField", hasEmailKeyboard(ExprSyntax(node)) {
      context.usernameHints.append((SwiftContext.screen(of: node), receiver))
    }
  }

  private func hasEmailKeyboard(_ view: ExprSyntax) -> Bool {
    modifiers(chainedOn: view).contains { member, modifier in
      member.declName.baseName.text == "keyboardType"
        && modifier.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "emailAddress"
    }
  }

  /// The first `.textContentType(…)` in the modifiers chained on `view`, or the first style of the file
  /// that sets one (`.modifier(NewPasswordStyle())`, `.newPasswordStyle()`).
  private func contentTypeModifier(on view: ExprSyntax) -> Property? {
    for (member, modifier) in modifiers(chainedOn: view) {
      let name = member.declName.baseName.text
      if name == "modifier", modifier.arguments.count == 1 {
        let argument = modifier.arguments.first!.expression
        if let style = context.styles.contentType(ofModifier: argument) { return style }
        if let type = SwiftStyles.modifierName(argument), context.styles.unseenStyleNamesPassword(type) { return unseenStyle(member, modifier) }
      }
      if modifier.arguments.isEmpty, let style = context.styles.contentType(ofMethod: name) { return style }
      if let property = context.values.contentTypeModifier(modifier) { return property }
      if context.styles.unseenStyleNamesPassword(name) { return unseenStyle(member, modifier) }
    }
    return nil
  }

  /// A style of another file named for password fields: what content type it sets is not known here.
  private func unseenStyle(_ member: MemberAccessExprSyntax, _ modifier: FunctionCallExprSyntax) -> Property {
    let range = SwiftCalls.range(member.period).lowerBound..<SwiftCalls.range(modifier).upperBound
    return Property(name: member.declName.baseName.text, nameRange: SwiftCalls.range(member.declName.baseName), range: range, value: .dynamic(range))
  }

  /// The modifiers chained on `view`, innermost first: `SecureField(…).padding().textContentType(.newPassword)`
  /// gives `.padding()` and `.textContentType(…)`, each as its member (the name) and its call.
  /// Modifiers inside a postfix `#if` (`SecureField(…)` `#if os(iOS)` `.textContentType(.newPassword)` `#endif`)
  /// count too, the first clause's first.
  private func modifiers(chainedOn start: ExprSyntax) -> [(MemberAccessExprSyntax, FunctionCallExprSyntax)] {
    var chain: [(MemberAccessExprSyntax, FunctionCallExprSyntax)] = []
    var view = start
    while true {
      if let member = view.parent?.as(MemberAccessExprSyntax.self), member.base?.id == view.id,
        let modifier = member.parent?.as(FunctionCallExprSyntax.self), modifier.calledExpression.id == member.id
      {
        chain.append((member, modifier))
        view = ExprSyntax(modifier)
      } else if let postfix = view.parent?.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == view.id {
        for clause in postfix.config.clauses {
          if case .postfixExpression(let modifiers) = clause.elements { chain += Self.modifiers(writtenIn: modifiers) }
        }
        view = ExprSyntax(postfix)
      } else {
        return chain
      }
    }
  }

  /// The modifiers a `#if` clause applies to the view before it (`.padding().textContentType(…)`), innermost first.
  private static func modifiers(writtenIn expression: ExprSyntax) -> [(MemberAccessExprSyntax, FunctionCallExprSyntax)] {
    var chain: [(MemberAccessExprSyntax, FunctionCallExprSyntax)] = []
    var current: ExprSyntax? = expression
    while let modifier = current?.as(FunctionCallExprSyntax.self), let member = modifier.calledExpression.as(MemberAccessExprSyntax.self) {
      chain.append((member, modifier))
      current = member.base
    }
    return chain.reversed()
  }

  /// The content type the containers around `node` give it: the innermost view builder call (`Group { … }`,
  /// `VStack { … }`, `Form { … }`) whose modifiers set one, up to the declaration the view is in.
  private func containerContentType(around node: FunctionCallExprSyntax) -> Property? {
    var current = node.parent
    while let parent = current, !parent.is(DeclSyntax.self) || parent.is(VariableDeclSyntax.self) && parent.parent?.is(CodeBlockItemSyntax.self) == true {
      if let closure = parent.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self)
        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
        let property = contentTypeModifier(on: ExprSyntax(call))
      {
        return property
      }
      current = parent.parent
    }
    return nil
  }

  /// Whether the `text:` binding is the view's own property (`$password`), not a member of one.
  private func isPlainBinding(_ call: FunctionCallExprSyntax) -> Bool {
    call.arguments.first(where: { $0.label?.text == "text" })?.expression.is(DeclReferenceExprSyntax.self) == true
  }

  /// The last identifier of the `text:` binding: `$password`, `$model.newPassword`.
  private func bindingName(_ call: FunctionCallExprSyntax) -> [String] {
    guard let text = call.arguments.first(where: { $0.label?.text == "text" })?.expression else { return [] }
    let name: String
    if let member = text.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else if let reference = text.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else {
      return []
    }
    let trimmed = name.hasPrefix("$") ? String(name.dropFirst()) : name
    return trimmed.isEmpty ? [] : [trimmed]
  }
}
