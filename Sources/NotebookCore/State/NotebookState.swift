import LessonKit
import Localization

/// Everything the screen shows, and nothing the terminal knows: the renderer is a pure function
/// of this and the screen size, and `NotebookReducer` is the only thing that changes it.
public struct NotebookState: Sendable, Equatable {
    public var course: Course
    public var lessonIndex = 0
    /// The current stop of the lesson: one of its cells or one of its exercises.
    public var stop = Stop.cell(0)

    /// Lines scrolled in the prose pane; nil follows the current cell.
    public var proseScroll: Int?
    /// Lines scrolled in the code pane, for cells and answers longer than it; 0 at every new stop.
    public var codeScroll = 0
    public var overlay: Overlay?
    /// How the contents lists the lessons: along the learning path, or in the documents' order
    /// (`o` in the contents switches; `]` and `[` always follow the path).
    public var contentsOrder = LessonOrder.path
    /// A short note for the learner, shown above the status bar until the next key.
    public var message: Message?

    /// Running cells: results, the run in progress, step mode, predictions.
    public var run = RunState()
    /// The learner's exercise answers and their checks.
    public var exercise = ExerciseState()
    /// The learner's edited copies of cells.
    public var edit = EditState()
    /// Which pane has the screen, whether the setup code is unfolded, and the panes' scrolls.
    public var layout = LayoutState()
    /// The marble playground, when it is open: it has the whole screen and the keys.
    public var playground: PlaygroundState?

    public var progress: LearnerProgress
    /// Projector mode: no prose, large code and marbles, step mode on.
    public var presentMode: Bool
    /// Whether `$VISUAL` or `$EDITOR` is set; without one, `e` explains what to do.
    public var editorAvailable: Bool
    public var screenSize = ScreenSize(columns: 80, rows: 24)
    public var shouldQuit = false
    /// The language the course and the interface are shown in; `L` asks for the next one, and
    /// `languageRequested` is set until its lessons arrive.
    public var language: Language
    public var languageRequested: Language?

    public init(course: Course, progress: LearnerProgress = LearnerProgress(), presentMode: Bool = false, editorAvailable: Bool = true,
                language: Language = .current) {
        self.course = course
        self.language = language
        self.progress = progress
        self.presentMode = presentMode
        self.editorAvailable = editorAvailable
        if let position = progress.position, let index = course.index(ofLesson: position.lessonID) {
            lessonIndex = index
            stop = position.cellID.flatMap(course.entries[index].lesson.stop(withID:)) ?? .cell(0)
        }
        if presentMode { run.revealedSteps = 0 }
    }

    public struct Message: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case info, warning }
        public var text: String
        public var kind: Kind

        public init(_ text: String, kind: Kind = .info) {
            self.text = text
            self.kind = kind
        }
    }

    /// Running cells and what came of it.
    public struct RunState: Sendable, Equatable {
        public var results: [CellKey: CellResult] = [:]
        public var running: RunningCell?
        /// Runs and checks share one counter, so a late result is never taken for a newer one.
        public var nextRunID = 1
        public var spinnerFrame = 0
        /// Step mode: how many events of the current cell's last run are revealed (nil = off).
        public var revealedSteps: Int?
        public var predictions: [CellKey: Prediction] = [:]
        /// The automatic lane the stage keys act on (`LaneFocus`).
        public var laneFocus: LaneFocus?
        /// Exercises whose answer's stages `c` unfolded.
        public var exerciseStagesShown: Set<String> = []
    }

    /// The learner's exercise answers and their checks.
    public struct ExerciseState: Sendable, Equatable {
        /// The answers as the learner's workspace files hold them; an exercise without one shows
        /// its start file.
        public var answers: [String: String] = [:]
        public var results: [String: ExerciseResult] = [:]
        public var checking: RunningCheck?
    }

    /// The learner's edited copies of cells.
    public struct EditState: Sendable, Equatable {
        public var copies: [CellKey: EditedCell] = [:]
        /// Cells whose lesson version is shown instead of the learner's edited copy.
        public var showingLessonVersion: Set<CellKey> = []
    }

    /// A cell being run in the background.
    public struct RunningCell: Sendable, Equatable {
        public var runID: Int
        public var key: CellKey
        /// For "run all": the cells of the lesson still to run after this one.
        public var queue: [Int]
        public var isRunAll: Bool
    }
}

// MARK: - What is current

extension NotebookState {
    public var currentEntry: Course.Entry? {
        course.entries.indices.contains(lessonIndex) ? course.entries[lessonIndex] : nil
    }

    public var currentLesson: Lesson? { currentEntry?.lesson }

    public var currentCell: Cell? {
        guard case .cell(let index) = stop, let cells = currentLesson?.cells, cells.indices.contains(index) else { return nil }
        return cells[index]
    }

    public var currentKey: CellKey? {
        guard let lesson = currentLesson, let cell = currentCell else { return nil }
        return CellKey(lessonID: lesson.id, cellID: cell.id)
    }

    public var currentResult: CellResult? { currentKey.flatMap { run.results[$0] } }

    /// The code shown and run for a cell: the learner's copy unless they asked for the lesson's.
    public func code(for key: CellKey, lessonCode: String) -> String {
        if let edit = self.edit.copies[key], !self.edit.showingLessonVersion.contains(key) { return edit.code }
        return lessonCode
    }

    public var currentCode: String? {
        guard let key = currentKey, let cell = currentCell else { return nil }
        return code(for: key, lessonCode: cell.code.source)
    }

    /// The lesson's cell changed since the learner edited their copy.
    public var lessonChangedSinceEdit: Bool {
        guard let key = currentKey, let cell = currentCell, let edit = edit.copies[key] else { return false }
        // Comments do not count: the same cell in the other language differs only in them.
        return !SwiftComments.sameCode(edit.lessonCodeAtEdit, cell.code.source)
    }

    public var isRunning: Bool { run.running != nil || exercise.checking != nil }

    public var matchedCellCount: Int {
        course.entries.reduce(0) { total, entry in
            let matched = progress.lessons[entry.lesson.id]?.matchedCells ?? []
            return total + entry.lesson.cells.filter { matched.contains($0.id) }.count
        }
    }

    /// The lanes a prediction can be made for: the lesson's expected lanes, else those recorded.
    public var predictableLanes: [String] {
        let expected = currentCell?.expected.lanes.map(\.name) ?? []
        if !expected.isEmpty { return expected }
        return currentResult?.output.lanes.map(\.name) ?? []
    }
}
