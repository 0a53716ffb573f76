import RxCore
import RxCoreTest
import XCTest

/// `scan(_:accumulator:)` and `scan(into:accumulator:)`.
final class ScanOperatorTests: RxTestCase {
    func testScanEmitsEveryIntermediateResultButNotTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])

        let res = scheduler.start { xs.scan(100) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(210, 102), .next(220, 105), .next(230, 109), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testScanOfAnEmptySourceOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])

        let res = scheduler.start { xs.scan(0) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testScanIntoMutatesTheStateInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) }.map { $0.map(String.init).joined(separator: ",") } }

        XCTAssertEqual(res.events, [.next(210, "1"), .next(220, "1,2"), .completed(300)])
    }

    func testScanForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestError("boom"))])

        let res = scheduler.start { xs.scan(0) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(210, 1), .error(300, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testScanDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.scan(0) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanAccumulatorThatThrowsEndsWithThatErrorAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start {
            xs.scan(0) { sum, value -> Int in
                if value == 2 { throw TestError("scan") }
                return sum + value
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("scan"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testScanIntoAccumulatorThatThrowsEndsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start {
            xs.scan(into: 0) { (sum: inout Int, value: Int) in
                if value == 2 { throw TestError("scan into") }
                sum += value
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("scan into"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testScanStartsFromTheSeedAgainForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])

        let observers = OperatorKit.subscribe(xs.scan(0) { $0 + $1 }, on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(220, 3), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(410, 1), .next(420, 3), .completed(430)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(400, 430)])
    }

    func testScanReentrantElementIsAccumulatedAndDeliveredBeforeTheOuterCallReturns() {
        XCTAssertEqual(OperatorKit.reentrancyLog { $0.scan(0, accumulator: +) }, ["begin 1", "begin 3", "end 3", "end 1", "returned"])
    }
}
