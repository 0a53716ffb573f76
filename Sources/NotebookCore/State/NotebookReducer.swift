import LessonKit
import Localization

/// The notebook's state machine: every key, resize, finished run and tick goes through
/// `reduce`, which changes the state and returns the work (running, editing, saving) for the
/// session to do. Pure, so the tests drive it without a terminal.
public enum NotebookReducer {
    public static func reduce(_ state: inout NotebookState, _ action: NotebookAction) -> [NotebookEffect] {
        switch action {
        case .key(let key):
            state.message = nil
            if let playground = state.playground {
                return state.handlePlaygroundKey(key, playground)
            }
            if let overlay = state.overlay {
                return state.handleOverlayKey(key, overlay)
            }
            guard let command = KeyBinding.command(for: key, stepping: state.run.revealedSteps != nil) else {
                return []
            }
            return state.perform(command)
        case .resize(let size):
            state.screenSize = size
            return []
        case .tick:
            if state.isRunning { state.run.spinnerFrame += 1 }
            return []
        case .cellFinished(let runID, let result):
            return state.finishRun(runID, result)
        case .editorFinished(let key, let code, let lessonCode):
            state.acceptEdit(key, code: code, lessonCode: lessonCode)
            return []
        case .editorFailed(let reason):
            state.message = .init(reason, kind: .warning)
            return []
        case .interrupt:
            state.shouldQuit = true
            return [.quit]
        case .progressNotSaved(let reason):
            state.message = .init(UIText.Notebook.Messages.progressNotSaved(reason).text, kind: .warning)
            return []
        case .exerciseAnswerRead(let exerciseID, let code):
            state.acceptExerciseAnswer(exerciseID, code: code)
            return []
        case .exerciseChecked(let runID, let result, let date):
            return state.finishCheck(runID, result, at: date)
        case .droppedCopyKept(let keptAs):
            state.noteDroppedCopyKept(keptAs)
            return []
        case .dropFailed(let request, let reason, let code):
            state.undoDrop(request, reason: reason, restoring: code)
            return []
        case .playgroundPlayed(let id, let answer):
            state.acceptPlay(id, answer)
            return []
        case .courseLoaded(let language, let course):
            return state.switchCourse(to: course, in: language)
        }
    }
}

extension NotebookState {
    mutating func perform(_ command: Command) -> [NotebookEffect] {
        if currentExercise != nil, let effects = performOnExercise(command) { return effects }
        switch command {
        case .nextCell: return moveCell(by: 1)
        case .previousCell: return moveCell(by: -1)
        case .nextLesson: return moveLesson(by: 1)
        case .previousLesson: return moveLesson(by: -1)
        case .run: return runCurrentCell()
        case .runAll: return runAllCells()
        case .stepMode: toggleStepMode()
        case .stepForward: step(by: 1)
        case .stepBack: step(by: -1)
        case .edit: return editCurrentCell()
        case .resetEdit: askToResetCurrentCell()
        case .switchVersion: switchVersion()
        case .contents: overlay = .tableOfContents(selection: lessonIndex)
        case .search: overlay = .search(SearchState())
        case .operators:
            if course.operatorChoices.isEmpty {
                message = .init(UIText.Notebook.Messages.noDecisionTree.text)
            } else {
                overlay = .operators(SearchState())
            }
        case .hint: return revealHint()
        case .openPlayground: return openLessonPlayground()
        case .predict: startPrediction()
        case .scrollProseDown: scrollProse(by: 1)
        case .scrollProseUp: scrollProse(by: -1)
        case .scrollCodeDown: scrollFocused(by: 1)
        case .scrollCodeUp: scrollFocused(by: -1)
        case .focusNextPane: focusNextPane()
        case .toggleSetup: toggleSetup()
        case .toggleStages: toggleStages()
        case .nextSubscription: focusNextSubscription()
        case .switchLanguage: return requestNextLanguage()
        case .help: overlay = .help(scroll: 0)
        case .cancel: cancelRun()
        case .quit:
            shouldQuit = true
            return [.quit]
        case .selectNext, .selectPrevious, .selectNextPage, .selectPreviousPage, .selectFirst, .selectLast,
             .openSelection, .closeWindow, .typeCharacter, .deleteCharacter, .toggleContentsOrder,
             .nextHint, .otherLane, .submitPrediction, .confirmDrop,
             .editLane, .stopEditing, .cursorLeft, .cursorRight, .cursorHome, .cursorEnd, .resetInputs, .compare:
            break // window commands: the notebook's own table never binds them
        }
        return []
    }

    /// The commands that mean something else on an exercise; nil for those that do not.
    private mutating func performOnExercise(_ command: Command) -> [NotebookEffect]? {
        switch command {
        case .run: return checkCurrentExercise()
        case .edit: return editCurrentExercise()
        case .resetEdit:
            askToResetCurrentExercise()
            return []
        case .switchVersion, .stepMode, .predict:
            message = .init(UIText.Notebook.Messages.onAnExercise.text)
            return []
        default: return nil
        }
    }

    /// d/u: the focused pane, or the code when the prose has the screen (J/K scroll the prose).
    private mutating func scrollFocused(by halfPages: Int) {
        if !scrollFocusedPane(by: halfPages) { scrollCode(by: halfPages) }
    }

    /// Half a pane at a time, within the code's length.
    private mutating func scrollCode(by halfPages: Int) {
        let view = CodePane.viewport(for: self, size: screenSize)
        guard view.total > view.visible else {
            message = .init(UIText.Notebook.Messages.wholeCellInView.text)
            return
        }
        let step = max(1, view.visible / 2)
        codeScroll = min(max(0, codeScroll + halfPages * step), view.total - view.visible)
    }

    private mutating func scrollProse(by pages: Int) {
        let prose = PaneContents.of(self, size: screenSize).layout.prose
        if let prose, prose.height < 3, NotebookLayout.focusablePanes(for: screenSize, presentMode: presentMode).contains(.prose) {
            // Folded above the cell: give it the screen first, then scroll it.
            layout.focus = .prose
            return
        }
        let page = max(1, prose?.height ?? 1) - 2
        let start = proseScroll ?? ProsePane.automaticScroll(for: self, size: screenSize)
        proseScroll = max(0, start + pages * max(1, page))
    }
}
