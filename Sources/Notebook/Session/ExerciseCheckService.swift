import CellRunner
import Foundation
import LessonKit
import LessonRunner
import Localization
import Marbles
import NotebookCore

/// Checks exercise answers off the main thread with the checker `rxlearn check` uses; the result
/// comes back through the mailbox. `cancel` stops a check in progress (Esc), processes and all.
final class ExerciseCheckService: @unchecked Sendable {
    private let mailbox: Mailbox
    private let runners: RunnerLocator
    private let inFlight = InFlightRuns()

    init(mailbox: Mailbox, runners: RunnerLocator) {
        self.mailbox = mailbox
        self.runners = runners
    }

    func check(runID: Int, answer: String, for exercise: Exercise) {
        let cancellation = inFlight.start(runID)
        let thread = Thread { [self] in
            defer { inFlight.finish(runID) }
            let check: ExerciseCheck
            do {
                check = .judged(try ExerciseChecker(runner: runners.runner().cancellable(by: cancellation)).check(answer, for: exercise))
            } catch CellRunnerError.cancelled {
                return
            } catch let error as ExerciseCheckError {
                check = .exerciseBroken(reason: error.description)
            } catch {
                check = .couldNotCheck(UIText.Notebook.Messages.couldNotCheck("\(error)"))
            }
            mailbox.post(.exercise(.checked(runID: runID, check, answer: answer, checkedAt: Date())))
        }
        thread.name = "rxlearn check \(exercise.id)"
        thread.start()
    }

    /// Stops the check `runID` if it is still going.
    func cancel(runID: Int) {
        inFlight.cancel(runID)
    }
}
