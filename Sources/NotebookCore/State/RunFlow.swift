import LessonKit
import Localization

/// Running cells in the background, one at a time, and taking their results in.
extension NotebookState {
    mutating func runCurrentCell() -> [NotebookEffect] {
        guard case .cell(let index) = stop, currentCell != nil else {
            message = .init(UIText.Notebook.Messages.noCellsToRun.text)
            return []
        }
        return startRun(cell: index, queue: [], runAll: false)
    }

    mutating func runAllCells() -> [NotebookEffect] {
        guard let cells = currentLesson?.cells, !cells.isEmpty else {
            message = .init(UIText.Notebook.Messages.noCellsToRun.text)
            return []
        }
        return startRun(cell: 0, queue: Array(cells.indices.dropFirst()), runAll: true)
    }

    private mutating func startRun(cell: Int, queue: [Int], runAll: Bool) -> [NotebookEffect] {
        guard !isRunning else {
            message = .init(UIText.Notebook.Messages.alreadyRunning.text)
            return []
        }
        guard let lesson = currentLesson, lesson.cells.indices.contains(cell) else { return [] }
        let source = lesson.cells[cell]
        let key = CellKey(lessonID: lesson.id, cellID: source.id)
        let request = RunRequest(
            runID: run.nextRunID, key: key, lessonIndex: lessonIndex, cellIndex: cell,
            code: code(for: key, lessonCode: source.code.source))
        run.nextRunID += 1
        run.running = RunningCell(runID: request.runID, key: key, queue: queue, isRunAll: runAll)
        run.spinnerFrame = 0
        return [.run(request)]
    }

    /// Esc while a cell runs or a check is made: the state forgets it, and the session, seeing
    /// the run gone, cancels it (its compile or process is killed; a late result is dropped).
    /// With nothing running, Esc folds the stages `c` unfolded.
    mutating func cancelRun() {
        if exercise.checking != nil {
            exercise.checking = nil
            message = .init(UIText.Notebook.Messages.stoppedCheck.text)
            return
        }
        guard run.running != nil else {
            _ = foldStages()
            return
        }
        run.running = nil
        message = .init(UIText.Notebook.Messages.stoppedCell.text)
    }

    mutating func finishRun(_ runID: Int, _ result: CellResult) -> [NotebookEffect] {
        guard let finished = run.running, finished.runID == runID else { return [] }
        run.running = nil
        run.results[finished.key] = result
        if finished.key == currentKey, run.revealedSteps != nil { run.revealedSteps = 0 }

        var effects: [NotebookEffect] = []
        if result.passed {
            effects.append(record(.cellMatched(lessonID: finished.key.lessonID, cellID: finished.key.cellID)))
        }
        // "Run all" goes on while the learner stays in the lesson.
        if let next = finished.queue.first, currentLesson?.id == finished.key.lessonID {
            effects += startRun(cell: next, queue: Array(finished.queue.dropFirst()), runAll: true)
        } else if finished.isRunAll, let lesson = currentLesson, lesson.id == finished.key.lessonID {
            let matched = lesson.cells.filter { run.results[CellKey(lessonID: lesson.id, cellID: $0.id)]?.passed == true }.count
            message = .init(Self.runAllSummary(cells: lesson.cells.count, matched: matched))
        }
        return effects
    }
}

extension NotebookState {
    /// "Ran all 3 cells of the lesson: 2 match." — in words that fit one cell too.
    static func runAllSummary(cells: Int, matched: Int) -> String {
        if cells == 1 {
            return matched == 1 ? UIText.Notebook.Messages.oneCellMatches.text : UIText.Notebook.Messages.oneCellDiffers.text
        }
        return UIText.Notebook.Messages.ranAll(cells, matched: matched).text
    }
}
