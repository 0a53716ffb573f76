import RxCore
import RxCoreTest
import XCTest

/// The order in which subjects deliver when an observer acts on the subject during a delivery:
/// subscribes to it, leaves it, or sends to it. Subjects copy their observers under their lock and
/// deliver outside it, as RxSwift does; these tests pin what RxSwift gives in each case.
final class SubjectDeliveryOrderTests: RxTestCase {
    /// At 210 the subject gets 1; the first observer, on it, subscribes `late` to the subject.
    /// Then 2 at 220 and completion at 230. Returns what `late` recorded.
    private func subscribedDuringDelivery<Subject: ObservableType & ObserverType>(_ subject: Subject) -> [Recorded<Event<Int>>] where Subject.Element == Int {
        let scheduler = TestScheduler(initialClock: 0)
        let late = scheduler.createObserver(Int.self)
        var lateSubscription: Disposable?
        let first = subject.subscribe(onNext: { value in
            if value == 1 { lateSubscription = subject.subscribe(late) }
        })
        scheduler.scheduleAt(210) { subject.on(.next(1)) }
        scheduler.scheduleAt(220) { subject.on(.next(2)) }
        scheduler.scheduleAt(230) { subject.on(.completed) }
        scheduler.start()
        first.dispose()
        lateSubscription?.dispose()
        return late.events
    }

    func testPublishSubjectSubscriberAddedDuringOnNextStartsWithTheNextElement() {
        XCTAssertEqual(subscribedDuringDelivery(PublishSubject<Int>()), [.next(220, 2), .completed(230)])
    }

    func testBehaviorSubjectSubscriberAddedDuringOnNextGetsThatElementOnceAsItsValue() {
        // The value is stored before the delivery, so the new subscriber starts from it.
        XCTAssertEqual(subscribedDuringDelivery(BehaviorSubject(value: 0)), [.next(210, 1), .next(220, 2), .completed(230)])
    }

    func testReplaySubjectSubscriberAddedDuringOnNextGetsThatElementOnceInItsReplay() {
        // The element is buffered before the delivery, so the replay holds it.
        XCTAssertEqual(subscribedDuringDelivery(ReplaySubject<Int>.create(bufferSize: 3)), [.next(210, 1), .next(220, 2), .completed(230)])
    }

    /// Two observers; the first, on 1, disposes the second's subscription. Returns what the second
    /// recorded for 1 at 210, 2 at 220.
    private func disposedDuringDelivery<Subject: ObservableType & ObserverType>(_ subject: Subject) -> [Recorded<Event<Int>>] where Subject.Element == Int {
        let scheduler = TestScheduler(initialClock: 0)
        let second = scheduler.createObserver(Int.self)
        var secondSubscription: Disposable?
        let first = subject.subscribe(onNext: { value in
            if value == 1 { secondSubscription?.dispose() }
        })
        scheduler.scheduleAt(200) { secondSubscription = subject.subscribe(second) }
        scheduler.scheduleAt(210) { subject.on(.next(1)) }
        scheduler.scheduleAt(220) { subject.on(.next(2)) }
        scheduler.start()
        first.dispose()
        return second.events
    }

    func testObserverDisposedDuringDeliveryStillGetsThatElementButNoLater() {
        // The delivery goes to the observers of the moment the element arrived (RxSwift's snapshot).
        XCTAssertEqual(disposedDuringDelivery(PublishSubject<Int>()), [.next(210, 1)])
        XCTAssertEqual(disposedDuringDelivery(BehaviorSubject(value: 0)), [.next(200, 0), .next(210, 1)])
        XCTAssertEqual(disposedDuringDelivery(ReplaySubject<Int>.create(bufferSize: 1)), [.next(210, 1)])
    }

    func testElementSentByAnObserverDuringDeliveryReachesEveryoneDepthFirst() {
        // RxSwift delivers a re-entrant onNext at once, inside the delivery that caused it.
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let a = subject.subscribe(onNext: { value in
            log.append("a \(value)")
            if value == 1 { subject.onNext(2) }
        })
        let b = subject.subscribe(onNext: { log.append("b \($0)") })

        subject.onNext(1)

        XCTAssertEqual(log, ["a 1", "a 2", "b 2", "b 1"])
        a.dispose()
        b.dispose()
    }

    func testBehaviorSubjectSubscriberThatSendsDuringItsCurrentValueGetsItAfterwards() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)
        let earlier = scheduler.createObserver(Int.self)
        let later = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(subject.subscribe(earlier)) }
        scheduler.scheduleAt(300) {
            subscriptions.append(subject.subscribe(onNext: { value in
                later.onNext(value)
                if value == 0 { subject.onNext(5) }
            }))
        }
        scheduler.start()
        subscriptions.forEach { $0.dispose() }

        XCTAssertEqual(earlier.events, [.next(200, 0), .next(300, 5)])
        XCTAssertEqual(later.events, [.next(300, 0), .next(300, 5)])
        XCTAssertEqual(try subject.value(), 5)
    }

    func testReplaySubjectCompletedDuringAReplayEndsTheNewSubscriberAfterIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        scheduler.scheduleAt(300) {
            subscription = subject.subscribe(onNext: { value in
                observer.onNext(value)
                if value == 1 { subject.onCompleted() }
            }, onCompleted: { observer.onCompleted() })
        }
        scheduler.start()
        subscription?.dispose()

        XCTAssertEqual(observer.events, [.next(300, 1), .next(300, 2), .completed(300)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testAsyncSubjectSubscriberAddedDuringCompletionGetsTheLastElementAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        let late = scheduler.createObserver(Int.self)
        var lateSubscription: Disposable?
        let first = subject.subscribe(onCompleted: { lateSubscription = subject.subscribe(late) })
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(230) { subject.onCompleted() }
        scheduler.start()
        first.dispose()
        lateSubscription?.dispose()

        XCTAssertEqual(late.events, [.next(230, 1), .completed(230)])
    }
}
