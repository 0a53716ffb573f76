import RxCore
import RxCoreTest
import XCTest

/// `take(_ count:)`.
final class TakeCountOperatorTests: RxTestCase {
    func testTakeCompletesRightAfterTheLastElementWithoutWaitingForTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start { xs.take(2) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeMoreThanTheSourceHasCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { xs.take(5) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeForwardsAnErrorBeforeTheCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError("boom")), .next(260, 2)])

        let res = scheduler.start { xs.take(3) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeIgnoresAnErrorAfterTheCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError("boom"))])

        let res = scheduler.start { xs.take(1) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testTakeDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.take(3) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeZeroCompletesAtOnceWithoutSubscribingToTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])

        let res = scheduler.start { xs.take(0) }

        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTakeStopsAnEndlessSynchronousSource() {
        XCTAssertEqual(OperatorKit.synchronousEvents(Observable.repeatElement(1).take(2)), [.next(1), .next(1), .completed])
    }

    func testTakeCountsAgainForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])

        let observers = OperatorKit.subscribe(xs.take(2), on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(410, 1), .next(420, 2), .completed(420)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
    }

    func testTakeCompletesInsideTheReentrantCallThatDeliversTheLastElement() {
        XCTAssertEqual(
            OperatorKit.reentrancyLog { $0.take(2) },
            ["begin 1", "begin 2", "end 2", "completed", "end 1", "returned"]
        )
    }
}
