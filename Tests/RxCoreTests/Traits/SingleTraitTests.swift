import RxCore
import RxCoreTest
import XCTest

/// `Single`: exactly one element or an error, on virtual time, with the source subscriptions.
final class SingleTraitTests: RxTestCase {
    // MARK: - Creating

    /// A `Single` that relays the first element (or the error) of `xs` through `create`.
    private func single(from xs: TestableObservable<Int>) -> Single<Int> {
        Single<Int>.create { observer in
            xs.subscribe(onNext: { observer(.success($0)) }, onError: { observer(.failure($0)) })
        }
    }

    func testCreateSuccessDeliversTheElementAndCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { self.single(from: xs) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testCreateFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError("boom"), Int.self)])

        let res = scheduler.start { self.single(from: xs) }

        XCTAssertEqual(res.events, [.error(230, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCreateDisposedBeforeTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(400, 1)])

        let res = scheduler.start(disposed: 300) { self.single(from: xs) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCreateIgnoresEverythingAfterTheFirstResult() {
        var events: [SingleEvent<Int>] = []
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(TestError()))
            return Disposables.create()
        }
        _ = single.subscribe { events.append($0) }
        XCTAssertEqual(events.count, 1)
        if case .success(let value) = events.first { XCTAssertEqual(value, 1) } else { XCTFail("\(events)") }
    }

    func testJustErrorNever() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single.just(7) }.events, [.next(200, 7), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Single<Int>.error(TestError()) }.events, [.error(200, TestError())])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Single<Int>.never() }.events, [])
    }

    func testJustOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(7, scheduler: scheduler) }
        // As in RxSwift, the completion is a second scheduled step: one tick later on a TestScheduler.
        XCTAssertEqual(res.events, [.next(201, 7), .completed(202)])
    }

    func testDeferredCallsTheFactoryForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let single = Single<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        let observers = OperatorKit.subscribe(single.asObservable(), on: scheduler, at: [200, 300])

        XCTAssertEqual(calls, 2)
        XCTAssertEqual(observers[0].events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(observers[1].events, [.next(300, 2), .completed(300)])
    }

    func testDeferredFactoryThatThrowsFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.deferred { throw TestError("factory") } }
        XCTAssertEqual(res.events, [.error(200, TestError("factory"))])
    }

    // MARK: - Subscribing

    func testSubscribeCallsOnSuccessThenOnDisposed() {
        var log: [String] = []
        let subscription = Single.just(1).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["success 1", "disposed"])
        subscription.dispose()
        XCTAssertEqual(log, ["success 1", "disposed"], "onDisposed runs once")
    }

    func testSubscribeCallsOnFailureThenOnDisposed() {
        var log: [String] = []
        _ = Single<Int>.error(TestError("boom")).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["failure boom", "disposed"])
    }

    func testSubscribeOnVirtualTimeReportsDisposalRightAfterTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var log: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.asSingle().subscribe(
                onSuccess: { log.append("success \($0) @ \(scheduler.clock)") },
                onDisposed: { log.append("disposed @ \(scheduler.clock)") }
            )
        }
        scheduler.scheduleAt(500) { subscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(log, ["success 1 @ 220", "disposed @ 220"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingBeforeTheResultCallsOnlyOnDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(400, 1), .completed(400)])
        var log: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.asSingle().subscribe(
                onSuccess: { log.append("success \($0)") },
                onFailure: { log.append("failure \($0)") },
                onDisposed: { log.append("disposed @ \(scheduler.clock)") }
            )
        }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(log, ["disposed @ 300"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFailureWithoutOnFailureGoesToTheDefaultErrorHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }

        var successes = 0
        _ = Single<Int>.error(TestError("unhandled")).subscribe(onSuccess: { _ in successes += 1 })
        _ = Single<Int>.just(1).subscribe(onSuccess: { _ in successes += 1 })

        XCTAssertEqual(handled, ["unhandled"])
        XCTAssertEqual(successes, 1)
    }

    func testFailureWithOnFailureDoesNotReachTheDefaultErrorHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handled = 0
        Hooks.defaultErrorHandler = { _, _ in handled += 1 }

        var failures: [String] = []
        _ = Single<Int>.error(TestError("handled")).subscribe(onFailure: { failures.append("\($0)") })

        XCTAssertEqual(handled, 0)
        XCTAssertEqual(failures, ["handled"])
    }

    func testSubscribeWithObjectSkipsHandlersOnceTheObjectIsGone() {
        final class Owner {}
        var owner: Owner? = Owner()
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.asSingle().subscribe(with: owner!, onSuccess: { _, value in log.append("success \(value)") })
        owner = nil
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log, [])
        subscription.dispose()
    }

    // MARK: - Not shared

    func testEachSubscriberRunsTheSourceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let single = xs.asSingle()

        let observers = OperatorKit.subscribe(single.asObservable(), on: scheduler, at: [200, 205])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(observers[1].events, [.next(215, 1), .completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(205, 215)])
    }

    // MARK: - Operators

    func testMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let res = scheduler.start { xs.asSingle().map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(220, 20), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMapThatThrowsFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let res = scheduler.start { xs.asSingle().map { _ -> Int in throw TestError("map") } }
        XCTAssertEqual(res.events, [.error(220, TestError("map"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMapRunsTheInnerSingleAfterTheOuterOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let ys = scheduler.createColdObservable([.next(30, 5), .completed(30)])
        let res = scheduler.start { xs.asSingle().flatMap { x in ys.asSingle().map { $0 * x } } }
        XCTAssertEqual(res.events, [.next(250, 10), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
    }

    func testFlatMapInnerFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let ys = scheduler.createColdObservable([.error(5, TestError("inner"), Int.self)])
        let res = scheduler.start { xs.asSingle().flatMap { _ in ys.asSingle() } }
        XCTAssertEqual(res.events, [.error(225, TestError("inner"))])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 225)])
    }

    func testFlatMapDisposedWhileTheInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let ys = scheduler.createColdObservable([.next(100, 5), .completed(100)])
        let res = scheduler.start(disposed: 250) { xs.asSingle().flatMap { _ in ys.asSingle() } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
    }

    func testFlatMapMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let empty = scheduler.start { xs.asSingle().flatMapMaybe { _ in Maybe<Int>.empty() } }
        XCTAssertEqual(empty.events, [.completed(220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.next(210, 2), .completed(220)])
        let full = scheduler2.start { xs2.asSingle().flatMapMaybe { Maybe.just($0 + 1) } }
        XCTAssertEqual(full.events, [.next(220, 3), .completed(220)])
    }

    func testFlatMapCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let ys = scheduler.createColdObservable([.completed(10, Never.self)])
        let res = scheduler.start { xs.asSingle().flatMapCompletable { _ in ys.asCompletable() } }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
    }

    func testFilterGivesAMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let kept: Maybe<Int> = xs.asSingle().filter { $0 % 2 == 0 }
        XCTAssertEqual(scheduler.start { kept }.events, [.next(220, 2), .completed(220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.next(210, 3), .completed(220)])
        XCTAssertEqual(scheduler2.start { xs2.asSingle().filter { $0 % 2 == 0 } }.events, [.completed(220)])
    }

    func testZipOfTwoWaitsForBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let ys = scheduler.createHotObservable([.next(230, 10), .completed(240)])
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(240, 11), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testZipOfTwoAsATuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.zip(Single.just(1), Single.just("a")).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(200, "1a"), .completed(200)])
    }

    func testZipFailsWithTheFirstErrorAndDisposesTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError("first"), Int.self)])
        let ys = scheduler.createHotObservable([.next(230, 10), .completed(240)])
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, TestError("first"))])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testZipOfACollectionKeepsTheOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.next(210, 2), .completed(210)])
        let zs = scheduler.createHotObservable([.next(220, 3), .completed(220)])
        let res = scheduler.start { Single.zip([xs.asSingle(), ys.asSingle(), zs.asSingle()]) }
        XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .completed(230)])
    }

    func testZipOfAnEmptyCollectionIsAnEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.zip([Single<Int>]()) }
        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError(), Int.self)])
        let res = scheduler.start { xs.asSingle().catchAndReturn(-1) }
        XCTAssertEqual(res.events, [.next(230, -1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchSwitchesToAnotherSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError(), Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(10)])
        let res = scheduler.start { xs.asSingle().catch { _ in ys.asSingle() } }
        XCTAssertEqual(res.events, [.next(240, 9), .completed(240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 240)])
    }

    func testRetryResubscribesUntilTheAttemptsRunOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError(), Int.self)])
        let res = scheduler.start { xs.asSingle().retry(3) }
        XCTAssertEqual(res.events, [.error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testRetrySucceedsOnALaterAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempt = 0
        let single = Single<Int>.deferred {
            attempt += 1
            return attempt < 3 ? .error(TestError()) : .just(attempt)
        }
        let res = scheduler.start { single.retry(5) }
        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
    }

    func testTimeoutFailsWhenTheResultIsLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(300)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(250, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTimeoutPassesAnEarlyResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTimeoutSwitchesToTheOtherSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(300)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(50), other: .just(-1), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, -1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDelayShiftsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle().delay(.seconds(15), scheduler: scheduler) }
        // RxSwift's delay forwards one event per run and schedules the next one (due now) again,
        // which a TestScheduler runs a tick later.
        XCTAssertEqual(res.events, [.next(235, 1), .completed(236)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDelayDisposedBeforeTheDelayedResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start(disposed: 230) { xs.asSingle().delay(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsMaybeAndAsCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(scheduler.start { xs.asSingle().asMaybe() }.events, [.next(220, 1), .completed(220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(scheduler2.start { ys.asSingle().asCompletable() }.events, [.completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    // MARK: - asSingle() and toArray()

    func testAsSingleOfNoElementFailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleOfOneElementEmitsItOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleOfTwoElementsFailsAtTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingleForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(220, TestError())])
    }

    func testAsSingleDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let res = scheduler.start(disposed: 300) { xs.asSingle() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testToArrayCollectsOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(250, [1, 2]), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayOfAnEmptySourceIsAnEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        XCTAssertEqual(scheduler.start { xs.toArray() }.events, [.next(250, []), .completed(250)])
    }

    func testToArrayFailsWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(scheduler.start { xs.toArray() }.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testToArrayDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        XCTAssertEqual(scheduler.start(disposed: 300) { xs.toArray() }.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
