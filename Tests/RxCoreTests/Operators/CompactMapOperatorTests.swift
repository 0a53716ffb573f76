import RxCore
import RxCoreTest
import XCTest

/// `compactMap`.
final class CompactMapOperatorTests: RxTestCase {
    func testCompactMapDropsNilResultsAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "0"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])

        let res = scheduler.start { xs.compactMap { Int($0) } }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompactMapForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .error(300, TestError("boom"))])

        let res = scheduler.start { xs.compactMap { Int($0) } }

        XCTAssertEqual(res.events, [.next(210, 1), .error(300, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompactMapDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(260, "2"), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.compactMap { Int($0) } }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testCompactMapTransformThatThrowsEndsWithThatErrorAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start {
            xs.compactMap { value -> Int? in
                if value == 2 { throw TestError("compactMap") }
                return value
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("compactMap"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCompactMapOverAColdSourceStartsOverForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])

        let observers = OperatorKit.subscribe(xs.compactMap { $0 == 1 ? nil : $0 }, on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(420, 2), .completed(430)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(400, 430)])
    }

    func testCompactMapReentrantElementIsDeliveredBeforeTheOuterCallReturns() {
        XCTAssertEqual(OperatorKit.reentrancyLog { $0.compactMap { $0 } }, ["begin 1", "begin 2", "end 2", "end 1", "returned"])
    }
}
