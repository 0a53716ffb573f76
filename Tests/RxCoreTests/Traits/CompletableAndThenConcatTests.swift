import RxCore
import RxCoreTest
import XCTest

/// `Completable.andThen`, `Completable.concat` and `Completable.zip` over a collection, on
/// virtual time: the events and the subscription interval of every source.
final class CompletableAndThenConcatTests: RxTestCase {
    // MARK: - andThen lets the completable go when it completes

    func testAndThenEndsTheCompletablesSubscriptionWhenItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(290, Never.self)])
        let ys = scheduler.createHotObservable([.completed(310, Never.self)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(ys.subscriptions, [Subscription(290, 310)])
    }

    func testAndThenAnEndlessSecondStillEndsTheFirstAtItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(290)])
        let ys = scheduler.createColdObservable([.next(50, "a")])
        let res = scheduler.start { xs.ignoreElements().asCompletable().andThen(ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(340, "a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(ys.subscriptions, [Subscription(290, 1000)])
    }

    /// The completable's whole chain is torn down when it completes: its `onDispose` runs then,
    /// right after `second` is subscribed (RxSwift's order), not when `second` ends.
    func testAndThenDisposesTheCompletablesChainRightAfterSubscribingTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let xs = scheduler.createHotObservable([.completed(290, Never.self)])
        let ys = scheduler.createColdObservable([.next(100, 7), .completed(100)])
        let res = scheduler.start {
            xs.asCompletable()
                .do(onDispose: { log.append("first disposed at \(scheduler.clock)") })
                .andThen(ys.asSingle().do(onSubscribe: { log.append("second subscribed at \(scheduler.clock)") }, onDispose: { log.append("second disposed at \(scheduler.clock)") }))
        }
        XCTAssertEqual(res.events, [.next(390, 7), .completed(390)])
        XCTAssertEqual(log, ["second subscribed at 290", "first disposed at 290", "second disposed at 390"])
    }

    /// Nothing of the completable's chain outlives its completion: what its operators captured is
    /// freed while `second` still runs (before, the result kept the completable until the end).
    func testAndThenReleasesTheCompletableOnceItCompleted() {
        final class Token {}
        weak var weakToken: Token?
        let trigger = PublishSubject<Never>()
        let second = PublishSubject<Int>()
        var received: [Event<Int>] = []
        let subscription: Disposable = {
            let token = Token()
            weakToken = token
            let first = trigger.asCompletable().do(onCompleted: { _ = token })
            return first.andThen(second.asObservable()).subscribe { received.append($0) }
        }()
        XCTAssertNotNil(weakToken, "the completable runs and holds what it captured")
        trigger.onCompleted()
        XCTAssertNil(weakToken, "the completable's chain is released as soon as it completed")
        second.onNext(1)
        XCTAssertEqual(received, [.next(1)])
        subscription.dispose()
    }

    func testAndThenACompletableThatCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { Completable.empty().andThen(ys.asMaybe()) }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testAndThenAnErrorInTheFirstEndsBothAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, TestError("first"), Never.self)])
        let ys = scheduler.createColdObservable([.completed(10, Never.self)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asCompletable()) }
        XCTAssertEqual(res.events, [.error(250, TestError("first"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testAndThenAnErrorInTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Never.self)])
        let ys = scheduler.createColdObservable([.error(30, TestError("second"), Int.self)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asSingle()) }
        XCTAssertEqual(res.events, [.error(280, TestError("second"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 280)])
    }

    func testAndThenDisposedBeforeTheFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(500, Never.self)])
        let ys = scheduler.createColdObservable([.completed(10, Never.self)])
        let res = scheduler.start(disposed: 300) { xs.asCompletable().andThen(ys.asCompletable()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    // MARK: - concat

    func testConcatVariadicRunsOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let zs = scheduler.createColdObservable([.completed(30, Never.self)])
        let res = scheduler.start { Completable.concat(xs.asCompletable(), ys.asCompletable(), zs.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(zs.subscriptions, [Subscription(230, 260)])
    }

    func testConcatOfACollectionStopsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let ys = scheduler.createColdObservable([.error(20, TestError("ys"), Never.self)])
        let zs = scheduler.createColdObservable([.completed(30, Never.self)])
        let res = scheduler.start { Completable.concat([xs.asCompletable(), ys.asCompletable(), zs.asCompletable()]) }
        XCTAssertEqual(res.events, [.error(230, TestError("ys"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(zs.subscriptions, [])
    }

    func testConcatOfASequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let sources = AnySequence([xs, ys].lazy.map { $0.asCompletable() })
        let res = scheduler.start { Completable.concat(sources) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testConcatInstanceForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { xs.asCompletable().concat(ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testConcatOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Completable.concat([Completable]()) }.events, [.completed(200)])
    }

    func testConcatDisposedInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let ys = scheduler.createColdObservable([.completed(200, Never.self)])
        let res = scheduler.start(disposed: 300) { Completable.concat(xs.asCompletable(), ys.asCompletable()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 300)])
    }

    // MARK: - zip over any collection

    func testZipOfACollectionRunsAllAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let ys = scheduler.createColdObservable([.completed(30, Never.self)])
        let sources = [xs, ys].lazy.map { $0.asCompletable() }
        let res = scheduler.start { Completable.zip(sources) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testZipOfACollectionFailsWithTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError("xs"), Never.self)])
        let ys = scheduler.createColdObservable([.completed(30, Never.self)])
        let res = scheduler.start { Completable.zip([xs, ys].lazy.map { $0.asCompletable() }) }
        XCTAssertEqual(res.events, [.error(210, TestError("xs"))])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }
}
