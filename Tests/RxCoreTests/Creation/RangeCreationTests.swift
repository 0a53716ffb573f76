import RxCore
import RxCoreTest
import XCTest

/// `Observable.range`.
final class RangeCreationTests: RxTestCase {
    func testRangeOnTheTrampolineEmitsEverythingAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.range(start: 5, count: 3) }

        XCTAssertEqual(res.events, [.next(200, 5), .next(200, 6), .next(200, 7), .completed(200)])
    }

    func testRangeOnASchedulerEmitsOneElementPerTick() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.range(start: 0, count: 3, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .completed(204)])
    }

    func testRangeOfZeroElementsJustCompletes() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.range(start: 0, count: 0, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testRangeDisposedMidwayStops() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 203) { Observable.range(start: 0, count: 100, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
    }

    func testRangeUpToTheLargestValueDoesNotOverflow() {
        let events = OperatorKit.synchronousEvents(Observable<Int8>.range(start: 125, count: 3))

        XCTAssertEqual(events, [.next(125), .next(126), .next(127), .completed])
    }

    func testRangeStartsOverForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)

        let observers = OperatorKit.subscribe(Observable.range(start: 1, count: 2, scheduler: scheduler), on: scheduler, at: [200, 300])

        XCTAssertEqual(observers[0].events, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(observers[1].events, [.next(301, 1), .next(302, 2), .completed(303)])
    }
}
