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
    private let mailbox: Mailbox
    private let runners: RunnerLocator
    private let inFlight = InFlightRuns()

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
        work(runID: runID, named: name, { .judged(try judging($0)) }, failing: { error in
            if let broken = error as? ExerciseCheckError { return .exerciseBroken(reason: broken.description) }
            return .couldNotCheck(UIText.Notebook.Messages.couldNotCheck("\(error)"))
        }, reporting: report)
    }

    /// Does `doing` on a thread of its own with a runner `cancel(runID:)` stops, and posts what
    /// `report` makes of its outcome (or of `failing`'s, when it throws) and the time it ended;
    /// work that was cancelled posts nothing. Checks and review preparations both go this way.
    func work<Outcome>(runID: Int, named name: String, _ doing: @escaping @Sendable (LessonCellRunner) throws -> Outcome,
                       failing: @escaping @Sendable (Error) -> Outcome,
                       reporting report: @escaping @Sendable (Outcome, Date) -> NotebookAction) {
        let cancellation = inFlight.start(runID)
        let thread = Thread { [self] in
            defer { inFlight.finish(runID) }
            let outcome: Outcome
            do {
                outcome = try doing(runners.runner().cancellable(by: cancellation))
            } catch CellRunnerError.cancelled {
                return
            } catch {
                outcome = failing(error)
            }
            mailbox.post(report(outcome, Date()))
        }
        thread.name = name
        thread.start()
    }

    /// Stops the check `runID` if it is still going.
    func cancel(runID: Int) {
        inFlight.cancel(runID)
    }
}
