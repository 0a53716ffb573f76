import RxCore
import RxCoreTest
import XCTest

/// `ignoreElements()`: only the terminal event, as an `Observable<Never>`.
final class FilteringIgnoreElementsTests: RxTestCase {
    func testKeepsOnlyCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.start { xs.ignoreElements() }

        XCTAssertEqual(res.events, [.completed(230, Never.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testKeepsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError("boom"))])

        let res = scheduler.start { xs.ignoreElements() }

        XCTAssertEqual(res.events, [.error(230, TestError("boom"), Never.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])

        let res = scheduler.start(disposed: 300) { xs.ignoreElements() }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
