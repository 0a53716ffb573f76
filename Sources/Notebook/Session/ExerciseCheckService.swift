import CellRunner
import Foundation
import LessonKit
import LessonRunner
import Localization
import Marbles
import NotebookCore

/// Checks exercise answers off the main thread with the checker `rxlearn check` uses (and
/// prepares and checks reviews as `rxlearn review` does: `ExerciseCheckService+Review`); the
/// result comes back through the mailbox. `cancel` stops a check in progress (Esc), processes and all.
final class ExerciseCheckService: @unchecked Sendable {
    let mailbox: Mailbox
    let runners: RunnerLocator
    let inFlight = InFlightRuns()

    init(mailbox: Mailbox, runners: RunnerLocator) {
        self.mailbox = mailbox
        self.runners = runners
    }

    func check(runID: Int, answer: String, for exercise: Exercise) {
        judge(runID: runID, named: "rxlearn check \(exercise.id)", { try ExerciseChecker(runner: $0).check(answer, for: exercise) },
              reporting: { .exercise(.checked(runID: runID, $0, answer: answer, checkedAt: $1)) })
    }

    /// Judges on a thread of its own with a runner `cancel(runID:)` stops, and posts what
    /// `report` makes of the check and the time it ended; a cancelled check posts nothing.
    func judge(runID: Int, named name: String, _ judging: @escaping @Sendable (LessonCellRunner) throws -> ExerciseVerdict,
               reporting report: @escaping @Sendable (ExerciseCheck, Date) -> NotebookAction) {
        let cancellation = inFlight.start(runID)
        let thread = Thread { [self] in
            defer { inFlight.finish(runID) }
            let check: ExerciseCheck
            do {
                check = .judged(try judging(runners.runner().cancellable(by: cancellation)))
            } catch CellRunnerError.cancelled {
                return
            } catch let error as ExerciseCheckError {
                check = .exerciseBroken(reason: error.description)
            } catch {
                check = .couldNotCheck(UIText.Notebook.Messages.couldNotCheck("\(error)"))
            }
            mailbox.post(report(check, Date()))
        }
        thread.name = name
        thread.start()
    }

    /// Stops the check `runID` if it is still going.
    func cancel(runID: Int) {
        inFlight.cancel(runID)
    }
}
