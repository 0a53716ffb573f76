import RxCore
import RxCoreTest
import XCTest

/// `Observable.deferred`.
final class DeferredCreationTests: RxTestCase {
    func testDeferredCallsTheFactoryAtSubscriptionTimeAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var xs: TestableObservable<Int>?
        var calledAt: [TestTime] = []

        let res = scheduler.start {
            Observable<Int>.deferred {
                calledAt.append(scheduler.clock)
                let cold = scheduler.createColdObservable([.next(100, 1), .next(200, 2), .completed(300)])
                xs = cold
                return cold.asObservable()
            }
        }

        XCTAssertEqual(calledAt, [200])
        XCTAssertEqual(res.events, [.next(300, 1), .next(400, 2), .completed(500)])
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 500)])
    }

    func testDeferredForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError("boom"))])

        let res = scheduler.start { Observable<Int>.deferred { xs.asObservable() } }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDeferredDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])

        let res = scheduler.start(disposed: 250) { Observable<Int>.deferred { xs.asObservable() } }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDeferredFactoryThatThrowsFailsAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.deferred { throw TestError("factory") } }

        XCTAssertEqual(res.events, [.error(200, TestError("factory"))])
    }

    func testDeferredCallsTheFactoryForEachSubscriberSoEachGetsFreshWork() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return Observable.just(calls)
        }

        let observers = OperatorKit.subscribe(source, on: scheduler, at: [200, 300])

        XCTAssertEqual(calls, 2)
        XCTAssertEqual(observers[0].events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(observers[1].events, [.next(300, 2), .completed(300)])
    }

    func testDeferredIsNotCalledUntilSomeoneSubscribes() {
        var calls = 0
        _ = Observable<Int>.deferred {
            calls += 1
            return .empty()
        }

        XCTAssertEqual(calls, 0)
    }
}
