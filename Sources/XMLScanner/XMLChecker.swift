internal import CLibXML2

/// The first thing that makes a document not well-formed XML, where libxml2 found it.
public struct XMLProblem: Sendable, Hashable {
  /// 1-based, as libxml2 counts.
  public var line: Int
  public var column: Int
  /// libxml2's message, without its line break.
  public var message: String
  /// libxml2's `xmlParserErrors` code (26: an undeclared entity).
  public var code: Int

  /// `XML_ERR_UNDECLARED_ENTITY`: formlint declares no entities (it loads no DTD and keeps no
  /// declarations), so a document that uses its own entities stops here.
  public var isUndeclaredEntity: Bool { code == 26 }
}

/// libxml2's XML parser, run only to decide whether a document is well-formed: an Interface
/// Builder reader tokenizes the document itself for exact byte positions, and trusts its simple
/// tokenizer only on what libxml2 accepted.
///
/// Safe on any input: the network is off (`XML_PARSE_NONET`); no DTD is loaded (no
/// `XML_PARSE_DTDLOAD`), no entity is substituted (no `XML_PARSE_NOENT`); and the SAX handler has
/// no callbacks at all, so no entity is ever declared, resolved, fetched or expanded (an entity the
/// document declares for itself is an undeclared entity here). The parse stops at the first fatal
/// error; libxml2's own limits bound the rest.
///
/// This module sees libxml2 and must not import Foundation (ICU's `UErrorCode` clash).
public enum XMLChecker {
  static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

  /// `nil` when `bytes` are well-formed XML, else the first fatal error.
  public static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLProblem? {
    guard let base = bytes.baseAddress, bytes.count > 0 else {
      return XMLProblem(line: 1, column: 1, message: "the document is empty", code: 4)
    }
    guard bytes.count < Int(Int32.max) else {
      return XMLProblem(line: 1, column: 1, message: "the document is larger than libxml2 can parse", code: 1)
    }
    _ = libxml2Initialized
    let collector = Collector()
    let parsed: Bool = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
      guard let context = xmlCreateMemoryParserCtxt(chars, Int32(bytes.count)) else { return false }
      defer {
        if let document = context.pointee.myDoc { xmlFreeDoc(document) }
        context.pointee.myDoc = nil
        xmlFreeParserCtxt(context)
      }
      var handler = xmlSAXHandler()
      handler.initialized = XML_SAX2_MAGIC
      handler.serror = { user, error in
        guard let user, let error else { return }
        Unmanaged<Collector>.fromOpaque(user).takeUnretainedValue().note(error)
      }
      context.pointee.sax.pointee = handler
      context.pointee.userData = Unmanaged.passUnretained(collector).toOpaque()
      _ = xmlCtxtUseOptions(context, options)
      let savedHandler = __xmlStructuredError().pointee
      let savedContext = __xmlStructuredErrorContext().pointee
      xmlSetStructuredErrorFunc(nil, { _, _ in })
      defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
      _ = withExtendedLifetime(collector) { xmlParseDocument(context) }
      return context.pointee.wellFormed != 0
    }
    if let problem = collector.first { return problem }
    return parsed ? nil : XMLProblem(line: 1, column: 1, message: "not well-formed XML", code: 1)
  }

  private final class Collector {
    var first: XMLProblem?

    func note(_ error: xmlErrorPtr) {
      guard first == nil, error.pointee.level == XML_ERR_FATAL else { return }
      var message = error.pointee.message.map { String(cString: $0) } ?? "not well-formed XML"
      while message.last == "\n" || message.last == " " { message.removeLast() }
      first = XMLProblem(line: Int(error.pointee.line), column: Int(error.pointee.int2), message: message, code: Int(error.pointee.code))
    }
  }
}

/// libxml2 must be initialized once, before threads use it.
private let libxml2Initialized: Void = xmlInitParser()
