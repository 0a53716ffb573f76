import CellProtocol
import CellRunner
import Dispatch
import Foundation
import LessonKit
import Marbles

/// Checks an exercise answer: the learner's file defines `func solve(<input>: Observable<…>, …)`
/// returning an observable; rxlearn calls it on the visible example (against the goal) and on
/// generated inputs (against the reference solution), on virtual time. On every input it compares,
/// with the reference's, what the answer's first subscription receives, what a second, later
/// subscription receives, the counted side effects and the inputs' subscriptions
/// (`CaseDifference`), as the exercise's `check` block allows; the smallest input that shows a
/// difference is made smaller still (`ExerciseShrinker`) before it is shown.
public struct ExerciseChecker: Sendable {
    public let runner: LessonCellRunner
    public var hiddenCases: Int
    /// The generator of the hidden inputs; nil: the exercise's own (seeded by its id).
    public var generator: ExerciseCaseGenerator?
    /// Whether a failing input is made smaller before it is shown.
    public var shrinks = true
    /// Whether the verdict carries the stages of the answer's chain (`ExerciseVerdict.stages`):
    /// the answer then runs watched, which costs time.
    public var collectsStages = true

    public init(runner: LessonCellRunner, hiddenCases: Int = 50, generator: ExerciseCaseGenerator? = nil) {
        self.runner = runner
        self.hiddenCases = hiddenCases
        self.generator = generator
    }

    /// The name of the function an exercise's start file and solution define.
    public static let functionName = "solve"

    /// The call the harness appends (see `ExerciseProgram.harnessCall`).
    static func harnessCall(inputNames: [String], schedulers: [String] = []) -> String {
        ExerciseProgram.harnessCall(inputNames: inputNames, schedulers: schedulers)
    }

    /// Whether `code` declares `func solve(…, scheduler: …)` (see `ExerciseProgram`).
    static func solveTakesScheduler(_ code: String) -> Bool {
        ExerciseProgram.solveTakesScheduler(code)
    }

    /// The visible example: the exercise's `inputs` block.
    static func example(of exercise: Exercise) -> ExerciseCase {
        ExerciseCase(inputs: Dictionary(uniqueKeysWithValues: exercise.inputs.map { ($0.name, $0.diagram.events) }))
    }

    /// The example, then the hidden inputs. The example comes again as the last hidden input:
    /// first it is judged against the goal, which shows one subscriber, so it is subscribed to
    /// once; as a hidden input it is subscribed to twice, like the others.
    public func cases(for exercise: Exercise) -> [ExerciseCase] {
        let generator = generator ?? ExerciseCaseGenerator.forExercise(exercise)
        let example = Self.example(of: exercise)
        guard hiddenCases > 0 else { return [example] }
        // The author's edge cases come first among the hidden inputs, and count among them.
        let edges = exercise.checking.edgeCases.map { edge in
            ExerciseCase(inputs: Dictionary(uniqueKeysWithValues: exercise.inputs.map { ($0.name, edge[$0.name] ?? []) }))
        }
        let generated = generator.cases(for: exercise, count: max(0, hiddenCases - 1 - edges.count))
        return [example] + edges + generated + [example]
    }

    /// Checks `answer` (the learner's file) for `exercise`.
    public func check(_ answer: String, for exercise: Exercise) throws -> ExerciseVerdict {
        let cases = cases(for: exercise)
        let inputNames = exercise.inputs.map(\.name)
        let session = CheckSession(
            runner: runner, exercise: exercise, answer: ExerciseProgram(answer: answer, inputNames: inputNames),
            reference: exercise.solution.map { ExerciseProgram(answer: $0.source, inputNames: inputNames) }, collectsStages: collectsStages)

        let (answerOutcome, referenceOutcome) = try session.runBoth(on: cases, goalFirst: true, watchingAnswer: collectsStages)
        let yours: ExerciseProgram.Run
        switch answerOutcome {
        case .failed(let report):
            var verdict = ExerciseVerdict(result: .couldNotRun(report), casesChecked: 0)
            verdict.credit(agreeing: 0, of: referenceOutcome == nil ? 1 : cases.count)
            return verdict
        case .ran(let run): yours = run
        }
        let mine = yours.results(count: cases.count)
        let notes = ExerciseNotes(answer: answer, reference: exercise.solution?.source)

        // The goal is judged as a cell's lanes are: a bare `#` accepts any error.
        let goal = exercise.expected.lanes.first?.events
        if let goal, !LaneComparison.meets(mine[0].judged, Self.judged(goal, as: mine[0])) {
            var verdict = ExerciseVerdict(
                result: .wrongOnExample(yours: mine[0].first, expected: goal), casesChecked: 1,
                stages: session.stages(ofCase: 0, second: false, in: yours.watched, goalFirst: true))
            verdict.printed = mine[0].printed
            verdict.yoursReachedEventLimit = mine[0].wasCut(second: false)
            verdict.notes = notes.notes(yours: mine, shown: mine[0], shownWasCut: verdict.yoursReachedEventLimit, shownEvents: mine[0].first, expected: goal)
            // Missing the example's goal passes nothing there, but the hidden inputs the answer
            // gets right still earn their partial credit.
            if case .ran(let referenceRun)? = referenceOutcome {
                let theirs = referenceRun.results(count: cases.count)
                verdict.credit(agreeing: cases.indices.dropFirst().filter {
                    CaseDifference.between(mine[$0], theirs[$0], on: cases[$0], checking: exercise.checking) == nil
                }.count, of: cases.count)
            } else {
                verdict.credit(agreeing: 0, of: referenceOutcome == nil ? 1 : cases.count)
            }
            return verdict
        }
        let exampleStages = session.stages(ofCase: 0, second: false, in: yours.watched, goalFirst: true)
        guard let referenceOutcome else {
            var verdict = ExerciseVerdict(result: .passed, casesChecked: 1, stages: exampleStages)
            verdict.credit(agreeing: 1, of: 1)
            return verdict
        }
        guard case .ran(let referenceRun) = referenceOutcome else { throw ExerciseCheckError.referenceSolutionFailed(exercise.id) }
        let theirs = referenceRun.results(count: cases.count)
        if let goal, !LaneComparison.meets(theirs[0].judged, Self.judged(goal, as: theirs[0])) {
            throw ExerciseCheckError.referenceSolutionMissesGoal(exercise.id)
        }

        let differing = cases.indices.compactMap { index in
            CaseDifference.between(mine[index], theirs[index], on: cases[index], checking: exercise.checking).map { (index, $0) }
        }
        guard let (index, difference) = differing.min(by: { cases[$0.0].isSmaller(than: cases[$1.0]) }) else {
            var verdict = ExerciseVerdict(result: .passed, casesChecked: cases.count, stages: exampleStages)
            verdict.credit(agreeing: cases.count, of: cases.count)
            return verdict
        }
        var shown = Shown(exerciseCase: cases[index], difference: difference, yours: mine[index], reference: theirs[index],
                          stages: session.stages(ofCase: index, second: difference.isSecondSubscription, in: yours.watched, goalFirst: true))
        if shrinks { shown = try session.shrink(shown) }
        var verdict = shown.verdict(casesChecked: cases.count, notes: notes.notes(
            yours: mine, shown: shown.yours, shownWasCut: shown.yoursWasCut, shownEvents: shown.yourEvents, expected: shown.expectedEvents))
        verdict.credit(agreeing: cases.count - differing.count, of: cases.count)
        return verdict
    }
}

extension ExerciseChecker {
    /// The goal as `result` is judged against it: without its times for an awaited `solve`.
    static func judged(_ goal: [TimedEvent], as result: ExerciseCaseResult) -> [TimedEvent] {
        result.awaited ? ExerciseCaseResult.timeless(goal) : goal
    }
}

/// A problem with the exercise itself, not with the learner's answer.
public enum ExerciseCheckError: Error, CustomStringConvertible {
    case referenceSolutionFailed(String)
    case referenceSolutionMissesGoal(String)

    public var description: String {
        switch self {
        case .referenceSolutionFailed(let id):
            return "the reference solution of exercise \(id) does not run; check the lesson file"
        case .referenceSolutionMissesGoal(let id):
            return "the reference solution of exercise \(id) does not produce the exercise's goal on its example; fix the goal or the solution in the lesson file"
        }
    }
}
