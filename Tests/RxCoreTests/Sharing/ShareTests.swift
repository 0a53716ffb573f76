import RxCore
import RxCoreTest
import XCTest

/// `share(replay:scope:)` on virtual time.
final class ShareTests: RxTestCase {
    func testShareSubscribesToTheSourceOnceForAllSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.share()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(first)
            _ = shared.subscribe(second)
        }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testShareWithoutReplayGivesLateSubscribersOnlyLaterElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let shared = xs.share()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(early) }
        scheduler.scheduleAt(250) { _ = shared.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(210, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(late.events, [.next(260, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testShareReplayOneGivesLateSubscribersTheLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let shared = xs.share(replay: 1)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(early) }
        scheduler.scheduleAt(250) { _ = shared.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(late.events, [.next(250, 2), .next(260, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testShareReplayTwoUsesAReplaySubjectWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4)])
        let shared = xs.share(replay: 2)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var earlySubscription: Disposable?
        var lateSubscription: Disposable?
        scheduler.scheduleAt(200) { earlySubscription = shared.subscribe(early) }
        scheduler.scheduleAt(250) { lateSubscription = shared.subscribe(late) }
        scheduler.scheduleAt(300) {
            earlySubscription?.dispose()
            lateSubscription?.dispose()
        }
        scheduler.start()

        XCTAssertEqual(late.events, [.next(250, 2), .next(250, 3), .next(260, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testShareWhileConnectedReconnectsAfterTheCountDropsToZeroAndForgetsTheReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.scheduleAt(300) { subscription = shared.subscribe(second) }
        scheduler.scheduleAt(350) { subscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(320, 2)], "no replay of 2 from the old connection")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 350)])
    }

    func testShareForeverKeepsTheReplayAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.scheduleAt(300) { subscription = shared.subscribe(second) }
        scheduler.scheduleAt(350) { subscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(second.events, [.next(300, 2), .next(310, 1), .next(320, 2)], "the old element is replayed first")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 350)])
    }

    func testShareForeverAfterCompletionReplaysAndCompletesWithoutResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.share(replay: 1, scope: .forever)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(onNext: { _ in }) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(late.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testShareForwardsErrorsToEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestKitError("boom"))])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(first)
            _ = shared.subscribe(second)
        }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .error(250, TestKitError("boom"))])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSharedSideEffectsRunOnceWhileConnected() {
        var subscriptionsMade = 0
        let source = Observable<Int>.create { observer in
            subscriptionsMade += 1
            observer.onNext(subscriptionsMade)
            return Disposables.create()
        }
        let shared = source.share(replay: 1)
        var seen: [Int] = []
        let first = shared.subscribe(onNext: { seen.append($0) })
        let second = shared.subscribe(onNext: { seen.append($0) })
        XCTAssertEqual(subscriptionsMade, 1)
        XCTAssertEqual(seen, [1, 1], "the second subscriber gets the replayed element")
        first.dispose()
        second.dispose()
    }
}
