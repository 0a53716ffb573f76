import RxCore
import RxCoreTest
import XCTest

/// `debounce(_:scheduler:)`.
final class FilteringDebounceTests: RxTestCase {
    func testEmitsAfterAQuietPeriodAndFlushesThePendingElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .next(280, 4), .completed(290)])

        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(240, 2), .next(270, 3), .next(290, 4), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testErrorDropsThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("boom"))])

        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.error(220, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedWhileAnElementIsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])

        let res = scheduler.start(disposed: 235) { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testMillisecondsOnAMillisecondClock() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(100, "r"), .next(200, "rx"), .next(300, "rxs"), .next(900, "rxsw"), .next(1000, "rxswift"), .completed(1200)])

        let res = scheduler.start(created: 0, subscribed: 50, disposed: 2000) { xs.debounce(.milliseconds(500), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(800, "rxs"), .next(1200, "rxswift"), .completed(1200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(50, 1200)])
    }
}
