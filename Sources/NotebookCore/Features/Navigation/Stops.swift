import LessonKit

/// Where the learner is in a lesson: at one of its cells, or at one of its exercises. A lesson's
/// stops are all its cells, in order, then all its exercises, in order — wherever the lesson file
/// places its exercises among the cells. j and k move through them alike.
public enum Stop: Sendable, Hashable {
    /// The cell at this index of `lesson.cells`.
    case cell(Int)
    /// The exercise at this index of `lesson.exercises`.
    case exercise(Int)
}

extension Lesson {
    /// Every stop of the lesson, in the order j walks them.
    public var stops: [Stop] {
        cells.indices.map(Stop.cell) + exercises.indices.map(Stop.exercise)
    }

    /// Where the lesson opens: its first cell, or its first exercise when it has no cell.
    public var firstStop: Stop { stops.first ?? .cell(0) }

    /// The stop whose cell or exercise has `id`, if any.
    func stop(withID id: String) -> Stop? {
        if let cell = cells.firstIndex(where: { $0.id == id }) { return .cell(cell) }
        return exercises.firstIndex { $0.id == id }.map(Stop.exercise)
    }
}

extension NotebookState {
    /// How many stops the current lesson has.
    public var stopCount: Int { currentLesson?.stops.count ?? 0 }

    /// The exercise at the current stop, if the stop is one.
    public var currentExercise: Exercise? {
        guard case .exercise(let index) = stop, let exercises = currentLesson?.exercises,
              exercises.indices.contains(index) else { return nil }
        return exercises[index]
    }

    /// Whether the learner solved `exercise` in an earlier session; a projector (present mode)
    /// shows the class no one's progress.
    public func solvedBefore(_ exercise: Exercise) -> Bool {
        !presentMode && progress.exercises[exercise.id]?.passed == true
    }

    /// The learner's answer to `exercise`, or its start file before they have one.
    public func answer(to exercise: Exercise) -> String {
        self.exercise.answers[exercise.id] ?? exercise.startFile
    }

    /// The code the code pane shows: the current cell's, or the answer to the current exercise.
    public var shownCode: String? {
        if let exercise = currentExercise { return answer(to: exercise) }
        return currentCode
    }
}
