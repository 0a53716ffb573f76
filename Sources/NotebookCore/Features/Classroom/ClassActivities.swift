import ClassProtocol
import LessonKit
import LessonRunner

/// What the notebook tells the class, the same facts the command line's `ClassHook` sends: the
/// lessons reached, each cell run and whether it matched, each check's verdict kind and inputs
/// passed, hints taken, predictions and whether they were right. Never the learner's code.
///
/// `NotebookReducer` asks twice per action, inside a class only: before the action is reduced
/// (a run or check it ends, by the id the state still waits for) and for each progress change
/// the features record (a lesson reached, a hint, a prediction), before it is applied.
enum ClassActivities {
    /// A run or a check this action ends, as the state before it knows them.
    static func ending(_ action: NotebookAction, in notebook: NotebookState) -> [ClassActivity] {
        switch action {
        case .run(.finished(let runID, let result)):
            guard let running = notebook.run.running, running.runID == runID else { return [] }
            return [.cellRun(lesson: running.key.lessonID, cell: running.key.cellID, matched: result.passed)]
        case .exercise(.checked(let runID, let check, _, _)):
            guard let checking = notebook.exercise.checking, checking.runID == runID, let verdict = check.verdict else { return [] }
            let kind = verdict.passed ? ClassActivity.passedVerdict : (verdict.failureKind?.rawValue ?? "failed")
            return [.check(exercise: checking.exerciseID, verdict: kind, casesPassed: verdict.casesPassed, casesTotal: verdict.casesTotal)]
        default:
            return []
        }
    }

    /// A progress change as the class hears of it, judged against the progress before it.
    static func recorded(_ change: ProgressChange, before progress: LearnerProgress) -> [ClassActivity] {
        switch change {
        case .position(let lessonID, _):
            return progress.position?.lessonID == lessonID ? [] : [.lessonReached(lesson: lessonID)]
        case .cellPredicted(let lessonID, let cellID, let right):
            return [.prediction(lesson: lessonID, cell: cellID, right: right)]
        case .hintRevealed(let exerciseID, let available):
            let shown = min(available, (progress.exercises[exerciseID]?.hintsShown ?? 0) + 1)
            return [.hintTaken(exercise: exerciseID, shown: shown)]
        case .reviewed(let exerciseID, let passed, _):
            return [.review(item: exerciseID, remembered: passed)]
        case .cellMatched, .exerciseAttempt, .learnerIdentified, .solutionShown, .reviewStarted:
            // Told with the run or check that made them.
            return []
        }
    }
}
