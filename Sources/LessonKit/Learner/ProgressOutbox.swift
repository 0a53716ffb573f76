import Foundation
import SystemSupport

/// Changes waiting to be saved, for a program that saves in the background (the notebook): a
/// change that could not be saved — the lock held by a stopped process, a full disk — stays
/// waiting and goes with the next delivery, so nothing the learner did is dropped, and at the end
/// the program can tell whether everything was saved.
///
/// Use: `post` each change; when it returns true, schedule one `deliver()` on a background queue
/// (one delivery takes every change waiting, so a burst of changes costs one save). Before
/// exiting, call `deliver(waitingAtMost:)` once more: nil means everything is saved.
public final class ProgressOutbox: @unchecked Sendable {
    public let store: ProgressStore
    private let lock = Lock()
    /// Held for a whole delivery, so that two deliveries never save the same batch twice.
    private let deliveryLock = Lock()
    private var waiting: [ProgressChange] = []
    private var deliveryScheduled = false

    public init(store: ProgressStore) {
        self.store = store
    }

    /// Adds a change. Returns true when no delivery is scheduled yet: the caller schedules one.
    public func post(_ change: ProgressChange) -> Bool {
        lock.withLock {
            waiting.append(change)
            defer { deliveryScheduled = true }
            return !deliveryScheduled
        }
    }

    /// Changes not saved yet.
    public var waitingCount: Int {
        lock.withLock { waiting.count }
    }

    /// Saves every waiting change in one update, waiting for the file's lock at most
    /// `maximumWait` (the store's own wait by default). Returns nil when nothing is left waiting,
    /// else why the changes could not be saved; they stay waiting for the next delivery.
    @discardableResult
    public func deliver(waitingAtMost maximumWait: Duration? = nil) -> ProgressStoreError? {
        deliveryLock.lock()
        defer { deliveryLock.unlock() }
        let batch = lock.withLock {
            deliveryScheduled = false
            return waiting
        }
        guard !batch.isEmpty else { return nil }
        var target = store
        if let maximumWait { target.lockWait = maximumWait }
        do {
            try target.update(batch)
        } catch {
            return error as? ProgressStoreError
                ?? .system(action: "write", path: store.fileURL.path, reason: "\(error)")
        }
        lock.withLock { waiting.removeFirst(batch.count) }
        return nil
    }
}
