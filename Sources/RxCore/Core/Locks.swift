import Foundation

/// A re-entrant lock. Composite operators (merge, combineLatest, zip…) hold it while they forward
/// an event, as RxSwift's do, so that an observer never sees two events at once even when their
/// sources emit on several threads, while the same thread may still re-enter (an `onNext` that
/// triggers another `onNext`). Our subjects hold it while forwarding too, which RxSwift's do not
/// (they copy their observers under the lock and deliver outside it): see "Lock discipline" in
/// docs/ARCHITECTURE.md for why, and for the deadlock that choice allows.
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

/// A plain lock for short critical sections that never call out to user code.
final class SpinLock {
    private let lock = NSLock()

    @inline(__always) func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
