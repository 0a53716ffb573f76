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
    static func harnessCall(inputNames: [String], passingScheduler: Bool = false) -> String {
        ExerciseProgram.harnessCall(inputNames: inputNames, passingScheduler: passingScheduler)
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
        case .failed(let report): return ExerciseVerdict(result: .couldNotRun(report), casesChecked: 0)
        case .ran(let run): yours = run
        }
        let mine = yours.results(count: cases.count)
        let notes = ExerciseNotes(answer: answer, reference: exercise.solution?.source)

        // The goal is judged as a cell's lanes are: a bare `#` accepts any error.
        let goal = exercise.expected.lanes.first?.events
        if let goal, !LaneComparison.meets(mine[0].first, goal) {
            var verdict = ExerciseVerdict(
                result: .wrongOnExample(yours: mine[0].first, expected: goal), casesChecked: 1,
                stages: session.stages(ofCase: 0, second: false, in: yours.watched, goalFirst: true))
            verdict.printed = mine[0].printed
            verdict.yoursReachedEventLimit = mine[0].eventLimitReached
            verdict.notes = notes.notes(yours: mine, shown: mine[0], expectedCount: goal.count)
            return verdict
        }
        let exampleStages = session.stages(ofCase: 0, second: false, in: yours.watched, goalFirst: true)
        guard let referenceOutcome else {
            return ExerciseVerdict(result: .passed, casesChecked: 1, stages: exampleStages)
        }
        guard case .ran(let referenceRun) = referenceOutcome else { throw ExerciseCheckError.referenceSolutionFailed(exercise.id) }
        let theirs = referenceRun.results(count: cases.count)
        if let goal, !LaneComparison.meets(theirs[0].first, goal) {
            throw ExerciseCheckError.referenceSolutionMissesGoal(exercise.id)
        }

        let differing = cases.indices.compactMap { index in
            CaseDifference.between(mine[index], theirs[index], on: cases[index], checking: exercise.checking).map { (index, $0) }
        }
        guard let (index, difference) = differing.min(by: { cases[$0.0].isSmaller(than: cases[$1.0]) }) else {
            return ExerciseVerdict(result: .passed, casesChecked: cases.count, stages: exampleStages)
        }
        var shown = Shown(exerciseCase: cases[index], difference: difference, yours: mine[index], reference: theirs[index],
                          stages: session.stages(ofCase: index, second: difference.isSecondSubscription, in: yours.watched, goalFirst: true))
        if shrinks { shown = try session.shrink(shown) }
        return shown.verdict(casesChecked: cases.count, notes: notes.notes(yours: mine, shown: shown.yours, expectedCount: shown.expectedEvents.count))
    }
}

/// The input a failing verdict shows, with what the answer and the reference did on it.
struct Shown {
    var exerciseCase: ExerciseCase
    var difference: CaseDifference
    var yours: ExerciseCaseResult
    var reference: ExerciseCaseResult
    var stages: [WatchedStream]

    /// The events of the subscription the difference is about.
    var yourEvents: [TimedEvent] { difference.isSecondSubscription ? yours.second ?? [] : yours.first }
    var expectedEvents: [TimedEvent] { difference.isSecondSubscription ? reference.second ?? [] : reference.first }

    func verdict(casesChecked: Int, notes: [ExerciseNote]) -> ExerciseVerdict {
        var verdict = ExerciseVerdict(
            result: .wrongOnHiddenInput(exerciseCase, yours: yourEvents, expected: expectedEvents), casesChecked: casesChecked, stages: stages)
        verdict.difference = difference
        verdict.printed = yours.printed
        verdict.notes = notes
        verdict.yoursReachedEventLimit = yours.eventLimitReached
        return verdict
    }
}

extension CaseDifference {
    var isSecondSubscription: Bool {
        if case .secondSubscription = self { return true }
        return false
    }
}

/// One check's programs and the runs it makes of them: both at once, and again while a failing
/// input is made smaller.
struct CheckSession: Sendable {
    let runner: LessonCellRunner
    let exercise: Exercise
    let answer: ExerciseProgram
    let reference: ExerciseProgram?
    var collectsStages = true

    /// Which of `count` cases subscribe twice: all, unless the exercise says once, and never the
    /// first when it is judged against the goal (`goalFirst`).
    func twice(count: Int, goalFirst: Bool) -> [Bool] {
        Self.twice(count: count, goalFirst: goalFirst, checking: exercise.checking)
    }

    static func twice(count: Int, goalFirst: Bool, checking: ExerciseChecking) -> [Bool] {
        (0..<count).map { checking.subscribedOnceBecause == nil && !(goalFirst && $0 == 0) }
    }

    /// Runs the answer and the reference on `cases` side by side: the reference's binary is
    /// usually cached, so it runs while the answer compiles.
    func runBoth(on cases: [ExerciseCase], goalFirst: Bool, watchingAnswer: Bool) throws -> (ExerciseProgram.Outcome, ExerciseProgram.Outcome?) {
        let referenceResult = ReferenceOutcome()
        let group = DispatchGroup()
        let twice = twice(count: cases.count, goalFirst: goalFirst)
        if let reference {
            let (runner, exercise) = (runner, exercise)
            DispatchQueue.global().async(group: group) {
                referenceResult.set(Result {
                    try reference.run(on: cases, subscribesTwice: twice, timeLimit: exercise.timeLimit, runner: runner, watching: false)
                })
            }
        }
        let answerOutcome = Result {
            try answer.run(on: cases, subscribesTwice: twice, timeLimit: exercise.timeLimit, runner: runner, watching: watchingAnswer)
        }
        group.wait()
        return (try answerOutcome.get(), try referenceResult.get())
    }

    /// The stages of one subscription of case `index`: the harness makes one or two subscriptions
    /// per case, test observers that draw no lane, so the case's chain is one of theirs.
    func stages(ofCase index: Int, second: Bool, in watched: WatchedStreams, goalFirst: Bool) -> [WatchedStream] {
        let observers = watched.subscriptions.filter { !$0.isDrawn }
        let position = twice(count: index, goalFirst: goalFirst).map { $0 ? 2 : 1 }.reduce(0, +) + (second ? 1 : 0)
        guard observers.indices.contains(position) else { return [] }
        return watched.stages[observers[position].id] ?? []
    }

    /// `shown`, made as small as it goes while the answer still differs from the reference in the
    /// same way.
    func shrink(_ shown: Shown) throws -> Shown {
        let pools = ExerciseCaseGenerator.pools(for: exercise)
        var shrinker = ExerciseShrinker()
        shrinker.simplerValues = { name, value in pools[name]?.simpler(value) ?? [] }
        let (smallest, found) = try shrinker.shrink(shown.exerciseCase) { variants -> [Shown?] in
            let (answerOutcome, referenceOutcome) = try runBoth(on: variants, goalFirst: false, watchingAnswer: collectsStages)
            guard case .ran(let yours) = answerOutcome, case .ran(let theirs)? = referenceOutcome else { return [] }
            let mine = yours.results(count: variants.count), reference = theirs.results(count: variants.count)
            return variants.indices.map { index in
                guard let difference = CaseDifference.between(mine[index], reference[index], on: variants[index], checking: exercise.checking),
                      difference.isSameKind(as: shown.difference) else { return nil }
                return Shown(exerciseCase: variants[index], difference: difference, yours: mine[index], reference: reference[index],
                             stages: stages(ofCase: index, second: difference.isSecondSubscription, in: yours.watched, goalFirst: false))
            }
        }
        guard let found else { return shown }
        assert(found.exerciseCase == smallest)
        return found
    }
}

/// The reference's outcome, set on another thread.
private final class ReferenceOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<ExerciseProgram.Outcome, Error>?

    func set(_ result: Result<ExerciseProgram.Outcome, Error>) {
        lock.lock()
        defer { lock.unlock() }
        self.result = result
    }

    func get() throws -> ExerciseProgram.Outcome? {
        lock.lock()
        defer { lock.unlock() }
        return try result?.get()
    }
}

/// What the check can say about an answer besides the difference: a real clock named in its code
/// or work left on the main scheduler's clock, a real wait, too many events.
struct ExerciseNotes {
    /// A case that takes this long on virtual time waited on a real clock.
    static let realWaitMilliseconds = 250

    let realClockName: String?

    init(answer: String, reference: String?) {
        let name = RealTimeUse.firstName(in: answer)
        realClockName = name == nil || RealTimeUse.firstName(in: reference ?? "") == name ? nil : name
    }

    func notes(yours: [ExerciseCaseResult], shown: ExerciseCaseResult, expectedCount: Int) -> [ExerciseNote] {
        var notes: [ExerciseNote] = []
        if let realClockName {
            notes.append(.realClock(realClockName))
        } else if yours.contains(where: \.usedMainClock) {
            notes.append(.workOnMainClock)
        }
        if let slowest = yours.map(\.realMilliseconds).max(), slowest >= Self.realWaitMilliseconds {
            notes.append(.realWait(milliseconds: slowest))
        }
        if shown.eventLimitReached { notes.append(.tooManyEvents(limit: ExerciseCase.eventLimit, expected: expectedCount)) }
        return notes
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
