import RxCore
import RxCoreTest
import XCTest

/// `Infallible`: a sequence that cannot fail; every conversion says what replaces an error.
final class InfallibleTraitTests: RxTestCase {
    // MARK: - Creating

    func testCreateSendsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            Infallible<Int>.create { observer in
                xs.subscribe(onNext: { observer(.next($0)) }, onCompleted: { observer(.completed) })
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCreateDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2), .completed(330)])
        let res = scheduler.start(disposed: 300) {
            Infallible<Int>.create { observer in xs.subscribe(onNext: { observer(.next($0)) }) }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFactories() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.just(1) }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.never() }.events, [])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.of(1, 2) }.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.from([3]) }.events, [.next(200, 3), .completed(200)])
        var calls = 0
        let deferred = Infallible<Int>.deferred { calls += 1; return .just(calls) }
        XCTAssertEqual(OperatorKit.synchronousEvents(deferred.asObservable()).count, 2)
        XCTAssertEqual(OperatorKit.synchronousEvents(deferred.asObservable()).first.flatMap { if case .next(let v) = $0 { return v } else { return nil } }, 2)
    }

    // MARK: - From an observable that can fail

    func testOnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, -1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testOnErrorFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let ys = scheduler.createColdObservable([.next(5, 10), .completed(10)])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: ys.asInfallible(onErrorJustReturn: -2)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 10), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
    }

    func testOnErrorRecoverSeesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("why"))])
        var seen: [String] = []
        let res = scheduler.start {
            xs.asInfallible(onErrorRecover: { error in
                seen.append("\(error)")
                return .just(-3)
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, -3), .completed(220)])
        XCTAssertEqual(seen, ["why"])
    }

    func testWithoutAnErrorNothingIsReplaced() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }.events, [.next(210, 1), .completed(220)])
    }

    func testDisposedBeforeTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(320, TestError())])
        XCTAssertEqual(scheduler.start(disposed: 300) { xs.asInfallible(onErrorJustReturn: -1) }.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testRelaysAsInfallible() {
        let relay = BehaviorRelay(value: 1)
        var values: [Int] = []
        let subscription = relay.asInfallible().subscribe(onNext: { values.append($0) })
        relay.accept(2)
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(values, [1, 2])
    }

    func testAControlEventAsInfallibleEndsWhereItsSourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .error(220, TestError()), .next(230, 2)])
        let res = scheduler.start { ControlEvent(events: taps).asInfallible() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 220)])
    }

    func testADriverAsInfallibleKeepsItsSharingAndReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            let state = xs.asDriver(onErrorJustReturn: -1).asInfallible()
            let observers = OperatorKit.subscribe(state.asObservable(), on: scheduler, at: [200, 250], disposedAt: 400)
            // Delivered on the sharing scheduler, which a test scheduler runs one tick later; the
            // replay to the second observer comes at once, as it subscribes.
            XCTAssertEqual(observers[0].events, [.next(211, 1), .next(261, 2), .completed(301)])
            XCTAssertEqual(observers[1].events, [.next(250, 1), .next(261, 2), .completed(301)], "the latest element replayed")
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], "one subscription shared by both")
    }

    // MARK: - Operators

    func testMapFilterScanDistinct() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 3), .completed(250)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .distinctUntilChanged()
                .filter { $0 != 2 }
                .map { $0 * 10 }
                .scan(0, accumulator: +)
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(240, 40), .completed(250)])
    }

    func testCompactMapAndStartWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).compactMap { $0 == 1 ? nil : $0 }.startWith(0)
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(220, 2), .completed(250)])
    }

    func testFlatMapAndFlatMapLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(250)])
        let ys = scheduler.createColdObservable([.next(3, 10), .next(8, 20), .completed(9)])
        let merged = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMap { x in ys.asInfallible(onErrorJustReturn: 0).map { $0 + x } }
        }
        XCTAssertEqual(merged.events, [.next(213, 11), .next(218, 21), .next(218, 12), .next(223, 22), .completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.next(210, 1), .next(215, 2), .completed(250)])
        let ys2 = scheduler2.createColdObservable([.next(3, 10), .next(8, 20), .completed(9)])
        let latest = scheduler2.start {
            xs2.asInfallible(onErrorJustReturn: 0).flatMapLatest { x in ys2.asInfallible(onErrorJustReturn: 0).map { $0 + x } }
        }
        XCTAssertEqual(latest.events, [.next(213, 11), .next(218, 12), .next(223, 22), .completed(250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(210, 215), Subscription(215, 224)])
    }

    func testSubscribeClosuresAndOrderOfOnDisposed() {
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["1", "2", "completed", "disposed"])
    }

    func testBindToObservers() {
        let first = BehaviorSubject(value: 0)
        let second = BehaviorSubject(value: 0)
        var values: [Int] = []
        let bag = DisposeBag()
        first.subscribe(onNext: { values.append($0) }).disposed(by: bag)
        Infallible.of(1, 2).bind(to: first, second).disposed(by: bag)
        XCTAssertEqual(values, [0, 1, 2])
        XCTAssertEqual(try second.value(), 2)
    }

    func testDoAndSubscribeWithObject() {
        final class Owner { var seen: [Int] = [] }
        let owner = Owner()
        var log: [String] = []
        _ = Infallible.just(5)
            .do(onNext: { log.append("do \($0)") }, onSubscribe: { log.append("subscribe") })
            .subscribe(with: owner, onNext: { owner, value in owner.seen.append(value) })
        XCTAssertEqual(log, ["subscribe", "do 5"])
        XCTAssertEqual(owner.seen, [5])
    }
}
