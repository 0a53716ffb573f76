import RxCore
import RxCoreTest
import XCTest

/// `ReplaySubject.create(bufferSize:)` and `createUnbounded()`.
final class ReplaySubjectTests: RxTestCase {
    func testReplaySubjectReplaysTheLatestBufferSizeElementsThenGoesLive() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 2)

        let observers = SubjectKit.run(subject, on: scheduler, feeding: [.next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .completed(300)], subscribeAt: [200, 250])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .completed(300)])
        XCTAssertEqual(observers[1].events, [.next(250, 2), .next(250, 3), .next(260, 4), .completed(300)])
    }

    func testReplaySubjectUnboundedReplaysEverything() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 1...5 { subject.onNext(value) }

        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })

        XCTAssertEqual(received, [1, 2, 3, 4, 5])
        subscription.dispose()
    }

    func testReplaySubjectWithBufferOfOne() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        subject.onNext(2)

        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(3)

        XCTAssertEqual(received, [2, 3])
        subscription.dispose()
    }

    func testReplaySubjectAfterCompletionReplaysTheBufferThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 2)

        let observers = SubjectKit.run(subject, on: scheduler, feeding: [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)], subscribeAt: [400])

        XCTAssertEqual(observers[0].events, [.next(400, 2), .next(400, 3), .completed(400)])
    }

    func testReplaySubjectAfterErrorReplaysTheBufferThenFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.createUnbounded()

        let observers = SubjectKit.run(subject, on: scheduler, feeding: [.next(210, 1), .error(300, TestError("boom"))], subscribeAt: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .error(300, TestError("boom"))])
        XCTAssertEqual(observers[1].events, [.next(400, 1), .error(400, TestError("boom"))])
    }

    func testReplaySubjectDisposedSubscriptionStopsThatObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.createUnbounded()

        let observers = SubjectKit.run(subject, on: scheduler, feeding: [.next(210, 1), .next(260, 2), .completed(300)], subscribeAt: [200], disposedAt: 250)

        XCTAssertEqual(observers[0].events, [.next(210, 1)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testReplaySubjectAfterDisposeRefusesSubscribersWithRxErrorDisposed() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.dispose()
        subject.onNext(2)

        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }

        XCTAssertTrue(subject.isDisposed)
        XCTAssertEqual(events.count, 1)
        XCTAssertTrue(SubjectKit.isDisposedError(events.first))
    }

    func testReplaySubjectHasObservers() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        XCTAssertFalse(subject.hasObservers)
        let subscription = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testReplaySubjectReentrantElementIsBufferedAndDeliveredBeforeTheOuterCallReturns() {
        let subject = ReplaySubject<Int>.createUnbounded()
        var log: [String] = []
        let subscription = subject.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { subject.onNext(2) }
            log.append("end \(value)")
        })

        subject.onNext(1)
        var replayed: [Int] = []
        let late = subject.subscribe(onNext: { replayed.append($0) })

        XCTAssertEqual(log, ["begin 1", "begin 2", "end 2", "end 1"])
        XCTAssertEqual(replayed, [1, 2])
        subscription.dispose()
        late.dispose()
    }
}
