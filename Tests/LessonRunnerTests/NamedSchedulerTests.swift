import CellProtocol
import RxCore
import RxCoreTest
import Testing
@testable import RxCellRuntime

/// The schedulers an exercise hands to `solve(…, main:, background:)`, on virtual time: work runs
/// at the tick it is due (a hop between them takes no time), and the harness records which of
/// them delivered each event and ran each counted side effect. (What an answer leaves live at the
/// end is counted in the exercise's own process, so it is tested through the checker, in
/// PitfallCheckTests: the live count is global to a process, which other suites share here.)
@Suite(.serialized) struct NamedSchedulerTests {
    private static func play(_ timelines: [String: [ExerciseExchange.Event]], _ answer: @escaping (ExerciseInputs) -> Observable<String>) -> ExerciseExchange.CaseReport {
        let request = ExerciseExchange.Request(cases: [timelines], subscribesTwice: [false], eventLimit: 100)
        return ExerciseCaseRun(program: "", index: 0, timelines: timelines, request: request).play(answer)
    }

    private static let taps: [String: [ExerciseExchange.Event]] = [
        "taps": [.init(t: 10, kind: "next", value: "a"), .init(t: 30, kind: "next", value: "b"), .init(t: 50, kind: "completed")],
    ]

    @Test func observeOnRecordsTheSchedulerWithoutMovingTheEvents() {
        let report = Self.play(Self.taps) { inputs in
            inputs.stream("taps").observe(on: inputs.background).map { (value: String) in value.uppercased() }
        }
        #expect(report.outputs[0] == [
            .init(t: 10, kind: "next", value: "A", on: "background"), .init(t: 30, kind: "next", value: "B", on: "background"),
            .init(t: 50, kind: "completed", on: "background"),
        ])
    }

    @Test func eventsOutsideTheNamedSchedulersCarryNoName() {
        let report = Self.play(Self.taps) { inputs in inputs.stream("taps") }
        #expect(report.outputs[0].map(\.on) == [nil, nil, nil])
        #expect(report.outputs[0].map(\.t) == [10, 30, 50])
    }

    @Test func subscribeOnRunsTheWorkThereAndObserveOnBringsTheResultBack() {
        let report = Self.play(Self.taps) { inputs in
            inputs.stream("taps").flatMap { (tap: String) -> Observable<String> in
                Observable.deferred {
                    recordSideEffect("request")
                    return .just(tap + "!")
                }.subscribe(on: inputs.background)
            }.observe(on: inputs.main)
        }
        #expect(report.effects["request"] == [10, 30])
        #expect(report.effectSchedulers["request"] == ["background", "background"])
        #expect(report.outputs[0].map(\.on) == ["main", "main", "main"])
        #expect(report.outputs[0].map(\.t) == [10, 30, 50])
    }

    @Test func aDelayOnANamedSchedulerWaitsOnTheCaseClock() {
        let report = Self.play(Self.taps) { inputs in
            inputs.stream("taps").delay(.milliseconds(20), scheduler: inputs.background)
        }
        #expect(report.outputs[0] == [
            .init(t: 30, kind: "next", value: "a", on: "background"), .init(t: 50, kind: "next", value: "b", on: "background"),
            .init(t: 70, kind: "completed", on: "background"),
        ])
    }

    @Test func aSideEffectRepeatedWithoutEndIsKeptUpToTheEventLimit() {
        let report = Self.play(Self.taps) { inputs in
            Observable<Int>.interval(.milliseconds(100), scheduler: inputs.background)
                .do(onNext: { _ in recordSideEffect("refresh") })
                .map { "\($0)" }
        }
        // 599 ticks before the case ends at 60 000; the request's limit keeps 100 of them.
        #expect(report.effects["refresh"]?.count == 100)
        #expect(report.effects["refresh"]?.prefix(2) == [100, 200])
        #expect(report.effectSchedulers["refresh"]?.count == 100)
        #expect(report.cutAtEventLimit == [true])
    }

    @Test func aSubscriptionThatDisposesOnItsSchedulerIsLetGoWhenTheCaseEnds() {
        // `subscribe(on:)` disposes on its scheduler, a tick after the case disposes it.
        let report = Self.play(["taps": []]) { inputs in
            inputs.stream("taps").subscribe(on: inputs.scheduler)
        }
        #expect(report.inputs["taps"] == [ExerciseExchange.Interval(subscribed: 1, disposed: ExerciseHarness.caseEnd + 1)])
    }

    @Test func dueTimesBecomeTicksOfOneMillisecond() {
        #expect(NamedScheduler.ticks(.seconds(2)) == 2_000)
        #expect(NamedScheduler.ticks(.milliseconds(15)) == 15)
        #expect(NamedScheduler.ticks(.microseconds(2_500)) == 3)
        #expect(NamedScheduler.ticks(.nanoseconds(4_000_000)) == 4)
        #expect(NamedScheduler.ticks(.never) == nil)
    }
}
