import Foundation
import SystemSupport

/// Lets another thread stop a compile or a run in progress: the supervisor sees `cancel()` within
/// a few milliseconds, kills the child's process group and what it started, and the call throws
/// `CellRunnerError.cancelled`. Once cancelled, later compiles and runs with it stop at once.
public final class RunCancellation: @unchecked Sendable {
    private let lock = Lock()
    private var cancelled = false

    public init() {}

    public func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }
}
