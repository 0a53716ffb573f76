import RxCore
import RxCoreTest
import XCTest

/// The `Infallible` API RxSwift and RxCocoa have beyond the basics: `asDriver()`, `from` a
/// sequence, `of`/`from` on a scheduler, and `bind` to optional observers, to a binder function
/// (curried or not) and to a closure.
final class InfallibleAdditionsTests: RxTestCase {
    // MARK: - asDriver

    func testAsDriverKeepsTheElementsAndReplaysTheLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .error(250, TestError())])
        let driver = xs.asInfallible(onErrorJustReturn: -1).asDriver()
        let observers = OperatorKit.subscribe(driver.asObservable(), on: scheduler, at: [200, 220])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(230, 2), .next(250, -1), .completed(250)])
        // A driver replays its latest element to a new observer, and shares one subscription.
        XCTAssertEqual(observers[1].events, [.next(220, 1), .next(230, 2), .next(250, -1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsDriverDeliversOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).asDriver() }
            XCTAssertEqual(res.events, [.next(211, 1), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testAsDriverDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.asInfallible(onErrorJustReturn: -1).asDriver() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: - Creating from a sequence

    func testFromASequenceOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Infallible.from(1...3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])

        let immediate = TestScheduler(initialClock: 0).start { Infallible.from(stride(from: 5, through: 15, by: 5)) }
        XCTAssertEqual(immediate.events, [.next(200, 5), .next(200, 10), .next(200, 15), .completed(200)])

        let empty = TestScheduler(initialClock: 0).start { Infallible.from(Set<Int>()) }
        XCTAssertEqual(empty.events, [.completed(200)])
    }

    func testFromASequenceDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Infallible.from(1...3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1)])
    }

    func testOfAndFromAnArrayOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Infallible.of(1, 2, scheduler: scheduler) }.events, [.next(201, 1), .next(202, 2), .completed(203)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler2.start { Infallible.from([7], scheduler: scheduler2) }.events, [.next(201, 7), .completed(202)])
    }

    // MARK: - bind

    func testBindToOptionalObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let first = scheduler.createObserver(Int?.self)
        let second = scheduler.createObserver(Int?.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.asInfallible(onErrorJustReturn: -1).bind(to: first, second) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .next(230, -1), .completed(230)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        subscription?.dispose()
    }

    func testBindToOptionalObserversDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let observer = scheduler.createObserver(Int?.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.asInfallible(onErrorJustReturn: -1).bind(to: observer) }
        scheduler.scheduleAt(220) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testBindToACurriedBinder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.createObserver(String.self)
        func bindLabels(_ source: Infallible<Int>) -> (String) -> Disposable {
            { prefix in source.map { "\(prefix)\($0)" }.bind(to: observer) }
        }
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.asInfallible(onErrorJustReturn: -1).bind(to: bindLabels, curriedArgument: "#")
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, "#1"), .next(220, "#2"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        subscription?.dispose()
    }

    func testBindToABinderFunctionAndToAClosure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let infallible = xs.asInfallible(onErrorJustReturn: -1)
        let observer = scheduler.createObserver(Int.self)
        var received: [Int] = []
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(infallible.bind(to: { source in source.bind(to: observer) }))
            subscriptions.append(infallible.bind(onNext: { received.append($0) }))
        }
        scheduler.scheduleAt(215) { subscriptions[1].dispose() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(received, [1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(200, 215)])
        subscriptions.forEach { $0.dispose() }
    }
}
