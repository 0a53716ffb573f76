import RxCore
import RxCoreTest
import XCTest

/// `map`.
final class MapOperatorTests: RxTestCase {
    func testMapTransformsEachElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300), .next(310, 4)])

        let res = scheduler.start { xs.map { $0 * 10 } }

        XCTAssertEqual(res.events, [.next(210, 20), .next(240, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(300, TestError("boom")), .next(310, 4)])

        let res = scheduler.start { xs.map { "\($0)" } }

        XCTAssertEqual(res.events, [.next(210, "2"), .error(300, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .next(260, 4), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.map { $0 + 1 } }

        XCTAssertEqual(res.events, [.next(210, 3), .next(240, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMapTransformThatThrowsEndsWithThatErrorAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        var calls = 0

        let res = scheduler.start {
            xs.map { value -> Int in
                calls += 1
                if value == 2 { throw TestError("map") }
                return value
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("map"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(calls, 2)
    }

    func testMapOverAColdSourceStartsOverForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let observers = OperatorKit.subscribe(xs.map { $0 * 2 }, on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(210, 2), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(410, 2), .completed(420)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
    }

    func testMapReentrantElementIsDeliveredBeforeTheOuterCallReturns() {
        XCTAssertEqual(OperatorKit.reentrancyLog { $0.map { $0 * 10 } }, ["begin 10", "begin 20", "end 20", "end 10", "returned"])
    }

    func testMapChainsComposeInOrder() {
        let events = OperatorKit.synchronousEvents(Observable.of(1, 2).map { $0 + 1 }.map { $0 * 10 })

        XCTAssertEqual(events, [.next(20), .next(30), .completed])
    }
}
