import RxCore
import RxCoreTest
import XCTest

/// `Signal`: like `Driver` (never fails, sharing scheduler, one shared subscription while
/// connected) but a new observer gets no replay.
final class SignalTraitTests: RxTestCase {
    func testOnErrorJustReturnOnTheMockedScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(231, -1), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testOnErrorSignalWithAndOnErrorRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError("why"))])
        XCTAssertEqual(scheduler.start { xs.asSignal(onErrorSignalWith: Signal.just(-1)) }.events, [.next(210, 1), .next(230, -1), .completed(230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .error(230, TestError("why"))])
        var seen: [String] = []
        let res = scheduler2.start { ys.asSignal(onErrorRecover: { seen.append("\($0)"); return .empty() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(seen, ["why"])
    }

    func testDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start(disposed: 235) { xs.asSignal(onErrorJustReturn: -1) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testLateObserverGetsNoReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let signal = xs.asSignal(onErrorJustReturn: -1)
        let observers = OperatorKit.subscribe(signal.asObservable(), on: scheduler, at: [200, 250])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        XCTAssertEqual(observers[1].events, [.next(260, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSharesWhileConnectedAndReconnectsAfterTheSourceEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .error(50, TestError())])
        let signal = xs.asSignal(onErrorJustReturn: -1)
        let observer1 = scheduler.createObserver(Int.self)
        let observer2 = scheduler.createObserver(Int.self)
        let observer3 = scheduler.createObserver(Int.self)
        var d1: Disposable?, d2: Disposable?, d3: Disposable?
        scheduler.scheduleAt(200) { d1 = signal.asObservable().subscribe(observer1) }
        scheduler.scheduleAt(225) { d2 = signal.asObservable().subscribe(observer2) }
        scheduler.scheduleAt(235) { d1?.dispose() }
        scheduler.scheduleAt(260) { d2?.dispose() }
        scheduler.scheduleAt(260) { d3 = signal.asObservable().subscribe(observer3) }
        scheduler.scheduleAt(285) { d3?.dispose() }
        scheduler.start()

        XCTAssertEqual(observer1.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        XCTAssertEqual(observer2.events, [.next(230, 2), .next(240, 3), .next(250, -1), .completed(250)])
        XCTAssertEqual(observer3.events, [.next(270, 0), .next(280, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
    }

    func testEmitToObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.asSignal(onErrorJustReturn: -1).emit(to: first, second) }
        scheduler.scheduleAt(500) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(second.events, first.events)
    }

    func testEmitToRelays() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let optional = PublishRelay<Int?>()
        var published: [Int] = []
        var optionals: [Int?] = []
        var replayedLive: [Int] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        optional.subscribe(onNext: { optionals.append($0) }).disposed(by: bag)
        replay.subscribe(onNext: { replayedLive.append($0) }).disposed(by: bag)

        Signal.of(1, 2).emit(to: publish).disposed(by: bag)
        Signal.of(3).emit(to: behavior).disposed(by: bag)
        Signal.of(4, 5, 6).emit(to: replay).disposed(by: bag)
        Signal.of(7).emit(to: optional).disposed(by: bag)
        // `of` sends its first element inline and the rest through the main queue.
        XCTAssertTrue(TraitTestKit.turnMainRunLoop { published.count == 2 && replayedLive.count == 3 })

        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(behavior.value, 3)
        XCTAssertEqual(optionals, [7])
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(replayed, [5, 6])
    }

    func testEmitClosures() {
        var log: [String] = []
        _ = Signal.of(1, 2).emit(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertTrue(TraitTestKit.turnMainRunLoop { log.count == 4 })
        XCTAssertEqual(log, ["1", "2", "completed", "disposed"])
    }

    func testPublishRelayAsSignalDeliversOnlyNewElements() {
        let relay = PublishRelay<Int>()
        let signal = relay.asSignal()
        var first: [Int] = []
        var second: [Int] = []
        let a = signal.emit(onNext: { first.append($0) })
        relay.accept(1)
        let b = signal.emit(onNext: { second.append($0) })
        relay.accept(2)
        a.dispose()
        b.dispose()
        relay.accept(3)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [2])
    }

    func testOperatorsKeepTheSignalContract() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let signal = xs.asSignal(onErrorJustReturn: -1).filter { $0 != 2 }.map { $0 * 10 }
        let observers = OperatorKit.subscribe(signal.asObservable(), on: scheduler, at: [200, 225])
        XCTAssertEqual(observers[0].events, [.next(210, 10), .next(230, 30), .completed(300)])
        XCTAssertEqual(observers[1].events, [.next(230, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMergeOfSignals() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(240)])
        let res = scheduler.start { Signal.merge(xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -2)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
    }
}
