import RxCore
import RxCoreTest
import XCTest

/// `element(at:)`.
final class FilteringElementAtTests: RxTestCase {
    func testEmitsTheElementAtTheIndexAndCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])

        let res = scheduler.start { xs.element(at: 1) }

        XCTAssertEqual(res.events, [.next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFailsWithArgumentOutOfRangeWhenTheSourceEndsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])

        let res = scheduler.start { xs.element(at: 2) }

        XCTAssertEqual(res.events, [.error(240, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual("\(RxError.argumentOutOfRange)", "Argument out of range.")
    }

    func testSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("boom"))])

        let res = scheduler.start { xs.element(at: 3) }

        XCTAssertEqual(res.events, [.error(220, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedBeforeTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.element(at: 1) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testIndexZeroOfASynchronousSource() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.of(7, 8, 9).element(at: 0) }

        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
    }
}
