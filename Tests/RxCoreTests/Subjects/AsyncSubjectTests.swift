import RxCore
import RxCoreTest
import XCTest

/// `AsyncSubject`.
final class AsyncSubjectTests: RxTestCase {
    func testAsyncSubjectEmitsOnlyTheLastElementWhenItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()

        let observers = SubjectKit.run(subject, on: scheduler, feeding: [.next(210, 1), .next(220, 2), .completed(300), .next(310, 3)], subscribeAt: [200, 250, 400])

        XCTAssertEqual(observers[0].events, [.next(300, 2), .completed(300)])
        XCTAssertEqual(observers[1].events, [.next(300, 2), .completed(300)])
        XCTAssertEqual(observers[2].events, [.next(400, 2), .completed(400)])
    }

    func testAsyncSubjectWithoutElementsOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()

        let observers = SubjectKit.run(subject, on: scheduler, feeding: [.completed(300)], subscribeAt: [200, 400])

        XCTAssertEqual(observers[0].events, [.completed(300)])
        XCTAssertEqual(observers[1].events, [.completed(400)])
    }

    func testAsyncSubjectEmitsNothingOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()

        let observers = SubjectKit.run(subject, on: scheduler, feeding: [.next(210, 1), .error(300, TestError("boom")), .completed(310)], subscribeAt: [200, 400])

        XCTAssertEqual(observers[0].events, [.error(300, TestError("boom"))])
        XCTAssertEqual(observers[1].events, [.error(400, TestError("boom"))])
    }

    func testAsyncSubjectDisposedBeforeCompletionEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()

        let observers = SubjectKit.run(subject, on: scheduler, feeding: [.next(210, 1), .completed(300)], subscribeAt: [200], disposedAt: 250)

        XCTAssertEqual(observers[0].events, [])
        XCTAssertFalse(subject.hasObservers)
    }

    func testAsyncSubjectDeliversTheElementToEveryObserverBeforeAnyCompletion() {
        let subject = AsyncSubject<Int>()
        var log: [String] = []
        let a = subject.subscribe(onNext: { log.append("a next \($0)") }, onCompleted: { log.append("a completed") })
        let b = subject.subscribe(onNext: { log.append("b next \($0)") }, onCompleted: { log.append("b completed") })

        subject.onNext(7)
        subject.onCompleted()

        XCTAssertEqual(log, ["a next 7", "b next 7", "a completed", "b completed"])
        a.dispose()
        b.dispose()
    }

    func testAsyncSubjectHasObservers() {
        let subject = AsyncSubject<Int>()
        XCTAssertFalse(subject.hasObservers)
        _ = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        XCTAssertTrue(subject.hasObservers)
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
    }
}
