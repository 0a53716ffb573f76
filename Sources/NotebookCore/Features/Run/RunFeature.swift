import LessonKit
import LessonRunner
import Localization

/// `r` and `a`: running cells in the background, one at a time, and taking their results in;
/// Esc stops waiting. `c` and `l` unfold and move along the run's automatic lanes.
public enum RunFeature {
    public struct State: Sendable, Equatable {
        public var results: [CellKey: CellRunResult] = [:]
        public var running: RunningCell?
        /// The automatic lane the stage keys act on (`LaneFocus`).
        public var laneFocus: LaneFocus?
        /// Whether the subscriptions the lesson's setup makes (its helpers) get lanes of their
        /// own; folded into one line by default, they would bury the cell's own (`w`).
        public var showsSetupLanes = false

        public init() {}
    }

    public enum Action: Sendable, Equatable {
        case command(RunCommand)
        /// A background run ended; results of runs that were cancelled are ignored.
        case finished(runID: Int, CellRunResult)
        /// The cell's code changed (an edit, the other version): its last result describes other code.
        case forget(CellKey)
    }

    static func reduce(_ state: inout State, _ action: Action, in notebook: NotebookState, work: inout BackgroundWork) -> [FeatureEffect] {
        switch action {
        case .command(.runCell):
            guard case .cell(let index) = notebook.stop, notebook.currentCell != nil else {
                return [.say(UIText.Notebook.Messages.noCellsToRun)]
            }
            return startRun(&state, cell: index, queue: [], runAll: false, in: notebook, work: &work)
        case .command(.runAll):
            guard let cells = notebook.currentLesson?.cells, !cells.isEmpty else { return [.say(UIText.Notebook.Messages.noCellsToRun)] }
            return startRun(&state, cell: 0, queue: Array(cells.indices.dropFirst()), runAll: true, in: notebook, work: &work)
        case .command(.cancel):
            return cancel(&state, in: notebook)
        case .command(.toggleStages):
            return toggleStages(&state, in: notebook)
        case .command(.nextSubscription):
            return focusNextSubscription(&state, in: notebook)
        case .command(.toggleSetupLanes):
            state.showsSetupLanes.toggle()
            return [.say(state.showsSetupLanes ? UIText.Notebook.Messages.setupLanesShown : UIText.Notebook.Messages.setupLanesFolded)]
        case .finished(let runID, let result):
            return finish(&state, runID, result, in: notebook, work: &work)
        case .forget(let key):
            state.results[key] = nil
            return []
        }
    }

    private static func startRun(_ state: inout State, cell: Int, queue: [Int], runAll: Bool, in notebook: NotebookState,
                                 work: inout BackgroundWork) -> [FeatureEffect] {
        guard state.running == nil && notebook.exercise.checking == nil else { return [.say(UIText.Notebook.Messages.alreadyRunning)] }
        guard let lesson = notebook.currentLesson, lesson.cells.indices.contains(cell) else { return [] }
        let source = lesson.cells[cell]
        let key = CellKey(lessonID: lesson.id, cellID: source.id)
        let request = RunRequest(runID: work.startRunning(), key: key, lessonIndex: notebook.lessonIndex, cellIndex: cell,
                                 code: notebook.code(for: key, lessonCode: source.code.source))
        state.running = RunningCell(runID: request.runID, key: key, queue: queue, isRunAll: runAll)
        return [.session(.run(request))]
    }

    /// Esc while a cell runs or a check is made: the state forgets it, and the session, seeing
    /// the run gone, cancels it (its compile or process is killed; a late result is dropped).
    /// With nothing running, Esc folds the stages `c` unfolded.
    private static func cancel(_ state: inout State, in notebook: NotebookState) -> [FeatureEffect] {
        if notebook.exercise.checking != nil { return [.send(.exercise(.stopCheck))] }
        guard state.running != nil else {
            if notebook.currentExercise != nil { return [.send(.exercise(.foldStages))] }
            foldStages(&state, in: notebook)
            return []
        }
        state.running = nil
        return [.say(UIText.Notebook.Messages.stoppedCell)]
    }

    private static func finish(_ state: inout State, _ runID: Int, _ result: CellRunResult, in notebook: NotebookState,
                               work: inout BackgroundWork) -> [FeatureEffect] {
        guard let finished = state.running, finished.runID == runID else { return [] }
        state.running = nil
        state.results[finished.key] = result
        var effects: [FeatureEffect] = [.send(.step(.ran(finished.key))), .send(.predict(.ran(finished.key)))]
        if result.passed {
            effects.append(.record(.cellMatched(lessonID: finished.key.lessonID, cellID: finished.key.cellID)))
        }
        // "Run all" goes on while the learner stays in the lesson.
        if let next = finished.queue.first, notebook.currentLesson?.id == finished.key.lessonID {
            effects += startRun(&state, cell: next, queue: Array(finished.queue.dropFirst()), runAll: true, in: notebook, work: &work)
        } else if finished.isRunAll, let lesson = notebook.currentLesson, lesson.id == finished.key.lessonID {
            let matched = lesson.cells.filter { state.results[CellKey(lessonID: lesson.id, cellID: $0.id)]?.passed == true }.count
            effects.append(.say(runAllSummary(cells: lesson.cells.count, matched: matched)))
        }
        return effects
    }

    /// "Ran all 3 cells of the lesson: 2 match." — in words that fit one cell too.
    static func runAllSummary(cells: Int, matched: Int) -> Phrase {
        if cells == 1 {
            return matched == 1 ? UIText.Notebook.Messages.oneCellMatches : UIText.Notebook.Messages.oneCellDiffers
        }
        return UIText.Notebook.Messages.ranAll(cells, matched: matched)
    }
}

/// The keys that run cells, stop a run, and show a run's automatic lanes.
public enum RunCommand: Sendable, Equatable {
    case runCell, runAll, cancel, toggleStages, nextSubscription, toggleSetupLanes
}

/// A cell being run in the background.
public struct RunningCell: Sendable, Equatable {
    public var runID: Int
    public var key: CellKey
    /// For "run all": the cells of the lesson still to run after this one.
    public var queue: [Int]
    public var isRunAll: Bool
}
