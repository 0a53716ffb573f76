import Foundation
import NotebookCore
import SystemSupport

/// The notebook's one event channel: background work (finished runs, signals, progress saves)
/// posts actions here from any thread; the main loop takes them, together with keys, in order.
final class Mailbox: @unchecked Sendable {
    private let pending = Locked<[NotebookAction]>([])

    func post(_ action: NotebookAction) {
        pending.withLock { $0.append(action) }
    }

    /// Everything posted so far, oldest first.
    func takeAll() -> [NotebookAction] {
        pending.withLock { pending in
            defer { pending = [] }
            return pending
        }
    }
}
