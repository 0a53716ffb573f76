import RxCore
import RxCoreTest
import XCTest

/// `withLatestFrom`: each element of the first source takes the latest of the second.
final class CombiningWithLatestFromTests: RxTestCase {
    func testDropsElementsBeforeTheSecondSourceHasEmittedAndCompletesWithTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)])
        let second = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])

        let res = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(230, "2a"), .next(250, "3b"), .completed(270)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 245)], "the second source's completion only ends its own subscription")
    }

    func testWithoutSelectorEmitsTheSecondSourcesElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)])
        let second = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(300)])

        let res = scheduler.start { first.withLatestFrom(second) }

        XCTAssertEqual(res.events, [.next(230, "a"), .next(250, "b"), .completed(270)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 270)])
    }

    func testErrorFromTheSecondSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(270)])
        let second = scheduler.createHotObservable([.next(220, "a"), .error(235, TestError("boom"))])

        let res = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(230, "2a"), .error(235, TestError("boom"))])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 235)])
    }

    func testErrorFromTheFirstSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(230, 2), .error(240, TestError("boom"))])
        let second = scheduler.createHotObservable([.next(220, "a"), .completed(300)])

        let res = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(230, "2a"), .error(240, TestError("boom"))])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 240)])
    }

    func testSelectorError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(230, 2), .completed(300)])
        let second = scheduler.createHotObservable([.next(220, "a"), .completed(300)])

        let res = scheduler.start { first.withLatestFrom(second) { (_, _) throws -> String in throw TestError("selector") } }

        XCTAssertEqual(res.events, [.error(230, TestError("selector"))])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 230)])
    }

    func testDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(230, 2), .next(260, 3), .completed(300)])
        let second = scheduler.createHotObservable([.next(220, "a"), .completed(400)])

        let res = scheduler.start(disposed: 250) { first.withLatestFrom(second) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(230, "2a")])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 250)])
    }

    func testASynchronousSecondSourceIsReadyBeforeTheFirstStarts() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.of(1, 2).withLatestFrom(Observable.just("x")) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(200, "1x"), .next(200, "2x"), .completed(200)])
    }
}
