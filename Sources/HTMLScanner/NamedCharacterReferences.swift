/// HTML 4's named character references for readers outside this module (JSX attribute strings decode
/// the same set: Babel's and TypeScript's JSX entity tables are HTML 4's).
public enum NamedCharacterReferences {
  /// The scalar value of `&name;`, or `nil` when `name` is not an HTML 4 entity.
  public static func scalar(named name: ArraySlice<UInt8>) -> UInt32? { LibXML2Entities.scalar(named: name) }
}
