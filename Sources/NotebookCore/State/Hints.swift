import LessonKit
import Localization

/// `h`: exercise hints, one more each time: the current exercise's, else the first exercise of
/// the lesson with hints left. How many were shown is saved with the learner's progress, so
/// `rxlearn hint` and the notebook agree.
extension NotebookState {
    /// How many hints of an exercise have been revealed, as the learner's progress keeps it.
    public func hintsShown(for exerciseID: String) -> Int {
        progress.exercises[exerciseID]?.hintsShown ?? 0
    }

    mutating func revealHint() -> [NotebookEffect] {
        let exercises = currentExercise.map { [$0] } ?? currentLesson?.exercises ?? []
        guard !exercises.isEmpty else {
            message = .init(UIText.Notebook.Messages.noExerciseNoHints.text)
            return []
        }
        guard exercises.contains(where: { !$0.hints.isEmpty }) else {
            message = .init(UIText.Notebook.Messages.exerciseHasNoHints.text)
            overlay = .hints
            return []
        }
        overlay = .hints
        guard let exercise = exercises.first(where: { hintsShown(for: $0.id) < $0.hints.count }) else {
            message = .init(UIText.Notebook.Messages.allHintsShown.text)
            return []
        }
        return [record(.hintRevealed(exerciseID: exercise.id, available: exercise.hints.count))]
    }
}

extension NotebookState {
    /// Applies a progress change to the state's copy and asks the session to save it: the
    /// reducer's one way of changing progress.
    mutating func record(_ change: ProgressChange) -> NotebookEffect {
        change.apply(to: &progress)
        return .saveProgress(change)
    }
}
