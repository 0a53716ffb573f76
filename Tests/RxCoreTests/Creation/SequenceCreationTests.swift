import RxCore
import RxCoreTest
import XCTest

/// `Observable.of`, `from` (array, sequence) and `from(optional:)`.
final class SequenceCreationTests: RxTestCase {
    // MARK: of

    func testOfEmitsEverythingAtSubscriptionTimeOnTheTrampoline() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.of(1, 2, 3) }

        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func testOfEmitsOnlyAfterTheWholeChainHasSubscribed() {
        var log: [String] = []
        let subscription = Observable.of(1, 2)
            .do(onSubscribed: { log.append("subscribed") })
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        log.append("subscribe returned")
        subscription.dispose()

        XCTAssertEqual(log, ["subscribed", "next 1", "next 2", "completed", "subscribe returned"])
    }

    func testOfOnASchedulerEmitsOneElementPerTick() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testOfOnASchedulerDisposedMidwayStops() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 203) { Observable.of(1, 2, 3, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2)])
    }

    func testOfDeliversEverythingBeforeSubscribeReturnsSoDisposingFromOnNextIsTooLate() {
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable.of(1, 2, 3).subscribe(onNext: { value in
            received.append(value)
            if value == 2 { subscription?.dispose() }
        })
        subscription?.dispose()

        // The trampoline runs `of` during `subscribe`, before `subscription` is assigned, so the
        // dispose inside onNext has nothing to dispose yet: every element arrives.
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testOfWithNoElementsJustCompletes() {
        XCTAssertEqual(OperatorKit.synchronousEvents(Observable<Int>.of()), [.completed])
    }

    func testOfStartsOverForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)

        let observers = OperatorKit.subscribe(Observable.of(1, 2, scheduler: scheduler), on: scheduler, at: [200, 300])

        XCTAssertEqual(observers[0].events, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(observers[1].events, [.next(301, 1), .next(302, 2), .completed(303)])
    }

    // MARK: from

    func testFromArray() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.from([1, 2]) }

        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testFromArrayOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.from(["a", "b"], scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, "a"), .next(202, "b"), .completed(203)])
    }

    func testFromSequence() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.from(stride(from: 0, to: 6, by: 2)) }

        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 2), .next(200, 4), .completed(200)])
    }

    func testFromSequenceOnASchedulerDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 202) { Observable.from(1...100, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 1)])
    }

    func testFromSequenceMakesAFreshIteratorForEachSubscriber() {
        var iterators = 0
        let sequence = AnySequence { () -> IndexingIterator<[Int]> in
            iterators += 1
            return [1, 2].makeIterator()
        }
        let source = Observable.from(sequence)

        XCTAssertEqual(OperatorKit.synchronousEvents(source), [.next(1), .next(2), .completed])
        XCTAssertEqual(OperatorKit.synchronousEvents(source), [.next(1), .next(2), .completed])
        XCTAssertEqual(iterators, 2)
    }

    func testFromAnInfiniteSequenceWithTakeStops() {
        let naturals = sequence(first: 0) { $0 + 1 }

        XCTAssertEqual(OperatorKit.synchronousEvents(Observable.from(naturals).take(3)), [.next(0), .next(1), .next(2), .completed])
    }

    // MARK: from(optional:)

    func testFromOptionalWithAValueEmitsItDuringSubscribeLikeJust() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []

        let res = scheduler.start {
            Observable.from(optional: Int?.some(5)).do(onNext: { _ in log.append("next") }, onSubscribed: { log.append("subscribed") })
        }

        XCTAssertEqual(res.events, [.next(200, 5), .completed(200)])
        XCTAssertEqual(log, ["next", "subscribed"])
    }

    func testFromOptionalWithNilOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.from(optional: Int?.none) }

        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testFromOptionalOnASchedulerEmitsThenCompletesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.from(optional: Int?.some(5), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 5), .completed(202)])
    }

    func testFromOptionalNilOnASchedulerCompletesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.from(optional: Int?.none, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testFromOptionalOnASchedulerDisposedBeforeDeliveryEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 201) { Observable.from(optional: Int?.some(5), scheduler: scheduler) }

        XCTAssertEqual(res.events, [])
    }
}
