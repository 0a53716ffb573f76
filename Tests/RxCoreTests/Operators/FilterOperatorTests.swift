import RxCore
import RxCoreTest
import XCTest

/// `filter`.
final class FilterOperatorTests: RxTestCase {
    func testFilterKeepsTheMatchingElementsAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 2), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])

        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }

        XCTAssertEqual(res.events, [.next(220, 2), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilterForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(300, TestError("boom"))])

        let res = scheduler.start { xs.filter { $0 > 1 } }

        XCTAssertEqual(res.events, [.next(220, 2), .error(300, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilterDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 4), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.filter { _ in true } }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFilterThatRejectsEverythingOnlyForwardsTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { xs.filter { _ in false } }

        XCTAssertEqual(res.events, [.completed(300)])
    }

    func testFilterPredicateThatThrowsEndsWithThatErrorAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start {
            xs.filter { value -> Bool in
                if value == 2 { throw TestError("filter") }
                return true
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("filter"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFilterOverAColdSourceStartsOverForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])

        let observers = OperatorKit.subscribe(xs.filter { $0 == 2 }, on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(420, 2), .completed(430)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(400, 430)])
    }

    func testFilterReentrantElementIsDeliveredBeforeTheOuterCallReturns() {
        XCTAssertEqual(OperatorKit.reentrancyLog { $0.filter { _ in true } }, ["begin 1", "begin 2", "end 2", "end 1", "returned"])
    }
}
