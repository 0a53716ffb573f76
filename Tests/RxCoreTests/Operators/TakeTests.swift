import RxCore
import RxCoreTest
import XCTest

/// `take(for:scheduler:)`, `takeLast(_:)`, `take(until:)` with an observable or a predicate,
/// and `take(while:behavior:)`.
final class FilteringTakeTests: RxTestCase {
    // MARK: take(for:scheduler:)

    func testTakeForCompletesWhenTheTimeIsUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])

        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testTakeForSourceCompletesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])

        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testTakeForSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(215, TestError("boom"))])

        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(215, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testTakeForDisposedBeforeTheTimeIsUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])

        let res = scheduler.start(disposed: 215) { xs.take(for: .seconds(25), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    // MARK: takeLast

    func testTakeLastEmitsTheWindowAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])

        let res = scheduler.start { xs.takeLast(2) }

        XCTAssertEqual(res.events, [.next(240, 2), .next(240, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testTakeLastWithFewerElementsThanTheCountAndWithZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])

        let all = scheduler.start(created: 100, subscribed: 200, disposed: 1000) { xs.takeLast(5) }

        XCTAssertEqual(all.events, [.next(240, 1), .next(240, 2), .completed(240)])
        XCTAssertEqual(Observable.of(1, 2, 3).takeLast(0).toArrayForTest(), [])
    }

    func testTakeLastErrorDropsTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(240, TestError("boom"))])

        let res = scheduler.start { xs.takeLast(2) }

        XCTAssertEqual(res.events, [.error(240, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testTakeLastDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])

        let res = scheduler.start(disposed: 300) { xs.takeLast(2) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: take(until: observable)

    func testTakeUntilOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        let stop = scheduler.createHotObservable([.next(230, "stop"), .completed(300)])

        let res = scheduler.start { xs.take(until: stop) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilOtherCompletesEmptyChangesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(250)])
        let stop = scheduler.createHotObservable([.completed(225, String.self)])

        let res = scheduler.start { xs.take(until: stop) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilOtherError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let stop = scheduler.createHotObservable([.error(225, TestError("boom"), String.self)])

        let res = scheduler.start { xs.take(until: stop) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(225, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("boom"))])
        let stop = scheduler.createHotObservable([.next(300, "stop")])

        let res = scheduler.start { xs.take(until: stop) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let stop = scheduler.createHotObservable([.next(400, "stop")])

        let res = scheduler.start(disposed: 250) { xs.take(until: stop) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 250)])
    }

    // MARK: take(until: predicate, behavior:)

    private func numbers(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
    }

    func testTakeUntilPredicateExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = numbers(scheduler)

        let res = scheduler.start { xs.take(until: { $0 >= 3 }, behavior: .exclusive) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilPredicateInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = numbers(scheduler)

        let res = scheduler.start { xs.take(until: { $0 >= 3 }, behavior: .inclusive) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilPredicateDefaultsToExclusiveAndCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = numbers(scheduler)

        let res = scheduler.start { xs.take(until: { $0 > 10 }) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeUntilPredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = numbers(scheduler)

        let res = scheduler.start { xs.take(until: { if $0 == 2 { throw TestError("predicate") }; return false }) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("predicate"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("boom"))])

        let res = scheduler.start { xs.take(until: { $0 > 10 }) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = numbers(scheduler)

        let res = scheduler.start(disposed: 225) { xs.take(until: { $0 > 10 }, behavior: .inclusive) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    // MARK: take(while:behavior:)

    func testTakeWhileExclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = numbers(scheduler)

        let exclusive = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = numbers(scheduler2)
        let inclusive = scheduler2.start { ys.take(while: { $0 < 3 }, behavior: .inclusive) }
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhileSourceErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("boom"))])
        let failed = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = numbers(scheduler2)
        let disposed = scheduler2.start(disposed: 215) { ys.take(while: { $0 < 3 }) }
        XCTAssertEqual(disposed.events, [.next(210, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
    }
}

private extension ObservableType {
    /// The elements of a synchronous sequence, collected on the spot.
    func toArrayForTest() -> [Element] {
        var elements: [Element] = []
        _ = subscribe(onNext: { elements.append($0) })
        return elements
    }
}
