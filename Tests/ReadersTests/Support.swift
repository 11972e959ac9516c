import FieldModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@testable import Readers

extension SourceDocument {
  func slice(_ range: Range<Int>) -> String { String(decoding: text.bytes[range], as: UTF8.self) }
}

extension LiteralValue {
  /// The source text each scalar was written with, in order.
  func spans(in document: SourceDocument) -> [String] {
    positions.scalars.indices.map { document.slice(positions.byteRange(of: $0..<$0 + 1)) }
  }
}

func document(_ result: ReadResult) -> SourceDocument? {
  if case .document(let document, _) = result { return document }
  return nil
}

func failure(_ result: ReadResult) -> ReadFailure? {
  if case .failure(let failure, _) = result { return failure }
  return nil
}

func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

/// The repository's `Fixtures/` folder.
let fixtures: String = {
  var path = #filePath
  for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
  return path + "/Fixtures/"
}()

struct MissingFixture: Error { var name: String }

/// A file under `Fixtures/`.
func loadFixture(_ name: String) throws -> [UInt8] {
  guard let file = fopen(fixtures + name, "rb") else { throw MissingFixture(name: name) }
  defer { fclose(file) }
  var result: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    result += buffer[0..<count]
  }
  return result
}
