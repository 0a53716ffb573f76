import RxCore
import RxCoreTest
import XCTest

/// `Observable.create`.
final class CreateCreationTests: RxTestCase {
    func testCreateForwardsEventsAndDisposesTheReturnedDisposableAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?

        let res = scheduler.start {
            Observable<Int>.create { observer in
                scheduler.scheduleAt(210) { observer.onNext(1) }
                scheduler.scheduleAt(220) { observer.onNext(2) }
                scheduler.scheduleAt(300) { observer.onCompleted() }
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(disposedAt, 300)
    }

    func testCreateIgnoresEverythingAfterCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposeCount = 0

        let res = scheduler.start {
            Observable<Int>.create { observer in
                scheduler.scheduleAt(210) { observer.onNext(1) }
                scheduler.scheduleAt(220) { observer.onCompleted() }
                scheduler.scheduleAt(230) { observer.onNext(2) }
                scheduler.scheduleAt(240) { observer.onError(TestError()) }
                scheduler.scheduleAt(250) { observer.onCompleted() }
                return Disposables.create { disposeCount += 1 }
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(disposeCount, 1)
    }

    func testCreateErrorEndsTheSequenceAndIgnoresWhatFollows() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?

        let res = scheduler.start {
            Observable<Int>.create { observer in
                scheduler.scheduleAt(210) { observer.onNext(1) }
                scheduler.scheduleAt(220) { observer.onError(TestError("boom")) }
                scheduler.scheduleAt(230) { observer.onNext(2) }
                scheduler.scheduleAt(240) { observer.onCompleted() }
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("boom"))])
        XCTAssertEqual(disposedAt, 220)
    }

    func testCreateDisposedBeforeCompletionDisposesTheReturnedDisposableAndDropsLaterEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(260, 2), .completed(300)])
        var disposedAt: TestTime?
        var lateObserver: AnyObserver<Int>?

        let res = scheduler.start(disposed: 250) {
            Observable<Int>.create { observer in
                lateObserver = observer
                let subscription = xs.subscribe(observer)
                return Disposables.create {
                    disposedAt = scheduler.clock
                    subscription.dispose()
                }
            }
        }
        lateObserver?.onNext(99)

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(disposedAt, 250)
    }

    func testCreateThatCompletesDuringSubscribeDisposesItsDisposableAsSoonAsItIsReturned() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []

        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                log.append("returning")
                return Disposables.create { log.append("disposed at \(scheduler.clock)") }
            }
        }

        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(log, ["returning", "disposed at 200"])
    }

    func testCreateRunsItsClosureOncePerSubscriptionSoAColdSourceStartsOver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        var calls = 0
        let source = Observable<Int>.create { observer in
            calls += 1
            return xs.subscribe(observer)
        }

        let observers = OperatorKit.subscribe(source, on: scheduler, at: [200, 400])

        XCTAssertEqual(calls, 2)
        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(410, 1), .next(420, 2), .completed(430)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(400, 430)])
    }

    func testCreateEventsPushedDuringSubscribeArriveBeforeSubscribeReturns() {
        var log: [String] = []
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        log.append("subscribed")
        subscription.dispose()

        XCTAssertEqual(log, ["next 1", "completed", "subscribed"])
    }
}
