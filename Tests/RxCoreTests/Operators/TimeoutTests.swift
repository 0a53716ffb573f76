import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `timeout(_:scheduler:)` and `timeout(_:other:scheduler:)`.
final class TimeoutTests: RxTestCase {
    private let boom = TestError("boom")

    func testTimeoutNotReachedPassesTheSequenceThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(260)])

        let res = scheduler.start { xs.asObservable().timeout(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testTimeoutFailsWithRxErrorTimeoutAfterTheLastElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(300, 3), .completed(400)])

        let res = scheduler.start { xs.asObservable().timeout(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events.count, 3)
        XCTAssertEqual(Array(res.events.prefix(2)), [.next(210, 1), .next(240, 2)])
        XCTAssertEqual(res.events.last?.time, 290)
        guard case .error(RxError.timeout)? = res.events.last?.value else {
            return XCTFail("expected RxError.timeout, got \(String(describing: res.events.last))")
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testTimeoutCountsFromTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(350, 1)])

        let res = scheduler.start { xs.asObservable().timeout(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events.map(\.time), [300])
        guard case .error(RxError.timeout)? = res.events.first?.value else {
            return XCTFail("expected RxError.timeout")
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTimeoutPassesOnTheSourcesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, boom)])

        let res = scheduler.start { xs.asObservable().timeout(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(230, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTimeoutDisposedBeforeItFiresDoesNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])

        let res = scheduler.start(disposed: 230) { xs.asObservable().timeout(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTimeoutWithFallbackSwitchesToIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(300, 3), .completed(400)])
        let ys = scheduler.createColdObservable([.next(10, 100), .next(20, 101), .completed(30)])

        let res = scheduler.start { xs.asObservable().timeout(.seconds(50), other: ys, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .next(300, 100), .next(310, 101), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(ys.subscriptions, [Subscription(290, 320)])
    }

    func testTimeoutWithFallbackNotNeeded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createColdObservable([.next(10, 100), .completed(30)])

        let res = scheduler.start { xs.asObservable().timeout(.seconds(50), other: ys, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testTimeoutWithFallbackPassesOnTheFallbacksError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createColdObservable([.next(10, 100), .error(20, boom)])

        let res = scheduler.start { xs.asObservable().timeout(.seconds(50), other: ys, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(270, 100), .error(280, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(260, 280)])
    }

    func testTimeoutWithFallbackDisposedWhileOnTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createColdObservable([.next(10, 100), .next(50, 101), .completed(60)])

        let res = scheduler.start(disposed: 300) { xs.asObservable().timeout(.seconds(50), other: ys, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(270, 100)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(260, 300)])
    }

    func testTimeoutOnASubscriptionNobodyKeepsStillFires() {
        let scheduler = TestScheduler(initialClock: 0)
        var failure: Error?
        _ = Observable<Int>.never().timeout(.seconds(5), scheduler: scheduler).subscribe(onError: { failure = $0 })
        scheduler.start()
        guard case RxError.timeout? = failure else { return XCTFail("expected RxError.timeout") }
        XCTAssertEqual(scheduler.clock, 5)
    }
}
