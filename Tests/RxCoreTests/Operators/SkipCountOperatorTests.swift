import RxCore
import RxCoreTest
import XCTest

/// `skip(_ count:)`.
final class SkipCountOperatorTests: RxTestCase {
    func testSkipDropsTheFirstElementsAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start { xs.skip(2) }

        XCTAssertEqual(res.events, [.next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipZeroKeepsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])

        let res = scheduler.start { xs.skip(0) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
    }

    func testSkipMoreThanTheSourceHasOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { xs.skip(5) }

        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipForwardsTheErrorEvenWhileSkipping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError("boom"))])

        let res = scheduler.start { xs.skip(3) }

        XCTAssertEqual(res.events, [.error(250, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.skip(1) }

        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipCountsAgainForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])

        let observers = OperatorKit.subscribe(xs.skip(1), on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(420, 2), .completed(430)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(400, 430)])
    }

    func testSkipCountsAReentrantElement() {
        XCTAssertEqual(OperatorKit.reentrancyLog { $0.skip(0) }, ["begin 1", "begin 2", "end 2", "end 1", "returned"])
    }
}
