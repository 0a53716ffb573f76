import RxCore
import RxCoreTest
import XCTest

/// `publish`, `replay`, `replayAll`, `multicast`, `connect` and `refCount` on virtual time.
final class ConnectableTests: RxTestCase {
    func testPublishDeliversNothingUntilConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(320, 3), .completed(400)])
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { _ = published.subscribe(observer) }
        scheduler.scheduleAt(240) { connection = published.connect() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(250, 2), .next(320, 3), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(240, 400)])
        connection?.dispose()
    }

    func testDisconnectingStopsTheSharedSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(320, 3), .completed(400)])
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        var connection: Disposable?
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = published.subscribe(observer) }
        scheduler.scheduleAt(205) { connection = published.connect() }
        scheduler.scheduleAt(300) { connection?.dispose() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 1), .next(250, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 300)])
        subscription?.dispose()
    }

    func testConnectTwiceReturnsTheSameConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let published = xs.publish()
        var first: Disposable?
        var second: Disposable?
        scheduler.scheduleAt(200) {
            first = published.connect()
            second = published.connect()
        }
        scheduler.scheduleAt(300) { first?.dispose() }
        scheduler.start()

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], "one shared subscription only")
        second?.dispose()
    }

    func testPublishForwardsAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestKitError("boom"))])
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = published.subscribe(observer)
            _ = published.connect()
        }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 1), .error(300, TestKitError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReplayGivesLateSubscribersTheBufferedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(340, 4), .completed(400)])
        let replayed = xs.replay(2)
        let late = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        scheduler.scheduleAt(300) { _ = replayed.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(late.events, [.next(300, 2), .next(300, 3), .next(340, 4), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        connection?.dispose()
    }

    func testReplayAllKeepsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let replayed = xs.replayAll()
        let late = scheduler.createObserver(Int.self)
        var connection: Disposable?
        var subscription: Disposable?
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        scheduler.scheduleAt(300) { subscription = replayed.subscribe(late) }
        scheduler.scheduleAt(500) {
            subscription?.dispose()
            connection?.dispose()
        }
        scheduler.start()

        XCTAssertEqual(late.events, [.next(300, 1), .next(300, 2), .next(300, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testMulticastWithAFixedSubjectKeepsItAfterTheSourceEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let subject = ReplaySubject<Int>.createUnbounded()
        let connectable = xs.multicast(subject)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(300) { _ = connectable.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(late.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testPublishMakesAFreshSubjectForEachConnectionSurprisingly() {
        // RxSwift 6 builds `publish()` on `multicast(makeSubject:)`: after the source completes,
        // a new subscriber does not get the old completion but waits for the next connection.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let published = xs.publish()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = published.subscribe(first)
            _ = published.connect()
        }
        scheduler.scheduleAt(300) { _ = published.subscribe(second) }
        scheduler.scheduleAt(400) { _ = published.connect() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(410, 1), .completed(420)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
    }
}

final class RefCountTests: RxTestCase {
    func testConnectsWithTheFirstSubscriberAndDisconnectsAfterTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(320, 3), .next(420, 4)])
        let shared = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var firstSubscription: Disposable?
        var secondSubscription: Disposable?
        scheduler.scheduleAt(200) { firstSubscription = shared.subscribe(first) }
        scheduler.scheduleAt(250) { secondSubscription = shared.subscribe(second) }
        scheduler.scheduleAt(300) { firstSubscription?.dispose() }
        scheduler.scheduleAt(400) { secondSubscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .next(260, 2)])
        XCTAssertEqual(second.events, [.next(260, 2), .next(320, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testReconnectsAfterTheCountDropsToZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let shared = xs.publish().refCount()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = shared.subscribe(observer) }
        scheduler.scheduleAt(225) { subscription?.dispose() }
        scheduler.scheduleAt(300) { subscription = shared.subscribe(observer) }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .next(310, 1), .next(320, 2), .next(330, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225), Subscription(300, 400)])
    }

    func testCompletionResetsTheCountSoTheNextSubscriberReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.publish().refCount()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(observer) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(observer) }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220), .next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testErrorReachesEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestKitError("boom"))])
        let shared = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(first)
            _ = shared.subscribe(second)
        }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .error(300, TestKitError("boom"))])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
