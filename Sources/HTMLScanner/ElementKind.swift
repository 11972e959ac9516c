/// The element names the scanner reacts to, recognized from libxml2's lowercased C name with a
/// byte compare, so that the thousands of other elements on a page cost no Swift string.
enum ElementKind: Equatable {
  case form, input, textarea, select, button, label
  /// Elements whose content a browser reads as text, though libxml2 2.9.14 builds elements in it.
  case textContainer
  case other

  init(_ name: UnsafePointer<UInt8>) {
    switch name.pointee {
    case UInt8(ascii: "b"): self = Self.equals(name, "button") ? .button : .other
    case UInt8(ascii: "f"): self = Self.equals(name, "form") ? .form : .other
    case UInt8(ascii: "i"):
      self = Self.equals(name, "input") ? .input : Self.equals(name, "iframe") ? .textContainer : .other
    case UInt8(ascii: "l"): self = Self.equals(name, "label") ? .label : .other
    case UInt8(ascii: "n"):
      self = Self.equals(name, "noembed") || Self.equals(name, "noframes") ? .textContainer : .other
    case UInt8(ascii: "p"): self = Self.equals(name, "plaintext") ? .textContainer : .other
    case UInt8(ascii: "s"): self = Self.equals(name, "select") ? .select : .other
    case UInt8(ascii: "t"):
      self = Self.equals(name, "textarea") ? .textarea : Self.equals(name, "title") ? .textContainer : .other
    case UInt8(ascii: "x"): self = Self.equals(name, "xmp") ? .textContainer : .other
    default: self = .other
    }
  }

  /// Recorded whatever its attributes.
  var isKept: Bool {
    switch self {
    case .form, .input, .textarea, .select, .button, .label: return true
    case .textContainer, .other: return false
    }
  }

  /// Nothing inside is an element for a browser.
  var hasTextContent: Bool { self == .textarea || self == .textContainer }

  var name: String? {
    switch self {
    case .form: return "form"
    case .input: return "input"
    case .textarea: return "textarea"
    case .select: return "select"
    case .button: return "button"
    case .label: return "label"
    case .textContainer, .other: return nil
    }
  }

  /// Whether the NUL-terminated `name` is exactly `literal`.
  @inline(__always)
  static func equals(_ name: UnsafePointer<UInt8>, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    let bytes = literal.utf8Start
    for i in 0..<count where name[i] != bytes[i] { return false }
    return name[count] == 0
  }
}
