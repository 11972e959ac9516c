#if canImport(Glibc)
import Glibc
#endif

/// How this process asks the C library to manage its memory.
enum ProcessMemory {
  /// On glibc: every block of 256 KiB or more (a large page's bytes, its decoded text) gets a mapping
  /// of its own, returned to the system when freed.
  ///
  /// By default glibc raises this threshold to the size of any large block once it is freed, and serves
  /// later large blocks from the heap of the thread that asks. Each worker's heap then keeps the
  /// high-water mark of the largest page it ever read, and the process's peak RSS creeps up with the
  /// number of files: the more pages, the likelier every worker meets a large one.
  ///
  /// Elsewhere (macOS's allocator, musl) there is no such knob, and nothing to do.
  static func returnLargeBlocksToTheSystem() {
    #if canImport(Glibc)
    // `mallopt` is declared in <malloc.h>, which Swift's Glibc module does not include.
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    let M_MMAP_THRESHOLD: Int32 = -3  // <malloc.h>
    guard let symbol = dlsym(nil, "mallopt") else { return }
    _ = unsafeBitCast(symbol, to: Mallopt.self)(M_MMAP_THRESHOLD, 256 << 10)
    #endif
  }
}
