/// How far the learner has come with one lesson, as lists show it.
public struct LessonStanding: Sendable, Equatable {
    public enum State: String, Sendable, Codable {
        /// Never opened, no cell matched.
        case new
        /// Opened, but no cell has matched yet.
        case visited
        /// Some cells matched, not all.
        case started
        /// Every cell of the lesson matched.
        case done
    }

    public var state: State
    /// Cells of the lesson as it stands now whose output matched at least once.
    public var matchedCells: Int
    public var totalCells: Int

    public init(lesson: Lesson, progress: LearnerProgress) {
        let stored = progress.lessons[lesson.id]
        let cellIDs = Set(lesson.cells.map(\.id))
        // Only cells that still exist count: a cell renamed or removed since is forgotten.
        matchedCells = stored.map { $0.matchedCells.intersection(cellIDs).count } ?? 0
        totalCells = cellIDs.count
        if totalCells > 0 && matchedCells == totalCells {
            state = .done
        } else if matchedCells > 0 {
            state = .started
        } else if stored?.visited == true {
            state = .visited
        } else {
            state = .new
        }
    }
}
