import Synchronization

/// Wakes whoever waits when something changed: a learner's long poll for pushes, the live
/// feed's broadcaster. Rings are counted, so a waiter that read the count before looking at the
/// state misses no ring that came in between: `wait(after:)` returns at once if one did.
final class Doorbell: Sendable {
    private struct Waiters {
        var rings = 0
        var next = 0
        var continuations: [Int: CheckedContinuation<Void, Never>] = [:]
    }

    private let waiters = Mutex(Waiters())

    /// How many times it has rung.
    var rings: Int { waiters.withLock { $0.rings } }

    func ring() {
        let woken = waiters.withLock { waiters in
            waiters.rings += 1
            defer { waiters.continuations = [:] }
            return Array(waiters.continuations.values)
        }
        woken.forEach { $0.resume() }
    }

    /// Returns once it has rung more than `seen` times, or after `seconds`.
    func wait(after seen: Int, seconds: Double) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let id: Int? = waiters.withLock { waiters in
                guard waiters.rings <= seen else { return nil }
                defer { waiters.next += 1 }
                waiters.continuations[waiters.next] = continuation
                return waiters.next
            }
            guard let id else { return continuation.resume() }
            Task {
                try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
                let expired = waiters.withLock { $0.continuations.removeValue(forKey: id) }
                expired?.resume()
            }
        }
    }
}
