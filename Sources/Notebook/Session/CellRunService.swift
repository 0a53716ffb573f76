import Foundation
import LessonKit
import LessonRunner

/// Runs cells off the main thread so the interface never freezes. The result comes back through
/// the mailbox; the reducer ignores it if the learner stopped waiting.
final class CellRunService: @unchecked Sendable {
    private let mailbox: Mailbox
    private let runners: RunnerLocator

    init(mailbox: Mailbox, runners: RunnerLocator) {
        self.mailbox = mailbox
        self.runners = runners
    }

    func run(_ request: RunRequest, cell: Cell, of lesson: Lesson) {
        let thread = Thread { [self] in
            let result: CellResult
            do {
                let report = try runners.runner().run(cell, of: lesson, code: request.code)
                result = CellResult(report: report)
            } catch {
                result = CellResult(status: .couldNotRun, problem: "could not run the cell: \(error)")
            }
            mailbox.post(.cellFinished(runID: request.runID, result))
        }
        thread.name = "rxlearn cell \(request.key)"
        thread.start()
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
