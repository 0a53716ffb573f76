import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `groupBy(keySelector:)`.
final class GroupByTests: RxTestCase {
    private let boom = TestError("boom")

    private func fruits(_ scheduler: TestScheduler, end: Recorded<Event<String>>) -> TestableObservable<String> {
        scheduler.createHotObservable([
            .next(210, "apple"), .next(220, "avocado"), .next(230, "banana"), .next(240, "apricot"), .next(250, "blueberry"), end,
        ])
    }

    func testGroupByEmitsOneGroupPerKey() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fruits(scheduler, end: .completed(300))

        let res = scheduler.start { xs.asObservable().groupBy { $0.first! }.map { String($0.key) } }

        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupByRoutesEachElementToItsGroup() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fruits(scheduler, end: .completed(300))

        let res = scheduler.start {
            xs.asObservable().groupBy { $0.first! }.flatMap { group in group.map { "\(group.key): \($0)" } }
        }

        XCTAssertEqual(res.events, [
            .next(210, "a: apple"), .next(220, "a: avocado"), .next(230, "b: banana"),
            .next(240, "a: apricot"), .next(250, "b: blueberry"), .completed(300),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupByCompletesEveryGroup() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fruits(scheduler, end: .completed(300))

        let res = scheduler.start {
            xs.asObservable().groupBy { $0.first! }.flatMap { group in group.toCount(key: group.key) }
        }

        XCTAssertEqual(res.events, [.next(300, "a: 3"), .next(300, "b: 2"), .completed(300)])
    }

    func testGroupByErrorReachesEveryGroup() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fruits(scheduler, end: .error(300, boom))
        let groupEvents = scheduler.createObserver(String.self)
        var groupSubscriptions: [Disposable] = []

        let res = scheduler.start { () -> Observable<Character> in
            xs.asObservable().groupBy { $0.first! }
                .do(onNext: { group in groupSubscriptions.append(group.subscribe(groupEvents)) })
                .map { $0.key }
        }

        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .error(300, boom)])
        XCTAssertEqual(groupEvents.events.filter { $0.value.isStopEvent }, [.error(300, boom), .error(300, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        groupSubscriptions.forEach { $0.dispose() }
    }

    func testGroupByKeySelectorThatThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fruits(scheduler, end: .completed(300))

        let res = scheduler.start {
            xs.asObservable()
                .groupBy { fruit -> Character in
                    if fruit == "banana" { throw TestError("key") }
                    return fruit.first!
                }
                .map { $0.key }
        }

        XCTAssertEqual(res.events, [.next(210, "a"), .error(230, TestError("key"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testGroupByDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fruits(scheduler, end: .completed(300))

        let res = scheduler.start(disposed: 235) {
            xs.asObservable().groupBy { $0.first! }.flatMap { group in group.map { "\(group.key): \($0)" } }
        }

        XCTAssertEqual(res.events, [.next(210, "a: apple"), .next(220, "a: avocado"), .next(230, "b: banana")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testAWatchedGroupKeepsTheSourceSubscribedAfterTheOuterSubscriptionEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = fruits(scheduler, end: .completed(300))
        let groupEvents = scheduler.createObserver(String.self)
        var outer: Disposable?
        var inner: Disposable?

        scheduler.scheduleAt(200) {
            outer = xs.asObservable().groupBy { $0.first! }
                .subscribe(onNext: { group in
                    if group.key == "a" { inner = group.subscribe(groupEvents) }
                })
        }
        scheduler.scheduleAt(215) { outer?.dispose() }
        scheduler.scheduleAt(245) { inner?.dispose() }
        scheduler.start()

        XCTAssertEqual(groupEvents.events, [.next(210, "apple"), .next(220, "avocado"), .next(240, "apricot")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    }
}

private extension ObservableType {
    /// "key: number of elements", when the sequence completes.
    func toCount(key: Character) -> Observable<String> {
        reduce(0) { count, _ in count + 1 }.map { "\(key): \($0)" }
    }
}
