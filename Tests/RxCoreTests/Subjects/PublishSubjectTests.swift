import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `PublishSubject`.
final class PublishSubjectTests: RxTestCase {
    func testPublishSubjectSendsEachSubscriberOnlyTheEventsAfterItSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()

        let observers = SubjectKit.run(subject, on: scheduler, feeding: [.next(210, 1), .next(250, 2), .completed(300), .next(310, 3)], subscribeAt: [200, 230, 350])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(250, 2), .completed(300)])
        XCTAssertEqual(observers[1].events, [.next(250, 2), .completed(300)])
        XCTAssertEqual(observers[2].events, [.completed(350)])
    }

    func testPublishSubjectErrorReachesCurrentAndLaterSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()

        let observers = SubjectKit.run(subject, on: scheduler, feeding: [.next(210, 1), .error(300, TestError("boom")), .completed(310)], subscribeAt: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .error(300, TestError("boom"))])
        XCTAssertEqual(observers[1].events, [.error(400, TestError("boom"))])
    }

    func testPublishSubjectDisposingOneSubscriptionStopsOnlyThatObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        var earlySubscription: Disposable?
        scheduler.scheduleAt(200) { earlySubscription = subject.subscribe(early) }
        scheduler.scheduleAt(240) { earlySubscription?.dispose() }

        let observers = SubjectKit.run(subject, on: scheduler, feeding: [.next(210, 1), .next(250, 2), .completed(300)], subscribeAt: [200])

        XCTAssertEqual(early.events, [.next(210, 1)])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(250, 2), .completed(300)])
    }

    func testPublishSubjectHasObservers() {
        let subject = PublishSubject<Int>()
        XCTAssertFalse(subject.hasObservers)

        let first = subject.subscribe()
        let second = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)

        _ = subject.subscribe()
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
    }

    func testPublishSubjectAfterDisposeRefusesSubscribersWithRxErrorDisposed() {
        let subject = PublishSubject<Int>()
        var received: [Event<Int>] = []
        let before = subject.subscribe { received.append($0) }

        subject.dispose()
        subject.onNext(1)
        subject.onCompleted()
        var late: Event<Int>?
        _ = subject.subscribe { late = $0 }

        XCTAssertTrue(subject.isDisposed)
        XCTAssertEqual(received, [])
        XCTAssertTrue(SubjectKit.isDisposedError(late))
        XCTAssertFalse(subject.hasObservers)
        before.dispose()
    }

    func testPublishSubjectIgnoresEventsAfterItsTerminalEvent() {
        let subject = PublishSubject<Int>()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }

        subject.onCompleted()
        subject.onNext(1)
        subject.onError(TestError())

        XCTAssertEqual(received, [.completed])
    }

    func testPublishSubjectReentrantElementIsDeliveredBeforeTheOuterCallReturns() {
        XCTAssertEqual(OperatorKit.reentrancyLog { $0 }, ["begin 1", "begin 2", "end 2", "end 1", "returned"])
    }

    func testPublishSubjectReentrantElementReachesLaterObserversBeforeTheOuterOne() {
        // As in RxSwift: the nested onNext is delivered to every observer at once, so an
        // observer after the one that re-entered sees 2 before 1.
        let subject = PublishSubject<Int>()
        var first: [Int] = [], second: [Int] = []
        let a = subject.subscribe(onNext: { value in
            first.append(value)
            if value == 1 { subject.onNext(2) }
        })
        let b = subject.subscribe(onNext: { second.append($0) })

        subject.onNext(1)

        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [2, 1])
        a.dispose()
        b.dispose()
    }

    func testPublishSubjectObserverAddedDuringDeliveryStartsWithTheNextEvent() {
        let subject = PublishSubject<Int>()
        var late: [Int] = []
        var lateSubscription: Disposable?
        let a = subject.subscribe(onNext: { _ in
            if lateSubscription == nil { lateSubscription = subject.subscribe(onNext: { late.append($0) }) }
        })

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(late, [2])
        a.dispose()
        lateSubscription?.dispose()
    }

    func testPublishSubjectObserverUnsubscribedDuringDeliveryStillGetsThatEvent() {
        // Delivery goes to the observers subscribed when the event arrived, as in RxSwift.
        let subject = PublishSubject<Int>()
        var second: [Int] = []
        var secondSubscription: Disposable?
        let a = subject.subscribe(onNext: { _ in secondSubscription?.dispose() })
        secondSubscription = subject.subscribe(onNext: { second.append($0) })

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(second, [1])
        a.dispose()
    }

    func testPublishSubjectNeverLetsTwoThreadsIntoAnObserverAtOnce() {
        let subject = PublishSubject<Int>()
        let probe = OperatorKitOverlapProbe()
        let subscription = subject.subscribe(onNext: { _ in
            probe.enter()
            probe.leave()
        })

        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for value in 0..<300 { subject.onNext(value) }
        }
        subscription.dispose()

        XCTAssertEqual(probe.count, 600)
        XCTAssertEqual(probe.maximum, 1)
    }
}
