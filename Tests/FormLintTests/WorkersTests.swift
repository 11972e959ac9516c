import Synchronization
import Testing

@testable import FormLint

/// The run's threads: every body is called once, never more of them at once than there are cores.
@Suite struct WorkersTests {
  @Test(arguments: [1, 2, 7, 100_000])
  func eachBodyRunsOnceAndNoMoreThanTheCores(count: Int) {
    let called = Mutex([Int]())
    let work = Atomic(0)
    Workers.run(count) { index in
      called.withLock { $0.append(index) }
      // The bodies share the work, as the linter's workers share the walk.
      while work.add(1, ordering: .relaxed).oldValue < 10_000 {}
    }
    let indices = called.withLock { $0.sorted() }
    #expect(indices == Array(0..<min(count, Workers.cores)))
    #expect(work.load(ordering: .relaxed) >= 10_000)
  }
}
