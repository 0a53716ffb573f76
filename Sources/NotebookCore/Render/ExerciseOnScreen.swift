import LessonKit
import LessonRunner

/// The exercise the exercise panes draw, and what they show of it: the current stop's exercise
/// with the learner's answer and its check, or — in a review session — the review's exercise
/// (its fresh example and goal) with the review's own answer and check.
struct ExerciseOnScreen {
    var exercise: Exercise
    var answer: String
    var check: ExerciseCheck?
    var isChecking: Bool
    /// Passed in an earlier session (the title's ✓); a review never says so.
    var solvedBefore: Bool
    var showsStages: Bool
    /// The review session, when the exercise is a review.
    var review: ReviewSession?

    /// The exercise of the current stop, as the learner left it.
    init(_ exercise: Exercise, in state: NotebookState) {
        self.exercise = exercise
        answer = state.answer(to: exercise)
        check = state.exercise.results[exercise.id]
        isChecking = state.exercise.checking?.exerciseID == exercise.id
        solvedBefore = state.solvedBefore(exercise)
        showsStages = state.exercise.stagesShown.contains(exercise.id)
    }

    /// The review under way, once prepared.
    init?(reviewing session: ReviewSession) {
        guard let review = session.review else { return nil }
        exercise = review.exercise
        answer = session.answer ?? review.exercise.startFile
        check = session.check
        isChecking = session.checkingRunID != nil
        solvedBefore = false
        showsStages = false
        self.review = session
    }
}

extension NotebookState {
    /// What the exercise panes show: in a review session its review (nil while it is prepared
    /// or could not be), else the current stop's exercise, if the stop is one.
    var exerciseOnScreen: ExerciseOnScreen? {
        if let session = review.session { return ExerciseOnScreen(reviewing: session) }
        return currentExercise.map { ExerciseOnScreen($0, in: self) }
    }
}
