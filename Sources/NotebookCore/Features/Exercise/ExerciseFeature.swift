import Foundation
import LessonKit
import LessonRunner
import Localization

/// An exercise in the notebook: the learner edits their workspace file (`e`), `r` checks it with
/// the same checker as `rxlearn check` (the example and the hidden inputs), `x` starts afresh
/// after asking, `h` reveals hints (saved with progress, so `rxlearn hint` agrees), `c` unfolds
/// the stages of the answer's chain.
public enum ExerciseFeature {
    public struct State: Sendable, Equatable {
        /// The answers as the learner's workspace files hold them; an exercise without one shows
        /// its start file.
        public var answers: [String: String] = [:]
        public var results: [String: ExerciseCheck] = [:]
        public var checking: RunningCheck?
        /// Exercises whose answer's stages `c` unfolded.
        public var stagesShown: Set<String> = []

        public init() {}
    }

    public enum Action: Sendable, Equatable {
        case command(ExerciseCommand)
        /// The learner's exercise file was read (before a check, or after the editor closed).
        case answerRead(exerciseID: String, code: String)
        /// A background check of `answer` ended; like runs, checks nobody waits for are ignored.
        case checked(runID: Int, ExerciseCheck, answer: String, checkedAt: Date)
        /// Esc while a check runs.
        case stopCheck
        /// Esc with the answer's stages unfolded.
        case foldStages
        /// `h` in the hints window: one more.
        case revealHint
        /// `y` in "start afresh?": the start file comes back.
        case startAfreshConfirmed(exerciseID: String)
        /// The learner's answer could not be moved aside, so it was not dropped; it is restored.
        case startAfreshFailed(exerciseID: String, reason: String, restoring: String?)
    }

    static func reduce(_ state: inout State, _ action: Action, in notebook: NotebookState, work: inout BackgroundWork) -> [FeatureEffect] {
        typealias Words = UIText.Notebook.Messages
        switch action {
        case .command(.check):
            guard let exercise = notebook.currentExercise else { return [] }
            guard !notebook.isRunning else { return [.say(Words.checkAlreadyRunning)] }
            let check = RunningCheck(runID: work.startRunning(), exerciseID: exercise.id)
            state.checking = check
            return [.session(.checkExercise(runID: check.runID, exerciseID: exercise.id))]
        case .command(.edit):
            guard let exercise = notebook.currentExercise else { return [] }
            guard notebook.editorAvailable else {
                return [.say(Words.noEditorForExercise(WorkspaceLayout.exerciseFileHint(exercise.id)), .warning)]
            }
            return [.session(.openExerciseEditor(exerciseID: exercise.id))]
        case .command(.askToStartAfresh):
            // Asks first, since the answer is the learner's work.
            guard let exercise = notebook.currentExercise else { return [] }
            guard let answer = state.answers[exercise.id], answer != exercise.startFile else { return [.say(Words.alreadyStartFile)] }
            return [.send(.overlays(.open(.confirmDrop(.exerciseAnswer(exerciseID: exercise.id)))))]
        case .command(.explainKeys):
            return [.say(Words.onAnExercise)]
        case .command(.hint), .revealHint:
            return revealHint(in: notebook)
        case .command(.showSolution):
            return showSolution(in: notebook)
        case .command(.toggleStages):
            guard let exercise = notebook.currentExercise else { return [] }
            guard state.stagesShown.contains(exercise.id) || !(state.results[exercise.id]?.verdict?.stages.isEmpty ?? true) else {
                return [.say(Words.checkFirst)]
            }
            if state.stagesShown.remove(exercise.id) == nil { state.stagesShown.insert(exercise.id) }
            return []
        case .command(.nextSubscription):
            return [.say(Words.exerciseOneChain)]
        case .answerRead(let exerciseID, let code):
            // Show it, and forget a verdict on older code.
            guard state.answers[exerciseID] != code else { return [] }
            state.answers[exerciseID] = code
            if state.checking?.exerciseID != exerciseID { state.results[exerciseID] = nil }
            return []
        case .checked(let runID, let check, let answer, let date):
            guard let finished = state.checking, finished.runID == runID else { return [] }
            state.checking = nil
            state.results[finished.exerciseID] = check
            // What counts as an attempt is the rule `rxlearn check` follows too.
            let attempt = ExerciseAttempt.change(for: check, exerciseID: finished.exerciseID, answer: answer,
                                                 recorded: notebook.progress.exercises[finished.exerciseID], at: date)
            let solved = check.passed && notebook.currentExercise?.id == finished.exerciseID
            let solvedWords = notebook.currentExercise?.solution == nil ? Words.solved : Words.solvedSeeSolution
            return (attempt.map { [.record($0)] } ?? []) + (solved ? [.say(solvedWords)] : [])
        case .stopCheck:
            state.checking = nil
            return [.say(Words.stoppedCheck)]
        case .foldStages:
            if let exercise = notebook.currentExercise { state.stagesShown.remove(exercise.id) }
            return []
        case .startAfreshConfirmed(let exerciseID):
            guard let exercise = notebook.course.exercise(withID: exerciseID)?.exercise else { return [] }
            state.answers[exerciseID] = exercise.startFile
            state.results[exerciseID] = nil
            return [.say(Words.backToStartFile), .session(.resetExercise(exerciseID: exerciseID))]
        case .startAfreshFailed(let exerciseID, let reason, let code):
            if let code { state.answers[exerciseID] = code }
            return [.say(Words.nothingDropped(reason), .warning)]
        }
    }

    /// `w`: the reference solution of the current exercise, only once it has passed (as
    /// `rxlearn solution`); looking is recorded. The time of the key is the one thing the
    /// reducer reads from the clock.
    private static func showSolution(in notebook: NotebookState) -> [FeatureEffect] {
        typealias Words = UIText.Notebook.Messages
        guard let exercise = notebook.currentExercise else { return [.say(Words.solutionAtAnExercise)] }
        guard exercise.solution != nil else { return [.say(Words.noReferenceSolution)] }
        guard notebook.progress.exercises[exercise.id]?.passed == true else { return [.say(Words.solutionAfterPassing)] }
        return [.send(.overlays(.open(.solution(exerciseID: exercise.id, scroll: 0)))),
                .record(.solutionShown(exerciseID: exercise.id, at: Date()))]
    }

    /// Hints one more at a time: the current exercise's, else the first exercise of the lesson
    /// with hints left.
    private static func revealHint(in notebook: NotebookState) -> [FeatureEffect] {
        typealias Words = UIText.Notebook.Messages
        let exercises = notebook.currentExercise.map { [$0] } ?? notebook.currentLesson?.exercises ?? []
        guard !exercises.isEmpty else { return [.say(Words.noExerciseNoHints)] }
        let window = FeatureEffect.send(.overlays(.open(.hints)))
        guard exercises.contains(where: { !$0.hints.isEmpty }) else { return [.say(Words.exerciseHasNoHints), window] }
        guard let exercise = exercises.first(where: { notebook.hintsShown(for: $0.id) < $0.hints.count }) else {
            return [window, .say(Words.allHintsShown)]
        }
        return [window, .record(.hintRevealed(exerciseID: exercise.id, available: exercise.hints.count))]
    }
}

/// The keys at an exercise: check, edit, start afresh, hints, the answer's stages, the reference solution.
public enum ExerciseCommand: Sendable, Equatable {
    case check, edit, askToStartAfresh, hint, toggleStages, nextSubscription
    /// `w`: the reference solution, once the exercise has passed.
    case showSolution
    /// Keys of cells that mean nothing at an exercise: says which do.
    case explainKeys
}

/// An exercise check running in the background.
public struct RunningCheck: Sendable, Equatable {
    public var runID: Int
    public var exerciseID: String
}

extension NotebookState {
    /// How many hints of an exercise have been revealed, as the learner's progress keeps it.
    public func hintsShown(for exerciseID: String) -> Int {
        progress.exercises[exerciseID]?.hintsShown ?? 0
    }
}

extension WorkspaceLayout {
    /// Where an exercise file lives, as the learner would type it.
    static func exerciseFileHint(_ exerciseID: String) -> String {
        "<workspace>/exercises/\(exerciseID).swift"
    }
}
