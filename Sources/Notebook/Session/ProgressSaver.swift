import Foundation
import LessonKit

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
                try store.update { progress in
                    switch change {
                    case .position(let lessonID, let cellID):
                        progress.lessons[lessonID, default: LessonProgress()].visited = true
                        progress.position = Position(lessonID: lessonID, cellID: cellID)
                    case .cellMatched(let lessonID, let cellID):
                        progress.markCellMatched(lesson: lessonID, cell: cellID)
                    case .exerciseAttempt(let exerciseID, let failure, let date):
                        progress.recordAttempt(exercise: exerciseID, failure: failure, at: date)
                    case .hintsShown(let exerciseID, let count):
                        // Never fewer than before: `rxlearn hint` may have shown more meanwhile.
                        let shown = progress.exercises[exerciseID]?.hintsShown ?? 0
                        progress.exercises[exerciseID, default: ExerciseProgress()].hintsShown = max(shown, count)
                    }
                }
            } catch {
                mailbox.post(.progressNotSaved("\(error)"))
            }
        }
    }

    /// Waits for every pending save, before the process exits.
    func flush() {
        queue.sync {}
    }
}
