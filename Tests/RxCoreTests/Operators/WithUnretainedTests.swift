import Foundation
import RxCore
import RxCoreTest
import XCTest

private final class Owner {
    let name: String
    init(_ name: String) { self.name = name }
}

/// `withUnretained(_:)` and `withUnretained(_:resultSelector:)`.
final class WithUnretainedTests: RxTestCase {
    private let boom = TestError("boom")

    func testWithUnretainedPairsElementsWithTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let owner = Owner("owner")

        let res = scheduler.start { xs.asObservable().withUnretained(owner).map { "\($0.name) \($1)" } }

        XCTAssertEqual(res.events, [.next(210, "owner 1"), .next(220, "owner 2"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        withExtendedLifetime(owner) {}
    }

    func testWithUnretainedResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let owner = Owner("o")

        let res = scheduler.start { xs.asObservable().withUnretained(owner) { object, value in object.name + String(value) } }

        XCTAssertEqual(res.events, [.next(210, "o1"), .completed(300)])
        withExtendedLifetime(owner) {}
    }

    func testWithUnretainedCompletesAtTheFirstElementAfterTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        var owner: Owner? = Owner("owner")
        weak let weakOwner = owner
        let sequence = xs.asObservable().withUnretained(owner!).map { "\($0.name) \($1)" }
        scheduler.scheduleAt(215) { owner = nil }

        let res = scheduler.start { sequence }

        XCTAssertNil(weakOwner, "withUnretained must not keep its object alive")
        XCTAssertEqual(res.events, [.next(210, "owner 1"), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testWithUnretainedPassesOnErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, boom)])
        let owner = Owner("owner")

        let res = scheduler.start { xs.asObservable().withUnretained(owner).map { $1 } }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        withExtendedLifetime(owner) {}
    }

    func testWithUnretainedDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let owner = Owner("owner")

        let res = scheduler.start(disposed: 250) { xs.asObservable().withUnretained(owner).map { $1 } }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        withExtendedLifetime(owner) {}
    }
}
