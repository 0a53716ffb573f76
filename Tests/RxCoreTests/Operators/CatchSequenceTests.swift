import RxCore
import RxCoreTest
import XCTest

/// `Observable.catch(sequence:)`: the sources one after another, moving on only after an error.
final class CatchSequenceTests: RxTestCase {
    func testMovesToTheNextSourceAfterAnErrorAndStopsAtTheFirstCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError("xs"))])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let zs = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable(), zs.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
        XCTAssertEqual(zs.subscriptions, [])
    }

    func testWhenEverySourceFailsTheLastErrorIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError("xs"), Int.self)])
        let ys = scheduler.createColdObservable([.next(5, 7), .error(20, TestError("ys"))])
        let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(215, 7), .error(230, TestError("ys"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testNoSourcesCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testDisposedWhileTheSecondSourceRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("xs"))])
        let ys = scheduler.createHotObservable([.next(230, 2), .next(260, 3), .completed(400)])
        let res = scheduler.start(disposed: 250) { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
    }

    /// The sequence is read lazily, one source per error, from a fresh iterator per subscriber:
    /// an endless sequence of sources is fine.
    func testReadsAnEndlessSequenceLazilyAndAfreshForEachSubscriber() {
        var made = 0
        let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
            var attempt = 0
            return AnyIterator {
                attempt += 1
                made += 1
                return attempt < 3 ? Observable.error(TestError("attempt \(attempt)")) : Observable.just(attempt)
            }
        }
        let source = Observable.catch(sequence: sources)
        XCTAssertEqual(OperatorKit.synchronousEvents(source), [.next(3), .completed])
        XCTAssertEqual(made, 3)
        XCTAssertEqual(OperatorKit.synchronousEvents(source), [.next(3), .completed])
        XCTAssertEqual(made, 6)
    }

    /// Sources that fail while being subscribed are taken in a loop, not by recursion.
    func testManySourcesFailingAtOnceDoNotDeepenTheStack() {
        let failing = Array(repeating: Observable<Int>.error(TestError("again")), count: 50_000)
        XCTAssertEqual(OperatorKit.synchronousEvents(Observable.catch(sequence: failing + [.just(1)])), [.next(1), .completed])
    }

    @available(*, deprecated)
    func testCatchErrorOfASequenceIsTheOldName() {
        let events = OperatorKit.synchronousEvents(Observable.catchError([Observable<Int>.error(TestError()), .just(2)]))
        XCTAssertEqual(events, [.next(2), .completed])
    }
}
