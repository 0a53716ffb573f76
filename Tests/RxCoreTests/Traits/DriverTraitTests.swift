import RxCore
import RxCoreTest
import XCTest

/// `Driver`: never fails, delivers on the sharing scheduler, shares one subscription while
/// connected and replays the latest element to a new observer.
///
/// Without a mock the sharing scheduler is `MainScheduler`, which runs inline on the main thread
/// (where XCTest runs): events keep their virtual times exactly, as in RxSwift's own Driver tests.
/// With `SharingScheduler.mock(scheduler: testScheduler)` every delivery is scheduled on the
/// test scheduler and lands one tick later.
final class DriverTraitTests: RxTestCase {
    // MARK: - Conversions and errors

    func testOnErrorJustReturnOnTheMockedSchedulerShiftsEveryEventByOneTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .error(230, TestError())])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
            // A test observable is seen through `asObservable()`, which lets go of it at its
            // terminal event (230), a tick before that event is delivered (as in RxSwift).
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testOnErrorJustReturnOnTheMainSchedulerKeepsTheTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, -1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testOnErrorDriveWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: ys.asDriver(onErrorJustReturn: -2)) }
            // The error reaches the catch at 231; the fallback's own deliveries add a tick each.
            XCTAssertEqual(res.events, [.next(211, 1), .next(242, 7), .completed(252)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(ys.subscriptions, [Subscription(231, 251)])
        }
    }

    func testOnErrorRecoverSeesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError("why"))])
        var seen: [String] = []
        let res = scheduler.start {
            xs.asDriver(onErrorRecover: { error in
                seen.append("\(error)")
                return Driver.empty()
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(seen, ["why"])
    }

    func testDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start(disposed: 235) { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 1)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        }
    }

    func testBehaviorRelayAsDriverStartsWithTheCurrentValue() {
        let relay = BehaviorRelay(value: 1)
        var values: [Int] = []
        let subscription = relay.asDriver().drive(onNext: { values.append($0) })
        relay.accept(2)
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(values, [1, 2])
    }

    // MARK: - Sharing and replay

    func testLateObserverGetsTheLatestElementReplayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let driver = xs.asDriver(onErrorJustReturn: -1)
        let observers = OperatorKit.subscribe(driver.asObservable(), on: scheduler, at: [200, 250])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        XCTAssertEqual(observers[1].events, [.next(250, 2), .next(260, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], "one shared subscription")
    }

    func testLateObserverOnTheMockedSchedulerGetsTheReplayAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 3), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let observers = OperatorKit.subscribe(driver.asObservable(), on: scheduler, at: [200, 250])
            XCTAssertEqual(observers[0].events, [.next(211, 1), .next(261, 3), .completed(301)])
            XCTAssertEqual(observers[1].events, [.next(250, 1), .next(261, 3), .completed(301)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    /// RxSwift's own sharing test: the connection lives while someone observes; after the error
    /// (turned into -1 and completion) a new observer starts a new subscription.
    func testSharesWhileConnectedAndReconnectsAfterTheSourceEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .error(50, TestError())])
        let driver = xs.asDriver(onErrorJustReturn: -1)
        let observer1 = scheduler.createObserver(Int.self)
        let observer2 = scheduler.createObserver(Int.self)
        let observer3 = scheduler.createObserver(Int.self)
        var d1: Disposable?, d2: Disposable?, d3: Disposable?
        scheduler.scheduleAt(200) { d1 = driver.asObservable().subscribe(observer1) }
        scheduler.scheduleAt(225) { d2 = driver.asObservable().subscribe(observer2) }
        scheduler.scheduleAt(235) { d1?.dispose() }
        scheduler.scheduleAt(260) { d2?.dispose() }
        scheduler.scheduleAt(260) { d3 = driver.asObservable().subscribe(observer3) }
        scheduler.scheduleAt(285) { d3?.dispose() }
        scheduler.start()

        XCTAssertEqual(observer1.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        XCTAssertEqual(observer2.events, [.next(225, 1), .next(230, 2), .next(240, 3), .next(250, -1), .completed(250)])
        XCTAssertEqual(observer3.events, [.next(270, 0), .next(280, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
    }

    func testAfterEveryObserverLeavesTheNextOneReconnectsWithoutAReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(270, 3), .completed(400)])
        let driver = xs.asDriver(onErrorJustReturn: -1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var d1: Disposable?, d2: Disposable?
        scheduler.scheduleAt(200) { d1 = driver.asObservable().subscribe(first) }
        scheduler.scheduleAt(230) { d1?.dispose() }
        scheduler.scheduleAt(250) { d2 = driver.asObservable().subscribe(second) }
        scheduler.scheduleAt(300) { d2?.dispose() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(second.events, [.next(270, 3)], "the old connection's latest element is gone")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 300)])
    }

    func testAfterTheSourceCompletesANewObserverSubscribesAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let driver = xs.asDriver(onErrorJustReturn: -1)
        let observers = OperatorKit.subscribe(driver.asObservable(), on: scheduler, at: [200, 250])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(260, 1), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(250, 270)])
    }

    func testOperatorsShareAndReplayToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var mapCalls = 0
        let driver = xs.asDriver(onErrorJustReturn: -1).map { value -> Int in
            mapCalls += 1
            return value * 10
        }
        let observers = OperatorKit.subscribe(driver.asObservable(), on: scheduler, at: [200, 250])
        XCTAssertEqual(observers[1].events, [.next(250, 20), .completed(300)])
        XCTAssertEqual(mapCalls, 2, "map runs once per element, not once per observer")
    }

    func testMergeSharesLikeEveryDriverOperator() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(400)])
        let merged = Driver.merge(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2))
        let observers = OperatorKit.subscribe(merged.asObservable(), on: scheduler, at: [200, 250])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(220, 2), .completed(400)])
        XCTAssertEqual(observers[1].events, [.next(250, 2), .completed(400)], "the merged driver replays its own latest element")
    }

    func testStartWithAndDistinctUntilChangedShare() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2), .completed(400)])
        let driver = xs.asDriver(onErrorJustReturn: -1).distinctUntilChanged().startWith(0)
        let observers = OperatorKit.subscribe(driver.asObservable(), on: scheduler, at: [200, 250])

        XCTAssertEqual(observers[0].events, [.next(200, 0), .next(210, 1), .next(230, 2), .completed(400)])
        XCTAssertEqual(observers[1].events, [.next(250, 2), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    // MARK: - drive

    func testDriveToObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.asDriver(onErrorJustReturn: -1).drive(first, second) }
        scheduler.scheduleAt(500) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, first.events)
    }

    func testDriveToAnOptionalObserver() {
        let subject = BehaviorSubject<Int?>(value: nil)
        let subscription = Driver.of(1, 2).drive(subject)
        XCTAssertTrue(TraitTestKit.turnMainRunLoop { (try? subject.value()) == 2 })
        subscription.dispose()
    }

    func testDriveToRelays() {
        let behavior = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 5)
        let bag = DisposeBag()
        Driver.of(1, 2).drive(behavior).disposed(by: bag)
        Driver.of(3).drive(optional).disposed(by: bag)
        Driver.of(4, 5).drive(replay).disposed(by: bag)
        // `of` delivers its first element inline and the rest through the main queue.
        XCTAssertEqual(behavior.value, 1)
        XCTAssertTrue(TraitTestKit.turnMainRunLoop { behavior.value == 2 })
        XCTAssertEqual(optional.value, 3)
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(replayed, [4, 5])
    }

    func testDriveClosuresAndTheOrderOfOnDisposed() {
        var log: [String] = []
        _ = Driver.of(1, 2).drive(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertTrue(TraitTestKit.turnMainRunLoop { log.count == 4 })
        XCTAssertEqual(log, ["1", "2", "completed", "disposed"])
    }

    func testDriveWithObject() {
        final class Owner { var values: [Int] = [] }
        let owner = Owner()
        _ = Driver.just(3).drive(with: owner, onNext: { owner, value in owner.values.append(value) })
        XCTAssertEqual(owner.values, [3])
    }

    func testDisposingADriveSubscriptionStopsDelivery() {
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        let subscription = subject.asDriver(onErrorJustReturn: -1).drive(onNext: { values.append($0) })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(values, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: - Factories on the mocked scheduler

    func testJustEmptyNeverOnTheMockedScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(scheduler.start { Driver.just(1) }.events, [.next(201, 1), .completed(201)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            XCTAssertEqual(scheduler2.start { Driver<Int>.empty() }.events, [.completed(201)])
        }
        let scheduler3 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler3) {
            XCTAssertEqual(scheduler3.start { Driver<Int>.never() }.events, [])
        }
    }

    func testOfAndFromDeliverOneElementPerTickOnTheMockedScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(scheduler.start { Driver.of(1, 2) }.events, [.next(201, 1), .next(202, 2), .completed(203)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            XCTAssertEqual(scheduler2.start { Driver.from([7]) }.events, [.next(201, 7), .completed(202)])
        }
    }

    /// `MainScheduler` runs inline only when nothing else is running on it: `just` and `empty`
    /// finish during `subscribe`, while `of` sends its first element inline and schedules the
    /// next steps on the main queue (RxSwift's MainScheduler does the same).
    func testFactoriesOnTheMainScheduler() {
        XCTAssertEqual(OperatorKit.synchronousEvents(Driver.just(1).asObservable()), [.next(1), .completed])
        var events: [Event<Int>] = []
        let subscription = Driver.of(1, 2).asObservable().subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1)])
        XCTAssertTrue(TraitTestKit.turnMainRunLoop { events.count == 3 })
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        subscription.dispose()
        XCTAssertEqual(OperatorKit.synchronousEvents(Driver<Int>.empty().asObservable()), [.completed])
        XCTAssertEqual(OperatorKit.synchronousEvents(Driver<Int>.never().asObservable()), [])
    }

    func testDeferredSharesOneFactoryCallWhileConnected() {
        var calls = 0
        let subject = PublishSubject<Int>()
        let driver = Driver<Int>.deferred {
            calls += 1
            return subject.asDriver(onErrorJustReturn: -1)
        }
        let a = driver.drive(onNext: { _ in })
        let b = driver.drive(onNext: { _ in })
        XCTAssertEqual(calls, 1)
        a.dispose()
        b.dispose()
        _ = driver.drive(onNext: { _ in }).dispose()
        XCTAssertEqual(calls, 2)
    }

    // MARK: - Combining

    func testMergeOnTheMockedScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(240)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.merge(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2)) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(251)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
        }
    }

    func testCombineLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(260)])
        let res = scheduler.start {
            Driver.combineLatest(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2)) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 13), .completed(300)])
    }

    func testCombineLatestAsATupleAndOfACollection() {
        let a = BehaviorRelay(value: 1)
        let b = BehaviorRelay(value: "x")
        var pairs: [String] = []
        let subscription = Driver.combineLatest(a.asDriver(), b.asDriver()).drive(onNext: { pairs.append("\($0)\($1)") })
        a.accept(2)
        b.accept("y")
        subscription.dispose()
        XCTAssertEqual(pairs, ["1x", "2x", "2y"])

        var sums: [Int] = []
        _ = Driver.combineLatest([Driver.just(1), Driver.just(2)]) { $0.reduce(0, +) }.drive(onNext: { sums.append($0) })
        XCTAssertEqual(sums, [3])
    }

    /// RxCocoa has Driver forms for 2 to 8 sources, with a result selector or as a tuple.
    func testCombineLatestAndZipOfFourToEightDrivers() {
        let d = (1...8).map { Driver.just($0) }
        var results: [String] = []
        _ = Driver.combineLatest(d[0], d[1], d[2], d[3]) { $0 + $1 + $2 + $3 }.drive(onNext: { results.append("c4=\($0)") })
        _ = Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .drive(onNext: { results.append("c8=\($0)") })
        _ = Driver.zip(d[0], d[1], d[2], d[3], d[4]).drive(onNext: { results.append("z5=\($0.0)\($0.4)") })
        _ = Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5]).drive(onNext: { results.append("c6=\($0.5)") })
        _ = Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6]) { $0 * $6 }.drive(onNext: { results.append("z7=\($0)") })
        XCTAssertEqual(results, ["c4=10", "c8=36", "z5=15", "c6=6", "z7=7"])
    }

    func testZip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 30), .completed(250)])
        let res = scheduler.start {
            Driver.zip(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2)) { $0 + $1 }
        }
        // As in RxSwift, zip completes when every source has completed (or when one has completed
        // and another emits an element that can never be paired).
        XCTAssertEqual(res.events, [.next(220, 11), .next(240, 33), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testZipAsATuple() {
        var pairs: [String] = []
        _ = Driver.zip(Driver.of(1, 2), Driver.of("a", "b")).drive(onNext: { pairs.append("\($0)\($1)") })
        XCTAssertTrue(TraitTestKit.turnMainRunLoop { pairs.count == 2 })
        XCTAssertEqual(pairs, ["1a", "2b"])
    }

    // MARK: - Time operators use the sharing scheduler

    func testDebounceAndDelayRunOnTheMockedScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(20)) }
            XCTAssertEqual(res.events, [.next(236, 2), .completed(301)])
        }
    }
}
