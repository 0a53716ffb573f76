import Foundation

/// Lets exactly one of several racing callbacks resume a checked continuation.
///
/// `value` on a `Single`, `Maybe` or `Completable` can be ended by the sequence (success, error,
/// completion) or by the awaiting task being cancelled, which disposes the subscription — possibly
/// on another thread at the same moment. A checked continuation must be resumed exactly once, so
/// every path asks the gate first and only the first one through resumes it.
final class ContinuationGate: @unchecked Sendable {
    private let lock = SpinLock()
    private var isOpen = true

    /// True for the first caller only.
    func pass() -> Bool {
        lock.performLocked {
            guard isOpen else { return false }
            isOpen = false
            return true
        }
    }
}

/// Carries a value that is not `Sendable` into a task. The core is thread-safe by its own locks
/// (observers, disposables), which the compiler cannot see; this is where we say so, as RxSwift's
/// `@preconcurrency`/`@unchecked Sendable` do.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
