import Foundation
import LessonKit
import Localization
import NotebookCore

/// Saves progress changes in the background, in order: a save takes a file lock and an fsync,
/// which a key press should not wait for.
final class ProgressSaver: @unchecked Sendable {
    private let store: ProgressStore
    private let queue = DispatchQueue(label: "rxlearn.progress")
    private let mailbox: Mailbox

    init(store: ProgressStore, mailbox: Mailbox) {
        self.store = store
        self.mailbox = mailbox
    }

    func save(_ change: ProgressChange) {
        queue.async { [store, mailbox] in
            do {
                try store.update(change)
            } catch {
                mailbox.post(.progressNotSaved(reason: (error as? ProgressStoreError)?.phrase ?? Phrase("\(error)")))
            }
        }
    }

    /// Waits for every pending save, before the process exits.
    func flush() {
        queue.sync {}
    }
}
