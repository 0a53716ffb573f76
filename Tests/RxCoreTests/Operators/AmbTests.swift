import RxCore
import RxCoreTest
import XCTest

/// `amb`: the first source to react wins; the others are unsubscribed at that tick.
final class CombiningAmbTests: RxTestCase {
    func testLeftReactsFirstAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])
        let right = scheduler.createHotObservable([.next(215, 10), .next(225, 11), .completed(260)])

        let res = scheduler.start { left.amb(right) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 210)], "the loser is disposed when the winner first reacts")
    }

    func testRightReactsFirstAndFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let right = scheduler.createHotObservable([.next(210, 10), .error(230, TestError("boom"))])

        let res = scheduler.start { left.amb(right) }

        XCTAssertEqual(res.events, [.next(210, 10), .error(230, TestError("boom"))])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 230)])
    }

    func testDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(500)])
        let right = scheduler.createHotObservable([.next(220, 10), .completed(600)])

        let res = scheduler.start(disposed: 300) { left.amb(right) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 210)])
    }

    func testATerminalEventWinsToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.completed(210, Int.self)])
        let right = scheduler.createHotObservable([.next(220, 10), .completed(230)])

        let res = scheduler.start { left.amb(right) }

        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 210)])
    }

    func testNoSourceReactsUntilDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(150, 1)])
        let right = scheduler.createHotObservable([.next(150, 2)])

        let res = scheduler.start { left.amb(right) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 1000)])
    }

    func testStaticAmbDisposesEveryLoser() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let x2 = scheduler.createHotObservable([.next(215, 2), .next(225, 3), .completed(250)])
        let x3 = scheduler.createHotObservable([.next(240, 4), .completed(310)])

        let res = scheduler.start { Observable.amb([x1, x2, x3].map { $0.asObservable() }) }

        XCTAssertEqual(res.events, [.next(215, 2), .next(225, 3), .completed(250)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(x3.subscriptions, [Subscription(200, 215)])
    }

    func testStaticAmbOfNothingNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.amb([]) }

        XCTAssertEqual(res.events, [])
    }
}
