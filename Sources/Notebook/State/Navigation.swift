import LessonKit

/// Moving between lessons and cells; every move is saved as the learner's position.
extension NotebookState {
    mutating func moveCell(by offset: Int) -> [NotebookEffect] {
        guard let stops = currentLesson?.stops, let here = stops.firstIndex(of: stop) else { return [] }
        let target = here + offset
        guard stops.indices.contains(target) else {
            message = .init(offset > 0
                ? "That was the last stop of this lesson: → or ] opens the next lesson."
                : "This is the first stop of the lesson: ← or [ goes back a lesson.")
            return []
        }
        return go(lesson: lessonIndex, stop: stops[target])
    }

    mutating func moveLesson(by offset: Int) -> [NotebookEffect] {
        let target = lessonIndex + offset
        guard course.entries.indices.contains(target) else {
            message = .init(offset > 0 ? "This is the last lesson." : "This is the first lesson.")
            return []
        }
        return go(lesson: target)
    }

    /// Opens a lesson at a stop (its first by default): the prose follows the stop again, step
    /// mode starts over, and the lesson counts as visited.
    mutating func go(lesson: Int, stop: Stop = .cell(0)) -> [NotebookEffect] {
        guard course.entries.indices.contains(lesson) else { return [] }
        lessonIndex = lesson
        self.stop = stop
        proseScroll = nil
        codeScroll = 0
        overlay = nil
        if run.revealedSteps != nil { run.revealedSteps = 0 }
        return recordPosition()
    }

    /// Marks the current lesson visited and remembers where the learner is.
    mutating func recordPosition() -> [NotebookEffect] {
        guard let lesson = currentLesson else { return [] }
        let cellID = currentStopID
        return [record(.position(lessonID: lesson.id, cellID: cellID))]
    }
}
