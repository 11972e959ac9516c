import FieldModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import XMLScanner
@testable import Readers

@Suite struct InterfaceBuilderReaderTests {
  static func load(_ name: String) throws -> [UInt8] { try loadFixture("apple/ib/" + name) }

  @Test func scenesAreScreens() throws {
    let doc = try #require(document(InterfaceBuilderReader.read(try Self.load("Main.storyboard"))))
    #expect(doc.kind == .interfaceBuilder)
    #expect(doc.screens.count == 3)
    #expect(doc.screens.allSatisfy { doc.slice($0.anchor!) == "<scene" })
    let (signIn, signUp, change) = (doc.screens[0], doc.screens[1], doc.screens[2])
    #expect(signIn.fields.map(\.names) == [["passwordField", "Password"]])
    #expect(signIn.usernameField?.names == ["usernameField", "Email"])
    #expect(signUp.usernameField == nil)
    #expect(signUp.fields.map { $0.names.first } == ["newPasswordField", "confirmPasswordField"])
    #expect(signUp.fields[1].names == ["confirmPasswordField", "Confirm Password Field", "Repeat it"])
    #expect(change.usernameField?.names.first == "emailField")
    #expect(change.fields.map { $0.names.first } == ["currentPasswordField", "newPasswordField", "confirmPasswordField"])
    #expect(change.fields[1].names == ["newPasswordField", "newPassword", "New password"])
    #expect(doc.passwordFieldCount == 6)
  }

  @Test func exactPositions() throws {
    let doc = try #require(document(InterfaceBuilderReader.read(try Self.load("Main.storyboard"))))
    let field = doc.screens[1].fields[0]
    #expect(doc.slice(field.anchor) == "<textField")
    #expect(field.insertionPoint == nil)
    let type = try #require(field[.contentType])
    #expect(type.name == "textContentType")
    #expect(doc.slice(type.nameRange) == "textContentType")
    #expect(doc.slice(type.range) == "textContentType=\"new-password\"")
    let value = try #require(type.literal)
    #expect(value.text == "new-password")
    #expect(doc.slice(value.positions.byteRange(of: 4..<12)) == "password")
    let location = doc.text.location(ofByte: type.range.lowerBound)
    #expect(location.line == 51 && location.column == 94)
    #expect(field.literal(.secureEntry)?.text == "YES")
    #expect(doc.slice(field[.secureEntry]!.range) == "secureTextEntry=\"YES\"")
    #expect(field[.rules] == nil)  // Password Rules in IB: format not confirmed, not read
  }

  @Test func aXibIsOneScreen() throws {
    let doc = try #require(document(InterfaceBuilderReader.read(try Self.load("LoginView.xib"))))
    #expect(doc.screens.count == 1)
    #expect(doc.slice(doc.screens[0].anchor!) == "<document")
    #expect(doc.screens[0].fields.map(\.names) == [["passwordField", "Password"]])
    #expect(doc.screens[0].usernameField == nil)
  }

  @Test func attributeValuesDecodeReferencesAndKeepTheirBytes() throws {
    let xml = "<document><scenes><scene sceneID=\"a\"><textField id=\"f\" placeholder=\"P&amp;w\">"
      + "<textInputTraits key=\"textInputTraits\" textContentType=\"new&#x2D;pass&#119;ord\" secureTextEntry=\"YES\"/>"
      + "</textField></scene></scenes><!-- formlint-disable invalid-content-type --></document>"
    let doc = try #require(document(InterfaceBuilderReader.read(bytes(xml))))
    let field = try #require(doc.screens.first?.fields.first)
    #expect(field.names == ["P&w"])
    let value = try #require(field.literal(.contentType))
    #expect(value.text == "new-password")
    #expect(value.spans(in: doc)[3] == "&#x2D;")
    #expect(value.spans(in: doc)[8] == "&#119;")
    #expect(doc.comments.map(\.text) == [" formlint-disable invalid-content-type "])
    #expect(doc.slice(doc.comments[0].range).hasPrefix("<!--"))
  }

  // MARK: - Bad input

  @Test func binaryXibIsAClearFailure() {
    let plist: [UInt8] = Array("bplist00".utf8) + [0xD4, 0x01, 0x02, 0x03, 0, 0, 0x58, 0x24]
    let why = failure(InterfaceBuilderReader.read(plist))
    #expect(why?.message.contains("binary Interface Builder file") == true)
    #expect(failure(InterfaceBuilderReader.read([0x00, 0x01, 0x02, 0x3C])) == .binary)
  }

  @Test func truncatedAndMalformedXMLAreAClearFailure() throws {
    let whole = try Self.load("Main.storyboard")
    let why = try #require(failure(InterfaceBuilderReader.read(Array(whole.prefix(whole.count / 2)))))
    #expect(why.message.hasPrefix("is not well-formed XML: line "))
    let mismatched = failure(InterfaceBuilderReader.read(bytes("<document><scene></document>")))
    #expect(mismatched?.message.contains("line 1") == true)
    #expect(failure(InterfaceBuilderReader.read([])) != nil)
  }

  @Test func randomBytesNeverCrash() {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<100 {
      let input = (0..<Int.random(in: 0..<3000, using: &random)).map { _ in UInt8.random(in: 1...255, using: &random) }
      _ = InterfaceBuilderReader.read(input)
      _ = XMLTagTokenizer.tokenize(input)
    }
    // Mutations of a real file: every prefix length class, bytes flipped.
    if let whole = try? Self.load("Main.storyboard") {
      for cut in stride(from: 0, to: whole.count, by: 997) {
        var mutated = whole
        mutated[cut] = UInt8(ascii: "<")
        _ = InterfaceBuilderReader.read(mutated)
        _ = XMLTagTokenizer.tokenize(Array(whole.prefix(cut)))
      }
    }
  }

  /// An external DTD that would declare `&ct;`: not loaded, so `&ct;` stays unexpanded.
  @Test func externalDTDIsNotLoaded() throws {
    let dtd = "/tmp/formlint-ib-test-\(getpid()).dtd"
    let file = fopen(dtd, "w")!
    fputs("<!ENTITY ct \"new-password\">", file)
    fclose(file)
    defer { unlink(dtd) }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE document SYSTEM "file://\(dtd)">
      <document><scenes><scene sceneID="a"><textField id="f">
      <textInputTraits key="textInputTraits" secureTextEntry="YES" textContentType="&ct;"/>
      </textField></scene></scenes></document>
      """
    let result = InterfaceBuilderReader.read(bytes(xml))
    guard case .document(let doc, let problem) = result else {
      Issue.record("expected a document with a problem, got \(result)")
      return
    }
    #expect(problem?.contains("&ct;") == true)
    let type = try #require(doc.screens.first?.fields.first?[.contentType])
    #expect(type.isDynamic)
  }

  /// External entities declared in the internal subset: never fetched (a FIFO would block the
  /// read forever; a network address would time out) and never expanded.
  @Test func externalEntitiesAreNotFetched() throws {
    let fifo = "/tmp/formlint-ib-fifo-\(getpid())"
    mkfifo(fifo, 0o600)
    defer { unlink(fifo) }
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE document [
        <!ENTITY fifo SYSTEM "file://\(fifo)">
        <!ENTITY net SYSTEM "http://192.0.2.1/x.xml">
        <!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
      ]>
      <document>&fifo;&net;&lol2;<scenes/></document>
      """
    let why = try #require(failure(InterfaceBuilderReader.read(bytes(xml))))
    #expect(why.message.hasPrefix("uses an entity formlint does not expand"))
    #expect(why.message.contains("fifo"))
  }

  @Test func checkerSaysWhereTheProblemIs() {
    let problem = bytes("<a>\n<b></a>").withUnsafeBufferPointer { XMLChecker.check($0) }
    #expect(problem?.line == 2)
    #expect(bytes("<a b=\"1\"/>").withUnsafeBufferPointer { XMLChecker.check($0) } == nil)
  }
}

@Suite struct InterfaceBuilderUsernameTests {
  func screen(_ fields: String) throws -> Screen {
    let xml = "<document><scenes><scene sceneID=\"s\"><objects><viewController id=\"v\">" + fields
      + "<textField id=\"p\"><textInputTraits key=\"textInputTraits\" secureTextEntry=\"YES\" textContentType=\"new-password\"/></textField>"
      + "<connections><outlet property=\"loginField\" destination=\"o\" id=\"c\"/></connections>"
      + "</viewController></objects></scene></scenes></document>"
    let doc = try #require(document(InterfaceBuilderReader.read(bytes(xml))))
    return try #require(doc.screens.first)
  }

  @Test func withoutAContentTypeTheKeyboardOrTheOutletSaysUsername() throws {
    #expect(try screen("<textField id=\"k\"><textInputTraits key=\"textInputTraits\" keyboardType=\"emailAddress\"/></textField>").usernameField != nil)
    #expect(try screen("<textField id=\"o\"/>").usernameField?.names == ["loginField"])
    #expect(try screen("<textField id=\"x\" placeholder=\"Your account name\"/>").usernameField == nil)
    #expect(try screen("<textField id=\"o\"><textInputTraits key=\"textInputTraits\" textContentType=\"name\"/></textField>").usernameField == nil)
  }
}
