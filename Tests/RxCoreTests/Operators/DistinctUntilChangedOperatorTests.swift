import RxCore
import RxCoreTest
import XCTest

/// `distinctUntilChanged`: plain, key selector, comparer, key path.
final class DistinctUntilChangedOperatorTests: RxTestCase {
    private struct Item: Equatable {
        let id: Int
        let name: String
    }

    func testDistinctUntilChangedDropsConsecutiveDuplicatesOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 1), .next(215, 1), .next(220, 2), .next(230, 1), .next(240, 1), .completed(300),
        ])

        let res = scheduler.start { xs.distinctUntilChanged() }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDistinctUntilChangedForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .error(300, TestError("boom"))])

        let res = scheduler.start { xs.distinctUntilChanged() }

        XCTAssertEqual(res.events, [.next(210, 1), .error(300, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDistinctUntilChangedDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.distinctUntilChanged() }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChangedWithAKeySelectorComparesKeys() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "apple"), .next(220, "avocado"), .next(230, "banana"), .next(240, "apricot"), .completed(300)])

        let res = scheduler.start { xs.distinctUntilChanged { $0.first } }

        XCTAssertEqual(res.events, [.next(210, "apple"), .next(230, "banana"), .next(240, "apricot"), .completed(300)])
    }

    func testDistinctUntilChangedWithAComparerAlwaysComparesWithTheLastEmittedElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])

        // "Equal" when they differ by less than 2: 2 is dropped (compared with 1), 3 is kept
        // because it is compared with 1, the last emitted element, not with the dropped 2.
        let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) < 2 } }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
    }

    func testDistinctUntilChangedAtAKeyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Item(id: 1, name: "a")), .next(220, Item(id: 1, name: "b")), .next(230, Item(id: 2, name: "b")), .completed(300),
        ])

        let res = scheduler.start { xs.distinctUntilChanged(at: \.id) }

        XCTAssertEqual(res.events, [.next(210, Item(id: 1, name: "a")), .next(230, Item(id: 2, name: "b")), .completed(300)])
    }

    func testDistinctUntilChangedNeverCallsTheComparerForTheFirstElement() {
        var comparisons: [String] = []
        let source = Observable.of(1, 1, 2).distinctUntilChanged { (lhs: Int, rhs: Int) -> Bool in
            comparisons.append("\(lhs)-\(rhs)")
            return lhs == rhs
        }

        XCTAssertEqual(OperatorKit.synchronousEvents(source), [.next(1), .next(2), .completed])
        XCTAssertEqual(comparisons, ["1-1", "1-2"])
    }

    func testDistinctUntilChangedKeySelectorThatThrowsEndsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start {
            xs.distinctUntilChanged { value -> Int in
                if value == 2 { throw TestError("key") }
                return value
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("key"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChangedComparerThatThrowsEndsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw TestError("comparer") }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("comparer"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChangedForgetsThePreviousElementForANewSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 1), .completed(30)])

        let observers = OperatorKit.subscribe(xs.distinctUntilChanged(), on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(410, 1), .completed(430)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(400, 430)])
    }

    func testDistinctUntilChangedReentrantElementIsComparedWithTheOuterOne() {
        XCTAssertEqual(OperatorKit.reentrancyLog { $0.distinctUntilChanged() }, ["begin 1", "begin 2", "end 2", "end 1", "returned"])
    }
}
