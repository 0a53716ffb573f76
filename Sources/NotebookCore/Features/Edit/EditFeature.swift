import Localization

/// `e`, `x` and `v` on a cell: the learner's copy lives in the workspace, never in the lesson
/// files; `x` drops it after asking (the session keeps it aside), `v` shows the lesson's version
/// or the copy. A cell whose code changes loses its last run and prediction.
public enum EditFeature {
    public struct State: Sendable, Equatable {
        public var copies: [CellKey: EditedCell] = [:]
        /// Cells whose lesson version is shown instead of the learner's edited copy.
        public var showingLessonVersion: Set<CellKey> = []

        public init() {}
    }

    public enum Action: Sendable, Equatable {
        case command(EditCommand)
        /// The learner's editor closed; `code` is what the workspace file holds now.
        case editorFinished(CellKey, code: String, lessonCode: String)
        case editorFailed(reason: Phrase)
        /// The editor is still open but does not use the notebook's terminal (a window of its
        /// own, or a command that hangs): the notebook is back on screen, waiting for it.
        case editorStillOpen(command: String)
        /// `y` in "start afresh?": the cell follows the lesson again.
        case resetConfirmed(CellKey)
        /// The learner's dropped copy was moved aside; `keptAs` says where it is now.
        case droppedCopyKept(keptAs: Phrase?)
        /// The learner's copy could not be moved aside, so it was not dropped; it is restored.
        case dropFailed(CellKey, reason: String, restoring: String?)
    }

    static func reduce(_ state: inout State, _ action: Action, in notebook: NotebookState) -> [FeatureEffect] {
        typealias Words = UIText.Notebook.Messages
        switch action {
        case .command(.edit):
            guard let key = notebook.currentKey, let cell = notebook.currentCell else { return [.say(Words.noCellToEdit)] }
            guard notebook.editorAvailable else { return [.say(Words.noEditor, .warning)] }
            return [.session(.openEditor(key, code: notebook.code(for: key, lessonCode: cell.code.source), lessonCode: cell.code.source))]
        case .command(.askToReset):
            // Asks first, since the learner's copy is their work.
            guard let key = notebook.currentKey, state.copies[key] != nil else { return [.say(Words.noEditsToReset)] }
            return [.send(.overlays(.open(.confirmDrop(.editedCell(key)))))]
        case .command(.switchVersion):
            guard let key = notebook.currentKey, state.copies[key] != nil else { return [.say(Words.noEditsShowsLesson)] }
            let showingLesson = state.showingLessonVersion.contains(key)
            if showingLesson { state.showingLessonVersion.remove(key) } else { state.showingLessonVersion.insert(key) }
            return [.say(showingLesson ? Words.showingYourCopy : Words.showingLessonsVersion)] + forgetRun(of: key)
        case .editorFinished(let key, let code, let lessonCode):
            // The learner's copy is kept, or forgotten when it is the lesson's code again.
            let previous = state.copies[key]
            if code == lessonCode && previous == nil { return [.say(Words.noChange)] }
            state.copies[key] = EditedCell(code: code, lessonCodeAtEdit: previous?.lessonCodeAtEdit ?? lessonCode)
            state.showingLessonVersion.remove(key)
            return forgetRun(of: key) + [.say(Words.copySaved)]
        case .editorFailed(let reason):
            return [.say(Words.editingFailed(reason), .warning)]
        case .editorStillOpen(let command):
            return [.say(Words.editorStillOpen(command), .warning)]
        case .resetConfirmed(let key):
            guard state.copies[key] != nil else { return [] }
            state.copies[key] = nil
            state.showingLessonVersion.remove(key)
            return forgetRun(of: key) + [.say(Words.lessonsCodeAgain), .session(.discardEdit(key))]
        case .droppedCopyKept(let keptAs):
            // The dropped copy is safe on disk: say where, after what was said.
            guard let keptAs else { return [] }
            return [.say(Words.keptAs(notebook.message?.phrase ?? Words.done, keptAs))]
        case .dropFailed(let key, let reason, let code):
            if let code { state.copies[key] = EditedCell(code: code, lessonCodeAtEdit: notebook.currentCell?.code.source ?? code) }
            return [.say(Words.nothingDropped(reason), .warning)]
        }
    }

    /// The code of a cell changed (an edit, back to the lesson's code, the other version): its
    /// last result and the prediction made for it describe other code, so both go.
    private static func forgetRun(of key: CellKey) -> [FeatureEffect] {
        [.send(.run(.forget(key))), .send(.predict(.forget(key)))]
    }
}

/// The keys that edit a cell, drop the edit, and switch between the copy and the lesson's code.
public enum EditCommand: Sendable, Equatable {
    case edit, askToReset, switchVersion
}
