import CellRunner
import Foundation
import LessonKit
import LessonRunner

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

    func run(_ request: RunRequest, cell: Cell, of lesson: Lesson) {
        let cancellation = inFlight.start(request.runID)
        let thread = Thread { [self] in
            defer { inFlight.finish(request.runID) }
            let result: CellResult
            do {
                let report = try runners.runner().cancellable(by: cancellation).run(cell, of: lesson, code: request.code)
                result = CellResult(report: report)
            } catch CellRunnerError.cancelled {
                return
            } catch {
                result = CellResult(status: .couldNotRun, problem: "could not run the cell: \(error)")
            }
            mailbox.post(.cellFinished(runID: request.runID, result))
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

extension CellResult {
    /// Keeps what the screen needs of the runner's report.
    init(report: CellReport) {
        let status: Status = switch report.status {
        case .finished: .finished
        case .compileFailed: .compileFailed
        case .crashed: .crashed
        case .timedOut: .timedOut
        case .outputLimitExceeded: .outputLimitExceeded
        case .exited(let code): .exited(code)
        }
        self.init(status: status, output: report.recording.output, verdict: report.verdict, problem: report.problem,
                  details: report.problemDetails)
    }
}

extension CellReport {
    /// The lines under a problem on screen: compiler errors with their line, or for a run that
    /// went wrong (a crash, a timeout) the first lines of standard error.
    var problemDetails: [String] {
        var details = compileErrors.map { error in
            "line \(error.line.map(String.init) ?? "?"): \(error.severity): \(error.message)"
        }
        if status != .finished && status != .compileFailed {
            details += stderr.split(separator: "\n").prefix(8).map(String.init)
        }
        return details
    }
}
