import ClassProtocol
import XCTest
@testable import ClassServer

/// What the dashboard and the export make of a class's events.
final class ClassStateTests: XCTestCase {
    private let outline = ClassOutline(stages: [
        .init(title: "Basics", lessons: [.init(id: "L1", cells: ["c1"], exercises: ["E1"]), .init(id: "L2", cells: [], exercises: [])]),
        .init(title: "Operators", lessons: [.init(id: "L3", cells: [], exercises: ["E2"])]),
    ])

    private func state(_ changes: [LogRecord.Change], at times: [Int64]? = nil) -> ClassState {
        var state = ClassState()
        for (index, change) in changes.enumerated() {
            state.apply(LogRecord(seq: index + 1, at: times?[index] ?? 1_000, change: change))
        }
        return state
    }

    private func event(_ activity: ClassActivity, at: Int64 = 1_000) -> ClassEvent { ClassEvent(at: at, activity: activity) }

    func testStagesCountLessonsReachedAndExercisesPassed() {
        let s = state([
            .joined(member: "m1", name: "ana", learnerID: nil, token: "t1"),
            .event(member: "m1", event: event(.lessonReached(lesson: "L1"))),
            .event(member: "m1", event: event(.cellRun(lesson: "L2", cell: "x", matched: true))),
            .event(member: "m1", event: event(.check(exercise: "E1", verdict: "passed", casesPassed: 51, casesTotal: 51))),
        ])
        let snapshot = ClassViews(outline: outline, thresholds: .standard, code: "C").snapshot(of: s, now: 2_000)
        XCTAssertEqual(snapshot.learners.first?.stages, [.init(lessonsReached: 2, exercisesPassed: 1), .init(lessonsReached: 0, exercisesPassed: 0)])
        XCTAssertEqual(snapshot.learners.first?.lesson, "L1")
        XCTAssertEqual(snapshot.stages.map(\.exercises), [1, 1])
    }

    func testStuckAfterThreeFailedChecksInARowButNotAfterAPass() {
        let failing = (0 ..< 3).map { _ in LogRecord.Change.event(member: "m1", event: event(.check(exercise: "E1", verdict: "wrongOnExample", casesPassed: 0, casesTotal: 51))) }
        let views = ClassViews(outline: outline, thresholds: StuckThresholds(failedChecks: 3, minutes: 10), code: "C")
        let stuck = state([.joined(member: "m1", name: "ana", learnerID: nil, token: "t1")] + failing)
        XCTAssertEqual(views.snapshot(of: stuck, now: 1_000).learners.first?.stuck, .init(exercise: "E1", failedChecks: 3, minutes: 0))
        let twoFailures = state([.joined(member: "m1", name: "ana", learnerID: nil, token: "t1")] + failing.prefix(2))
        XCTAssertNil(views.snapshot(of: twoFailures, now: 1_000).learners.first?.stuck)
        let passed = state([.joined(member: "m1", name: "ana", learnerID: nil, token: "t1")] + failing
            + [.event(member: "m1", event: event(.check(exercise: "E1", verdict: "passed", casesPassed: 51, casesTotal: 51)))])
        XCTAssertNil(views.snapshot(of: passed, now: 1_000).learners.first?.stuck)
    }

    func testStuckAfterTenMinutesOnOneExercise() {
        let s = state([.joined(member: "m1", name: "ana", learnerID: nil, token: "t1"),
                       .event(member: "m1", event: event(.hintTaken(exercise: "E2", shown: 1), at: 0))])
        let views = ClassViews(outline: outline, thresholds: .standard, code: "C")
        XCTAssertNil(views.snapshot(of: s, now: 9 * 60_000).learners.first?.stuck)
        XCTAssertEqual(views.snapshot(of: s, now: 10 * 60_000).learners.first?.stuck, .init(exercise: "E2", failedChecks: 0, minutes: 10))
    }

    func testFailureKindsAreCountedAcrossTheClassMostCommonFirst() {
        let checks: [(String, String)] = [("m1", "wrongOnHiddenInput"), ("m2", "wrongOnHiddenInput"), ("m2", "compileError")]
        let s = state([.joined(member: "m1", name: "a", learnerID: nil, token: "t1"), .joined(member: "m2", name: "b", learnerID: nil, token: "t2")]
            + checks.map { .event(member: $0.0, event: event(.check(exercise: "E1", verdict: $0.1, casesPassed: 3, casesTotal: 51))) })
        let tally = ClassViews(outline: outline, thresholds: .standard, code: "C").snapshot(of: s, now: 0).exercises
        XCTAssertEqual(tally.first?.failures, [.init(kind: "wrongOnHiddenInput", count: 2), .init(kind: "compileError", count: 1)])
        XCTAssertEqual(tally.first?.learnersTried, 2)
    }

    func testPollAnswersAreGroupedOnePerLearnerAndMarkedOnReveal() {
        let request = OpenPollRequest(lesson: "L1", cell: "c1", lane: nil, expected: "1\n2")
        var changes: [LogRecord.Change] = [.joined(member: "m1", name: "a", learnerID: nil, token: "t1"),
                                           .joined(member: "m2", name: "b", learnerID: nil, token: "t2"),
                                           .joined(member: "m3", name: "c", learnerID: nil, token: "t3"),
                                           .pollOpened(poll: "p1", request: request)]
        changes += [("m1", "1\n2"), ("m2", " 1 \n2\n"), ("m3", "2"), ("m3", "1\n2")].map {
            .event(member: $0.0, event: event(.pollAnswer(poll: "p1", answer: $0.1)))
        }
        let views = ClassViews(outline: outline, thresholds: .standard, code: "C")
        let open = views.snapshot(of: state(changes), now: 0).polls[0]
        // m3 changed their mind: the latest answer counts.
        XCTAssertEqual(open.answers, 3)
        XCTAssertEqual(open.groups, [.init(answer: "1\n2", count: 3, right: nil)])
        XCTAssertNil(open.poll.expected)
        let revealed = views.snapshot(of: state(changes + [.pollRevealed(poll: "p1")]), now: 0).polls[0]
        XCTAssertEqual(revealed.groups, [.init(answer: "1\n2", count: 3, right: true)])
        XCTAssertEqual(revealed.poll.expected, "1\n2")
    }

    func testAnswersAfterThePollClosedAreNotTallied() {
        let s = state([.joined(member: "m1", name: "a", learnerID: nil, token: "t1"),
                       .pollOpened(poll: "p1", request: OpenPollRequest(lesson: "L", cell: "c", lane: "out", expected: "-a-|")),
                       .pollClosed(poll: "p1"),
                       .event(member: "m1", event: event(.pollAnswer(poll: "p1", answer: "-a-|")))])
        XCTAssertEqual(ClassViews(outline: outline, thresholds: .standard, code: "C").snapshot(of: s, now: 0).polls[0].answers, 0)
        XCTAssertEqual(s.pushes.map(\.kind), [.pollOpened, .pollClosed])
    }

    func testExportGivesPartialCreditAtTheBestCheck() {
        let s = state([.joined(member: "m1", name: "ana", learnerID: "L-1", token: "t1"),
                       .event(member: "m1", event: event(.check(exercise: "E1", verdict: "wrongOnHiddenInput", casesPassed: 37, casesTotal: 51), at: 1_000)),
                       .event(member: "m1", event: event(.check(exercise: "E1", verdict: "wrongOnExample", casesPassed: 0, casesTotal: 51), at: 2_000))])
        let export = ClassViews(outline: outline, thresholds: .standard, code: "C").export(of: s)
        XCTAssertEqual(export.exercises, ["E1", "E2"])
        let row = export.learners[0].rows[0]
        XCTAssertEqual(row.casesPassed, 37)
        XCTAssertEqual(row.casesTotal, 51)
        XCTAssertEqual(row.attempts, 2)
        XCTAssertEqual(row.lastFailure, "wrongOnExample")
        XCTAssertEqual(export.learners[0].rows[1], ClassExport.Row(exercise: "E2", passed: false, attempts: 0, secondsToPass: nil, lastFailure: nil, casesPassed: 0, casesTotal: 0))
    }

    func testALearnerWhoLeftHasNoTokenAndWhoRejoinsKeepsTheirRow() {
        let s = state([.joined(member: "m1", name: "ana", learnerID: "L-1", token: "t1"), .left(member: "m1"),
                       .rejoined(member: "m1", name: "Ana", token: "t2")])
        XCTAssertNil(s.memberByToken["t1"])
        XCTAssertEqual(s.memberByToken["t2"], "m1")
        XCTAssertEqual(s.members["m1"]?.name, "Ana")
        XCTAssertEqual(s.memberOrder, ["m1"])
    }
}
