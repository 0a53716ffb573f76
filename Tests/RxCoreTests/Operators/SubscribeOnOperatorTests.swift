import RxCore
import RxCoreTest
import XCTest

/// `subscribe(on:)` on a `TestScheduler`: the subscription to the source, and its disposal,
/// happen one tick later, on the scheduler.
final class SubscribeOnOperatorTests: RxTestCase {
    func testSubscribeOnSubscribesAndDisposesTheSourceOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribedAt: TestTime?
        var disposedAt: TestTime?

        let res = scheduler.start {
            Observable<Int>.create { _ in
                subscribedAt = scheduler.clock
                return Disposables.create { disposedAt = scheduler.clock }
            }
            .subscribe(on: scheduler)
        }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(subscribedAt, 201)
        XCTAssertEqual(disposedAt, 1001)
    }

    func testSubscribeOnForwardsEventsAsTheyComeAndLetsGoOfACompletedSourceOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribeOnForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestError("boom"))])

        let res = scheduler.start { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(300, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribeOnDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 251)])
    }

    func testSubscribeOnDisposedBeforeTheScheduledSubscriptionNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])

        let res = scheduler.start(disposed: 201) { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testSubscribeOnRunsASynchronousSourceAtTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.of(1, 2).subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 1), .next(201, 2), .completed(201)])
    }

    func testSubscribeOnSubscribesAgainForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let observers = OperatorKit.subscribe(xs.subscribe(on: scheduler), on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(observers[1].events, [.next(411, 1), .completed(421)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 222), Subscription(401, 422)])
    }
}
