import Foundation
import LessonKit
import Localization

/// An exercise in the notebook: the learner edits their workspace file, `r` checks it with the
/// same checker as `rxlearn check` (the example and the hidden inputs), `x` starts afresh.
extension NotebookState {
    mutating func checkCurrentExercise() -> [NotebookEffect] {
        guard let exercise = currentExercise else { return [] }
        guard !isRunning else {
            message = .init(UIText.Notebook.Messages.checkAlreadyRunning.text)
            return []
        }
        self.exercise.checking = RunningCheck(runID: run.nextRunID, exerciseID: exercise.id)
        run.nextRunID += 1
        run.spinnerFrame = 0
        return [.checkExercise(runID: self.exercise.checking!.runID, exerciseID: exercise.id)]
    }

    mutating func finishCheck(_ runID: Int, _ result: ExerciseResult, at date: Date) -> [NotebookEffect] {
        guard let finished = exercise.checking, finished.runID == runID else { return [] }
        exercise.checking = nil
        exercise.results[finished.exerciseID] = result
        // A broken exercise is not an attempt of the learner's: nothing to record.
        guard result.outcome != .lessonFileError else { return [] }
        let attempt = record(.exerciseAttempt(exerciseID: finished.exerciseID, failure: result.attemptFailure, at: date))
        if result.passed, currentExercise?.id == finished.exerciseID {
            message = .init(UIText.Notebook.Messages.solved.text)
        }
        return [attempt]
    }

    mutating func editCurrentExercise() -> [NotebookEffect] {
        guard let exercise = currentExercise else { return [] }
        guard editorAvailable else {
            message = .init(UIText.Notebook.Messages.noEditorForExercise(WorkspaceLayout.exerciseFileHint(exercise.id)).text, kind: .warning)
            return []
        }
        return [.openExerciseEditor(exerciseID: exercise.id)]
    }

    /// The learner's file was read: show it, and forget a verdict on older code.
    mutating func acceptExerciseAnswer(_ exerciseID: String, code: String) {
        guard exercise.answers[exerciseID] != code else { return }
        exercise.answers[exerciseID] = code
        if exercise.checking?.exerciseID != exerciseID { exercise.results[exerciseID] = nil }
    }

    /// `x` on an exercise: asks first, since the answer is the learner's work.
    mutating func askToResetCurrentExercise() {
        guard let exercise = currentExercise else { return }
        guard let answer = self.exercise.answers[exercise.id], answer != exercise.startFile else {
            message = .init(UIText.Notebook.Messages.alreadyStartFile.text)
            return
        }
        overlay = .confirmDrop(.exerciseAnswer(exerciseID: exercise.id))
    }

    /// Confirmed: the start file comes back; the session keeps the learner's version aside.
    mutating func resetExercise(_ exerciseID: String) -> [NotebookEffect] {
        guard let exercise = course.entries.lazy.flatMap(\.lesson.exercises).first(where: { $0.id == exerciseID }) else { return [] }
        self.exercise.answers[exerciseID] = exercise.startFile
        self.exercise.results[exerciseID] = nil
        message = .init(UIText.Notebook.Messages.backToStartFile.text)
        return [.resetExercise(exerciseID: exerciseID)]
    }
}

extension WorkspaceLayout {
    /// Where an exercise file lives, as the learner would type it.
    static func exerciseFileHint(_ exerciseID: String) -> String {
        "<workspace>/exercises/\(exerciseID).swift"
    }
}
