/// Where the notebook opens.
public enum OpeningPlace: Sendable, Equatable {
    /// What `rxlearn` does: on the very first run (no progress yet) the welcome page, from
    /// which any key opens the course's first lesson; later, as `whereLearnerStopped`.
    case welcomeOnFirstRun
    /// At the top of the lesson where the learner stopped (the first lesson when nothing is
    /// recorded), without a welcome page.
    case whereLearnerStopped
    /// At a lesson, or at one of a lesson's exercises, by id (`rxlearn open ID`): a teacher
    /// starting a class at a lesson.
    case item(id: String)
}

extension Course {
    /// The lesson, and the stop within it, that `id` names: a lesson id opens the lesson at its
    /// first stop, an exercise id at that exercise.
    public func place(ofItem id: String) -> (lessonIndex: Int, stop: Stop)? {
        if let lesson = index(ofLesson: id) { return (lesson, entries[lesson].lesson.stops.first ?? .cell(0)) }
        for (index, entry) in entries.enumerated() {
            if let exercise = entry.lesson.exercises.firstIndex(where: { $0.id == id }) {
                return (index, .exercise(exercise))
            }
        }
        return nil
    }
}
