import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `retry()`, `retry(_:)` and `retry(when:)`.
final class RetryTests: RxTestCase {
    private let boom = TestError("boom")

    // MARK: retry()

    func testRetryForeverCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .completed(15)])

        let res = scheduler.start { xs.asObservable().retry() }

        XCTAssertEqual(res.events, [.next(205, 1), .next(210, 2), .completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testRetryForeverResubscribesAtEachErrorUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, boom)])

        let res = scheduler.start(disposed: 250) { xs.asObservable().retry() }

        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 1), .next(225, 1), .next(235, 1), .next(245, 1)])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210), Subscription(210, 220), Subscription(220, 230),
            Subscription(230, 240), Subscription(240, 250),
        ])
    }

    func testRetryForeverOnASynchronouslyFailingSourceDoesNotGrowTheStack() {
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 100_000 {
                observer.onError(TestError())
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        var received: [Int] = []
        var completed = false
        _ = source.retry().subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [100_000])
        XCTAssertTrue(completed)
    }

    // MARK: retry(_:)

    func testRetryThreeMeansThreeAttemptsInAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .error(20, boom)])

        let res = scheduler.start { xs.asObservable().retry(3) }

        XCTAssertEqual(res.events, [
            .next(205, 1), .next(210, 2), .next(215, 3),
            .next(225, 1), .next(230, 2), .next(235, 3),
            .next(245, 1), .next(250, 2), .next(255, 3),
            .error(260, boom),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryCountStopsAtTheFirstCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.next(5, 1), .error(10, boom)])
        let succeeding = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        var attempts = 0

        let res = scheduler.start { () -> Observable<Int> in
            Observable.deferred {
                attempts += 1
                return attempts < 2 ? failing.asObservable() : succeeding.asObservable()
            }
            .retry(3)
        }

        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 2), .completed(220)])
        XCTAssertEqual(attempts, 2)
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(succeeding.subscriptions, [Subscription(210, 220)])
    }

    func testRetryCountDisposedBetweenAttempts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .error(20, boom)])

        let res = scheduler.start(disposed: 230) { xs.asObservable().retry(3) }

        XCTAssertEqual(res.events, [.next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 230)])
    }

    func testRetryOneIsASingleAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, boom)])

        let res = scheduler.start { xs.asObservable().retry(1) }

        XCTAssertEqual(res.events, [.next(205, 1), .error(210, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testRetryZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, boom)])

        let res = scheduler.start { xs.asObservable().retry(0) }

        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    // MARK: retry(when:)

    func testRetryWhenCompletesWithTheSourceAndIgnoresTheNotifierMeanwhile() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let notifier = scheduler.createHotObservable([.next(220, ()), .completed(230)])

        let res = scheduler.start(disposed: 300) {
            xs.asObservable().retry(when: { (_: Observable<Error>) in notifier.asObservable() })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        // The notifier is subscribed before the first attempt and let go when it ends.
        XCTAssertEqual(notifier.subscriptions, [Subscription(200, 230)])
    }

    func testRetryWhenNotifierNextResubscribesAndItsErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, boom), .completed(40)])

        let res = scheduler.start(disposed: 300) {
            xs.asObservable().retry(when: { (errors: Observable<Error>) in
                errors.scan(0) { count, _ in
                    if count + 1 == 2 { throw TestError("enough") }
                    return count + 1
                }
            })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, TestError("enough"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testRetryWhenNotifierCompletionCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, boom), .completed(40)])

        let res = scheduler.start(disposed: 300) {
            xs.asObservable().retry(when: { (errors: Observable<Error>) in errors.take(1) })
        }

        // take(1) lets the first failure through (resubscribe), then completes; nobody waits on
        // the notifier at that moment, so the completion is heard at the second failure.
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testRetryWhenNotifierThatEndedBeforeTheFailureEndsTheSequenceAtTheFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(30, boom)])
        let notifier = scheduler.createHotObservable([.next(150, ()), .completed(215)])

        let res = scheduler.start {
            xs.asObservable().retry(when: { (_: Observable<Error>) in notifier.asObservable() })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testRetryWhenNotifierThatNeverSignalsLeavesTheSequenceWaiting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(30, boom)])

        let res = scheduler.start {
            xs.asObservable().retry(when: { (_: Observable<Error>) in Observable<Int>.never() })
        }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// The "002 retryWhen virtual time" program on test observables: three failures, each
    /// retried 5 ticks later, then a success.
    func testRetryWhenWithADelayAndALimitSucceeds() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.error(1, boom, String.self)])
        let succeeding = scheduler.createColdObservable([.next(1, "{json}"), .completed(2)])
        var attempts: [TestTime] = []

        let res = scheduler.start { () -> Observable<String> in
            Observable.deferred {
                attempts.append(scheduler.clock)
                return attempts.count < 4 ? failing.asObservable() : succeeding.asObservable()
            }
            .retry(when: { (errors: Observable<Error>) -> Observable<Int> in
                errors.enumerated().flatMap { index, error -> Observable<Int> in
                    guard index < 4 else { return .error(error) }
                    return Observable<Int>.timer(.seconds(5), scheduler: scheduler)
                }
            })
        }

        XCTAssertEqual(attempts, [200, 206, 212, 218])
        XCTAssertEqual(res.events, [.next(219, "{json}"), .completed(220)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 201), Subscription(206, 207), Subscription(212, 213)])
        XCTAssertEqual(succeeding.subscriptions, [Subscription(218, 220)])
    }

    func testRetryWhenWithADelayAndALimitGivesUpWithTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.error(1, boom, String.self)])

        let res = scheduler.start { () -> Observable<String> in
            failing.asObservable().retry(when: { (errors: Observable<Error>) -> Observable<Int> in
                errors.enumerated().flatMap { index, error -> Observable<Int> in
                    guard index < 4 else { return .error(error) }
                    return Observable<Int>.timer(.seconds(5), scheduler: scheduler)
                }
            })
        }

        XCTAssertEqual(res.events, [.error(225, boom)])
        XCTAssertEqual(failing.subscriptions, [
            Subscription(200, 201), Subscription(206, 207), Subscription(212, 213),
            Subscription(218, 219), Subscription(224, 225),
        ])
    }

    func testRetryWhenDisposedWhileWaitingForTheNotifierNeverResubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.next(1, "a"), .error(2, boom)])
        var notifierDisposedAt: TestTime?

        let res = scheduler.start(disposed: 204) { () -> Observable<String> in
            failing.asObservable().retry(when: { (errors: Observable<Error>) -> Observable<Int> in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(5), scheduler: scheduler) }
                    .do(onDispose: { notifierDisposedAt = scheduler.clock })
            })
        }

        XCTAssertEqual(res.events, [.next(201, "a")])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 202)])
        XCTAssertEqual(notifierDisposedAt, 204)
    }

    func testRetryWhenPassesOnErrorsOfAnotherType() {
        struct Transient: Error {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, boom)])

        let res = scheduler.start {
            xs.asObservable().retry(when: { (errors: Observable<Transient>) in errors })
        }

        XCTAssertEqual(res.events, [.next(205, 1), .error(210, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testRetryWhenOnASynchronouslyFailingSourceRetriesInAFlatLoop() {
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            observer.onNext(attempts)
            if attempts < 10_000 { observer.onError(TestError()) } else { observer.onCompleted() }
            return Disposables.create()
        }
        var received = 0
        var completed = false
        _ = source.retry(when: { (errors: Observable<Error>) in errors })
            .subscribe(onNext: { _ in received += 1 }, onCompleted: { completed = true })
        XCTAssertEqual(received, 10_000)
        XCTAssertTrue(completed)
    }

    /// A handler closure without type annotations picks the `Observable<Swift.Error>` overload.
    func testRetryWhenWithAnUnannotatedHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, boom)])

        let res = scheduler.start { xs.asObservable().retry(when: { errors in errors.take(2) }) }

        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 1), .next(225, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    @available(*, deprecated, message: "exercises the deprecated spelling")
    func testRetryWhenDeprecatedSpelling() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, boom)])

        let res = scheduler.start { xs.asObservable().retryWhen { (errors: Observable<Error>) in errors.take(1) } }

        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
    }
}
