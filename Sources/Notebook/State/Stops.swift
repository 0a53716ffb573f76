import LessonKit

/// A lesson's stops: all its cells, in order, then all its exercises, in order — wherever the
/// lesson file places its exercises among the cells.
extension NotebookState {
    /// How many stops the current lesson has.
    public var stopCount: Int {
        guard let lesson = currentLesson else { return 0 }
        return lesson.cells.count + lesson.exercises.count
    }

    /// The exercise at the current stop, when the learner has moved past the cells.
    public var currentExercise: Exercise? {
        guard let lesson = currentLesson else { return nil }
        let index = cellIndex - lesson.cells.count
        return lesson.exercises.indices.contains(index) ? lesson.exercises[index] : nil
    }

    /// The learner's answer to `exercise`, or its start file before they have one.
    public func answer(to exercise: Exercise) -> String {
        exerciseAnswers[exercise.id] ?? exercise.start.source
    }

    /// The code the code pane shows: the current cell's, or the answer to the current exercise.
    public var shownCode: String? {
        if let exercise = currentExercise { return answer(to: exercise) }
        return currentCode
    }

    /// The id the learner's position stores: the cell's, or the exercise's.
    var currentStopID: String? { currentCell?.id ?? currentExercise?.id }
}
