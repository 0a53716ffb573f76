import RxCore
import RxCoreTest
import XCTest

/// `PublishRelay`, `BehaviorRelay` and `ReplayRelay`.
final class RelayTests: RxTestCase {
    func testPublishRelaySendsAcceptedElementsToCurrentSubscribers() {
        let relay = PublishRelay<Int>()
        var early: [Int] = [], late: [Int] = []
        let a = relay.subscribe(onNext: { early.append($0) })
        relay.accept(1)
        let b = relay.asObservable().subscribe(onNext: { late.append($0) })
        relay.accept(2)
        a.dispose()
        relay.accept(3)

        XCTAssertEqual(early, [1, 2])
        XCTAssertEqual(late, [2, 3])
        b.dispose()
    }

    func testPublishRelayOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(260) { relay.accept(2) }

        let res = scheduler.start(disposed: 250) { relay.asObservable() }

        XCTAssertEqual(res.events, [.next(210, 1)])
    }

    func testBehaviorRelayHoldsAndReplaysItsValue() {
        let relay = BehaviorRelay(value: "a")
        XCTAssertEqual(relay.value, "a")
        var received: [String] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })

        relay.accept("b")

        XCTAssertEqual(relay.value, "b")
        XCTAssertEqual(received, ["a", "b"])
        subscription.dispose()
        relay.accept("c")
        XCTAssertEqual(received, ["a", "b"])
        XCTAssertEqual(OperatorKit.synchronousEvents(relay.asObservable().take(1)), [.next("c"), .completed])
    }

    func testBehaviorRelayOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        scheduler.scheduleAt(210) { relay.accept(1) }

        let res = scheduler.start(disposed: 300) { relay.asObservable() }

        XCTAssertEqual(res.events, [.next(200, 0), .next(210, 1)])
    }

    func testReplayRelayReplaysItsBuffer() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept(4)

        XCTAssertEqual(received, [2, 3, 4])
        subscription.dispose()
    }

    func testReplayRelayUnboundedReplaysEverything() {
        let relay = ReplayRelay<Int>.createUnbound()
        (1...4).forEach(relay.accept)

        XCTAssertEqual(OperatorKit.synchronousEvents(relay.asObservable().take(4)), [.next(1), .next(2), .next(3), .next(4), .completed])
    }

    func testRelayReentrantAcceptIsDeliveredBeforeTheOuterCallReturns() {
        let relay = PublishRelay<Int>()
        var log: [String] = []
        let subscription = relay.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { relay.accept(2) }
            log.append("end \(value)")
        })

        relay.accept(1)

        XCTAssertEqual(log, ["begin 1", "begin 2", "end 2", "end 1"])
        subscription.dispose()
    }
}
