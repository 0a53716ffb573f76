import Dispatch
import SystemSupport
import Testing

/// The tool's one lock, and a value guarded by it.
struct LockTests {
    @Test func aLockedValueLosesNoChangeUnderConcurrentUpdates() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0 ..< 1_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.current == 8_000)
    }

    @Test func aRecursiveLockCanBeTakenAgainByItsThread() {
        let lock = Lock(recursive: true)
        let depth = lock.withLock { lock.withLock { lock.withLock { 3 } } }
        #expect(depth == 3)
        // Fully released: another thread can take it.
        let taken = Locked(false)
        DispatchQueue.global().sync { lock.withLock { taken.withLock { $0 = true } } }
        #expect(taken.current)
    }

    @Test func withLockPassesErrorsOnAndReleases() {
        struct Refused: Error {}
        let lock = Lock()
        #expect(throws: Refused.self) { try lock.withLock { throw Refused() } }
        // Released despite the error: taking it again does not deadlock.
        #expect(lock.withLock { true })
    }
}
