import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `delay` (RxSwift's exact timing) and `delaySubscription`.
final class DelayTests: RxTestCase {
    private let boom = TestError("boom")

    // MARK: delay

    /// The completion is rescheduled for a time already reached, which a TestScheduler runs one
    /// tick later: next at 2, completed at 3.
    func testDelayOfJustOnAResolutionOneScheduler() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            Observable.just("x").delay(.seconds(2), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(2, "x"), .completed(3)])
    }

    func testDelayShiftsSpacedEventsExactly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550)])

        let res = scheduler.start { xs.asObservable().delay(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testDelayKeepsTheSpacingOfCloseEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(225, 3), .completed(230)])

        let res = scheduler.start { xs.asObservable().delay(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(310, 1), .next(320, 2), .next(325, 3), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// Events that arrive together leave one scheduling step apart: one per drain.
    func testDelayOfSimultaneousEventsDeliversOnePerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])

        let res = scheduler.start { xs.asObservable().delay(.seconds(10), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(220, 1), .next(221, 2), .completed(222)])
    }

    func testDelayPassesAnErrorOnAtOnceAndDropsWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, boom)])

        let res = scheduler.start { xs.asObservable().delay(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.error(220, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDelayDisposedWhileElementsWaitDropsThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])

        let res = scheduler.start(disposed: 330) { xs.asObservable().delay(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(310, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: delay: what is left of a wait is rounded in the delay's own unit, as in RxSwift

    /// Ticks 0…3 at 500, 1000, 1500 and 2000 ms on a 1 ms clock (completing with the last),
    /// delayed by `dueTime`. On a late clock, work due now runs a tick later (a TestScheduler's
    /// default); on an exact one, at once.
    private func delayedTicks(by dueTime: RxTimeInterval, lateClock: Bool) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: lateClock)
        let xs = scheduler.createHotObservable([.next(500, 0), .next(1000, 1), .next(1500, 2), .next(2000, 3), .completed(2000)])
        let res = scheduler.start(created: 0, subscribed: 0, disposed: 10_000) { xs.asObservable().delay(dueTime, scheduler: scheduler) }
        return (res.events, xs.subscriptions)
    }

    /// An event that has waited half a second when the one before it leaves has half a second
    /// left, rounded to a whole one.
    func testDelayInSecondsRoundsWhatIsLeftToWholeSeconds() {
        let (events, subscriptions) = delayedTicks(by: .seconds(1), lateClock: false)
        XCTAssertEqual(events, [.next(1500, 0), .next(2500, 1), .next(2500, 2), .next(3500, 3), .completed(3500)])
        XCTAssertEqual(subscriptions, [Subscription(0, 2000)])
    }

    /// The same delay written in milliseconds: every event keeps its spacing.
    func testDelayInMillisecondsKeepsTheSpacingExactly() {
        let (events, subscriptions) = delayedTicks(by: .milliseconds(1000), lateClock: false)
        XCTAssertEqual(events, [.next(1500, 0), .next(2000, 1), .next(2500, 2), .next(3000, 3), .completed(3000)])
        XCTAssertEqual(subscriptions, [Subscription(0, 2000)])
    }

    /// On a late clock the events that come late have less than half a second left, which
    /// rounds to nothing: they follow one tick apart.
    func testDelayInSecondsOnALateClockSendsLateEventsATickApart() {
        let (events, subscriptions) = delayedTicks(by: .seconds(1), lateClock: true)
        XCTAssertEqual(events, [.next(1500, 0), .next(2500, 1), .next(2501, 2), .next(2502, 3), .completed(2503)])
        XCTAssertEqual(subscriptions, [Subscription(0, 2000)])
    }

    /// In milliseconds a late clock costs only the tick of the one step that was due at once.
    func testDelayInMillisecondsOnALateClockLosesOnlyTheTickOfAStepDueNow() {
        let (events, subscriptions) = delayedTicks(by: .milliseconds(1000), lateClock: true)
        XCTAssertEqual(events, [.next(1500, 0), .next(2000, 1), .next(2500, 2), .next(3000, 3), .completed(3001)])
        XCTAssertEqual(subscriptions, [Subscription(0, 2000)])
    }

    /// 0.4 s left rounds to nothing (out at once), 0.5 s left to a whole second.
    func testDelayInSecondsSendsAnEventWithLessThanHalfASecondLeftAtOnce() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let xs = scheduler.createHotObservable([.next(200, 0), .next(600, 1), .next(700, 2), .completed(700)])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 10_000) { xs.asObservable().delay(.seconds(1), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(1200, 0), .next(1200, 1), .next(2200, 2), .completed(2200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 700)])
    }

    func testDelayOnARealSchedulerDeliversInOrder() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let done = expectation(description: "completed")
        let received = Locked<[Int]>([])
        let subscription = Observable.of(1, 2, 3).delay(.milliseconds(20), scheduler: scheduler)
            .subscribe(onNext: { value in received.mutate { $0.append(value) } }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(received.value, [1, 2, 3])
    }

    // MARK: delaySubscription

    func testDelaySubscriptionSubscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(60)])

        let res = scheduler.start { xs.asObservable().delaySubscription(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(280, 1), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 290)])
    }

    func testDelaySubscriptionPassesOnErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .error(60, boom)])

        let res = scheduler.start { xs.asObservable().delaySubscription(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(280, 1), .error(290, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 290)])
    }

    func testDelaySubscriptionDisposedBeforeTheDelayNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(60)])

        let res = scheduler.start(disposed: 220) { xs.asObservable().delaySubscription(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDelaySubscriptionDisposedAfterTheDelayEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(60)])

        let res = scheduler.start(disposed: 285) { xs.asObservable().delaySubscription(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(280, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 285)])
    }

    /// A zero delay still goes through the scheduler, which a TestScheduler runs a tick later.
    func testDelaySubscriptionOfZeroWaitsOneTestTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(6)])

        let res = scheduler.start { xs.asObservable().delaySubscription(.seconds(0), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(206, 1), .completed(207)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 207)])
    }
}
