import Foundation
import LessonKit
import LessonRunner
import Localization
import NotebookCore

/// The running notebook: reads keys and mailbox actions, feeds them to the reducer, carries out
/// the effects, and repaints.
final class NotebookSession {
    private var state: NotebookState
    private let terminal: Terminal
    private let mailbox: Mailbox
    private let runService: CellRunService
    private let checkService: ExerciseCheckService
    private let playgroundService: PlaygroundService
    /// What opening asked for: the learner's position saved, or the playground's first play.
    private let openingEffects: [NotebookEffect]
    private let exercises: WorkspaceExercises
    private let progressSaver: ProgressSaver
    private let workspace: WorkspaceCells
    private let editorCommand: String?
    private let speedLog: SpeedLog
    private let interrupts: InterruptSignals
    private let classroom: ClassroomService
    /// The lessons in another language, for `L`; nil when the caller has no other (the
    /// interface alone switches).
    private let loadCourse: (@Sendable (Language) -> Course)?

    init(state: NotebookState, terminal: Terminal, mailbox: Mailbox, interrupts: InterruptSignals,
         progressSaver: ProgressSaver, workspace: WorkspaceCells, exercises: WorkspaceExercises,
         editorCommand: String?, speedLog: SpeedLog, playgroundService: PlaygroundService, openingEffects: [NotebookEffect],
         loadCourse: (@Sendable (Language) -> Course)? = nil) {
        self.state = state
        self.terminal = terminal
        self.mailbox = mailbox
        let runners = RunnerLocator()
        self.runService = CellRunService(mailbox: mailbox, runners: runners)
        self.checkService = ExerciseCheckService(mailbox: mailbox, runners: runners)
        self.playgroundService = playgroundService
        self.openingEffects = openingEffects
        self.exercises = exercises
        self.progressSaver = progressSaver
        self.workspace = workspace
        self.editorCommand = editorCommand
        self.speedLog = speedLog
        self.interrupts = interrupts
        self.loadCourse = loadCourse
        self.classroom = ClassroomService(mailbox: mailbox)
    }

    /// Runs until the learner quits (or a signal asks to).
    func run() {
        apply(.resize(terminal.size))
        perform(openingEffects)
        classroom.start(presentMode: state.presentMode)
        repaint()
        speedLog.firstFrame()
        // The search lines take tens of milliseconds to make for the whole course: make them
        // now, off the main thread, so the learner's first `/` does not wait for them.
        let course = state.course
        DispatchQueue.global(qos: .utility).async { course.prepareSearch() }

        var lastTick = ContinuousClock.now
        while !state.shouldQuit {
            // Waits at most the terminal's read timeout, so mailbox actions and ticks keep flowing.
            // While a playground play is due from a running player (a few milliseconds), only
            // briefly, so that its answer is drawn when it comes rather than at the next tick.
            let playDue = state.playground.map { $0.isPlaying && !$0.isStarting } ?? false
            terminal.setReadTimeout(milliseconds: playDue ? 2 : Terminal.tick)
            let input = terminal.readInput()
            let keyTime = ContinuousClock.now
            var changed = false
            switch input {
            case .key(let key):
                changed = apply(.key(key))
            case .resize:
                terminal.noteResize()
                changed = apply(.resize(terminal.size))
            case .none:
                break
            }
            for action in mailbox.takeAll() {
                changed = apply(action) || changed
            }
            if state.isRunning, ContinuousClock.now - lastTick >= .milliseconds(100) {
                lastTick = ContinuousClock.now
                changed = apply(.tick) || changed
            }
            if changed && !state.shouldQuit {
                repaint()
                if case .key = input, speedLog.isEnabled { speedLog.keyRepainted(after: keyTime) }
            }
        }
        // Whatever still compiles or runs ends with the notebook (quit, SIGTERM, SIGHUP).
        LessonCellRunner.stopEverythingBeforeExit()
        playgroundService.stop()
        classroom.stop()
        progressSaver.flush()
    }

    /// Reduces one action and performs its effects; true when the state changed.
    @discardableResult
    private func apply(_ action: NotebookAction) -> Bool {
        let before = state
        perform(NotebookReducer.reduce(&state, action))
        stopAbandonedRuns(before: before)
        return state != before
    }

    /// A run or check the state no longer waits for (Esc, or it finished) is stopped for real:
    /// its compile or its process is killed. Stopping one that already finished does nothing.
    private func stopAbandonedRuns(before: NotebookState) {
        if let runID = before.run.running?.runID, state.run.running?.runID != runID {
            runService.cancel(runID: runID)
        }
        if let runID = before.exercise.checking?.runID, state.exercise.checking?.runID != runID {
            checkService.cancel(runID: runID)
        }
    }

    private func perform(_ effects: [NotebookEffect]) {
        for effect in effects {
            switch effect {
            case .run(let request):
                let lesson = state.course.entries[request.lessonIndex].lesson
                runService.run(request, cell: lesson.cells[request.cellIndex], of: lesson)
            case .openEditor(let key, let code, let lessonCode):
                openEditor(key, code: code, lessonCode: lessonCode)
            case .editPrediction(let key, let lines):
                editPrediction(key, lines: lines)
            case .discardEdit(let key):
                discardEdit(key)
            case .checkExercise(let runID, let exerciseID):
                checkExercise(exerciseID, runID: runID)
            case .openExerciseEditor(let exerciseID):
                openExerciseEditor(exerciseID)
            case .resetExercise(let exerciseID):
                resetExercise(exerciseID)
            case .saveProgress(let change):
                progressSaver.save(change)
            case .playInPlayground(let request):
                playgroundService.play(request)
            case .loadCourse(let language):
                load(language)
            case .useLanguage(let language):
                Language.current = language
            case .shareAnswer(let exerciseID):
                shareAnswer(exerciseID)
            case .tellClass, .answerPoll, .teachClass:
                classroom.perform(effect)
            case .quit:
                break
            }
        }
    }

    /// Reads the lessons in `language` off the main thread (reading and parsing every chapter
    /// takes a moment); without a loader, the same lessons come back and only the interface
    /// changes language.
    private func load(_ language: Language) {
        guard let loadCourse else {
            mailbox.post(.language(.courseLoaded(language, state.course)))
            return
        }
        let mailbox = self.mailbox
        DispatchQueue.global(qos: .userInitiated).async {
            mailbox.post(.language(.courseLoaded(language, loadCourse(language))))
        }
    }

    private func openEditor(_ key: CellKey, code: String, lessonCode: String) {
        guard let command = editorCommand else { return }
        do {
            let file = try workspace.prepare(key, code: code, lessonCode: lessonCode)
            var failure: Error?
            terminal.suspend {
                interrupts.pausingKeyboard {
                    do { try EditorLauncher.edit(file, command: command) } catch { failure = error }
                }
            }
            if let failure { throw failure }
            let edited = try workspace.collect(key, lessonCode: lessonCode, hadEdit: state.edit.copies[key] != nil)
            apply(.edit(.editorFinished(key, code: edited, lessonCode: lessonCode)))
        } catch {
            apply(.edit(.editorFailed(reason: "\(error)")))
        }
        repaint()
    }

    /// The predicted lines in the learner's editor; what the file holds after it comes back to
    /// the input, to read and run.
    private func editPrediction(_ key: CellKey, lines: [String]) {
        guard let command = editorCommand else { return }
        let predictions = WorkspacePredictions(workspace: workspace.layout.root)
        do {
            let file = try predictions.prepare(key, lines: lines)
            var failure: Error?
            terminal.suspend {
                interrupts.pausingKeyboard {
                    do { try EditorLauncher.edit(file, command: command) } catch { failure = error }
                }
            }
            if let failure { throw failure }
            apply(.overlays(.predictionEdited(try predictions.read(key))))
        } catch {
            apply(.edit(.editorFailed(reason: "\(error)")))
        }
        repaint()
    }

    private func exercise(_ id: String) -> Exercise? {
        state.course.entries.lazy.flatMap(\.lesson.exercises).first { $0.id == id }
    }

    /// Checks what the learner's file holds now: they may have saved it from another editor.
    private func checkExercise(_ id: String, runID: Int) {
        guard let exercise = exercise(id) else { return }
        do {
            let answer = try exercises.read(exercise)
            apply(.exercise(.answerRead(exerciseID: id, code: answer)))
            checkService.check(runID: runID, answer: answer, for: exercise)
        } catch {
            apply(.exercise(.checked(runID: runID, .couldNotCheck(UIText.Notebook.Messages.cannotReadAnswer("\(error)")), answer: "",
                                     checkedAt: Date())))
        }
    }

    /// The learner said yes to sharing: what their file holds now goes to the teacher.
    private func shareAnswer(_ id: String) {
        guard let exercise = exercise(id) else { return }
        do {
            classroom.share(exerciseID: id, code: try exercises.read(exercise))
        } catch {
            apply(.classroom(.note(UIText.Notebook.Messages.cannotReadAnswer("\(error)"))))
        }
    }

    private func openExerciseEditor(_ id: String) {
        guard let command = editorCommand, let exercise = exercise(id) else { return }
        do {
            let file = try exercises.prepare(exercise)
            var failure: Error?
            terminal.suspend {
                interrupts.pausingKeyboard {
                    do { try EditorLauncher.edit(file, command: command) } catch { failure = error }
                }
            }
            if let failure { throw failure }
            apply(.exercise(.answerRead(exerciseID: id, code: try exercises.read(exercise))))
        } catch {
            apply(.edit(.editorFailed(reason: "\(error)")))
        }
        repaint()
    }

    private func discardEdit(_ key: CellKey) {
        do {
            let kept = try workspace.discard(key)
            apply(.edit(.droppedCopyKept(keptAs: kept.map(displayPath))))
        } catch {
            let restored = workspace.load([key])[key]?.code
            apply(.edit(.dropFailed(key, reason: "\(error)", restoring: restored)))
        }
    }

    private func resetExercise(_ id: String) {
        guard let exercise = exercise(id) else { return }
        do {
            let kept = try exercises.reset(exercise)
            apply(.edit(.droppedCopyKept(keptAs: kept.map(displayPath))))
        } catch {
            let restored = try? String(contentsOf: exercises.layout.exerciseURL(exerciseID: id), encoding: .utf8)
            apply(.exercise(.startAfreshFailed(exerciseID: id, reason: "\(error)", restoring: restored)))
        }
    }

    /// Where a kept file is, as short as the status line needs: inside the workspace, relative to it.
    private func displayPath(_ url: URL) -> Phrase {
        let root = exercises.layout.root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root + "/") ? UIText.Notebook.Messages.inYourWorkspace(String(path.dropFirst(root.count + 1))) : Phrase(path)
    }

    /// Draws the state, and keeps what the frame showed of each pane for the next key: the
    /// state changes, but nothing on the screen does, so there is nothing to repaint.
    private func repaint() {
        let frame = NotebookScreen.frame(state)
        terminal.paint(frame.buffer)
        _ = NotebookReducer.reduce(&state, .laidOut(frame.viewports))
    }
}
