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
    /// The learner's editor when it runs outside the terminal and the notebook waits for it on
    /// screen; nil otherwise.
    private var detachedEditor: OpenEditor?
    private let editorLeftovers = EditorLeftovers()
    private let speedLog: SpeedLog
    private let interrupts: InterruptSignals
    private let classroom: ClassroomService
    /// The lessons in another language, for `L`; nil when the caller has no other (the
    /// interface alone switches).
    private let loadCourse: (@Sendable (Language) -> CourseReading)?

    init(state: NotebookState, terminal: Terminal, mailbox: Mailbox, interrupts: InterruptSignals,
         progressSaver: ProgressSaver, workspace: WorkspaceCells, exercises: WorkspaceExercises,
         editorCommand: String?, speedLog: SpeedLog, playgroundService: PlaygroundService, openingEffects: [NotebookEffect],
         classroom: ClassroomService, loadCourse: (@Sendable (Language) -> CourseReading)? = nil) {
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
        self.classroom = classroom
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
                changed = detachedEditor == nil ? apply(.key(key)) : keyWhileEditorIsOpen(key)
            case .resize:
                terminal.noteResize()
                changed = apply(.resize(terminal.size))
            case .none:
                break
            }
            for action in mailbox.takeAll() {
                changed = apply(action) || changed
            }
            changed = lookAfterTheEditor() || changed
            if state.isRunning, ContinuousClock.now - lastTick >= .milliseconds(100) {
                lastTick = ContinuousClock.now
                changed = apply(.tick) || changed
            }
            if changed && !state.shouldQuit {
                repaint()
                if case .key = input, speedLog.isEnabled { speedLog.keyRepainted(after: keyTime) }
            }
        }
        // Whatever still compiles or runs ends with the notebook (quit, SIGTERM, SIGHUP), and so
        // does an editor still open.
        if let open = detachedEditor {
            detachedEditor = nil
            open.job.end()
            interrupts.routeToEditor(nil)
        }
        editorLeftovers.reapNow()
        LessonCellRunner.stopEverythingBeforeExit()
        playgroundService.stop()
        classroom.stop()
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
        if let runID = before.review.session?.workingRunID, state.review.session?.workingRunID != runID {
            checkService.cancel(runID: runID)
        }
    }

    private func perform(_ effects: [NotebookEffect]) {
        for effect in effects {
            switch effect {
            case .run(let request):
                let lesson = state.course.entries[request.lessonIndex].lesson
                let edited = workspace.toRun(request.key, shown: request.code, notebookHasCopy: state.edit.copies[request.key] != nil)
                runService.run(request, cell: lesson.cells[request.cellIndex], of: lesson, edited: edited)
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
            case .saveExerciseAnswer(let exerciseID, let code):
                saveExerciseAnswer(exerciseID, code: code)
            case .prepareReview(let runID, let exerciseID, let progress):
                if let exercise = exercise(exerciseID) {
                    checkService.prepareReview(runID: runID, of: exercise, progress: progress, in: exercises.layout)
                }
            case .checkReview(let runID, let review):
                checkReview(review, runID: runID)
            case .openReviewEditor(let exerciseID):
                openReviewEditor(exerciseID)
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
            let reading = loadCourse(language)
            mailbox.post(.language(.courseLoaded(language, reading.course, notice: reading.notice)))
        }
    }

    private func openEditor(_ key: CellKey, code: String, lessonCode: String) {
        edit(preparing: { try workspace.prepare(key, code: code, lessonCode: lessonCode) }) { [self] in
            let edited = try workspace.collect(key, lessonCode: lessonCode, hadEdit: state.edit.copies[key] != nil)
            apply(.edit(.editorFinished(key, code: edited, lessonCode: lessonCode)))
        }
    }

    /// The predicted lines in the learner's editor; what the file holds after it comes back to
    /// the input, to read and run.
    private func editPrediction(_ key: CellKey, lines: [String]) {
        let predictions = WorkspacePredictions(workspace: workspace.layout.root)
        edit(preparing: { try predictions.prepare(key, lines: lines) }) { [self] in
            apply(.overlays(.predictionEdited(try predictions.read(key))))
        }
    }

    private func exercise(_ id: String) -> Exercise? {
        state.course.exercise(withID: id)?.exercise
    }

    /// Checks what the learner's file holds now: they may have saved it from another editor.
    private func checkExercise(_ id: String, runID: Int) {
        guard let exercise = exercise(id) else { return }
        do {
            let answer = try exercises.read(exercise)
            apply(.exercise(.answerRead(exerciseID: id, code: answer)))
            // An order-the-chain answer is judged only as an ordering of the lines it was given.
            if let problem = ChainAnswer.problem(in: answer, for: exercise) {
                apply(.exercise(.checked(runID: runID, .couldNotCheck(problem.phrase), answer: answer, checkedAt: Date())))
                return
            }
            checkService.check(runID: runID, answer: answer, for: exercise)
        } catch {
            apply(.exercise(.checked(runID: runID, .couldNotCheck(exercises.cannotRead(error, exerciseID: id)), answer: "", checkedAt: Date())))
        }
    }

    /// Checks what the review's file holds now, as `rxlearn review --check` reads it.
    private func checkReview(_ review: ExerciseReview, runID: Int) {
        let id = review.exercise.id
        let file = exercises.layout.reviewURL(exerciseID: id)
        do {
            let answer = try WorkspaceLayout.read(file)
            apply(.review(.answerRead(exerciseID: id, code: answer)))
            checkService.checkReview(runID: runID, answer: answer, for: review)
        } catch {
            apply(.review(.checked(runID: runID, .couldNotCheck(exercises.cannotRead(error, at: file)), answer: "", checkedAt: Date())))
        }
    }

    /// The review's own file in the learner's editor (made again should it be gone).
    private func openReviewEditor(_ id: String) {
        guard let review = state.review.session?.review, review.exercise.id == id else { return }
        let layout = exercises.layout
        edit(preparing: { try layout.prepareReviewFile(for: review.exercise, underWay: true) }) { [self] in
            apply(.review(.answerRead(exerciseID: id, code: try WorkspaceLayout.read(layout.reviewURL(exerciseID: id)))))
        }
    }

    /// The learner said yes to sharing: what their file holds now goes to the teacher.
    private func shareAnswer(_ id: String) {
        guard let exercise = exercise(id) else { return }
        do {
            classroom.share(exerciseID: id, code: try exercises.read(exercise))
        } catch {
            apply(.classroom(.note(exercises.cannotRead(error, exerciseID: id))))
        }
    }

    private func openExerciseEditor(_ id: String) {
        guard let exercise = exercise(id) else { return }
        edit(preparing: { try exercises.prepare(exercise) }) { [self] in
            apply(.exercise(.answerRead(exerciseID: id, code: try exercises.read(exercise))))
        }
    }

    // MARK: the learner's editor

    /// An editor the notebook waits for, and what to do when it ends: `finish` gets nil when it
    /// ended normally (the file is to be read), else why the file is left alone.
    private struct OpenEditor {
        let job: EditorJob
        let finish: (Phrase?) -> Void
    }

    /// How long an editor that has not touched the terminal keeps the notebook off the screen.
    static let editorDetachesAfter = Duration.seconds(2)

    /// Opens the learner's editor on the file `prepare` makes ready and gives it the terminal;
    /// once the editor has ended normally, `readBack` takes what it left. The editor usually ends
    /// before this returns; one that runs outside the terminal is waited for with the notebook
    /// back on screen (`detachedEditor`). Whatever fails on the way is said, and the cell or
    /// answer stays as it was.
    private func edit(preparing prepare: () throws -> URL, readBack: @escaping () throws -> Void) {
        guard let command = editorCommand, detachedEditor == nil else { return }
        let finish: (Phrase?) -> Void = { [self] problem in
            if let problem {
                apply(.edit(.editorFailed(reason: problem)))
            } else {
                do { try readBack() } catch { apply(.edit(.editorFailed(reason: Phrase("\(error)")))) }
            }
        }
        let file: URL
        do {
            file = try prepare()
        } catch {
            return finish(Phrase("\(error)"))
        }
        var started: Result<EditorJob, EditorJob.StartFailure>?
        var outcome = EditorJob.Outcome.detached
        terminal.suspend {
            do throws(EditorJob.StartFailure) {
                let job = try EditorJob(command: command, file: file)
                started = .success(job)
                interrupts.routeToEditor(job)
                outcome = job.waitWhileItHasTheTerminal(detachAfter: Self.editorDetachesAfter)
            } catch {
                started = .failure(error)
            }
        }
        switch started {
        case .success(let job):
            settle(OpenEditor(job: job, finish: finish), outcome)
        case .failure(let failure):
            finish(UIText.Notebook.Messages.editorDidNotStart(command, failure.reason))
            repaint()
        case nil:
            break
        }
    }

    /// After the editor had the terminal: it ended, or it runs on elsewhere and the notebook
    /// waits for it on screen.
    private func settle(_ open: OpenEditor, _ outcome: EditorJob.Outcome) {
        switch outcome {
        case .detached:
            detachedEditor = open
            apply(.edit(.editorStillOpen(command: open.job.command)))
        case .ended(let end):
            detachedEditor = nil
            interrupts.routeToEditor(nil)
            editorLeftovers.watch(group: open.job.pid)
            open.finish(EditorLauncher.problem(with: end, command: open.job.command))
        }
        repaint()
    }

    /// While the notebook waits for a detached editor, Esc stops waiting (Ctrl-C too, through
    /// `InterruptSignals`); other keys wait with it. True when something changed.
    private func keyWhileEditorIsOpen(_ key: Key) -> Bool {
        guard key == .escape else { return false }
        detachedEditor?.job.requestEnd()
        return lookAfterTheEditor()
    }

    /// Once per turn of the loop: reaps what earlier editors left, and looks at a detached
    /// editor — ended, to be ended, or wanting the terminal after all. True when something changed.
    private func lookAfterTheEditor() -> Bool {
        editorLeftovers.reapIfDue(sparing: detachedEditor?.job.pid)
        guard let open = detachedEditor else { return false }
        if open.job.endIsRequested {
            open.job.end()
            settle(open, .ended(.endedByRxlearn))
            return true
        }
        switch open.job.look() {
        case .running:
            return false
        case .ended(let end):
            settle(open, .ended(end))
        case .wantsTheTerminal:
            detachedEditor = nil
            var outcome = EditorJob.Outcome.detached
            terminal.suspend {
                open.job.giveTheTerminalBack()
                outcome = open.job.waitWhileItHasTheTerminal(detachAfter: nil)
            }
            settle(open, outcome)
        }
        return true
    }

    private func discardEdit(_ key: CellKey) {
        do {
            let kept = try workspace.discard(key)
            apply(.edit(.droppedCopyKept(keptAs: kept.map(displayPath))))
        } catch {
            let restored = workspace.load([key]).copies[key]?.code
            apply(.edit(.dropFailed(key, reason: "\(error)", restoring: restored)))
        }
    }

    private func saveExerciseAnswer(_ id: String, code: String) {
        guard let exercise = exercise(id) else { return }
        do {
            try WorkspaceLayout.write(code, to: exercises.prepare(exercise))
        } catch {
            apply(.chainOrder(.notSaved(reason: "\(error)")))
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
        exercises.layout.displayPath(url)
    }

    /// Draws the state, and keeps what the frame showed of each pane for the next key: the
    /// state changes, but nothing on the screen does, so there is nothing to repaint.
    private func repaint() {
        let frame = NotebookScreen.frame(state)
        terminal.paint(frame.buffer)
        _ = NotebookReducer.reduce(&state, .laidOut(frame.viewports))
    }
}
