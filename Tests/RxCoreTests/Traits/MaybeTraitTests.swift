import RxCore
import RxCoreTest
import XCTest

/// `Maybe`: one element, nothing, or an error, on virtual time, with the source subscriptions.
final class MaybeTraitTests: RxTestCase {
    /// A `Maybe` that relays the first event of `xs` through `create`.
    private func maybe(from xs: TestableObservable<Int>) -> Maybe<Int> {
        Maybe<Int>.create { observer in
            xs.subscribe(onNext: { observer(.success($0)) }, onError: { observer(.error($0)) }, onCompleted: { observer(.completed) })
        }
    }

    // MARK: - Creating

    func testCreateSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { self.maybe(from: xs) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testCreateCompletedWithoutElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(240, Int.self)])
        let res = scheduler.start { self.maybe(from: xs) }
        XCTAssertEqual(res.events, [.completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testCreateError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError("boom"), Int.self)])
        let res = scheduler.start { self.maybe(from: xs) }
        XCTAssertEqual(res.events, [.error(230, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCreateDisposedBeforeAnyOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(400, 1)])
        let res = scheduler.start(disposed: 300) { self.maybe(from: xs) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testJustEmptyErrorNever() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(3) }.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.error(TestError()) }.events, [.error(200, TestError())])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.never() }.events, [])
    }

    func testDeferred() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let maybe = Maybe<Int>.deferred {
            calls += 1
            return calls == 1 ? .empty() : .just(calls)
        }
        let observers = OperatorKit.subscribe(maybe.asObservable(), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.completed(200)])
        XCTAssertEqual(observers[1].events, [.next(300, 2), .completed(300)])
    }

    // MARK: - Subscribing

    func testSubscribeOrderForEachOutcome() {
        func log(_ maybe: Maybe<Int>) -> [String] {
            var log: [String] = []
            let subscription = maybe.subscribe(
                onSuccess: { log.append("success \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
            subscription.dispose()
            return log
        }
        XCTAssertEqual(log(.just(1)), ["success 1", "disposed"])
        XCTAssertEqual(log(.empty()), ["completed", "disposed"])
        XCTAssertEqual(log(.error(TestError("boom"))), ["error boom", "disposed"])
        XCTAssertEqual(log(.never()), ["disposed"])
    }

    func testOnDisposedFollowsTheOutcomeWithoutAnExplicitDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Int.self)])
        var log: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.asMaybe().subscribe(
                onCompleted: { log.append("completed @ \(scheduler.clock)") },
                onDisposed: { log.append("disposed @ \(scheduler.clock)") }
            )
        }
        scheduler.scheduleAt(500) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(log, ["completed @ 230", "disposed @ 230"])
    }

    func testErrorWithoutOnErrorGoesToTheDefaultErrorHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }

        _ = Maybe<Int>.error(TestError("unhandled")).subscribe(onSuccess: { _ in })
        _ = Maybe<Int>.error(TestError("handled")).subscribe(onError: { _ in })

        XCTAssertEqual(handled, ["unhandled"])
    }

    // MARK: - Not shared

    func testEachSubscriberRunsTheSourceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Int.self)])
        let maybe = xs.asMaybe()
        let observers = OperatorKit.subscribe(maybe.asObservable(), on: scheduler, at: [200, 205])
        XCTAssertEqual(observers[0].events, [.completed(210)])
        XCTAssertEqual(observers[1].events, [.completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(205, 215)])
    }

    // MARK: - Operators

    func testMapAndFilter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        XCTAssertEqual(scheduler.start { xs.asMaybe().map { $0 * 10 } }.events, [.next(220, 20), .completed(220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 3), .completed(220)])
        XCTAssertEqual(scheduler2.start { ys.asMaybe().filter { $0 % 2 == 0 } }.events, [.completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(10)])
        let res = scheduler.start { xs.asMaybe().flatMap { x in ys.asMaybe().map { $0 * x } } }
        XCTAssertEqual(res.events, [.next(230, 10), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
    }

    func testFlatMapOfAnEmptyMaybeNeverCallsTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        var calls = 0
        let res = scheduler.start { xs.asMaybe().flatMap { x -> Maybe<Int> in calls += 1; return .just(x) } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(calls, 0)
    }

    func testIfEmptyDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        let single: Single<Int> = xs.asMaybe().ifEmpty(default: 42)
        XCTAssertEqual(scheduler.start { single }.events, [.next(220, 42), .completed(220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(scheduler2.start { ys.asMaybe().ifEmpty(default: 42) }.events, [.next(220, 1), .completed(220)])
    }

    func testIfEmptySwitchToSingleAndMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(10)])
        let single: Single<Int> = xs.asMaybe().ifEmpty(switchTo: ys.asSingle())
        XCTAssertEqual(scheduler.start { single }.events, [.next(230, 7), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.completed(220, Int.self)])
        let maybe: Maybe<Int> = xs2.asMaybe().ifEmpty(switchTo: Maybe<Int>.empty())
        XCTAssertEqual(scheduler2.start { maybe }.events, [.completed(220)])
    }

    func testIfEmptyFailsWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(), Int.self)])
        XCTAssertEqual(scheduler.start { xs.asMaybe().ifEmpty(default: 1) }.events, [.error(220, TestError())])
    }

    func testCatchAndReturnAndRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError(), Int.self)])
        let res = scheduler.start { xs.asMaybe().retry(2).catchAndReturn(-1) }
        XCTAssertEqual(res.events, [.next(220, -1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
    }

    func testTimeoutAndDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300, Int.self)])
        XCTAssertEqual(scheduler.start { xs.asMaybe().timeout(.seconds(20), scheduler: scheduler) }.events, [.error(220, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(215)])
        XCTAssertEqual(scheduler2.start { ys.asMaybe().delay(.seconds(5), scheduler: scheduler2) }.events, [.next(220, 1), .completed(221)])
    }

    /// RxSwift's `Maybe` has no `asCompletable()`: it goes through its observable.
    func testAMaybeBecomesACompletableThroughIgnoreElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(scheduler.start { xs.asMaybe().asObservable().ignoreElements().asCompletable() }.events, [.completed(220)])
    }

    // MARK: - asMaybe() from observables

    func testAsMaybeOfZeroOneTwoElements() {
        let scheduler0 = TestScheduler(initialClock: 0)
        let zero = scheduler0.createHotObservable([.completed(250, Int.self)])
        XCTAssertEqual(scheduler0.start { zero.asMaybe() }.events, [.completed(250)])

        let scheduler1 = TestScheduler(initialClock: 0)
        let one = scheduler1.createHotObservable([.next(210, 1), .completed(250)])
        XCTAssertEqual(scheduler1.start { one.asMaybe() }.events, [.next(250, 1), .completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let two = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(scheduler2.start { two.asMaybe() }.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(two.subscriptions, [Subscription(200, 220)])
    }

    func testAsMaybeDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        XCTAssertEqual(scheduler.start(disposed: 300) { xs.asMaybe() }.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
