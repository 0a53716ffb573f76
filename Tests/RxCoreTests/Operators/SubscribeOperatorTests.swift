import RxCore
import RxCoreTest
import XCTest

/// `subscribe(_:)`, `subscribe(onNext:onError:onCompleted:onDisposed:)` and `subscribe(with:…)`.
final class SubscribeOperatorTests: RxTestCase {
    private final class Owner {
        var received: [Int] = []
    }

    private func logged(_ source: Observable<Int>, _ log: @escaping (String) -> Void) -> Disposable {
        source.subscribe(
            onNext: { log("next \($0)") },
            onError: { log("error \($0)") },
            onCompleted: { log("completed") },
            onDisposed: { log("disposed") }
        )
    }

    func testSubscribeCallbacksOnCompletion() {
        var log: [String] = []
        let subscription = logged(Observable.of(1, 2)) { log.append($0) }
        log.append("returned")
        subscription.dispose()

        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed", "returned"])
    }

    func testSubscribeCallbacksOnError() {
        var log: [String] = []
        let subscription = logged(Observable.just(1).concat(Observable.error(TestError("boom")))) { log.append($0) }
        subscription.dispose()

        XCTAssertEqual(log, ["next 1", "error boom", "disposed"])
    }

    func testSubscribeOnDisposedRunsOnceWhenDisposedBeforeCompletion() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = logged(subject.asObservable()) { log.append($0) }

        subject.onNext(1)
        subscription.dispose()
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()

        XCTAssertEqual(log, ["next 1", "disposed"])
    }

    func testSubscribeOnDisposedIsNotRepeatedWhenDisposingAfterCompletion() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = logged(subject.asObservable()) { log.append($0) }

        subject.onCompleted()
        subscription.dispose()

        XCTAssertEqual(log, ["completed", "disposed"])
    }

    func testSubscribeCallbacksOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var log: [String] = []
        scheduler.scheduleAt(200) { _ = self.logged(xs.asObservable()) { log.append("\(scheduler.clock) \($0)") } }
        scheduler.start()

        XCTAssertEqual(log, ["210 next 1", "300 completed", "300 disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnErrorWithoutOnErrorGoesToTheDefaultErrorHandler() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        var disposed = false

        let subscription = Observable<Int>.error(TestError("unhandled")).subscribe(onNext: { _ in }, onDisposed: { disposed = true })
        subscription.dispose()

        XCTAssertEqual(handled, ["unhandled"])
        XCTAssertTrue(disposed)
    }

    func testAnErrorWithOnErrorDoesNotReachTheDefaultErrorHandler() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        var seen: [String] = []

        _ = Observable<Int>.error(TestError("handled")).subscribe(onError: { seen.append("\($0)") })

        XCTAssertEqual(handled, [])
        XCTAssertEqual(seen, ["handled"])
    }

    func testTheEventClosureReceivesEveryEvent() {
        var events: [Event<Int>] = []
        _ = Observable.of(1).concat(Observable.error(TestError("e"))).subscribe { events.append($0) }

        XCTAssertEqual(events, [.next(1), .error(TestError("e"))])
    }

    // MARK: subscribe(with:)

    func testSubscribeWithPassesTheObjectToEveryClosure() {
        let owner = Owner()
        var log: [String] = []
        let subscription = Observable.of(1, 2).subscribe(
            with: owner,
            onNext: { owner, value in owner.received.append(value) },
            onError: { _, _ in log.append("error") },
            onCompleted: { owner in log.append("completed with \(owner.received)") },
            onDisposed: { _ in log.append("disposed") }
        )
        subscription.dispose()

        XCTAssertEqual(owner.received, [1, 2])
        XCTAssertEqual(log, ["completed with [1, 2]", "disposed"])
    }

    func testSubscribeWithStopsCallingOnceTheObjectIsGoneAndDoesNotRetainIt() {
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var log: [String] = []
        let subscription = subject.subscribe(
            with: owner!,
            onNext: { _, value in log.append("next \(value)") },
            onCompleted: { _ in log.append("completed") },
            onDisposed: { _ in log.append("disposed") }
        )

        subject.onNext(1)
        owner = nil
        XCTAssertNil(weakOwner)
        subject.onNext(2)
        subject.onCompleted()
        subscription.dispose()

        XCTAssertEqual(log, ["next 1"])
    }

    func testSubscribeWithObjectAndNoOnErrorSwallowsTheErrorLikeRxSwift() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var handled = 0
        Hooks.defaultErrorHandler = { _, _ in handled += 1 }
        let owner = Owner()

        _ = Observable<Int>.error(TestError()).subscribe(with: owner, onNext: { _, _ in })

        XCTAssertEqual(handled, 0)
    }
}
