import RxCore
import RxCoreTest
import XCTest

/// `Observable.just`, with and without a scheduler.
final class JustCreationTests: RxTestCase {
    func testJustEmitsItsElementAndCompletesAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.just(42) }

        XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
    }

    func testJustEmitsDuringSubscribeWithoutTheTrampoline() {
        // Even inside a running trampoline, `just` emits before `subscribe` returns, where
        // `of` would wait for its turn on the trampoline.
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.just(1).subscribe(onNext: { log.append("just \($0)") })
            _ = Observable.of(2).subscribe(onNext: { log.append("of \($0)") })
            log.append("end of action")
            return Disposables.create()
        }

        XCTAssertEqual(log, ["just 1", "end of action", "of 2"])
    }

    func testJustCompletesBeforeTheRestOfTheChainHasSubscribed() {
        var log: [String] = []
        let subscription = Observable.just(1)
            .do(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") }, onSubscribed: { log.append("subscribed") })
            .subscribe()
        subscription.dispose()

        XCTAssertEqual(log, ["next 1", "completed", "subscribed"])
    }

    func testJustGivesEverySubscriberTheElement() {
        let just = Observable.just("a")

        XCTAssertEqual(OperatorKit.synchronousEvents(just), [.next("a"), .completed])
        XCTAssertEqual(OperatorKit.synchronousEvents(just), [.next("a"), .completed])
    }

    func testJustOnASchedulerEmitsOneTickLaterAndCompletesOneTickAfterThat() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func testJustOnASchedulerDisposedBeforeTheElementEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 201) { Observable.just(42, scheduler: scheduler) }

        XCTAssertEqual(res.events, [])
    }

    func testJustOnASchedulerDisposedBetweenElementAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 202) { Observable.just(42, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 42)])
    }

    func testJustOnASchedulerStartsOverForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)

        let observers = OperatorKit.subscribe(Observable.just(7, scheduler: scheduler), on: scheduler, at: [200, 300])

        XCTAssertEqual(observers[0].events, [.next(201, 7), .completed(202)])
        XCTAssertEqual(observers[1].events, [.next(301, 7), .completed(302)])
    }
}
