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
struct RecursiveLock {
    private let storage = MutexStorage.make(recursive: true)

    @inline(__always) func lock_() { storage.lock() }
    @inline(__always) func unlock() { storage.unlock() }

    @inline(__always) func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        storage.lock()
        defer { storage.unlock() }
        return try body()
    }
}

/// A plain, non-re-entrant lock for short critical sections that never call out to user code:
/// take it, change the state, copy what is needed, let go, then call out.
struct SpinLock {
    private let storage = MutexStorage.make(recursive: false)

    @inline(__always) func lock_() { storage.lock() }
    @inline(__always) func unlock() { storage.unlock() }

    @inline(__always) func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        storage.lock()
        defer { storage.unlock() }
        return try body()
    }
}

/// A pthread mutex in one heap object, shared by the copies of the lock that owns it.
///
/// Every subscription creates several locks, so their cost counts: an `NSLock` is two objects
/// plus a separately allocated mutex (three allocations and frees), where this is one. The
/// mutex lives in the object's tail storage, whose address never moves, as a pthread mutex
/// requires. The thread sanitizer knows pthread mutexes, so it still checks what they guard.
private final class MutexStorage: ManagedBuffer<Void, pthread_mutex_t> {
    static func make(recursive: Bool) -> MutexStorage {
        let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in }, to: MutexStorage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            if recursive { pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE)) }
            let status = pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
            precondition(status == 0, "pthread_mutex_init failed: \(status)")
        }
        return storage
    }

    deinit {
        _ = withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
    }

    @inline(__always) func lock() {
        _ = withUnsafeMutablePointerToElements { pthread_mutex_lock($0) }
    }

    @inline(__always) func unlock() {
        _ = withUnsafeMutablePointerToElements { pthread_mutex_unlock($0) }
    }
}
