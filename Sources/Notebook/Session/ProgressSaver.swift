import Foundation
import LessonKit
import NotebookCore

/// Saves progress changes in the background, in order: a save takes a file lock and an fsync,
/// which a key press should not wait for — nor a lock that another process holds (a `rxlearn
/// hint` stopped with Ctrl-Z mid-save), which the store waits for only a few seconds.
///
/// Changes go through a `ProgressOutbox`: a change that could not be saved stays waiting and goes
/// with the next save, and a burst of changes costs one save. A failed save is said on the
/// notebook's message line, with who holds the lock when someone does.
final class ProgressSaver: @unchecked Sendable {
    private let outbox: ProgressOutbox
    private let queue = DispatchQueue(label: "rxlearn.progress")
    private let mailbox: Mailbox

    /// How long saving at exit waits for another process's lock, after the saves under way.
    static let lastSaveWait = Duration.seconds(2)

    init(store: ProgressStore, mailbox: Mailbox) {
        self.outbox = ProgressOutbox(store: store)
        self.mailbox = mailbox
    }

    func save(_ change: ProgressChange) {
        // One delivery takes every change waiting: schedule one only when none is scheduled.
        guard outbox.post(change) else { return }
        queue.async { [outbox, mailbox] in
            if let problem = outbox.deliver() {
                mailbox.post(.progressNotSaved(reason: problem.phrase))
            }
        }
    }

    /// Before the process exits: waits for the saves under way, then saves whatever is still
    /// waiting, waiting for the lock at most `lastWait`. Nil when everything is saved, else why
    /// the changes left could not be.
    func finish(waitingAtMost lastWait: Duration = ProgressSaver.lastSaveWait) -> ProgressStoreError? {
        waitForSavesUnderWay()
        return outbox.deliver(waitingAtMost: lastWait)
    }

    /// Returns once every save scheduled so far has been tried.
    func waitForSavesUnderWay() {
        queue.sync {}
    }

    /// Changes not saved yet.
    var unsavedCount: Int { outbox.waitingCount }
}
