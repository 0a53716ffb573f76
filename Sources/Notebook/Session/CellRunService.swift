import CellRunner
import Foundation
import LessonKit
import LessonRunner
import Localization
import NotebookCore

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
    private let lock = NSLock()
    private var runs: [Int: RunCancellation] = [:]

    func start(_ runID: Int) -> RunCancellation {
        let cancellation = RunCancellation()
        lock.lock()
        runs[runID] = cancellation
        lock.unlock()
        return cancellation
    }

    func finish(_ runID: Int) {
        lock.lock()
        runs[runID] = nil
        lock.unlock()
    }

    func cancel(_ runID: Int) {
        lock.lock()
        let cancellation = runs.removeValue(forKey: runID)
        lock.unlock()
        cancellation?.cancel()
    }
}
