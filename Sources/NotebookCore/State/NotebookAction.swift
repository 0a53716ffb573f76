import ClassProtocol
import Foundation
import LessonKit
import LessonRunner
import Localization

/// Everything that can happen to the notebook, delivered one at a time through one channel: a
/// key, the screen, the clock, or an action of one feature (what its services report back, or
/// what another feature asks of it).
public enum NotebookAction: Sendable, Equatable {
    case key(Key)
    case resize(ScreenSize)
    /// The session drew a frame: what it showed of each pane, for the next key's scrolling.
    case laidOut(PaneViewports)
    /// The spinner's clock while a cell runs.
    case tick
    /// q, Ctrl-C or SIGTERM: leave cleanly.
    case quit
    /// Saving progress failed (the changes wait for the next save); the learner should know
    /// their progress is not being kept, and why.
    case progressNotSaved(reason: Phrase)

    case navigation(NavigationFeature.Action)
    case layout(LayoutFeature.Action)
    case run(RunFeature.Action)
    case step(StepFeature.Action)
    case predict(PredictFeature.Action)
    case edit(EditFeature.Action)
    case exercise(ExerciseFeature.Action)
    case chainOrder(ChainOrderFeature.Action)
    case overlays(OverlayFeature.Action)
    case playground(PlaygroundFeature.Action)
    case language(LanguageFeature.Action)
    case classroom(ClassroomFeature.Action)
    case review(ReviewFeature.Action)
}

/// Work the reducer asks the session to do outside the pure state machine.
public enum NotebookEffect: Sendable, Equatable {
    case run(RunRequest)
    case openEditor(CellKey, code: String, lessonCode: String)
    /// Open the predicted lines of a cell in the learner's editor; they come back as
    /// `.overlays(.predictionEdited)`.
    case editPrediction(CellKey, lines: [String])
    /// Move the learner's copy of the cell aside (kept, never deleted); the cell follows the lesson.
    case discardEdit(CellKey)
    /// Read the learner's file for the exercise (made from the start file if missing), then check it.
    case checkExercise(runID: Int, exerciseID: String)
    case openExerciseEditor(exerciseID: String)
    /// Make the review of an exercise (its fresh example and goal) and its file, the learner's
    /// work kept when the review is under way (`progress` says); it comes back as `.review(.prepared)`.
    case prepareReview(runID: Int, exerciseID: String, progress: ExerciseProgress?)
    /// Read the review's file, then check it as `rxlearn review --check` does.
    case checkReview(runID: Int, review: ExerciseReview)
    /// Open the review's file (`<workspace>/reviews/<id>.swift`) in the learner's editor.
    case openReviewEditor(exerciseID: String)
    /// Put the start file back; the learner's version is kept beside it (`.bak`, `.bak.2`, …).
    case resetExercise(exerciseID: String)
    /// Write the learner's exercise file (an order-the-chain exercise's lines, reordered).
    case saveExerciseAnswer(exerciseID: String, code: String)
    /// A change the state has already applied to its copy; the session saves it.
    case saveProgress(ProgressChange)
    /// Play the playground's operators on its inputs, off the key path; only the latest
    /// request still waiting is played.
    case playInPlayground(PlaygroundRequest)
    /// Load the lessons in `language` (off the key path); they come back as `courseLoaded`.
    case loadCourse(Language)
    /// Speak `language` from now on outside the notebook's screen (`Language.current`): what
    /// the services word and what rxlearn prints after the notebook closes.
    case useLanguage(Language)
    /// Tell the class what the learner did (`ClassLink.record`); only ever asked for in a class.
    case tellClass([ClassActivity])
    /// The learner's answer to the teacher's poll.
    case answerPoll(pollID: String, answer: String)
    /// Send the learner's answer to an exercise, read from their file, to the teacher: the only
    /// time their code leaves the machine, after they said yes.
    case shareAnswer(exerciseID: String)
    /// The projector's request to the class running on this machine.
    case teachClass(TeacherRequest)
    case quit
}

public struct RunRequest: Sendable, Equatable {
    public var runID: Int
    public var key: CellKey
    public var lessonIndex: Int
    public var cellIndex: Int
    public var code: String
}
