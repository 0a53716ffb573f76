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
                result = .couldNotRun("could not run the cell: \(error)")
            }
            mailbox.post(.cellFinished(runID: request.runID, result))
        }
        thread.name = "rxlearn cell \(request.key)"
        thread.start()
    }

}
