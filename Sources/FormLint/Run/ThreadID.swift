#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread as a plain value that can be stored, compared and sent between threads:
/// `pthread_t` is an integer on glibc but a pointer on Darwin and musl (not `Sendable`).
struct ThreadID: Hashable, Sendable {
  private let raw: UInt

  static var current: ThreadID {
    #if canImport(Glibc)
    ThreadID(raw: UInt(pthread_self()))
    #else
    ThreadID(raw: UInt(bitPattern: pthread_self()))
    #endif
  }
}
