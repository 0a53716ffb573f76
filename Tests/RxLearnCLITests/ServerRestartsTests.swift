import Foundation
@testable import RxLearnCLI
import Testing

/// When `rxlearn class host` starts its server again: after any stop unless it stops too often,
/// and only once the class's port is free, waiting a bounded time for it.
struct ServerRestartsTests {
    private let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aServerThatStopsNowAndThenIsAlwaysStartedAgain() {
        var restarts = ServerRestarts()
        let answers = (0 ..< 20).map { minute in restarts.mayRestart(afterStopAt: start.addingTimeInterval(Double(minute) * 61)) }
        #expect(answers.allSatisfy { $0 })
    }

    @Test func aServerThatStopsMoreThanFiveTimesInAMinuteIsNotStartedAgain() {
        var restarts = ServerRestarts()
        let firstFive = (0 ..< ServerRestarts.stopsPerMinute).map { index in restarts.mayRestart(afterStopAt: start.addingTimeInterval(Double(index) * 10)) }
        let sixth = restarts.mayRestart(afterStopAt: start.addingTimeInterval(55))
        #expect(firstFive.allSatisfy { $0 })
        #expect(!sixth)
    }

    @Test func stopsOlderThanAMinuteNoLongerCount() {
        var restarts = ServerRestarts()
        let firstFive = (0 ..< ServerRestarts.stopsPerMinute).map { second in restarts.mayRestart(afterStopAt: start.addingTimeInterval(Double(second))) }
        let sixth = restarts.mayRestart(afterStopAt: start.addingTimeInterval(61))
        #expect(firstFive.allSatisfy { $0 })
        #expect(sixth, "the stop at 0 s is more than a minute old")
    }

    @Test func aFreePortStartsTheServerAtOnce() {
        var restarts = ServerRestarts()
        let decision = restarts.port(isFree: true, at: start)
        #expect(decision == .start)
    }

    @Test func aHeldPortIsSaidOnceThenWaitedForUntilItIsFree() {
        var restarts = ServerRestarts()
        let decisions = [
            restarts.port(isFree: false, at: start),
            restarts.port(isFree: false, at: start.addingTimeInterval(1)),
            restarts.port(isFree: false, at: start.addingTimeInterval(ServerRestarts.portWait - 1)),
            restarts.port(isFree: true, at: start.addingTimeInterval(ServerRestarts.portWait - 0.5)),
        ]
        #expect(decisions == [.wait(first: true), .wait(first: false), .wait(first: false), .start])
    }

    @Test func aPortHeldForTheWholeWaitEndsTheClass() {
        var restarts = ServerRestarts()
        let decisions = [restarts.port(isFree: false, at: start), restarts.port(isFree: false, at: start.addingTimeInterval(ServerRestarts.portWait))]
        #expect(decisions == [.wait(first: true), .giveUp])
    }

    @Test func aNewHoldAfterThePortWasFreeIsANewWaitSaidAgain() {
        var restarts = ServerRestarts()
        let later = start.addingTimeInterval(ServerRestarts.portWait + 10)
        let decisions = [
            restarts.port(isFree: false, at: start),
            restarts.port(isFree: true, at: start.addingTimeInterval(30)),
            restarts.port(isFree: false, at: later),
            restarts.port(isFree: false, at: later.addingTimeInterval(ServerRestarts.portWait - 1)),
        ]
        #expect(decisions == [.wait(first: true), .start, .wait(first: true), .wait(first: false)])
    }
}
