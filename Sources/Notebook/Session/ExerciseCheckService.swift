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
            let result: ExerciseResult
            do {
                let verdict = try ExerciseChecker(runner: runners.runner().cancellable(by: cancellation)).check(answer, for: exercise)
                result = ExerciseResult(verdict: verdict, exercise: exercise)
            } catch CellRunnerError.cancelled {
                return
            } catch let error as ExerciseCheckError {
                result = ExerciseResult(outcome: .lessonFileError, summary: error.description)
            } catch {
                result = ExerciseResult(outcome: .couldNotRun, summary: UIText.Notebook.Messages.couldNotCheck("\(error)").text, failureKind: .runtimeError)
            }
            mailbox.post(.exercise(.checked(runID: runID, result, checkedAt: Date())))
        }
        thread.name = "rxlearn check \(exercise.id)"
        thread.start()
    }

    /// Stops the check `runID` if it is still going.
    func cancel(runID: Int) {
        inFlight.cancel(runID)
    }
}

extension ExerciseResult {
    /// Keeps what the screen needs of the checker's verdict.
    init(verdict: ExerciseVerdict, exercise: Exercise) {
        let example = exercise.inputs.map { TimelineLane(name: $0.name, events: $0.diagram.events) }
        switch verdict.result {
        case .passed:
            self.init(outcome: .passed, summary: UIText.Notebook.Messages.passedOn(otherInputs: verdict.casesChecked - 1).text)
            otherInputsPassed = verdict.casesChecked - 1
        case .couldNotRun(let report):
            self.init(outcome: .couldNotRun, summary: verdict.explanation ?? UIText.Notebook.Messages.answerDidNotRun.text,
                      details: report.problemDetails, failureKind: verdict.failureKind)
        case .wrongOnExample(let yours, let expected):
            self.init(outcome: .wrongOutput, summary: verdict.explanation ?? "", inputs: example,
                      yours: yours, expected: expected, failureKind: .wrongOutput)
        case .wrongOnHiddenInput(let input, let yours, let expected):
            let lanes = input.inputs.keys.sorted().map { TimelineLane(name: $0, events: input.inputs[$0] ?? []) }
            self.init(outcome: .wrongOutput, summary: verdict.explanation ?? "", inputs: lanes,
                      yours: yours, expected: expected, failureKind: .wrongOutput)
        }
        stages = verdict.stages.map { stage in
            var lane = stage.timelineLane
            lane.name = AutomaticLanes.stageName(stage)
            return lane
        }
    }
}
