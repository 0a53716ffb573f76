import RxCore
import RxCoreTest
import XCTest

/// `bind(to:)` to observers and relays, `bind(onNext:)` and `bind(to:)` with a binder function.
/// Only the non-error paths: an error reaching a relay or `bind(onNext:)` stops the program.
final class BindTests: RxTestCase {
    func testBindToAnObserverForwardsEveryEventIncludingCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.asObservable().bind(to: observer) }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testBindToAnObserverForwardsAnError() {
        let subject = PublishSubject<Int>()
        var received: [Event<Int>] = []
        let watcher = subject.subscribe { received.append($0) }

        _ = Observable<Int>.error(TestError("boom")).bind(to: subject)

        XCTAssertEqual(received, [.error(TestError("boom"))])
        watcher.dispose()
    }

    func testBindToSeveralObservers() {
        let first = ReplaySubject<Int>.createUnbounded(), second = ReplaySubject<Int>.create(bufferSize: 1)
        _ = Observable.of(1, 2).bind(to: first, second)

        XCTAssertEqual(OperatorKit.synchronousEvents(first.asObservable()), [.next(1), .next(2), .completed])
        XCTAssertEqual(OperatorKit.synchronousEvents(second.asObservable()), [.next(2), .completed])
    }

    func testBindToObserversOfOptionals() {
        let subject = ReplaySubject<Int?>.createUnbounded()
        _ = Observable.of(1, 2).bind(to: subject)

        XCTAssertEqual(OperatorKit.synchronousEvents(subject.asObservable()), [.next(1), .next(2), .completed])
    }

    func testBindingDisposedBeforeCompletionStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let observer = scheduler.createObserver(Int.self)
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = xs.asObservable().bind(to: observer) }
        scheduler.scheduleAt(250) { binding?.dispose() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testBindToAPublishRelayForwardsElementsAndIgnoresCompletion() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        let watcher = relay.subscribe(onNext: { received.append($0) }, onCompleted: { received.append(-1) })

        _ = Observable.of(1, 2).bind(to: relay)
        relay.accept(3)

        XCTAssertEqual(received, [1, 2, 3])
        watcher.dispose()
    }

    func testBindToABehaviorRelayUpdatesItsValue() {
        let relay = BehaviorRelay(value: 0)
        let other = BehaviorRelay(value: 0)
        _ = Observable.of(1, 2).bind(to: relay, other)

        XCTAssertEqual(relay.value, 2)
        XCTAssertEqual(other.value, 2)
    }

    func testBindToRelaysOfOptionals() {
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int?>.createUnbound()
        var published: [Int?] = []
        let watcher = publish.subscribe(onNext: { published.append($0) })

        _ = Observable.just(5).bind(to: publish)
        _ = Observable.just(6).bind(to: behavior)
        _ = Observable.just(7).bind(to: replay)

        XCTAssertEqual(published, [5])
        XCTAssertEqual(behavior.value, 6)
        XCTAssertEqual(OperatorKit.synchronousEvents(replay.asObservable().take(1)), [.next(7), .completed])
        watcher.dispose()
    }

    func testBindToAReplayRelay() {
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        _ = Observable.of(1, 2).bind(to: relay)

        XCTAssertEqual(OperatorKit.synchronousEvents(relay.asObservable().take(1)), [.next(2), .completed])
    }

    func testBindOnNext() {
        var received: [Int] = []
        _ = Observable.of(1, 2).bind(onNext: { received.append($0) })

        XCTAssertEqual(received, [1, 2])
    }

    func testBindToABinderFunctionReturnsWhatItReturns() {
        let result = Observable.of(1, 2).bind { (source: Observable<Int>) -> Int in
            var sum = 0
            _ = source.subscribe(onNext: { sum += $0 })
            return sum
        }

        XCTAssertEqual(result, 3)
    }
}
