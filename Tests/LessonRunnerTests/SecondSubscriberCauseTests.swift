import Marbles
import Testing
@testable import LessonRunner

/// What the check can tell of why a second subscriber went wrong: a hand-over at the moment it
/// subscribes, in the answer or in the reference, and otherwise both usual causes.
@Suite struct SecondSubscriberCauseTests {
    static func next(_ value: String, at time: Int) -> TimedEvent { TimedEvent(time: time, kind: .next, value: value) }
    static func completed(at time: Int) -> TimedEvent { TimedEvent(time: time, kind: .completed) }
    static func result(first: [TimedEvent], second: [TimedEvent]) -> ExerciseCaseResult {
        ExerciseCaseResult(outputs: [first, second], secondSubscribedAt: 5)
    }

    static let first = [next("1", at: 0), next("2", at: 10), next("3", at: 20)]
    static let joined = result(first: first, second: [next("2", at: 10), next("3", at: 20)])
    static let replayed = result(first: first, second: [next("1", at: 5), next("2", at: 10), next("3", at: 20)])
    static let ownCount = result(first: first, second: [next("1", at: 10), next("2", at: 20)])

    @Test func anElementAtTheMomentOfSubscribingIsAHandOver() {
        #expect(SecondSubscriberCause.handedOver(first: Self.first, second: Self.replayed.second!, at: 5))
        #expect(!SecondSubscriberCause.handedOver(first: Self.first, second: Self.joined.second!, at: 5))
        // An event the first subscriber got at that moment too is the run's, not a hand-over.
        #expect(!SecondSubscriberCause.handedOver(first: [Self.next("1", at: 5)], second: [Self.next("1", at: 5)], at: 5))
        // A finished run's end, handed over at once (a `share` with `scope: .forever`).
        #expect(SecondSubscriberCause.handedOver(first: [Self.next("p", at: 0), Self.completed(at: 0)], second: [Self.completed(at: 5)], at: 5))
    }

    @Test func theCauseIsTheHandOverOnOneSideOnly() {
        #expect(SecondSubscriberCause.between(Self.replayed, Self.joined, at: 5) == .handsOverTooMuch)
        #expect(SecondSubscriberCause.between(Self.joined, Self.replayed, at: 5) == .handsOverNothing)
        // No hand-over on either side: joining and a run of its own look alike on a hot input.
        #expect(SecondSubscriberCause.between(Self.ownCount, Self.joined, at: 5) == .sharingDiffers)
        #expect(SecondSubscriberCause.between(Self.joined, Self.ownCount, at: 5) == .sharingDiffers)
    }
}
