import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `ifEmpty(default:)` and `ifEmpty(switchTo:)`.
final class IfEmptyTests: RxTestCase {
    private let boom = TestError("boom")

    // MARK: ifEmpty(default:)

    func testIfEmptyDefaultEmitsTheDefaultForAnEmptySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])

        let res = scheduler.start { xs.asObservable().ifEmpty(default: 7) }

        XCTAssertEqual(res.events, [.next(250, 7), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testIfEmptyDefaultLeavesANonEmptySequenceAlone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])

        let res = scheduler.start { xs.asObservable().ifEmpty(default: 7) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testIfEmptyDefaultPassesOnAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, boom, Int.self)])

        let res = scheduler.start { xs.asObservable().ifEmpty(default: 7) }

        XCTAssertEqual(res.events, [.error(250, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testIfEmptyDefaultDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(400, Int.self)])

        let res = scheduler.start(disposed: 300) { xs.asObservable().ifEmpty(default: 7) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: ifEmpty(switchTo:)

    func testIfEmptySwitchToSubscribesTheOtherWhenEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .completed(50)])

        let res = scheduler.start { xs.asObservable().ifEmpty(switchTo: ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(220, 0), .next(230, 1), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 260)])
    }

    func testIfEmptySwitchToIgnoresTheOtherWhenNotEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .completed(210)])
        let ys = scheduler.createColdObservable([.next(10, 0), .completed(50)])

        let res = scheduler.start { xs.asObservable().ifEmpty(switchTo: ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(205, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testIfEmptySwitchToPassesOnErrorsOfBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, boom, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 0), .completed(50)])

        let res = scheduler.start { xs.asObservable().ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.error(210, boom)])
        XCTAssertEqual(ys.subscriptions, [])

        let other = TestScheduler(initialClock: 0)
        let empty = other.createHotObservable([.completed(210, Int.self)])
        let failing = other.createColdObservable([.next(10, 0), .error(20, boom)])
        let res2 = other.start { empty.asObservable().ifEmpty(switchTo: failing.asObservable()) }
        XCTAssertEqual(res2.events, [.next(220, 0), .error(230, boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(210, 230)])
    }

    func testIfEmptySwitchToDisposedWhileOnTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 0), .next(100, 1), .completed(150)])

        let res = scheduler.start(disposed: 250) { xs.asObservable().ifEmpty(switchTo: ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(220, 0)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }
}
