/// A lock with a condition to wait on: for a worker thread that sleeps until it is given work or
/// told to stop. Waiting releases the lock and takes it back before it returns; wait in a loop
/// on the state it guards, since a wake-up may come without a signal.
public final class Condition: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    public init() {
        mutex = .allocate(capacity: 1)
        condition = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }

    public func unlock() { pthread_mutex_unlock(mutex) }

    /// Call holding the lock.
    public func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes one waiting thread.
    public func signal() { pthread_cond_signal(condition) }
}
