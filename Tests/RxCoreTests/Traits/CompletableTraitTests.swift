import RxCore
import RxCoreTest
import XCTest

/// `Completable`: completion or an error, no elements, on virtual time.
final class CompletableTraitTests: RxTestCase {
    private func completable(from xs: TestableObservable<Int>) -> Completable {
        Completable.create { observer in
            xs.subscribe(onError: { observer(.error($0)) }, onCompleted: { observer(.completed) })
        }
    }

    // MARK: - Creating

    func testCreateCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let res = scheduler.start { self.completable(from: xs) }
        XCTAssertEqual(res.events, [.completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testCreateError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError("boom"), Int.self)])
        let res = scheduler.start { self.completable(from: xs) }
        XCTAssertEqual(res.events, [.error(230, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCreateDisposedBeforeTheOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(400, Int.self)])
        let res = scheduler.start(disposed: 300) { self.completable(from: xs) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEmptyErrorNever() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.error(TestError()) }.events, [.error(200, TestError())])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.never() }.events, [])
    }

    // MARK: - Subscribing

    func testSubscribeOrder() {
        func log(_ completable: Completable) -> [String] {
            var log: [String] = []
            _ = completable.subscribe(
                onCompleted: { log.append("completed") },
                onError: { log.append("error \($0)") },
                onDisposed: { log.append("disposed") }
            )
            return log
        }
        XCTAssertEqual(log(.empty()), ["completed", "disposed"])
        XCTAssertEqual(log(.error(TestError("boom"))), ["error boom", "disposed"])
        XCTAssertEqual(log(.never()), [])
    }

    func testDisposingANeverCompletableCallsOnDisposedOnce() {
        var log: [String] = []
        let subscription = Completable.never().subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }

    func testErrorWithoutOnErrorGoesToTheDefaultErrorHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }

        _ = Completable.error(TestError("unhandled")).subscribe(onCompleted: {})
        _ = Completable.error(TestError("handled")).subscribe(onError: { _ in })
        XCTAssertEqual(handled, ["unhandled"])
    }

    // MARK: - Not shared

    func testEachSubscriberRunsTheSourceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Int.self)])
        let completable = xs.ignoreElements().asCompletable()
        let observers = OperatorKit.subscribe(completable.asObservable(), on: scheduler, at: [200, 205])
        XCTAssertEqual(observers[0].events, [.completed(210)])
        XCTAssertEqual(observers[1].events, [.completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(205, 215)])
    }

    // MARK: - andThen

    func testAndThenSingleStartsAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Never.self)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(10)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asSingle()) }
        XCTAssertEqual(res.events, [.next(240, 5), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 240)])
    }

    func testAndThenMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Never.self)])
        let ys = scheduler.createColdObservable([.completed(10, Int.self)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asMaybe()) }
        XCTAssertEqual(res.events, [.completed(240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 240)])
    }

    func testAndThenCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testAndThenObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Never.self)])
        let ys = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .completed(15)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(235, 1), .next(240, 2), .completed(245)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 245)])
    }

    func testAndThenAfterAnErrorNeverSubscribesTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError(), Never.self)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(10)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asSingle()) }
        XCTAssertEqual(res.events, [.error(230, TestError())])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testAndThenDisposedWhileTheSecondRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Never.self)])
        let ys = scheduler.createColdObservable([.next(100, 5), .completed(100)])
        let res = scheduler.start(disposed: 260) { xs.asCompletable().andThen(ys.asSingle()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
    }

    func testAndThenChainsInOrder() {
        var log: [String] = []
        let step = { (name: String) in Completable.create { observer in log.append(name); observer(.completed); return Disposables.create() } }
        _ = step("a").andThen(step("b")).andThen(step("c")).subscribe(onCompleted: { log.append("done") })
        XCTAssertEqual(log, ["a", "b", "c", "done"])
    }

    // MARK: - zip

    func testZipCompletesWhenAllHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Never.self)])
        let ys = scheduler.createHotObservable([.completed(250, Never.self)])
        let res = scheduler.start { Completable.zip(xs.asCompletable(), ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testZipFailsWithTheFirstErrorAndDisposesTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(), Never.self)])
        let ys = scheduler.createHotObservable([.completed(250, Never.self)])
        let res = scheduler.start { Completable.zip([xs.asCompletable(), ys.asCompletable()]) }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testZipOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Completable.zip([Completable]()) }.events, [.completed(200)])
    }

    // MARK: - An observable with elements becomes a Completable through ignoreElements
    // (RxSwift has `asCompletable()` only where `Element == Never`).

    func testIgnoreElementsThenAsCompletableDropsTheElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(scheduler.start { xs.ignoreElements().asCompletable() }.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testIgnoreElementsThenAsCompletableKeepsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(scheduler.start { xs.ignoreElements().asCompletable() }.events, [.error(220, TestError())])
    }

    func testDoRunsItsSideEffects() {
        var log: [String] = []
        _ = Completable.empty()
            .do(onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") }, onSubscribe: { log.append("onSubscribe") }, onDispose: { log.append("onDispose") })
            .subscribe(onCompleted: { log.append("observer") })
        XCTAssertEqual(log, ["onSubscribe", "onCompleted", "observer", "afterCompleted", "onDispose"])
    }
}
