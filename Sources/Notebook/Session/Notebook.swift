import Foundation
import LessonKit

/// The notebook's entry point, called by `rxlearn` (no subcommand) and `rxlearn present`.
public enum Notebook {
    /// The learner quit normally.
    public static let exitSuccess: Int32 = 0
    /// There is no terminal to draw on (standard output is not a TTY, or `TERM` is unknown):
    /// the caller should print the plain lesson list instead.
    public static let exitNoTerminal: Int32 = 3
    /// The notebook could not start (no lessons, unreadable progress); the reason was printed.
    public static let exitFailure: Int32 = 1

    /// Opens the notebook on the lessons in `lessonsFolder` at the learner's current lesson and
    /// returns the process exit code when the learner quits.
    ///
    /// - Parameters:
    ///   - workspace: where edited cells are kept; nil for the usual place (`WorkspaceLocation`).
    ///   - presentMode: projector mode: no prose pane, large code and marbles, step mode on.
    public static func open(lessonsFolder: URL, workspace: URL?, presentMode: Bool) throws -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let (chapters, _) = LessonLibrary.load(folder: lessonsFolder)
        let course = Course(chapters: chapters)
        guard !course.isEmpty else {
            FileHandle.standardError.write(Data("rxlearn: no lessons could be loaded from \(lessonsFolder.path); run `rxlearn lint` to see why.\n".utf8))
            return exitFailure
        }
        let store = ProgressStore()
        let snapshot = try store.load()
        let workspaceCells = WorkspaceCells(workspace: workspace ?? WorkspaceLocation.resolve(explicit: nil))
        let editorCommand = EditorLauncher.command(in: environment)

        var state = NotebookState(course: course, progress: snapshot.progress, presentMode: presentMode, editorAvailable: editorCommand != nil)
        state.edits = workspaceCells.load(course.entries.flatMap { entry in
            entry.lesson.cells.map { CellKey(lessonID: entry.lesson.id, cellID: $0.id) }
        })
        let workspaceExercises = WorkspaceExercises(workspace: workspace ?? WorkspaceLocation.resolve(explicit: nil))
        state.exerciseAnswers = workspaceExercises.load(course.entries.flatMap(\.lesson.exercises))
        if let problem = snapshot.diagnostics.first {
            state.message = .init(problem.message, kind: .warning)
        }

        // Signals first: ncurses only installs its own SIGINT handler when none is set.
        let mailbox = Mailbox()
        let interrupts = InterruptSignals(mailbox: mailbox)
        defer { interrupts.stop() }
        let terminal: Terminal
        do {
            terminal = try Terminal(highContrast: presentMode, environment: environment)
        } catch {
            return exitNoTerminal
        }
        let speedLog = SpeedLog(environment: environment)
        let session = NotebookSession(
            state: state, terminal: terminal, mailbox: mailbox, interrupts: interrupts,
            progressSaver: ProgressSaver(store: store, mailbox: mailbox),
            workspace: workspaceCells, exercises: workspaceExercises, editorCommand: editorCommand, speedLog: speedLog)
        session.run()
        terminal.close()
        speedLog.finish()
        return exitSuccess
    }
}
