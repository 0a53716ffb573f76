import RxCore
import RxCoreTest
import XCTest

/// `first()`: the first element as a `Single<Element?>`, on virtual time.
final class FirstTests: RxTestCase {
    func testTheFirstElementSucceedsAtOnceAndEndsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.first() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testAnEmptySourceSucceedsWithNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.first() }
        XCTAssertEqual(res.events, [.next(250, nil), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAnErrorBeforeAnyElementFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError("boom"), Int.self)])
        let res = scheduler.start { xs.first() }
        XCTAssertEqual(res.events, [.error(230, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposedBeforeTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(400, 1)])
        let res = scheduler.start(disposed: 300) { xs.first() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testIsASingleOfAnOptional() {
        var outcomes: [String] = []
        let single: Single<Int?> = Observable.of(5, 6).first()
        _ = single.subscribe(onSuccess: { outcomes.append("success \(String(describing: $0))") })
        _ = Observable<Int>.empty().first().subscribe(onSuccess: { outcomes.append("success \(String(describing: $0))") })
        XCTAssertEqual(outcomes, ["success Optional(5)", "success nil"])
    }
}
