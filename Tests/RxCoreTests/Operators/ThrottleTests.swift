import RxCore
import RxCoreTest
import XCTest

/// `throttle(_:latest:scheduler:)`, with RxSwift's exact timing.
final class FilteringThrottleTests: RxTestCase {
    // What real RxSwift printed for these keystrokes on a 1 ms virtual clock.
    func testKeystrokesMatchRealRxSwift() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let keys = scheduler.createHotObservable([.next(100, "r"), .next(200, "rx"), .next(300, "rxs"), .next(900, "rxsw"), .next(1000, "rxswift")])

        let res = scheduler.start(created: 0, subscribed: 50, disposed: 2000) { keys.throttle(.milliseconds(500), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(100, "r"), .next(600, "rxs"), .next(1100, "rxswift")])
        XCTAssertEqual(keys.subscriptions, [Subscription(50, 2000)])
    }

    func testLatestIsTheDefaultAndCompletionWaitsForThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])

        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 3), .completed(260)])
        // The operator itself keeps its source subscription until the pending element has gone
        // out (as RxSwift's does), but a test observable reaches it through `asObservable()`,
        // whose `create` wrapper lets go at the terminal event.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testWithoutLatestElementsInsideTheWindowAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(270, 4), .next(280, 5), .completed(290)])

        let res = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(270, 4), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testWithLatestAnElementAfterTheWindowGoesOutAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(270, 2), .next(280, 3), .completed(400)])

        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(270, 2), .next(320, 3), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testErrorDropsThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError("boom"))])

        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposedWhileAnElementIsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])

        let res = scheduler.start(disposed: 235) { xs.throttle(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }
}
