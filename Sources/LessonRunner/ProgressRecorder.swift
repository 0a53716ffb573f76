import LessonKit

/// Writes matched cells into the learner's progress file.
///
/// Progress is a convenience: a progress file that cannot be written never fails a run, it only
/// earns a warning. Only matches are recorded, so a failing cell never takes anything away, and
/// the store itself writes atomically under a lock.
public struct ProgressRecorder: Sendable {
    public let store: ProgressStore

    public init(store: ProgressStore) {
        self.store = store
    }

    /// A cell of a lesson that produced its expected output.
    public struct Match: Sendable, Hashable {
        public let lessonID: String
        public let cellID: String

        public init(lessonID: String, cellID: String) {
            self.lessonID = lessonID
            self.cellID = cellID
        }
    }

    /// Records `matches` in one update. Returns what the learner should be told: the store's own
    /// notes (a corrupt file moved aside) or why it could not be updated.
    public func record(_ matches: [Match]) -> [String] {
        guard !matches.isEmpty else { return [] }
        do {
            let snapshot = try store.update { progress in
                for match in matches {
                    progress.markCellMatched(lesson: match.lessonID, cell: match.cellID)
                }
            }
            return snapshot.diagnostics.map(\.description)
        } catch {
            return ["progress not saved: \(error)"]
        }
    }
}
