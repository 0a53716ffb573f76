import LessonKit
import LessonRunner
import Localization

/// Everything the screen shows, and nothing the terminal knows: the renderer is a pure function
/// of it, and `NotebookReducer` is the only thing that changes it.
///
/// Each feature owns a part (`navigation`, `run`, `step`, …) that only its reducer changes; it
/// reads the rest, and asks for anything else (a message, a progress change, another feature's
/// action, work for the session) with a `FeatureEffect`. What is shared stays here: the
/// learner's progress, the message line, the screen and the last frame's viewports, and the ids
/// of work in the background.
public struct NotebookState: Sendable, Equatable {
    /// The course and where the learner is in it.
    public var navigation: NavigationFeature.State
    /// Which pane has the screen, whether the setup code is unfolded, and the panes' scrolls.
    public var layout = LayoutFeature.State()
    /// Running cells and their results, and the automatic lane the stage keys act on.
    public var run = RunFeature.State()
    /// Step mode: how many events of the current cell's run are revealed.
    public var step = StepFeature.State()
    /// The learner's predictions of lanes, by cell.
    public var predict = PredictFeature.State()
    /// The learner's edited copies of cells.
    public var edit = EditFeature.State()
    /// The learner's exercise answers and their checks.
    public var exercise = ExerciseFeature.State()
    /// The selected line of each order-the-chain exercise.
    public var chainOrder = ChainOrderFeature.State()
    /// The window open over the panes, and the contents' order.
    public var overlays = OverlayFeature.State()
    /// The marble playground, when it is open: it has the whole screen and the keys.
    public var playground: PlaygroundState?
    /// The language the course and the interface are shown in, and the one asked for with `L`.
    public var languages: LanguageFeature.State
    /// The live class: the learner's link, the teacher's offers and polls, the projector's class.
    public var classroom = ClassroomFeature.State()
    /// Spaced review: how many are due, and the review session when one is under way.
    public var review = ReviewFeature.State()

    /// The screen the notebook is drawn on, and what its last frame showed of each pane: the one
    /// owner of the screen's size.
    public var screen = ScreenState()
    /// A short note for the learner, shown above the status bar until the next key.
    public var message: Message?
    public var progress: LearnerProgress
    /// The ids of runs, checks and plays, and the spinner while one runs.
    public var work = BackgroundWork()
    /// Projector mode: no prose, large code and marbles, step mode on.
    public var presentMode: Bool
    /// Whether `$VISUAL` or `$EDITOR` is set; without one, `e` explains what to do.
    public var editorAvailable: Bool
    public var shouldQuit = false

    public init(course: Course, progress: LearnerProgress = LearnerProgress(), presentMode: Bool = false, editorAvailable: Bool = true,
                language: Language = .current) {
        navigation = NavigationFeature.State(course: course)
        languages = LanguageFeature.State(current: language)
        self.progress = progress
        self.presentMode = presentMode
        self.editorAvailable = editorAvailable
        if let position = progress.position, let index = course.index(ofLesson: position.lessonID) {
            navigation.lessonIndex = index
            navigation.stop = position.cellID.flatMap(course.entries[index].lesson.stop(withID:)) ?? course.entries[index].lesson.firstStop
        }
        if presentMode {
            step.revealed = 0
            classroom.teaching = .looking
        }
    }

    /// A short note for the learner: a phrase of the catalog, said in the language shown.
    public struct Message: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case info, warning }
        public var phrase: Phrase
        public var kind: Kind

        public init(_ phrase: Phrase, kind: Kind = .info) {
            self.phrase = phrase
            self.kind = kind
        }

        /// The note in the language rxlearn speaks now.
        public var text: String { phrase.text }
    }
}

/// The terminal's size, as the session last reported it, and what the last frame drawn at that
/// size showed of each pane (`PaneViewports`): the reducer scrolls within those, and never
/// measures a pane itself.
public struct ScreenState: Sendable, Equatable {
    public var size = ScreenSize(columns: 80, rows: 24)
    public var viewports = PaneViewports()

    public init() {}
}

/// What runs, checks and plays share: one counter of ids, so that a late answer is never taken
/// for a newer one, and the spinner's frame while a run or check goes on.
public struct BackgroundWork: Sendable, Equatable {
    public var nextID = 1
    public var spinnerFrame = 0

    /// An id for a run or a check, with the spinner at its first frame.
    mutating func startRunning() -> Int {
        spinnerFrame = 0
        return issueID()
    }

    mutating func issueID() -> Int {
        defer { nextID += 1 }
        return nextID
    }
}

// MARK: - What is current

extension NotebookState {
    public var course: Course { navigation.course }
    public var lessonIndex: Int { navigation.lessonIndex }
    public var stop: Stop { navigation.stop }
    public var language: Language { languages.current }
    public var screenSize: ScreenSize { screen.size }

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

    /// What came of the current cell's last run, nil before it ran.
    public var currentResult: CellRunResult? { currentKey.flatMap { run.results[$0] } }

    /// The runner's report of the current cell's last run, when it ran.
    public var currentReport: CellReport? { currentResult?.report }

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

    public var isRunning: Bool { run.running != nil || exercise.checking != nil || review.session?.workingRunID != nil }

    public var overlay: Overlay? { overlays.open }

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
        return currentReport?.recording.output.lanes.map(\.name) ?? []
    }
}
