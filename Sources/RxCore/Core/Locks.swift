import Foundation

/// A re-entrant lock for operators that combine several sources (merge, combineLatest, zip…):
/// they hold it while they forward an event, as RxSwift's do, so that an observer never sees two
/// events at once even when their sources emit on several threads, while the same thread may
/// still re-enter (an `onNext` that triggers another `onNext`).
///
/// Holding a lock while calling out is only safe as long as no other thread can hold a lock that
/// the callee needs while it waits for this one. So such an operator lets go before it disposes
/// its sources (`zip` over a collection, `MultiSourceObserver`), and subjects, `share` and the
/// relays never call an observer under their lock at all: they copy what they need under a
/// `SpinLock` and call out after it (see `SubjectObservers`, and "Lock discipline" in
/// docs/ARCHITECTURE.md).
final class RecursiveLock {
    private let lock = NSRecursiveLock()

    @inline(__always) func lock_() { lock.lock() }
    @inline(__always) func unlock() { lock.unlock() }

    @inline(__always) func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// A plain, non-re-entrant lock for short critical sections that never call out to user code:
/// take it, change the state, copy what is needed, let go, then call out.
final class SpinLock {
    private let lock = NSLock()

    @inline(__always) func lock_() { lock.lock() }
    @inline(__always) func unlock() { lock.unlock() }

    @inline(__always) func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
