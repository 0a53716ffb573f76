import RxCore
import RxCoreTest
import XCTest

/// `Observable.generate`.
final class GenerateCreationTests: RxTestCase {
    func testGenerateOnASchedulerEmitsOneStatePerTickThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler, iterate: { $0 + 1 })
        }

        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
    }

    func testGenerateOnTheTrampolineEmitsEverythingAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.generate(initialState: 1, condition: { $0 < 10 }, iterate: { $0 * 3 }) }

        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 3), .next(200, 9), .completed(200)])
    }

    func testGenerateWhoseConditionFailsAtOnceOnlyCompletes() {
        let events = OperatorKit.synchronousEvents(Observable.generate(initialState: 5, condition: { $0 < 0 }, iterate: { $0 + 1 }))

        XCTAssertEqual(events, [.completed])
    }

    func testGenerateConditionThatThrowsEndsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { state -> Bool in
                if state == 2 { throw TestError("condition") }
                return true
            }, scheduler: scheduler, iterate: { $0 + 1 })
        }

        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .error(203, TestError("condition"))])
    }

    func testGenerateIterateThatThrowsEndsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { state -> Int in
                if state == 1 { throw TestError("iterate") }
                return state + 1
            })
        }

        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .error(203, TestError("iterate"))])
    }

    func testGenerateDisposedMidwayStops() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { $0 + 1 })
        }

        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
    }

    func testGenerateStartsFromTheInitialStateForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Observable.generate(initialState: 0, condition: { $0 < 2 }, scheduler: scheduler, iterate: { $0 + 1 })

        let observers = OperatorKit.subscribe(source, on: scheduler, at: [200, 300])

        XCTAssertEqual(observers[0].events, [.next(201, 0), .next(202, 1), .completed(203)])
        XCTAssertEqual(observers[1].events, [.next(301, 0), .next(302, 1), .completed(303)])
    }
}
