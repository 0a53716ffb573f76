import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `flatMapLatest`, `switchLatest` and `flatMapFirst`: the flattening operators that keep only
/// one inner sequence at a time.
final class SwitchTests: RxTestCase {
    private let boom = TestError("boom")

    // MARK: flatMapLatest

    func testFlatMapLatestDisposesThePreviousInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(250, "b"), .completed(400)])
        let a = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let b = scheduler.createColdObservable([.next(10, 3), .completed(100)])

        let res = scheduler.start {
            xs.asObservable().flatMapLatest { key in key == "a" ? a.asObservable() : b.asObservable() }
        }

        XCTAssertEqual(res.events, [.next(220, 1), .next(260, 3), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(250, 350)])
    }

    func testFlatMapLatestWaitsForTheLatestInnerSequenceToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(230)])
        let inner = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])

        let res = scheduler.start { xs.asObservable().flatMapLatest { _ in inner.asObservable() } }

        XCTAssertEqual(res.events, [.next(220, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 260)])
    }

    func testFlatMapLatestPassesOnAnInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .next(300, 1), .completed(400)])
        let inner = scheduler.createColdObservable([.next(10, 1), .error(20, boom)])

        let res = scheduler.start { xs.asObservable().flatMapLatest { _ in inner.asObservable() } }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapLatestPassesOnAnOuterErrorAndDisposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .error(240, boom)])
        let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])

        let res = scheduler.start { xs.asObservable().flatMapLatest { _ in inner.asObservable() } }

        XCTAssertEqual(res.events, [.next(220, 1), .error(240, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240)])
    }

    func testFlatMapLatestSelectorThatThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1)])

        let res = scheduler.start {
            xs.asObservable().flatMapLatest { value -> Observable<Int> in
                if value == 1 { throw TestError("selector") }
                return .never()
            }
        }

        XCTAssertEqual(res.events, [.error(220, TestError("selector"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMapLatestDisposedEarlyDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(250, "b"), .completed(400)])
        let a = scheduler.createColdObservable([.next(10, 1), .completed(60)])
        let b = scheduler.createColdObservable([.next(10, 3), .next(80, 4), .completed(100)])

        let res = scheduler.start(disposed: 300) {
            xs.asObservable().flatMapLatest { key in key == "a" ? a.asObservable() : b.asObservable() }
        }

        XCTAssertEqual(res.events, [.next(220, 1), .next(260, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(250, 300)])
    }

    func testFlatMapLatestOfAnEmptySourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Int.self)])

        let res = scheduler.start { xs.asObservable().flatMapLatest { _ in Observable<Int>.never() } }

        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: switchLatest

    func testSwitchLatestFollowsTheNewestInnerObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let xs = scheduler.createHotObservable([
            .next(300, ys1.asObservable()), .next(400, ys2.asObservable()), .completed(500),
        ])

        let res = scheduler.start { xs.asObservable().switchLatest() }

        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
    }

    func testSwitchLatestPassesOnAnInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .error(20, boom)])
        let xs = scheduler.createHotObservable([.next(300, ys.asObservable())])

        let res = scheduler.start { xs.asObservable().switchLatest() }

        XCTAssertEqual(res.events, [.next(310, 1), .error(320, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 320)])
    }

    func testSwitchLatestDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let xs = scheduler.createHotObservable([.next(300, ys.asObservable())])

        let res = scheduler.start(disposed: 350) { xs.asObservable().switchLatest() }

        XCTAssertEqual(res.events, [.next(310, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 350)])
    }

    // MARK: flatMapFirst

    func testFlatMapFirstIgnoresElementsWhileAnInnerSequenceRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .next(280, "c"), .completed(400)])
        let inners = [
            "a": scheduler.createColdObservable([.next(10, 1), .completed(50)]),
            "b": scheduler.createColdObservable([.next(10, 2), .completed(20)]),
            "c": scheduler.createColdObservable([.next(10, 3), .completed(20)]),
        ]
        var selected: [String] = []

        let res = scheduler.start {
            xs.asObservable().flatMapFirst { key -> Observable<Int> in
                selected.append(key)
                return inners[key]!.asObservable()
            }
        }

        XCTAssertEqual(res.events, [.next(220, 1), .next(290, 3), .completed(400)])
        XCTAssertEqual(selected, ["a", "c"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(inners["a"]!.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(inners["b"]!.subscriptions, [])
        XCTAssertEqual(inners["c"]!.subscriptions, [Subscription(280, 300)])
    }

    func testFlatMapFirstWaitsForTheRunningInnerSequenceToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(220)])
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(50)])

        let res = scheduler.start { xs.asObservable().flatMapFirst { _ in inner.asObservable() } }

        XCTAssertEqual(res.events, [.next(220, 1), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 260)])
    }

    func testFlatMapFirstPassesOnAnInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .next(300, 1)])
        let inner = scheduler.createColdObservable([.next(10, 1), .error(20, boom)])

        let res = scheduler.start { xs.asObservable().flatMapFirst { _ in inner.asObservable() } }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapFirstDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(400)])
        let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(150)])

        let res = scheduler.start(disposed: 250) { xs.asObservable().flatMapFirst { _ in inner.asObservable() } }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }
}
