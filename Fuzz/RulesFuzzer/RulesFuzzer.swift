// libFuzzer entry for the rules engine: the input bytes (read as UTF-8, invalid bytes as U+FFFD) are a
// `passwordrules` value. Each run parses, canonicalizes, writes every text form, evaluates acceptance
// against HTML attributes drawn from a hash of the input, and generates passwords; `RulesOracle`
// checks what must hold for every input. A broken property traps, which libFuzzer reports as a crash.
import PasswordRules

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let input = String(decoding: bytes, as: UTF8.self)
  var hash = FNV1a()
  hash.add(bytes)
  RulesOracle(input: input, hash: hash.value).check()
  return 0
}

/// 64-bit FNV-1a: a stable, cheap hash, so that one input always draws the same attributes and seed.
struct FNV1a {
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325
  mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
  }
}

/// Stops the run with a message libFuzzer prints next to the crashing input.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("oracle: " + message()) }
}
