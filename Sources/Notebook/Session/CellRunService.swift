import CellRunner
import Foundation
import LessonKit
import LessonRunner
import Localization
import NotebookCore
import SystemSupport

/// Runs cells off the main thread so the interface never freezes. The result comes back through
/// the mailbox. When the learner stops waiting (Esc), `cancel` stops the compile or the run
/// itself: its processes are killed, and nothing is posted.
final class CellRunService: @unchecked Sendable {
    private let mailbox: Mailbox
    private let runners: RunnerLocator
    private let inFlight = InFlightRuns()

    init(mailbox: Mailbox, runners: RunnerLocator) {
        self.mailbox = mailbox
        self.runners = runners
    }

    /// Runs `cell` as `edited` has it (`WorkspaceCells.toRun`).
    func run(_ request: RunRequest, cell: Cell, of lesson: Lesson, edited: EditedCellFile) {
        let cancellation = inFlight.start(request.runID)
        let thread = Thread { [self] in
            defer { inFlight.finish(request.runID) }
            let result: CellRunResult
            do {
                result = .ran(try runners.runner().cancellable(by: cancellation).run(cell, of: lesson, edited: edited))
            } catch CellRunnerError.cancelled {
                return
            } catch {
                result = .couldNotRun(reason: "\(error)")
            }
            mailbox.post(.run(.finished(runID: request.runID, result)))
        }
        thread.name = "rxlearn cell \(request.key)"
        thread.start()
    }

    /// Stops the run `runID` if it is still going.
    func cancel(runID: Int) {
        inFlight.cancel(runID)
    }
}

/// The cancellation of each run in progress, by run id, for the cell and exercise services.
final class InFlightRuns: @unchecked Sendable {
    private let runs = Locked<[Int: RunCancellation]>([:])

    func start(_ runID: Int) -> RunCancellation {
        let cancellation = RunCancellation()
        runs.withLock { $0[runID] = cancellation }
        return cancellation
    }

    func finish(_ runID: Int) {
        runs.withLock { $0[runID] = nil }
    }

    func cancel(_ runID: Int) {
        runs.withLock { $0.removeValue(forKey: runID) }?.cancel()
    }
}
