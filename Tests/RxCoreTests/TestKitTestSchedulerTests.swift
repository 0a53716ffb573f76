import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `TestScheduler.start`, test observers and hot and cold test observables, with the exact
/// ticks and subscription intervals RxTest produces.
final class TestKitTestSchedulerTests: RxTestCase {
    // MARK: start

    func testStartCreatesAt100SubscribesAt200DisposesAt1000() {
        let scheduler = TestScheduler(initialClock: 0)
        var created: TestTime?, subscribed: TestTime?, disposed: TestTime?

        _ = scheduler.start { () -> Observable<Int> in
            created = scheduler.clock
            return Observable.create { _ in
                subscribed = scheduler.clock
                return Disposables.create { disposed = scheduler.clock }
            }
        }

        XCTAssertEqual(created, 100)
        XCTAssertEqual(subscribed, 200)
        XCTAssertEqual(disposed, 1000)
        XCTAssertEqual(scheduler.clock, 1000)
    }

    func testStartWithExplicitTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(5, 0), .next(15, 1), .next(25, 2), .next(35, 3)])

        let res = scheduler.start(created: 0, subscribed: 10, disposed: 30) { xs.asObservable() }

        XCTAssertEqual(res.events, [.next(15, 1), .next(25, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(10, 30)])
    }

    func testStartDisposedCutsTheSequenceOff() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.asObservable() }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartAcceptsATestableObservableDirectly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(.next(210, 1), .completed(300))

        let res = scheduler.start { xs }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
    }

    func testSynchronousSourceEmitsAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { .just(42) }

        XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
    }

    func testSequenceOnTheTestSchedulerEmitsOneElementPerTick() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testScheduledCreationOperatorsTakeOneTickPerStep() {
        let scheduler = TestScheduler(initialClock: 0)

        let range = scheduler.start { Observable.range(start: 1, count: 2, scheduler: scheduler) }
        XCTAssertEqual(range.events, [.next(201, 1), .next(202, 2), .completed(203)])

        let justOnScheduler = TestScheduler(initialClock: 0)
        let just = justOnScheduler.start { Observable.just(1, scheduler: justOnScheduler) }
        XCTAssertEqual(just.events, [.next(201, 1), .completed(202)])

        let repeatScheduler = TestScheduler(initialClock: 0)
        let repeated = repeatScheduler.start(disposed: 203) { Observable.repeatElement("x", scheduler: repeatScheduler) }
        XCTAssertEqual(repeated.events, [.next(201, "x"), .next(202, "x")])
    }

    func testDeferredRunsItsFactoryAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.deferred { Observable.just(scheduler.clock) } }

        XCTAssertEqual(res.events, [.next(200, 200), .completed(200)])
    }

    func testUsingDisposesItsResourceWhenTheSequenceEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(200)])
        let resource = ClockStampingResource(scheduler: scheduler)

        let res = scheduler.start {
            Observable.using({ resource }, observableFactory: { _ in xs.asObservable() })
        }

        XCTAssertEqual(res.events, [.next(300, 1), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(resource.disposedAt, 400)
    }

    func testStartRecordsErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestKitError("boom"))])

        let res = scheduler.start { xs.asObservable() }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestKitError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: hot observables

    func testHotObservableDeliversOnlyWhatHappensWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(240, 3), .completed(300), .next(350, 4),
        ])

        let res = scheduler.start { xs.asObservable() }

        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .completed(300)])
        // The wrapping observable lets go as soon as it sees `completed`.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testHotObservableRecordsEachSubscriptionInterval() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(410, 3)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var firstSubscription: Disposable?

        scheduler.scheduleAt(200) { firstSubscription = xs.subscribe(first) }
        scheduler.scheduleAt(300) { _ = xs.subscribe(second) }
        scheduler.scheduleAt(400) { firstSubscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .next(310, 2)])
        XCTAssertEqual(second.events, [.next(310, 2), .next(410, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(300)])
        XCTAssertEqual(xs.subscriptions.map { $0.debugDescription }, ["(200: 400)", "(300: Infinity)"])
    }

    func testHotObservablePassesEventsOnWithoutEnforcingTheGrammar() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self), .next(220, 1)])
        let observer = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
        scheduler.start()

        XCTAssertEqual(observer.events, [.completed(210), .next(220, 1)])
    }

    func testHotObservableKeepsItsRecordedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]

        XCTAssertEqual(scheduler.createHotObservable(events).recordedEvents, events)
        XCTAssertEqual(scheduler.createColdObservable(events).recordedEvents, events)
    }

    // MARK: cold observables

    func testColdObservableStartsItsTimelineAtEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)

        scheduler.scheduleAt(200) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(300) { _ = xs.subscribe(second) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, "a"), .next(220, "b"), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, "a"), .next(320, "b"), .completed(330)])
        // Subscribed directly, nothing disposes them.
        XCTAssertEqual(xs.subscriptions, [Subscription(200), Subscription(300)])
    }

    func testDisposingAColdSubscriptionCancelsItsPendingEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?

        scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
        scheduler.scheduleAt(225) { subscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(scheduler.clock, 225, "cancelled events must not move the clock")
    }

    func testColdEventAtZeroArrivesAtTheSubscriptionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .completed(0)])

        let res = scheduler.start { xs.asObservable() }

        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    // MARK: observers and scheduleAt

    func testObserverRecordsTheClockOfEveryEventEvenAfterTermination() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(10) { observer.onNext(1) }
        scheduler.scheduleAt(20) { observer.onCompleted() }
        scheduler.scheduleAt(30) { observer.onNext(2) }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(10, 1), .completed(20), .next(30, 2)])
    }

    func testScheduleAtIsNotAdjustedEvenForThePast() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []

        scheduler.scheduleAt(300) {
            ranAt.append(scheduler.clock)
            scheduler.scheduleAt(300) { ranAt.append(scheduler.clock) }
            scheduler.scheduleAt(250) { ranAt.append(scheduler.clock) }
        }
        scheduler.start()

        // Work placed in the past runs at once without moving the clock back.
        XCTAssertEqual(ranAt, [300, 300, 300])
    }

    func testScheduleAtCanBeCancelled() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false

        let work = scheduler.scheduleAt(100) { ran = true }
        work.dispose()
        scheduler.start()

        XCTAssertFalse(ran)
    }

    func testPendingWorkIsReleasedWithTheScheduler() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(310, 1), .next(500, 2)])
            let observer = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(300) { _ = xs.subscribe(observer) }
            scheduler.advanceTo(250)
            XCTAssertTrue(observer.events.isEmpty)
        }
        XCTAssertEqual(Resources.total, before, "a scheduler with pending work must not be kept alive by its observers")
    }
}

/// A resource for `using` that remembers the tick at which it was disposed.
private final class ClockStampingResource: Disposable {
    private unowned let scheduler: TestScheduler
    private(set) var disposedAt: TestTime?

    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    func dispose() { disposedAt = scheduler.clock }
}
