#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a body on several threads at once and returns when all are done.
///
/// Threads of its own, and the calling thread only waits: a worker woken or started by a thread that
/// goes on working is put on that thread's core, and the two share it until the scheduler moves one
/// (a tick, 4 ms, or two: a 35 ms run over 8,000 components took 38 to 47 ms, one run in two slowed so,
/// with libdispatch's `concurrentPerform`, whose caller is a worker too). Started by a thread about to
/// sleep, each worker gets a core of its own: 38 to 41 ms.
enum Workers {
  /// Calls `body(0)` … `body(n - 1)` (`n`: `count`, or the number of cores if fewer), each on a thread
  /// of its own while this one waits; for one, `body(0)` runs here. A thread that cannot be made leaves
  /// its share of the work to the others, which take it from the same source; if none can be, `body(0)`
  /// does it all here.
  static func run(_ count: Int, _ body: @Sendable (Int) -> Void) {
    // More threads than cores only wait for one (`--jobs 100000`): as many as there are.
    let count = min(count, cores)
    guard count > 1 else { return body(0) }
    // The body does not outlive the call: every thread is joined before it returns.
    withoutActuallyEscaping(body) { body in
      var threads: [Thread] = []
      for index in 0..<count {
        guard let thread = Thread.start(index, body) else { break }
        threads.append(thread)
      }
      // Nothing started: the work is done here.
      if threads.isEmpty { body(0) }
      for thread in threads { thread.join() }
    }
  }

  /// What a new thread runs: its body and index, passed through pthread_create's one pointer.
  private final class Job {
    let index: Int
    let body: @Sendable (Int) -> Void
    init(_ index: Int, _ body: @escaping @Sendable (Int) -> Void) {
      self.index = index
      self.body = body
    }
  }

  /// The cores this process may run on.
  static let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

  /// A worker's stack: as deep as the main thread's usually is (8 MiB), whatever this machine's
  /// default for new threads; the readers bound their own nesting well within it.
  static let stackSize = 8 << 20

  /// The one place that speaks pthreads.
  private struct Thread {
    #if canImport(Glibc)
    var id = pthread_t()
    #else
    var id: pthread_t?
    #endif

    static func start(_ index: Int, _ body: @escaping @Sendable (Int) -> Void) -> Thread? {
      let job = Unmanaged.passRetained(Job(index, body)).toOpaque()
      var thread = Thread()
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, Workers.stackSize)
      #if canImport(Darwin)
      let started = pthread_create(&thread.id, &attributes, { Thread.main($0) }, job)
      #else
      let started = pthread_create(&thread.id, &attributes, { Thread.main($0!) }, job)
      #endif
      guard started == 0 else {
        Unmanaged<Job>.fromOpaque(job).release()
        return nil
      }
      return thread
    }

    private static func main(_ job: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
      let job = Unmanaged<Job>.fromOpaque(job).takeRetainedValue()
      job.body(job.index)
      return nil
    }

    func join() {
      #if canImport(Glibc)
      pthread_join(id, nil)
      #else
      if let id { pthread_join(id, nil) }
      #endif
    }
  }
}
