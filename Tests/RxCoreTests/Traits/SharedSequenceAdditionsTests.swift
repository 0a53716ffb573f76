import RxCore
import RxCoreTest
import XCTest

/// The `SharedSequence` API that RxSwift has beyond `Driver`'s and `Signal`'s basics: conversion
/// for any strategy, the flatMap family and flattening into another strategy, `from`, `concat`,
/// `skip`, `distinctUntilChanged` with a key and a comparer, and the rest of `emit`/`drive`.
///
/// Without a mock the sharing scheduler is `MainScheduler`, which runs inline on the main thread
/// (where XCTest runs), so events keep their virtual times; with `SharingScheduler.mock` every
/// delivery lands a tick later.
final class SharedSequenceAdditionsTests: RxTestCase {
    // MARK: - asSharedSequence for any strategy

    func testAsSharedSequenceOnErrorJustReturnTakesTheStrategyFromTheContext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(230, TestError())])
        let res = scheduler.start { () -> Signal<Int> in xs.asSharedSequence(onErrorJustReturn: -1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, -1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsSharedSequenceDeliversOnTheStrategysScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(231, -1), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testAsSharedSequenceSharesTheWayTheStrategySays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let driver = xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
        let signal = xs.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: -1)
        // Both shared sequences are merged only to subscribe to them together on one scheduler run.
        let observers = OperatorKit.subscribe(Observable.merge(driver.map { "driver \($0)" }.asObservable(),
                                                               signal.map { "signal \($0)" }.asObservable()),
                                              on: scheduler, at: [200, 220])

        XCTAssertEqual(observers[0].events, [.next(210, "driver 1"), .next(210, "signal 1"), .next(230, "driver 2"), .next(230, "signal 2"), .completed(300)])
        // The late observer gets the driver's latest element replayed, and nothing from the signal.
        XCTAssertEqual(observers[1].events, [.next(220, "driver 1"), .next(230, "driver 2"), .next(230, "signal 2"), .completed(300)])
        // One subscription per shared sequence, not one per observer.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(200, 300)])
    }

    func testAsSharedSequenceOnErrorDriveWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let res = scheduler.start { () -> Signal<Int> in
            xs.asSharedSequence(onErrorDriveWith: ys.asSharedSequence(onErrorJustReturn: -2))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 7), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testAsSharedSequenceOnErrorRecoverSeesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError("why"))])
        var seen: [String] = []
        let res = scheduler.start { () -> Driver<Int> in
            xs.asSharedSequence(onErrorRecover: { error in
                seen.append("\(error)")
                return .just(-1)
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, -1), .completed(230)])
        XCTAssertEqual(seen, ["why"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsSharedSequenceWithoutAnErrorAndDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let completed = scheduler.start { () -> Signal<Int> in xs.asSharedSequence(onErrorRecover: { _ in .just(-1) }) }
        XCTAssertEqual(completed.events, [.next(210, 1), .completed(220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(240, 2), .error(300, TestError())])
        let disposed = scheduler2.start(disposed: 235) { () -> Signal<Int> in ys.asSharedSequence(onErrorJustReturn: -1) }
        XCTAssertEqual(disposed.events, [.next(210, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 235)])
    }

    // MARK: - The flatMap family into another strategy

    func testFlatMapLatestFromADriverToSignals() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        let ys = scheduler.createColdObservable([.next(10, 10), .next(30, 11), .next(60, 12), .completed(70)])
        let zs = scheduler.createColdObservable([.next(20, 20), .completed(30)])
        let taps = xs.asDriver(onErrorJustReturn: -1)
        let signal: Signal<Int> = taps.flatMapLatest { value -> Signal<Int> in
            (value == 1 ? ys : zs).asSignal(onErrorJustReturn: -1)
        }
        let observers = OperatorKit.subscribe(signal.asObservable(), on: scheduler, at: [200, 225])

        XCTAssertEqual(observers[0].events, [.next(220, 10), .next(240, 11), .next(270, 20), .completed(400)])
        // A signal does not replay: the late observer starts with the next element.
        XCTAssertEqual(observers[1].events, [.next(240, 11), .next(270, 20), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(250, 280)])
    }

    func testFlatMapFirstFromADriverToSignalsDropsElementsWhileAnInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(300, 3), .completed(400)])
        let inner = scheduler.createColdObservable([.next(10, 10), .next(40, 11), .completed(50)])
        let res = scheduler.start { () -> Signal<Int> in
            xs.asDriver(onErrorJustReturn: -1).flatMapFirst { value -> Signal<Int> in
                inner.map { $0 + value }.asSignal(onErrorJustReturn: -1)
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(250, 12), .next(310, 13), .next(340, 14), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 260), Subscription(300, 350)])
    }

    func testFlatMapFromADriverToSignalsMergesThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(260, TestError())])
        let inner = scheduler.createColdObservable([.next(5, 0), .next(30, 100), .completed(40)])
        let res = scheduler.start { () -> Signal<Int> in
            xs.asDriver(onErrorJustReturn: -1).flatMap { value -> Signal<Int> in
                value < 0 ? .just(value) : inner.map { $0 + value }.asSignal(onErrorJustReturn: -1)
            }
        }
        // The outer error becomes -1, which maps to `just(-1)`; the merge then waits for the inners.
        XCTAssertEqual(res.events, [.next(215, 1), .next(225, 2), .next(240, 101), .next(250, 102), .next(260, -1), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250), Subscription(220, 260)])
    }

    func testFlatMapLatestDisposedEarlyDisposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let ys = scheduler.createColdObservable([.next(10, 10), .next(50, 11), .completed(70)])
        let res = scheduler.start(disposed: 240) { () -> Signal<Int> in
            xs.asDriver(onErrorJustReturn: -1).flatMapLatest { _ in ys.asSignal(onErrorJustReturn: -1) }
        }
        XCTAssertEqual(res.events, [.next(220, 10)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
    }

    // MARK: - Flattening a shared sequence of shared sequences

    func testSwitchLatestOfADriverOfSignalsIsASignal() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(215, 1), .next(235, 2), .completed(500)])
        let zs = scheduler.createHotObservable([.next(225, 10), .next(245, 20), .completed(260)])
        let xs = scheduler.createHotObservable([
            .next(210, ys.asSignal(onErrorJustReturn: -1)),
            .next(240, zs.asSignal(onErrorJustReturn: -1)),
            .completed(300),
        ])
        let res = scheduler.start { () -> Signal<Int> in xs.asDriver(onErrorDriveWith: .empty()).switchLatest() }
        XCTAssertEqual(res.events, [.next(215, 1), .next(235, 2), .next(245, 20), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(zs.subscriptions, [Subscription(240, 260)])
    }

    func testMergeOfASharedSequenceOfSharedSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let zs = scheduler.createColdObservable([.next(5, 10), .completed(50)])
        let xs = scheduler.createHotObservable([
            .next(210, ys.asDriver(onErrorJustReturn: -1)),
            .next(220, zs.asDriver(onErrorJustReturn: -1)),
            .completed(230),
        ])
        let res = scheduler.start { xs.asDriver(onErrorDriveWith: .empty()).merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(225, 10), .next(240, 2), .completed(270)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(220, 270)])
    }

    func testMergeWithAMaximumQueuesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let zs = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys.asSignal(onErrorJustReturn: -1)),
            .next(215, zs.asSignal(onErrorJustReturn: -1)),
            .completed(300),
        ])
        let res = scheduler.start { xs.asSignal(onErrorSignalWith: .empty()).merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 2), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(zs.subscriptions, [Subscription(230, 250)])
    }

    func testMergeDisposedEarlyDisposesEveryInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, ys.asSignal(onErrorJustReturn: -1)), .next(220, ys.asSignal(onErrorJustReturn: -1))])
        let res = scheduler.start(disposed: 250) { xs.asSignal(onErrorSignalWith: .empty()).merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250), Subscription(220, 250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStaticMergeOfAnArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .error(230, TestError())])
        let sources = [xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -2)]
        let res = scheduler.start { Signal.merge(sources) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, -2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testConcatOfASequenceAndOfACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError())])
        let drivers = [xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2)]
        let fromCollection = scheduler.start { Driver.concat(drivers) }
        XCTAssertEqual(fromCollection.events, [.next(210, 1), .next(230, 2), .next(240, -2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createColdObservable([.next(10, 3), .completed(20)])
        let lazySources = AnySequence([zs.asDriver(onErrorJustReturn: -1), zs.asDriver(onErrorJustReturn: -1)])
        let fromSequence = scheduler2.start(disposed: 235) { Driver.concat(lazySources) }
        XCTAssertEqual(fromSequence.events, [.next(210, 3), .next(230, 3)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 220), Subscription(220, 235)])
    }

    func testCollectionZipAndCombineLatestResultsHaveTheirOwnType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
        let sources = [xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)]
        let observers = OperatorKit.subscribe(
            Observable.merge(Driver<Int>.zip(sources) { "zip \($0)" }.asObservable(),
                             Driver<Int>.combineLatest(sources) { "latest \($0)" }.asObservable()),
            on: scheduler, at: [200])
        XCTAssertEqual(observers[0].events, [
            .next(220, "zip [1, 2]"), .next(220, "latest [1, 2]"), .next(230, "latest [3, 2]"),
            .next(250, "zip [3, 4]"), .next(250, "latest [3, 4]"), .completed(260),
        ])
        // Each driver shares one subscription between zip and combineLatest, until its source ends.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    // MARK: - Creating and filtering

    func testFromASequenceSendsOneElementPerStepOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.from(1...3) }
            XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])

            let empty = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: empty) {
                let none = empty.start { Signal.from(Set<Int>()) }
                XCTAssertEqual(none.events, [.completed(201)])
            }
        }
    }

    func testFromASequenceDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start(disposed: 202) { Signal.from(stride(from: 10, to: 60, by: 10)) }
            XCTAssertEqual(res.events, [.next(201, 10)])
        }
    }

    func testSkip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .error(240, TestError())])
        let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).skip(2) }
        XCTAssertEqual(res.events, [.next(230, 3), .next(240, -1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(scheduler2.start { ys.asSignal(onErrorJustReturn: -1).skip(5) }.events, [.completed(220)])
    }

    func testDistinctUntilChangedWithAKeyAndAComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a1"), .next(220, "a2"), .next(230, "B3"), .next(240, "b4"), .next(250, "c5"), .completed(260),
        ])
        let res = scheduler.start {
            xs.asDriver(onErrorJustReturn: "")
                .distinctUntilChanged({ $0.prefix(1) }, comparer: { $0.lowercased() == $1.lowercased() })
        }
        XCTAssertEqual(res.events, [.next(210, "a1"), .next(230, "B3"), .next(250, "c5"), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    // MARK: - emit and drive

    func testEmitToOptionalAndSeveralRelays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let behaviors = [BehaviorRelay<Int?>(value: nil), BehaviorRelay<Int?>(value: nil)]
        let replays = [ReplayRelay<Int?>.create(bufferSize: 5), ReplayRelay<Int?>.create(bufferSize: 5)]
        let signal = xs.asSignal(onErrorJustReturn: -1)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(signal.emit(to: behaviors[0], behaviors[1]))
            subscriptions.append(signal.emit(to: replays[0], replays[1]))
        }
        scheduler.start()

        XCTAssertEqual(behaviors.map(\.value), [2, 2])
        for relay in replays {
            var replayed: [Int?] = []
            relay.subscribe(onNext: { replayed.append($0) }).dispose()
            XCTAssertEqual(replayed, [1, 2])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        subscriptions.forEach { $0.dispose() }
    }

    func testEmitToOptionalRelaysStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let relay = BehaviorRelay<Int?>(value: nil)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.asSignal(onErrorJustReturn: -1).emit(to: relay) }
        scheduler.scheduleAt(220) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(relay.value, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEmitAndDriveWithoutArgumentsSubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(xs.asSignal(onErrorJustReturn: -1).emit())
            subscriptions.append(ys.asDriver(onErrorJustReturn: -1).drive())
        }
        scheduler.scheduleAt(230) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testDriveWithACurriedBinder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.createObserver(String.self)
        func bindLabels(_ source: Observable<Int>) -> (String) -> Disposable {
            { prefix in source.map { "\(prefix)\($0)" }.subscribe(observer) }
        }
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.asDriver(onErrorJustReturn: -1).drive(bindLabels, curriedArgument: "#")
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, "#1"), .next(220, "#2"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        subscription?.dispose()
    }
}
