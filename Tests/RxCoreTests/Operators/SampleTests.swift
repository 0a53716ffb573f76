import RxCore
import RxCoreTest
import XCTest

/// `sample(_:defaultValue:)`.
final class FilteringSampleTests: RxTestCase {
    func testEmitsTheLatestNewElementOnEachTickAndCompletesAtTheTickAfterTheSourceEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(300)])
        let ticks = scheduler.createHotObservable([.next(230, "a"), .next(260, "b"), .next(270, "c"), .next(320, "d"), .completed(400)])

        let res = scheduler.start { xs.sample(ticks) }

        XCTAssertEqual(res.events, [.next(230, 2), .next(260, 4), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 320)])
    }

    func testDefaultValueFillsTicksWithoutANewElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(300)])
        let ticks = scheduler.createHotObservable([.next(230, "a"), .next(260, "b"), .next(270, "c"), .next(320, "d"), .completed(400)])

        let res = scheduler.start { xs.sample(ticks, defaultValue: 0) }

        XCTAssertEqual(res.events, [.next(230, 2), .next(260, 4), .next(270, 0), .next(320, 0), .completed(320)])
    }

    // RxSwift samples once more when the sampler completes, and then never again.
    func testTheSamplersCompletionIsALastTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let ticks = scheduler.createHotObservable([.next(230, "a"), .completed(245)])

        let res = scheduler.start { xs.sample(ticks) }

        XCTAssertEqual(res.events, [.next(230, 1), .next(245, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        // A test observable reaches an operator through `asObservable()`, whose `create` wrapper
        // lets go of it at its terminal event (in RxSwift too).
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 245)])
    }

    func testSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(240, TestError("boom"))])
        let ticks = scheduler.createHotObservable([.next(230, "a"), .next(260, "b")])

        let res = scheduler.start { xs.sample(ticks) }

        XCTAssertEqual(res.events, [.next(230, 1), .error(240, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 240)])
    }

    func testSamplerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ticks = scheduler.createHotObservable([.error(220, TestError("boom"), String.self)])

        let res = scheduler.start { xs.sample(ticks) }

        XCTAssertEqual(res.events, [.error(220, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(400)])
        let ticks = scheduler.createHotObservable([.next(230, "a"), .next(260, "b")])

        let res = scheduler.start(disposed: 250) { xs.sample(ticks) }

        XCTAssertEqual(res.events, [.next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 250)])
    }
}
