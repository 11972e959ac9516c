import FieldModel
import Readers
import SwiftParser
import SwiftSyntax

/// Reads a Swift file: swift-syntax's parse (which recovers from any error, so a file that does not
/// compile is still read as far as it makes sense), then one small visitor per construct, then the
/// facts grouped into fields (one receiver within a type) and screens (one type).
public enum SwiftReader {
  public static func read(_ bytes: consuming [UInt8]) -> ReadResult {
    let bytes = consume bytes
    let text = SourceText(bytes: bytes)
    if let failure = failure(bytes) { return .failure(failure, text: text) }
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }

    let constants = ConstantVisitor()
    constants.walk(tree)
    let context = SwiftReadingContext(bytes: bytes, constants: constants)
    PropertyAssignmentVisitor(context).walk(tree)
    RulesCallVisitor(context).walk(tree)
    StyleModifierVisitor(context).walk(tree)
    SwiftUIFieldVisitor(context).walk(tree)
    UsernameHintVisitor(context).walk(tree)
    OutletVisitor(context).walk(tree)
    TypeKindVisitor(context).walk(tree)

    let isTest = isTestCode(tree)
    // A test file is not read: its suppressions suppress nothing, and are no finding either.
    let comments = !isTest && contains(bytes, "formlint-") ? SuppressionComments.comments(in: tree) : []
    // A test target's file (XCTest, Swift Testing) configures sample fields, like a preview.
    let facts = isTest ? [] : context.facts.filter { !$0.isSample }
    let (screens, stray, laterRules) = SwiftScreenBuilder.screens(
      of: facts, usernameHints: context.usernameHints, outlets: context.outlets, typeKinds: context.typeKinds)
    let document = SourceDocument(
      text: text, encoding: hasBOM(bytes) ? "UTF-8 (BOM)" : "UTF-8", kind: .swift,
      screens: screens, strayRules: stray, detachedRules: context.detachedRules + laterRules, comments: comments)
    return .document(document, problem: nil)
  }

  /// The byte pre-scan: `false` when the file names none of the properties, `SecureField`, nor a
  /// "formlint-" comment (and is not binary): no visitor could find a field, nor a suppression.
  public static func mayMatter(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let b = bytes.assumingMemoryBound(to: UInt8.self)
    if b.prefix(binarySniffLength).contains(0) { return true }
    return SourcePrefilter.containsAny(b, needles)
  }

  /// `asswordRules`: `passwordRules` and `UITextInputPasswordRules`; `ContentType`: `textContentType`
  /// and `UITextContentType`.
  static let needles = ["asswordRules", "ContentType", "SecureTextEntry", "SecureField", "formlint-"]

  static let binarySniffLength = 8 * 1024

  /// swift-syntax's tree takes 70 to 100 bytes of memory per byte of source (5 MB files: 370 to 530 MB): past
  /// this a file could exhaust a machine's memory with a few jobs in parallel. Only files the pre-scan
  /// let through get here; generated code without password fields never does.
  static let maximumSize = 64 << 20

  /// Swift source is UTF-8: a NUL near the start is a binary file, a UTF-16/32 byte order mark a file
  /// the compiler would not read either.
  static func failure(_ bytes: [UInt8]) -> ReadFailure? {
    if bytes.count > maximumSize {
      return .unreadable(
        "a Swift file over \(maximumSize >> 20) MiB that names password properties: too large for a syntax tree "
          + "(70 to 100 bytes of memory per byte of source); exclude it (--exclude) if it is generated")
    }
    let head = bytes.prefix(4)
    if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0, 0, 0xFE, 0xFF]) {
      return .unreadable("a UTF-16 or UTF-32 Swift file: Swift source must be UTF-8")
    }
    if bytes.prefix(binarySniffLength).contains(0) { return .binary }
    if let why = bytes.withUnsafeBufferPointer(SwiftNesting.tooDeep) { return .unreadable(why) }
    return nil
  }

  /// Whether the file imports a test framework: its types are tests however they are named or
  /// inherited (`final class SignUpTests: AppTestCase`, `@Suite struct PasswordPolicyTests`).
  static func isTestCode(_ tree: SourceFileSyntax) -> Bool {
    tree.statements.contains { item in
      guard let module = item.item.as(ImportDeclSyntax.self)?.path.first?.name.text else { return false }
      return testModules.contains(module)
    }
  }

  static let testModules = ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting", "ViewInspector"]

  private static func hasBOM(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0xEF, 0xBB, 0xBF]) }

  private static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
    bytes.withUnsafeBufferPointer { SourcePrefilter.containsAny($0, [needle]) }
  }
}
