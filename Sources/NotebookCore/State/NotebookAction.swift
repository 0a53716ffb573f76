import Foundation
import LessonKit
import Localization

/// Everything that can happen to the notebook, delivered one at a time through one channel.
public enum NotebookAction: Sendable, Equatable {
    case key(Key)
    case resize(ScreenSize)
    /// A background run ended; results of runs that were cancelled are ignored.
    case cellFinished(runID: Int, CellResult)
    /// The spinner's clock while a cell runs.
    case tick
    /// The learner's editor closed; `code` is what the workspace file holds now.
    case editorFinished(CellKey, code: String, lessonCode: String)
    case editorFailed(String)
    /// Ctrl-C or SIGTERM: leave cleanly.
    case interrupt
    /// Saving progress failed; the learner should know their progress is not being kept.
    case progressNotSaved(String)
    /// The learner's exercise file was read (before a check, or after the editor closed).
    case exerciseAnswerRead(exerciseID: String, code: String)
    /// A background check ended; like runs, results of checks nobody waits for are ignored.
    case exerciseChecked(runID: Int, ExerciseResult, checkedAt: Date)
    /// The learner's dropped copy was moved aside; `keptAs` is where it is now, as they would type it.
    case droppedCopyKept(keptAs: String?)
    /// The learner's copy could not be moved aside, so it was not dropped; it is restored.
    case dropFailed(DropRequest, reason: String, restoring: String?)
    /// The playground's player answered request `id`.
    case playgroundPlayed(id: Int, PlaygroundAnswer)
    /// The lessons in `language` were loaded after `L`: the notebook shows them from now on.
    case courseLoaded(Language, Course)
}

/// Work the reducer asks the session to do outside the pure state machine.
public enum NotebookEffect: Sendable, Equatable {
    case run(RunRequest)
    case openEditor(CellKey, code: String, lessonCode: String)
    /// Move the learner's copy of the cell aside (kept, never deleted); the cell follows the lesson.
    case discardEdit(CellKey)
    /// Read the learner's file for the exercise (made from the start file if missing), then check it.
    case checkExercise(runID: Int, exerciseID: String)
    case openExerciseEditor(exerciseID: String)
    /// Put the start file back; the learner's version is kept beside it (`.bak`, `.bak.2`, …).
    case resetExercise(exerciseID: String)
    /// A change the state has already applied to its copy; the session saves it.
    case saveProgress(ProgressChange)
    /// Play the playground's operators on its inputs, off the key path; only the latest
    /// request still waiting is played.
    case playInPlayground(PlaygroundRequest)
    /// Load the lessons in `language` (off the key path); they come back as `courseLoaded`.
    case loadCourse(Language)
    /// Speak `language` from now on (`Language.current`): the state already shows its lessons.
    case useLanguage(Language)
    case quit
}

public struct RunRequest: Sendable, Equatable {
    public var runID: Int
    public var key: CellKey
    public var lessonIndex: Int
    public var cellIndex: Int
    public var code: String
}
