import Foundation
import LessonKit
import Localization
import Playground
import NotebookCore

/// How a notebook session ended; the caller says what it means to the user.
public enum NotebookOutcome: Sendable, Equatable {
    /// The learner quit.
    case quit
    /// The learner quit, but some of their progress could not be saved, even at the end (another
    /// program holds the progress file's lock, the disk is full…): why. The caller must say so
    /// and not report success.
    case quitWithProgressNotSaved(ProgressStoreError)
    /// There is no terminal to draw on (standard output is not a TTY, or `TERM` is unknown).
    case noTerminal
    /// The chapters hold no lesson to show.
    case noLessons
}

/// The notebook's entry point, called by `rxlearn` (no subcommand), `rxlearn present` and the
/// `NotebookHost` test binary. It shows the chapters it is given: the caller loaded them, and
/// reports their problems in its own words.
public enum Notebook {
    /// Opens the notebook and returns when the learner quits.
    ///
    /// - Parameters:
    ///   - chapters: the loaded lessons.
    ///   - path: the learning path the notebook follows (nil: the documents' order).
    ///   - sectionTitles: the documents' section titles shown beside the English ones.
    ///   - notice: a first message for the status line (e.g. that some lesson files have errors).
    ///   - workspace: where edited cells and exercise answers are kept.
    ///   - presentMode: projector mode: no prose pane, large code and marbles, step mode on.
    ///   - showsExpected: show what each cell should do before it runs (by default it stays
    ///     folded until the learner runs or predicts the cell).
    ///   - classData: on a projector, the data folder of the class it teaches (`rxlearn class host
    ///     --data`); nil: the standard one (`ClassTeacher.dataFolder(named:)`).
    ///   - place: where to open: the welcome page on a first run, else where the learner
    ///     stopped; or a lesson or exercise the caller has checked exists.
    ///   - loadCourse: the same lessons in another language, for the language key (`L`): called
    ///     off the main thread; its entries should be the same lessons in the same order (a
    ///     translation is), and the notebook finds its place in them by id; its notice (a
    ///     translated chapter that cannot be read) is said. Nil: `L` switches the interface only.
    ///     `chapters` are in `Language.current`.
    /// - Throws: `ProgressStoreError` when the progress file cannot be read at all.
    public static func open(chapters: [Chapter], path: LearningPath? = nil, sectionTitles: SectionTitles = SectionTitles(),
                            notice: Phrase? = nil, workspace: URL, presentMode: Bool, showsExpected: Bool = false, classData: URL? = nil,
                            at place: OpeningPlace = .welcomeOnFirstRun,
                            loadCourse: (@Sendable (Language) -> CourseReading)? = nil) throws -> NotebookOutcome {
        let environment = ProcessInfo.processInfo.environment
        let course = Course(chapters: chapters, path: path, sectionTitles: sectionTitles)
        guard !course.isEmpty else { return .noLessons }
        let store = ProgressStore()
        let snapshot = try store.load()
        let workspaceCells = WorkspaceCells(workspace: workspace)
        let editorCommand = EditorLauncher.command(in: environment)

        var state = NotebookState(course: course, progress: snapshot.progress, presentMode: presentMode, editorAvailable: editorCommand != nil)
        state.predict.showsExpected = showsExpected
        state.open(at: place)
        let edits = workspaceCells.load(course.entries.flatMap { entry in
            entry.lesson.cells.map { CellKey(lessonID: entry.lesson.id, cellID: $0.id) }
        })
        state.edit.copies = edits.copies
        let workspaceExercises = WorkspaceExercises(workspace: workspace)
        let answers = workspaceExercises.load(course.entries.flatMap(\.lesson.exercises))
        state.exercise.answers = answers.answers
        state.review.fixedNow = ReviewClock.fixedNow(environment: environment)
        state.review.dueCount = ReviewSchedule.due(course.reviewCandidates, progress: snapshot.progress,
                                                   now: ReviewClock.now(environment: environment)).count
        if let first = openingMessage(progress: snapshot, unreadableCopies: workspaceCells.unreadableNotice(edits) ?? workspaceExercises.unreadableNotice(answers),
                                       notice: notice) {
            state.message = .init(first, kind: .warning)
        } else if state.reviewsDue > 0 && state.overlay != .welcome {
            state.message = .init(UIText.Notebook.Review.due(state.reviewsDue), kind: .info)
        }
        let openingEffects = state.recordPosition()
        return run(state, openingEffects: openingEffects, store: store, workspace: workspace, environment: environment,
                   makePlayer: { try PlaygroundPlayer.locatingEverything() }, classData: classData, loadCourse: loadCourse)
    }

    /// The first message, of what the learner must know first: the progress file that could not
    /// be read (moved aside), edited copies of cells that cannot be read, then the caller's
    /// notice. Phrases, so that `L` words them again.
    static func openingMessage(progress: ProgressStore.Snapshot, unreadableCopies: Phrase?, notice: Phrase?) -> Phrase? {
        progress.notices.first ?? unreadableCopies ?? notice
    }

    /// Opens the marble playground on its own (`rxlearn play`) and returns when the learner
    /// leaves it: `operators` is one operator, or two or three played side by side; `inputs`
    /// (lane name → marbles) replace the example's lanes of the same names. The caller checked
    /// the names and made `player`; the playground stops it when it ends.
    ///
    /// The playground alone shows no lesson, so it loads none and never reads or writes the
    /// learner's progress or workspace.
    ///
    /// - Throws: `PlaygroundPlayerError.unknownOperator` for a name the catalog does not know.
    public static func openPlayground(operators: [String], inputs: [String: String], player: PlaygroundPlayer) throws -> NotebookOutcome {
        let environment = ProcessInfo.processInfo.environment
        var state = NotebookState(course: Course(chapters: []))
        let openingEffects = state.openPlayground(operators: operators, inputs: inputs, from: .commandLine)
        guard state.playground != nil else {
            throw PlaygroundPlayerError.unknownOperator(operators.first { PlaygroundCatalog.find($0) == nil } ?? operators.first ?? "")
        }
        return run(state, openingEffects: openingEffects, store: ProgressStore(),
                   workspace: WorkspaceLocation.resolve(explicit: nil), environment: environment, makePlayer: { player })
    }

    /// Takes the terminal and runs the session from `state` until the learner quits.
    private static func run(_ state: NotebookState, openingEffects: [NotebookEffect], store: ProgressStore, workspace: URL,
                            environment: [String: String], makePlayer: @escaping @Sendable () throws -> any PlaygroundPlaying,
                            classData: URL? = nil, loadCourse: (@Sendable (Language) -> CourseReading)? = nil) -> NotebookOutcome {
        // Signals first: ncurses only installs its own SIGINT handler when none is set.
        let mailbox = Mailbox()
        let interrupts = InterruptSignals(mailbox: mailbox)
        defer { interrupts.stop() }
        let terminal: Terminal
        do {
            terminal = try Terminal(highContrast: state.presentMode, environment: environment)
        } catch {
            return .noTerminal
        }
        let speedLog = SpeedLog(environment: environment)
        let progressSaver = ProgressSaver(store: store, mailbox: mailbox)
        let session = NotebookSession(
            state: state, terminal: terminal, mailbox: mailbox, interrupts: interrupts,
            progressSaver: progressSaver,
            workspace: WorkspaceCells(workspace: workspace), exercises: WorkspaceExercises(workspace: workspace),
            editorCommand: EditorLauncher.command(in: environment), speedLog: speedLog,
            playgroundService: PlaygroundService(mailbox: mailbox, makePlayer: makePlayer),
            openingEffects: openingEffects, classroom: ClassroomService(mailbox: mailbox, classData: classData), loadCourse: loadCourse)
        session.run()
        terminal.close()
        speedLog.finish()
        // After the terminal is given back: the last save may wait a moment for a held lock.
        if let unsaved = progressSaver.finish() { return .quitWithProgressNotSaved(unsaved) }
        return .quit
    }
}
