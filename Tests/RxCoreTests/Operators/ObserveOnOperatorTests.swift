import RxCore
import RxCoreTest
import XCTest

/// `observe(on:)` on a `TestScheduler`: each event lands one tick after it arrives, events that
/// arrive together one tick apart.
///
/// A test observable is not an `Observable`, so `observe(on:)` sees it through `asObservable()`,
/// whose `create` wrapper lets go of it at its terminal event, before that event is delivered
/// a tick later. RxSwift's `observe(on:)` also goes through `asObservable()`.
final class ObserveOnOperatorTests: RxTestCase {
    func testObserveOnDeliversEachEventOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testObserveOnDeliversTheErrorOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestError("boom"))])

        let res = scheduler.start { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .error(301, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testObserveOnDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testObserveOnDeliversEventsThatArriveTogetherOneTickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])

        let res = scheduler.start { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .completed(213)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testObserveOnOfASynchronousSource() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.of(1, 2).observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testObserveOnDropsQueuedEventsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])

        let res = scheduler.start(disposed: 212) { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testObserveOnStartsOverForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let observers = OperatorKit.subscribe(xs.observe(on: scheduler), on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(observers[1].events, [.next(411, 1), .completed(421)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
    }

    func testObserveOnSourceLetsGoAtItsOwnTerminalEventNotAtDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?
        let source = Observable<Int>.create { observer in
            scheduler.scheduleAt(210) { observer.onNext(1) }
            scheduler.scheduleAt(300) { observer.onCompleted() }
            return Disposables.create { disposedAt = scheduler.clock }
        }

        let res = scheduler.start { source.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .completed(301)])
        XCTAssertEqual(disposedAt, 300)
    }

    func testObserveOnReentrantElementWaitsForItsTurnOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
            log.append("\(scheduler.clock) begin \(value)")
            if value == 1 { subject.onNext(2) }
            log.append("\(scheduler.clock) end \(value)")
        })

        scheduler.scheduleAt(10) { subject.onNext(1) }
        scheduler.scheduleAt(50) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(log, ["11 begin 1", "11 end 1", "12 begin 2", "12 end 2"])
    }
}
