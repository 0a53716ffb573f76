import Foundation
import NotebookCore

/// The notebook's one event channel: background work (finished runs, signals, progress saves)
/// posts actions here from any thread; the main loop takes them, together with keys, in order.
final class Mailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [NotebookAction] = []

    func post(_ action: NotebookAction) {
        lock.lock()
        pending.append(action)
        lock.unlock()
    }

    /// Everything posted so far, oldest first.
    func takeAll() -> [NotebookAction] {
        lock.lock()
        defer { lock.unlock() }
        let taken = pending
        pending = []
        return taken
    }
}
