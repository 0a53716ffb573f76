import Foundation
import RxCore
import RxCoreTest
import XCTest

/// The sources that loop on the trampoline (`of`, `from`, `range`) and the recursive ones
/// (`generate`, `repeatElement`) when the subscription ends before their first queued step runs.
///
/// The shape that used to crash with "Attempted to read an unowned reference but object … was
/// already destroyed": a sibling source errors synchronously during `subscribe`, so the
/// combining operator disposes the whole subscription, the sequence's sink is released, and
/// only then does the trampoline reach the step `of` queued. The subscriber has thrown the
/// disposable away, so nothing else keeps the sink alive.
final class SequenceLifetimeTests: RxTestCase {
    private let boom = TestError("boom")

    // MARK: the disposable thrown away

    func testCombineLatestOfOfAndAnErrorWithTheDisposableThrownAway() {
        let events = eventsWithDisposableThrownAway(Observable.combineLatest(Observable.of(1, 2, 3), Observable<Int>.error(boom)) { $0 + $1 })

        XCTAssertEqual(events, [.error(boom)])
    }

    func testMergeOfOfAndAnErrorWithTheDisposableThrownAway() {
        let events = eventsWithDisposableThrownAway(Observable.merge(Observable.of(1, 2, 3), Observable<Int>.error(boom)))

        XCTAssertEqual(events, [.error(boom)])
    }

    func testCombineLatestOfFromArrayAndAnErrorWithTheDisposableThrownAway() {
        let events = eventsWithDisposableThrownAway(Observable.combineLatest(Observable.from([1, 2, 3]), Observable<Int>.error(boom)) { $0 + $1 })

        XCTAssertEqual(events, [.error(boom)])
    }

    func testMergeOfFromSequenceAndAnErrorWithTheDisposableThrownAway() {
        let events = eventsWithDisposableThrownAway(Observable.merge(Observable.from(1...3), Observable<Int>.error(boom)))

        XCTAssertEqual(events, [.error(boom)])
    }

    func testCombineLatestOfRangeAndAnErrorWithTheDisposableThrownAway() {
        let events = eventsWithDisposableThrownAway(Observable.combineLatest(Observable.range(start: 1, count: 3), Observable<Int>.error(boom)) { $0 + $1 })

        XCTAssertEqual(events, [.error(boom)])
    }

    func testMergeOfGenerateAndAnErrorWithTheDisposableThrownAway() {
        let counting = Observable.generate(initialState: 1, condition: { $0 <= 3 }, iterate: { $0 + 1 })
        let events = eventsWithDisposableThrownAway(Observable.merge(counting, Observable<Int>.error(boom)))

        XCTAssertEqual(events, [.error(boom)])
    }

    func testMergeOfRepeatElementAndAnErrorWithTheDisposableThrownAway() {
        let events = eventsWithDisposableThrownAway(Observable.merge(Observable.repeatElement(7), Observable<Int>.error(boom)))

        XCTAssertEqual(events, [.error(boom)])
    }

    func testCombineLatestOfTwoOfsAndAnErrorWithTheDisposableThrownAway() {
        let events = eventsWithDisposableThrownAway(Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20), Observable<Int>.error(boom)) { $0 + $1 + $2 })

        XCTAssertEqual(events, [.error(boom)])
    }

    // MARK: on the test scheduler

    func testCombineLatestOfOfAndAnErrorOnTheTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.combineLatest(Observable.of(1, 2, 3), Observable<Int>.error(self.boom)) { $0 + $1 } }

        XCTAssertEqual(res.events, [.error(200, boom)])
    }

    func testMergeOfOfAndAColdErrorRunsTheOfToTheEndFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.error(10, boom, Int.self)])

        let res = scheduler.start { Observable.merge(Observable.of(1, 2, 3), failing.asObservable()) }

        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .error(210, boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 210)])
    }

    // MARK: ended from inside the loop

    func testOfDisposedByTakeFromInsideItsLoopStopsAndReleasesItsObserver() {
        var received: [Int] = []
        var released = false
        do {
            let observer = ReleaseTrackingObserver<Int>(onEvent: { if case .next(let value) = $0 { received.append(value) } }, onRelease: { released = true })
            _ = Observable.of(1, 2, 3).take(2).subscribe(observer)
        }

        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(released, "the chain kept its observer alive after it ended: a retain cycle")
    }

    // MARK: no retain cycle

    func testEveryTrampolineSourceReleasesItsObserverWhenItCompletes() {
        assertReleasesObserver(Observable.of(1, 2, 3), "of")
        assertReleasesObserver(Observable.from([1, 2, 3]), "from(array)")
        assertReleasesObserver(Observable.from(1...3), "from(sequence)")
        assertReleasesObserver(Observable.range(start: 1, count: 3), "range")
        assertReleasesObserver(Observable.generate(initialState: 1, condition: { $0 <= 3 }, iterate: { $0 + 1 }), "generate")
        assertReleasesObserver(Observable.repeatElement(1).take(3), "repeatElement")
    }

    func testEveryTrampolineSourceReleasesItsObserverWhenASiblingErrors() {
        assertReleasesObserver(Observable.combineLatest(Observable.of(1, 2, 3), Observable<Int>.error(boom)) { $0 + $1 }, "of")
        assertReleasesObserver(Observable.merge(Observable.from([1, 2, 3]), Observable<Int>.error(boom)), "from(array)")
        assertReleasesObserver(Observable.merge(Observable.range(start: 1, count: 3), Observable<Int>.error(boom)), "range")
        assertReleasesObserver(Observable.merge(Observable.repeatElement(1), Observable<Int>.error(boom)), "repeatElement")
    }

    func testOfInterleavedWithAnotherOfStillReleasesBoth() {
        var events: [Event<Int>] = []
        var released = false
        do {
            let observer = ReleaseTrackingObserver<Int>(onEvent: { events.append($0) }, onRelease: { released = true })
            _ = Observable.merge(Observable.of(1, 2), Observable.range(start: 10, count: 2)).subscribe(observer)
        }

        XCTAssertEqual(events, [.next(1), .next(10), .next(2), .next(11), .completed])
        XCTAssertTrue(released)
    }

    // MARK: ended from another thread

    func testRangeLoopingOnOneThreadStopsWhenAnotherThreadEndsTheSubscription() {
        let stop = PublishSubject<Void>()
        let looping = DispatchSemaphore(value: 0)
        let subscribeReturned = DispatchSemaphore(value: 0)
        let terminalEvents = ThreadSafeBox<[Event<Int>]>([])
        DispatchQueue.global().async {
            // Without end: only the other thread's `stop` can make `subscribe` return.
            _ = Observable.range(start: 0, count: Int.max)
                .do(onNext: { if $0 == 0 { looping.signal() } })
                .take(until: stop)
                .subscribe { event in
                    if event.isStopEvent { terminalEvents.mutate { $0.append(event) } }
                }
            subscribeReturned.signal()
        }
        XCTAssertEqual(looping.wait(timeout: .now() + 5), .success, "range never started")

        stop.onNext(())

        XCTAssertEqual(subscribeReturned.wait(timeout: .now() + 5), .success, "the loop did not stop when its subscription was disposed from another thread")
        XCTAssertEqual(terminalEvents.value.map { "\($0)" }, ["completed"])
    }

    // MARK: helpers

    /// The events `source` delivers to a subscriber that keeps no reference to its subscription.
    private func eventsWithDisposableThrownAway<Element>(_ source: Observable<Element>) -> [Event<Element>] {
        var events: [Event<Element>] = []
        _ = source.subscribe { events.append($0) }
        return events
    }

    /// Subscribes an observer, throws the disposable away, and checks that once the sequence has
    /// ended nothing keeps the observer (and so the sinks holding it) alive.
    private func assertReleasesObserver<Element>(_ source: Observable<Element>, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        var ended = false
        var released = false
        do {
            let observer = ReleaseTrackingObserver<Element>(onEvent: { if $0.isStopEvent { ended = true } }, onRelease: { released = true })
            _ = source.subscribe(observer)
        }
        XCTAssertTrue(ended, "\(name): the sequence did not end", file: file, line: line)
        XCTAssertTrue(released, "\(name): the observer was not released after the sequence ended", file: file, line: line)
    }
}

/// An observer that reports when it is deallocated: if a chain that ended still holds it, a
/// retain cycle keeps the chain's sinks alive.
private final class ReleaseTrackingObserver<Element>: ObserverType {
    private let onEvent: (Event<Element>) -> Void
    private let onRelease: () -> Void

    init(onEvent: @escaping (Event<Element>) -> Void, onRelease: @escaping () -> Void) {
        self.onEvent = onEvent
        self.onRelease = onRelease
    }

    deinit { onRelease() }

    func on(_ event: Event<Element>) { onEvent(event) }
}
