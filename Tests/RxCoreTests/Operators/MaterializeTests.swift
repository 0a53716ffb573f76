import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `materialize()` and `dematerialize()`.
final class MaterializeTests: RxTestCase {
    private let boom = TestError("boom")

    func testMaterializeOfACompletingSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])

        let res = scheduler.start { xs.asObservable().materialize() }

        XCTAssertEqual(res.events, [
            .next(210, Event.next(1)), .next(220, Event.next(2)), .next(250, Event<Int>.completed), .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterializeTurnsTheErrorIntoAnElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, boom)])

        let res = scheduler.start { xs.asObservable().materialize() }

        XCTAssertEqual(res.events, [.next(210, Event.next(1)), .next(250, Event<Int>.error(boom)), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterializeDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])

        let res = scheduler.start(disposed: 250) { xs.asObservable().materialize() }

        XCTAssertEqual(res.events, [.next(210, Event.next(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDematerializeEndsAtACompletedElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(1)), .next(220, Event.next(2)), .next(230, Event<Int>.completed), .next(240, Event.next(3)),
        ])

        let res = scheduler.start { xs.asObservable().dematerialize() }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDematerializeFailsAtAnErrorElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .next(230, Event<Int>.error(boom))])

        let res = scheduler.start { xs.asObservable().dematerialize() }

        XCTAssertEqual(res.events, [.next(210, 1), .error(230, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDematerializePassesOnTheSourcesOwnEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .error(230, boom)])

        let failed = scheduler.start { xs.asObservable().dematerialize() }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(230, boom)])

        let other = TestScheduler(initialClock: 0)
        let zs = other.createHotObservable([.next(210, Event.next(1)), .completed(240)])
        let completed = other.start { zs.asObservable().dematerialize() }
        XCTAssertEqual(completed.events, [.next(210, 1), .completed(240)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 240)])
    }

    func testDematerializeDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .next(300, Event<Int>.completed)])

        let res = scheduler.start(disposed: 250) { xs.asObservable().dematerialize() }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterializeThenDematerializeIsTheIdentity() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, boom)])

        let res = scheduler.start { xs.asObservable().materialize().dematerialize() }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, boom)])
    }
}
