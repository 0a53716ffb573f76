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

    /// A waiting thread sleeps until it is signalled, and sees what was changed under the lock.
    @Test func aConditionWakesItsWaiterWithTheWorkGiven() {
        final class Queue: @unchecked Sendable {
            let condition = Condition()
            var work: [Int] = []  // guarded by `condition`
        }
        let queue = Queue()
        let condition = queue.condition
        let done = DispatchSemaphore(value: 0)
        let received = Locked<[Int]>([])
        DispatchQueue.global().async {
            condition.lock()
            while queue.work.count < 3 { condition.wait() }
            received.withLock { $0 = queue.work }
            condition.unlock()
            done.signal()
        }
        for item in 1 ... 3 {
            condition.lock()
            queue.work.append(item)
            condition.signal()
            condition.unlock()
        }
        done.wait()
        #expect(received.current == [1, 2, 3])
    }
}
