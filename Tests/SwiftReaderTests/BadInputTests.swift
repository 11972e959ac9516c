import FieldModel
import Readers
import Testing
@testable import SwiftReader

/// Files that do not parse, are not text, or are large: read as far as they make sense, never a crash.
@Suite struct BadInputTests {
  @Test func unparseableFileIsStillRead() throws {
    let source = """
      class SignUp: UIViewController {
        func viewDidLoad( {
          passwordField.passwordRules = UITextInputPasswordRules(descriptor: "required: digits; minlength: 20")
          passwordField.isSecureTextEntry = true
        let broken = "unterminated
        }
      """
    let document = read(source)
    let field = try #require(document.field("passwordField"))
    #expect(field.literal(.rules)?.text == "required: digits; minlength: 20")
  }

  @Test func unterminatedDescriptorIsDynamic() {
    let document = read(#"a.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 20"#)
    #expect(document.allFields.first?[.rules]?.literal == nil)
  }

  @Test func binaryAndUTF16AreFailures() {
    guard case .failure(.binary, _) = SwiftReader.read([0x63, 0x00, 0x61]) else { Issue.record("binary"); return }
    guard case .failure(.unreadable, _) = SwiftReader.read([0xFF, 0xFE, 0x61, 0x00]) else { Issue.record("UTF-16"); return }
  }

  /// The compiler rejects such a literal: its value is unknown, not wrong.
  @Test func hugeFileIsAFailureNotAnOutOfMemory() {
    var bytes = Array("a.passwordRules = x\n".utf8)
    bytes += [UInt8](repeating: 0x20, count: SwiftReader.maximumSize)
    guard case .failure(.unreadable(let why), _) = SwiftReader.read(bytes) else { Issue.record("read"); return }
    #expect(why.contains("MiB"))
  }

  @Test func invalidUTF8InsideALiteralIsDynamic() throws {
    var bytes = Array(#"a.passwordRules = .init(descriptor: "x"#.utf8)
    bytes += [0xC3, 0x28, 0xFF]
    bytes += Array(#"y; minlength: 20")"#.utf8)
    guard case .document(let document, _) = SwiftReader.read(bytes) else { Issue.record("not read"); return }
    let property = try #require(document.allFields.first?[.rules])
    #expect(property.isDynamic)
  }

  @Test func randomBytesNeverCrash() {
    var random = SplitMix(seed: 42)
    let alphabet = Array(##"field.passwordRules = UITextInputPasswordRules(descriptor: "\"#\#u{3B}{}()[]$0 let class { .init textContentType = .newPassword isSecureTextEntry = true SecureField """##.utf8)
    for _ in 0..<300 {
      let count = Int(random.next() % 200)
      let bytes = (0..<count).map { _ in random.next() % 10 == 0 ? UInt8(truncatingIfNeeded: random.next()) | 0x80 : alphabet[Int(random.next() % UInt64(alphabet.count))] }
      if case .document(let document, _) = SwiftReader.read(bytes) {
        for field in document.allFields {
          for property in field.properties.values {
            #expect(property.range.upperBound <= bytes.count)
            if let literal = property.literal { #expect(literal.positions.valueRange.upperBound <= bytes.count) }
          }
        }
      }
    }
  }

  @Test func deepNestingIsRefusedNotOverflowed() {
    // Past what swift-syntax reads (it would stop without a word) or reads in reasonable time: a failure.
    let source = String(repeating: "{ ", count: 5000) + "a.isSecureTextEntry = true" + String(repeating: " }", count: 5000)
    let parens = "a.passwordRules = .init(descriptor: " + String(repeating: "(", count: 5000) + "\"x\"" + String(repeating: ")", count: 5000) + ")"
    let squares = "a.isSecureTextEntry = true; let x = " + String(repeating: "[", count: 40)
    for deep in [source, parens, squares] {
      guard case .failure(.unreadable(let why), _) = SwiftReader.read(Array(deep.utf8)) else {
        Issue.record("read a file nested past the limits")
        continue
      }
      #expect(why.contains("nested over"))
    }
    // Nested as code nests, read (swift-syntax reads 20 levels in a debug build, 256 in release).
    let nested = "class A { func f() { " + String(repeating: "if x { ", count: 12) + "a.isSecureTextEntry = true; a.textContentType = .newPassword"
      + String(repeating: " }", count: 12) + " } }"
    #expect(read(nested).allFields.count == 1)
  }

  @Test func prefilterSkipsFilesWithoutFields() {
    func matters(_ source: String) -> Bool { Array(source.utf8).withUnsafeBytes { SwiftReader.mayMatter($0) } }
    #expect(!matters("struct A { let name = \"x\" }"))
    #expect(!matters(""))
    #expect(matters("a.passwordRules = x"))
    #expect(matters("let r = UITextInputPasswordRules(descriptor: x)"))
    #expect(matters("a.textContentType = .username"))
    #expect(matters("SecureField(\"p\", text: $p)"))
    #expect(matters("// formlint-disable"))
    #expect(matters("a\u{0}b"))
  }
}
