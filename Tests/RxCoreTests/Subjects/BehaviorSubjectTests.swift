import RxCore
import RxCoreTest
import XCTest

/// `BehaviorSubject`.
final class BehaviorSubjectTests: RxTestCase {
    func testBehaviorSubjectGivesEachSubscriberTheLatestValueThenLaterEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)

        let observers = SubjectKit.run(subject, on: scheduler, feeding: [.next(210, 1), .next(250, 2), .completed(300)], subscribeAt: [200, 230, 350])

        XCTAssertEqual(observers[0].events, [.next(200, 0), .next(210, 1), .next(250, 2), .completed(300)])
        XCTAssertEqual(observers[1].events, [.next(230, 1), .next(250, 2), .completed(300)])
        XCTAssertEqual(observers[2].events, [.completed(350)])
    }

    func testBehaviorSubjectSubscriberAfterCompletionGetsOnlyCompleted() {
        let subject = BehaviorSubject(value: 1)
        subject.onNext(2)
        subject.onCompleted()

        XCTAssertEqual(OperatorKit.synchronousEvents(subject.asObservable()), [.completed])
    }

    func testBehaviorSubjectErrorReachesCurrentAndLaterSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)

        let observers = SubjectKit.run(subject, on: scheduler, feeding: [.error(300, TestError("boom"))], subscribeAt: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(200, 0), .error(300, TestError("boom"))])
        XCTAssertEqual(observers[1].events, [.error(400, TestError("boom"))])
    }

    func testBehaviorSubjectDisposedSubscriptionStopsThatObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)

        let observers = SubjectKit.run(subject, on: scheduler, feeding: [.next(210, 1), .next(260, 2), .completed(300)], subscribeAt: [200], disposedAt: 250)

        XCTAssertEqual(observers[0].events, [.next(200, 0), .next(210, 1)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testBehaviorSubjectValueIsTheLatestElement() throws {
        let subject = BehaviorSubject(value: "a")
        XCTAssertEqual(try subject.value(), "a")
        subject.onNext("b")
        XCTAssertEqual(try subject.value(), "b")
        subject.onCompleted()
        XCTAssertEqual(try subject.value(), "b")
    }

    func testBehaviorSubjectValueThrowsAfterError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError("boom"))

        XCTAssertThrowsError(try subject.value()) { error in
            XCTAssertEqual(error as? TestError, TestError("boom"))
        }
    }

    func testBehaviorSubjectValueThrowsRxErrorDisposedAfterDispose() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()

        XCTAssertTrue(subject.isDisposed)
        XCTAssertThrowsError(try subject.value()) { error in
            guard case RxError.disposed = error else { return XCTFail("\(error)") }
        }
    }

    func testBehaviorSubjectAfterDisposeRefusesSubscribersAndIgnoresEvents() {
        let subject = BehaviorSubject(value: 1)
        var received: [Event<Int>] = []
        let before = subject.subscribe { received.append($0) }

        subject.dispose()
        subject.onNext(2)
        var late: Event<Int>?
        _ = subject.subscribe { late = $0 }

        XCTAssertEqual(received, [.next(1)])
        XCTAssertTrue(SubjectKit.isDisposedError(late))
        before.dispose()
    }

    func testBehaviorSubjectHasObservers() {
        let subject = BehaviorSubject(value: 0)
        XCTAssertFalse(subject.hasObservers)
        let subscription = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        _ = subject.subscribe(onError: { _ in })
        subject.onError(TestError())
        XCTAssertFalse(subject.hasObservers)
    }

    func testBehaviorSubjectReentrantElementBecomesTheValueBeforeTheOuterCallReturns() {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        let subscription = subject.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { subject.onNext(2) }
            log.append("end \(value) value=\((try? subject.value()) ?? -1)")
        })

        subject.onNext(1)

        XCTAssertEqual(log, ["begin 0", "end 0 value=0", "begin 1", "begin 2", "end 2 value=2", "end 1 value=2"])
        subscription.dispose()
    }
}
