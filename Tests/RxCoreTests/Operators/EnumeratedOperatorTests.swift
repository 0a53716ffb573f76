import RxCore
import RxCoreTest
import XCTest

/// `enumerated`.
final class EnumeratedOperatorTests: RxTestCase {
    private func described(_ source: Observable<(index: Int, element: String)>) -> Observable<String> {
        source.map { "\($0.index):\($0.element)" }
    }

    func testEnumeratedPairsElementsWithTheirIndexAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300)])

        let res = scheduler.start { self.described(xs.asObservable().enumerated()) }

        XCTAssertEqual(res.events, [.next(210, "0:a"), .next(220, "1:b"), .next(230, "2:c"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEnumeratedForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(300, TestError("boom"))])

        let res = scheduler.start { self.described(xs.asObservable().enumerated()) }

        XCTAssertEqual(res.events, [.next(210, "0:a"), .error(300, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEnumeratedDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(260, "b"), .completed(300)])

        let res = scheduler.start(disposed: 250) { self.described(xs.asObservable().enumerated()) }

        XCTAssertEqual(res.events, [.next(210, "0:a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEnumeratedCountsFromZeroAgainForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])

        let observers = OperatorKit.subscribe(described(xs.asObservable().enumerated()), on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(210, "0:a"), .next(220, "1:b"), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(410, "0:a"), .next(420, "1:b"), .completed(430)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(400, 430)])
    }

    func testEnumeratedReentrantElementGetsTheNextIndex() {
        XCTAssertEqual(
            OperatorKit.reentrancyLog { $0.enumerated().map { $0.index * 100 + $0.element } },
            ["begin 1", "begin 102", "end 102", "end 1", "returned"]
        )
    }
}
