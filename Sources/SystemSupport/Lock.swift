/// The tool's one lock: a pthread mutex, non-recursive unless asked. Hold it only to read or change
/// state — copy what you need, unlock, then call out — as the core's locks are held (see
/// docs/ARCHITECTURE.md, "Lock discipline"). `Locked` pairs one with the value it guards.
///
/// A class, so that it has one address for its lifetime (a pthread mutex must not move); one
/// allocation each.
public final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A `recursive` lock may be taken again by the thread that holds it (each `lock` needs its
    /// `unlock`): for state whose owner calls back into itself while holding it.
    public init(recursive: Bool = false) {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive { pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE)) }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }

    public func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A value and the `Lock` that guards it: every read and change goes through `withLock`.
public final class Locked<Value>: @unchecked Sendable {
    private let lock: Lock
    private var value: Value

    public init(_ value: Value, recursive: Bool = false) {
        self.value = value
        lock = Lock(recursive: recursive)
    }

    /// Runs `body` on the value, holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }

    /// A copy of the value as it is now.
    public var current: Value { withLock { $0 } }
}
