import RxCore
import RxCoreTest
import XCTest

/// `startWith`.
final class StartWithOperatorTests: RxTestCase {
    func testStartWithEmitsItsElementsAtSubscriptionThenTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 3), .completed(300)])

        let res = scheduler.start { xs.startWith(1, 2) }

        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(210, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testStartWithForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .error(300, TestError("boom"))])

        let res = scheduler.start { xs.startWith(1) }

        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 3), .error(300, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testStartWithDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .next(260, 4), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.startWith(1) }

        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testChainedStartWithEmitsTheLastAddedElementsFirst() {
        let events = OperatorKit.synchronousEvents(Observable.just(3).startWith(2).startWith(0, 1))

        XCTAssertEqual(events, [.next(0), .next(1), .next(2), .next(3), .completed])
    }

    func testStartWithElementsArriveBeforeTheSourceIsSubscribed() {
        var log: [String] = []
        let subscription = Observable<Int>.never()
            .do(onSubscribe: { log.append("source subscribed") })
            .startWith(1)
            .subscribe(onNext: { log.append("next \($0)") })
        subscription.dispose()

        XCTAssertEqual(log, ["next 1", "source subscribed"])
    }

    func testStartWithThenTakeOneStillSubscribesTheSourceForAnInstant() {
        // startWith hands its elements straight to the observer and then subscribes the source
        // whatever happened; take(1) has completed by then, so the source is let go at once.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .completed(300)])

        let res = scheduler.start { xs.startWith(1, 2).take(1) }

        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testStartWithGivesEverySubscriberItsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 3), .completed(20)])

        let observers = OperatorKit.subscribe(xs.startWith(1), on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(200, 1), .next(210, 3), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(400, 1), .next(410, 3), .completed(420)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
    }
}
