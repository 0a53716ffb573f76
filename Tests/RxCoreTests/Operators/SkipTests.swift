import RxCore
import RxCoreTest
import XCTest

/// `skip(_:scheduler:)`, `skip(until:)` and `skip(while:)`.
final class FilteringSkipTests: RxTestCase {
    // MARK: skip(duration, scheduler:)

    func testSkipDurationDropsWhatArrivesBeforeTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])

        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testSkipDurationPassesAnErrorEvenDuringTheSkippedTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .error(210, TestError("boom"))])

        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.error(210, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSkipDurationDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])

        let res = scheduler.start(disposed: 225) { xs.skip(.seconds(15), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    // MARK: skip(until:)

    func testSkipUntilPassesEverythingAfterTheTriggersFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(250)])
        let trigger = scheduler.createHotObservable([.next(225, "go"), .next(235, "again"), .completed(300)])

        let res = scheduler.start { xs.skip(until: trigger) }

        XCTAssertEqual(res.events, [.next(230, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 225)], "the trigger is released after its first element")
    }

    // RxSwift ends the result silently when the source completes before the trigger fires.
    func testSkipUntilSourceCompletesBeforeTheTriggerEndsSilently() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let trigger = scheduler.createHotObservable([.next(250, "go")])

        let res = scheduler.start { xs.skip(until: trigger) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 230)])
    }

    func testSkipUntilTriggerCompletingEmptyNeverOpens() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let trigger = scheduler.createHotObservable([.completed(220, String.self)])

        let res = scheduler.start { xs.skip(until: trigger) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntilTriggerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let trigger = scheduler.createHotObservable([.error(220, TestError("boom"), String.self)])

        let res = scheduler.start { xs.skip(until: trigger) }

        XCTAssertEqual(res.events, [.error(220, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntilSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("boom"))])
        let trigger = scheduler.createHotObservable([.next(250, "go")])

        let res = scheduler.start { xs.skip(until: trigger) }

        XCTAssertEqual(res.events, [.error(220, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntilDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .next(260, 2), .completed(300)])
        let trigger = scheduler.createHotObservable([.next(220, "go")])

        let res = scheduler.start(disposed: 250) { xs.skip(until: trigger) }

        XCTAssertEqual(res.events, [.next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    // MARK: skip(while:)

    func testSkipWhileStopsAskingOnceThePredicateIsFalse() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .next(250, 5), .completed(260)])
        var calls = 0

        let res = scheduler.start { xs.skip(while: { calls += 1; return $0 < 3 }) }

        XCTAssertEqual(res.events, [.next(230, 3), .next(240, 1), .next(250, 5), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(calls, 3)
    }

    func testSkipWhileSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 4), .error(230, TestError("boom"))])

        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }

        XCTAssertEqual(res.events, [.next(220, 4), .error(230, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSkipWhilePredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(260)])

        let res = scheduler.start { xs.skip(while: { if $0 == 2 { throw TestError("predicate") }; return true }) }

        XCTAssertEqual(res.events, [.error(220, TestError("predicate"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipWhileDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 4), .next(260, 5), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.skip(while: { $0 < 3 }) }

        XCTAssertEqual(res.events, [.next(220, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
