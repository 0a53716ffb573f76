import Marbles
import Testing
@testable import LessonRunner

/// How the check tells why a second subscriber went wrong: by how each second subscriber relates
/// to its own first one.
@Suite struct SecondSubscriberCauseTests {
    static func next(_ value: String, at time: Int) -> TimedEvent { TimedEvent(time: time, kind: .next, value: value) }
    static func completed(at time: Int) -> TimedEvent { TimedEvent(time: time, kind: .completed) }
    static func result(first: [TimedEvent], second: [TimedEvent]) -> ExerciseCaseResult {
        ExerciseCaseResult(outputs: [first, second], secondSubscribedAt: 5)
    }

    static let first = [next("1", at: 0), next("2", at: 10), next("3", at: 20)]

    @Test func aSecondSubscriberJoinsReplaysOrRunsOnItsOwn() {
        #expect(SecondSubscriberCause.shape(first: Self.first, second: [Self.next("2", at: 10), Self.next("3", at: 20)], at: 5) == .joins)
        #expect(SecondSubscriberCause.shape(
            first: Self.first, second: [Self.next("1", at: 5), Self.next("2", at: 10), Self.next("3", at: 20)], at: 5) == .joinsWithReplay)
        // A count of its own: 1 at the first tap it sees.
        #expect(SecondSubscriberCause.shape(first: Self.first, second: [Self.next("1", at: 10), Self.next("2", at: 20)], at: 5) == .ownRun)
    }

    @Test func afterTheFirstRunEndedJoiningMeansHearingTheEnd() {
        let ended = [Self.next("p", at: 0), Self.completed(at: 0)]
        #expect(SecondSubscriberCause.shape(first: ended, second: [Self.completed(at: 5)], at: 5) == .joins)
        #expect(SecondSubscriberCause.shape(first: ended, second: [Self.next("p", at: 5), Self.completed(at: 5)], at: 5) == .joinsWithReplay)
        #expect(SecondSubscriberCause.shape(first: ended, second: [], at: 5) == .ownRun)
    }

    @Test func theCauseComparesTheTwoShapes() {
        let joined = Self.result(first: Self.first, second: [Self.next("2", at: 10), Self.next("3", at: 20)])
        let replayed = Self.result(first: Self.first, second: [Self.next("1", at: 5), Self.next("2", at: 10), Self.next("3", at: 20)])
        let ownRun = Self.result(first: Self.first, second: [Self.next("1", at: 10), Self.next("2", at: 20)])
        #expect(SecondSubscriberCause.between(joined, ownRun, at: 5) == .sharesTooMuch)
        #expect(SecondSubscriberCause.between(replayed, joined, at: 5) == .sharesTooMuch)
        #expect(SecondSubscriberCause.between(ownRun, joined, at: 5) == .sharesTooLittle)
        #expect(SecondSubscriberCause.between(joined, replayed, at: 5) == .replaysNothing)
        // Both run on their own, but differently: state the runs share is the usual cause.
        let otherRun = Self.result(first: Self.first, second: [Self.next("9", at: 10)])
        #expect(SecondSubscriberCause.between(otherRun, ownRun, at: 5) == .runsShareState)
        // Both join their own first run, which differ: the shapes cannot tell why.
        let otherFirst = [Self.next("1", at: 0), Self.next("2", at: 10), Self.next("4", at: 20)]
        let joinedOther = Self.result(first: otherFirst, second: [Self.next("2", at: 10), Self.next("4", at: 20)])
        #expect(SecondSubscriberCause.between(joined, joinedOther, at: 5) == nil)
    }
}
