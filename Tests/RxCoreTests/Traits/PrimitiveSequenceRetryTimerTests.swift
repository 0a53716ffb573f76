import RxCore
import RxCoreTest
import XCTest

/// `retry(when:)` on `Single`, `Maybe` and `Completable`, and `Single.timer` / `Maybe.timer`,
/// on virtual time.
final class PrimitiveSequenceRetryTimerTests: RxTestCase {
    /// Lets the first `retries` errors through as resubscriptions, then fails with "gave up".
    private func giveUp(after retries: Int) -> (Observable<Swift.Error>) -> Observable<Void> {
        { errors in
            errors.scan(0) { count, _ in count + 1 }.flatMap { count -> Observable<Void> in
                count <= retries ? .just(()) : .error(TestError("gave up"))
            }
        }
    }

    // MARK: - retry(when:)

    func testSingleRetryWhenResubscribesUntilTheNotifierFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError("xs"), Int.self)])
        let res = scheduler.start { xs.asSingle().retry(when: self.giveUp(after: 2)) }
        XCTAssertEqual(res.events, [.error(230, TestError("gave up"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testSingleRetryWhenSucceedsOnALaterAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let source = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError("attempt \(attempts)")) : .just(attempts)
        }
        let res = scheduler.start { source.retry(when: { (errors: Observable<TestError>) in errors.map { _ in () } }) }
        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(attempts, 3)
    }

    func testSingleRetryWhenDisposedWhileAnAttemptRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(30, TestError("xs"), Int.self)])
        let res = scheduler.start(disposed: 250) { xs.asSingle().retry(when: self.giveUp(after: 5)) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 250)])
    }

    func testMaybeRetryWhenCompletesWhenTheNotifierCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError("xs"), Int.self)])
        let trigger = scheduler.createHotObservable([.completed(300, Void.self)])
        let res = scheduler.start { xs.asMaybe().retry(when: { (_: Observable<Swift.Error>) in trigger.asObservable() }) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 300)])
    }

    /// A handler written without types takes every error (`Observable<Swift.Error>`).
    func testMaybeRetryWhenWithAnUntypedHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let source = Maybe<Int>.deferred {
            attempts += 1
            return attempts < 2 ? .error(TestError("attempt \(attempts)")) : .empty()
        }
        let res = scheduler.start { source.retry(when: { errors in errors.map { _ in 1 } }) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(attempts, 2)
    }

    func testMaybeRetryWhenPassesAnEmptyAttemptOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Int.self)])
        let res = scheduler.start { xs.asMaybe().retry(when: self.giveUp(after: 1)) }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testCompletableRetryWhenResubscribesThenFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError("xs"), Never.self)])
        let res = scheduler.start { xs.asCompletable().retry(when: self.giveUp(after: 1)) }
        XCTAssertEqual(res.events, [.error(220, TestError("gave up"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
    }

    func testCompletableRetryWhenWithATypedErrorLetsOtherErrorsThrough() {
        struct Transient: Error {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError("permanent"), Never.self)])
        let res = scheduler.start { xs.asCompletable().retry(when: { (errors: Observable<Transient>) in errors.map { _ in () } }) }
        XCTAssertEqual(res.events, [.error(210, TestError("permanent"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @available(*, deprecated)
    func testRetryWhenIsTheOldName() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError("xs"), Int.self)])
        let res = scheduler.start { xs.asSingle().retryWhen(self.giveUp(after: 1)) }
        XCTAssertEqual(res.events, [.error(220, TestError("gave up"))])
    }

    // MARK: - timer

    func testSingleTimerSucceedsWithZeroAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 0), .completed(230)])
    }

    func testMaybeTimerEmitsZeroAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe<UInt8>.timer(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(205, 0), .completed(205)])
    }

    func testTimerDisposedBeforeItFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 250) { Single<Int>.timer(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }
}
