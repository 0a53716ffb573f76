import CellProtocol
import LessonKit
import Marbles

/// The first thing in which an answer and the reference solution differ on one case, in the order
/// the checker looks: what the first subscription received, what the second one did, the counted
/// side effects, the schedulers that delivered the events and ran the side effects, the inputs'
/// subscriptions, what was left live at the end.
public enum CaseDifference: Sendable, Equatable {
    /// The first subscription's events differ.
    case output
    /// The second subscription, made at `at` while the first still ran, got other events.
    case secondSubscription(at: Int)
    /// The side effect `name` happened at other times, or another number of times.
    case sideEffects(name: String, yours: [Int], expected: [Int])
    /// The input `name` was subscribed or let go at other times, or another number of times.
    case inputSubscriptions(name: String, yours: [ExerciseExchange.Interval], expected: [ExerciseExchange.Interval])
    /// An event of the first subscription at `at` (`effect` nil), or the side effect `effect`,
    /// came on another named scheduler (`main`, `background`) than the reference's.
    case wrongScheduler(effect: String?, at: Int, yours: String, expected: String)
    /// More subscription resources were still live once every subscription had been disposed
    /// than the reference leaves: something the answer subscribed itself is never disposed.
    case liveAtEnd(yours: Int, expected: Int)

    /// What `answer` did differently from `reference` on `exerciseCase`, judged as `checking`
    /// says; nil when nothing differs.
    static func between(
        _ answer: ExerciseCaseResult, _ reference: ExerciseCaseResult, on exerciseCase: ExerciseCase, checking: ExerciseChecking
    ) -> CaseDifference? {
        // With `any error:`, an error the reference makes itself may be any error; one it passes
        // on from an input must still be that one.
        let inputErrors = Set(exerciseCase.inputs.values.joined().compactMap { $0.kind == .error ? $0.value : nil })
        let sameEvents: ([TimedEvent], [TimedEvent]) -> Bool = { yours, expected in
            guard checking.anyErrorBecause != nil else { return yours == expected }
            return LaneComparison.meets(yours, expected.map { event in
                event.kind == .error && !inputErrors.contains(event.value ?? "") ? .error(nil, at: event.time) : event
            })
        }
        if !sameEvents(answer.judged, reference.judged) {
            return .output
        }
        if let expected = reference.second, let at = reference.secondSubscribedAt, !sameEvents(answer.second ?? [], expected) {
            return .secondSubscription(at: at)
        }
        for name in checking.effects where (answer.effects[name] ?? []) != (reference.effects[name] ?? []) {
            return .sideEffects(name: name, yours: answer.effects[name] ?? [], expected: reference.effects[name] ?? [])
        }
        // An awaited `solve` is judged by what it returns or throws (and its counted effects):
        // when its `await`s came back, and what its inputs' subscriptions did meanwhile, is the
        // bridges' business.
        if answer.awaited || reference.awaited { return nil }
        if let wrong = wrongScheduler(answer, reference, effects: checking.effects) { return wrong }
        if checking.subscriptionsUnjudgedBecause == nil {
            for name in Set(answer.inputs.keys).union(reference.inputs.keys).sorted() {
                let yours = answer.inputs[name] ?? [], expected = reference.inputs[name] ?? []
                let same = checking.countsSubscriptions ? yours.sorted(by: Self.order) == expected.sorted(by: Self.order) : Self.sameCoverage(yours, expected)
                if !same { return .inputSubscriptions(name: name, yours: yours, expected: expected) }
            }
            if answer.liveAtEnd > reference.liveAtEnd { return .liveAtEnd(yours: answer.liveAtEnd, expected: reference.liveAtEnd) }
        }
        return nil
    }

    /// The first event of the first subscription, then the first counted side effect, that came
    /// on another scheduler; the events and effects are already known to be the same.
    private static func wrongScheduler(_ answer: ExerciseCaseResult, _ reference: ExerciseCaseResult, effects: [String]) -> CaseDifference? {
        if let (index, (yours, expected)) = zip(answer.firstDeliveredOn, reference.firstDeliveredOn).enumerated().first(where: { $1.0 != $1.1 }),
           answer.first.indices.contains(index) {
            return .wrongScheduler(effect: nil, at: answer.first[index].time, yours: yours, expected: expected)
        }
        for name in effects {
            let times = answer.effects[name] ?? []
            let pairs = zip(answer.effectSchedulers[name] ?? [], reference.effectSchedulers[name] ?? []).enumerated()
            if let (index, (yours, expected)) = pairs.first(where: { $1.0 != $1.1 }), times.indices.contains(index) {
                return .wrongScheduler(effect: name, at: times[index], yours: yours, expected: expected)
            }
        }
        return nil
    }

    /// Whether two lists of subscriptions to an input listen over the same stretches of time and
    /// leave the same ones never disposed. How many subscriptions it takes is not judged unless
    /// the exercise counts them: subscribing twice to a text field is harmless, and a statement
    /// that cares (one request, not two) counts its side effects or its subscriptions.
    static func sameCoverage(_ yours: [ExerciseExchange.Interval], _ expected: [ExerciseExchange.Interval]) -> Bool {
        coverage(yours) == coverage(expected)
            && yours.contains { $0.disposed == nil } == expected.contains { $0.disposed == nil }
    }

    /// The stretches of time covered by at least one subscription, merged, in order.
    static func coverage(_ intervals: [ExerciseExchange.Interval]) -> [ExerciseExchange.Interval] {
        var merged: [ExerciseExchange.Interval] = []
        for interval in intervals.sorted(by: order) {
            guard let last = merged.last, let end = last.disposed, interval.subscribed <= end else {
                if let last = merged.last, last.disposed == nil { continue }
                merged.append(interval)
                continue
            }
            merged[merged.count - 1].disposed = interval.disposed.map { max($0, end) }
        }
        return merged
    }

    private static func order(_ a: ExerciseExchange.Interval, _ b: ExerciseExchange.Interval) -> Bool {
        (a.subscribed, a.disposed ?? Int.max) < (b.subscribed, b.disposed ?? Int.max)
    }

    /// Whether two differences are of the same kind (the shrinker keeps to the kind it started
    /// from, so that the smallest input shows the same mistake).
    func isSameKind(as other: CaseDifference) -> Bool {
        switch (self, other) {
        case (.output, .output), (.secondSubscription, .secondSubscription): true
        case (.sideEffects(let a, _, _), .sideEffects(let b, _, _)): a == b
        case (.inputSubscriptions(let a, _, _), .inputSubscriptions(let b, _, _)): a == b
        case (.wrongScheduler(let a, _, _, _), .wrongScheduler(let b, _, _, _)): a == b
        case (.liveAtEnd, .liveAtEnd): true
        default: false
        }
    }
}
