import FieldModel

// The Swift reader needs swift-syntax, which the fuzz build (Fuzz/build.sh, swiftc alone) does not
// compile: there, `.swift` files are not a kind of their own.
#if canImport(SwiftReader)
import SwiftReader

extension SourceReaders {
  static let swiftReaders = [
    SourceReader(kind: .swift, suffixes: [".swift"], mayMatter: SwiftReader.mayMatter, read: { SwiftReader.read($0) })
  ]
}

extension SourceKind {
  static var swiftDialect: any Dialect { SwiftDialect() }
}
#else
extension SourceReaders {
  static let swiftReaders: [SourceReader] = []
}

extension SourceKind {
  static var swiftDialect: any Dialect { HTMLDialect() }
}
#endif
