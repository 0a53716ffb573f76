import CellProtocol
import Dispatch
import Foundation
import LessonKit
import Marbles
import SystemSupport

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
    /// Whether those subscriptions were cut at the event limit (each on its own: the other
    /// subscription of the same case may have flooded while this one ended).
    var yoursWasCut: Bool { yours.wasCut(second: difference.isSecondSubscription) }
    var expectedWasCut: Bool { reference.wasCut(second: difference.isSecondSubscription) }

    func verdict(casesChecked: Int, notes: [ExerciseNote]) -> ExerciseVerdict {
        var verdict = ExerciseVerdict(
            result: .wrongOnHiddenInput(exerciseCase, yours: yourEvents, expected: expectedEvents), casesChecked: casesChecked, stages: stages)
        verdict.difference = difference
        if case .secondSubscription(let at) = difference {
            verdict.secondSubscriberCause = SecondSubscriberCause.between(yours, reference, at: at)
        }
        verdict.printed = yours.printed
        verdict.notes = notes
        verdict.yoursReachedEventLimit = yoursWasCut
        verdict.expectedReachedEventLimit = expectedWasCut
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
    private let lock = Lock()
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
