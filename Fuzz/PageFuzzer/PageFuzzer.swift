// libFuzzer entry for the page pipeline: the input bytes are a file. Each run scans them (libxml2 SAX,
// charset decoding, the line map), lints them (form model, every lint rule, suppressions), and checks
// with `PageOracle` that every position is inside the text and maps back, and that the prefilter is
// sound. A broken property traps, which libFuzzer reports as a crash.
import FormLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import HTMLScanner

/// `FUZZ_TRACE=1 page-fuzzer FILE` prints what the oracle checked (to read a crash, or to see that it checks).
let tracing = getenv("FUZZ_TRACE") != nil

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  PageOracle(bytes: bytes).check()
  return 0
}

/// Stops the run with a message libFuzzer prints next to the crashing input.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("oracle: " + message()) }
}
