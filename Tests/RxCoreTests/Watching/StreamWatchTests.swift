import RxCore
import RxCoreTest
import XCTest

/// `StreamWatch`: every subscription the learner's code makes, and every stage of its chain,
/// reported to a watcher with their events, times and ends — on a test clock.
final class StreamWatchTests: WatchedTestCase {
    func testThreeSubscriptionsOneDisposedEarlyOneErroring() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let bag = DisposeBag()
        var early: Disposable?
        var lines: [UInt] = []

        _ = scheduler.scheduleAt(100) {
            lines.append(#line + 1)
            early = subject.subscribe(onNext: { _ in })
            lines.append(#line + 1)
            subject.map { $0 * 10 }.subscribe(onNext: { _ in }, onError: { _ in }).disposed(by: bag)
        }
        _ = scheduler.scheduleAt(150) {
            lines.append(#line + 1)
            Observable.just(7).subscribe(onNext: { _ in }).disposed(by: bag)
        }
        _ = scheduler.scheduleAt(200) { subject.onNext(1) }
        _ = scheduler.scheduleAt(300) { early?.dispose() }
        _ = scheduler.scheduleAt(400) { subject.onNext(2) }
        _ = scheduler.scheduleAt(500) { subject.onError(TestError("boom")) }
        scheduler.start()

        let subscriptions = watcher.subscriptions
        XCTAssertEqual(subscriptions.map(\.call), ["subscribe(onNext:)", "subscribe(onNext:)", "subscribe(onNext:)"])
        XCTAssertEqual(subscriptions.map(\.line), lines)
        XCTAssertTrue(subscriptions.allSatisfy { $0.file.hasSuffix("StreamWatchTests.swift") })

        XCTAssertEqual(subscriptions[0].log, ["subscribed@100", "next(1)@200", "disposed@300"])
        XCTAssertEqual(subscriptions[1].log, ["subscribed@100", "next(10)@200", "next(20)@400", "error(boom)@500", "disposed@500"])
        XCTAssertEqual(subscriptions[2].log, ["subscribed@150", "next(7)@150", "completed@150", "disposed@150"])
    }

    func testStagesOfAChainRunFromTheSubscriberToTheSource() {
        Observable.of(1, 2, 3, 4).map { $0 * 2 }.filter { $0 > 4 }.subscribe(onNext: { _ in }).dispose()

        let subscription = watcher.subscriptions[0]
        XCTAssertEqual(subscription.stages.map(\.name), ["filter", "map", "of"])
        XCTAssertEqual(subscription.stages.map(\.depth), [1, 2, 3])
        XCTAssertEqual(subscription.stages[2].values, ["1", "2", "3", "4"])
        XCTAssertEqual(subscription.stages[1].values, ["2", "4", "6", "8"])
        XCTAssertEqual(subscription.stages[0].values, ["6", "8"])
        XCTAssertEqual(subscription.values, ["6", "8"])
        XCTAssertTrue(subscription.stages.allSatisfy { $0.log.last?.hasPrefix("disposed") == true })
    }

    func testDebounceStagesOnATestClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(290)])
        _ = scheduler.scheduleAt(200) {
            _ = xs.debounce(.seconds(20), scheduler: scheduler).subscribe(onNext: { _ in })
        }
        scheduler.start()

        let subscription = watcher.subscriptions[0]
        XCTAssertEqual(subscription.stages.map(\.name), ["debounce", "hot observable"])
        XCTAssertEqual(subscription.stages[0].log, ["subscribed@200", "next(2)@240", "next(3)@270", "completed@290", "disposed@290"])
        XCTAssertEqual(subscription.stages[1].log, ["subscribed@200", "next(1)@210", "next(2)@220", "next(3)@250", "completed@290", "disposed@290"])
    }

    func testAnInnerSequenceIsAStageOfTheSameSubscriptionOneDeeper() {
        Observable.of(1, 2).flatMap { Observable.just($0 * 100) }.subscribe(onNext: { _ in }).dispose()

        let stages = watcher.subscriptions[0].stages
        XCTAssertEqual(stages.map(\.name), ["flatMap", "of", "just", "just"])
        XCTAssertEqual(stages.map(\.depth), [1, 2, 2, 2])
        XCTAssertEqual(stages[2].values, ["100"])
        XCTAssertEqual(stages[3].values, ["200"])
        XCTAssertEqual(watcher.subscriptions.count, 1, "the inner sequences are not subscriptions of their own")
    }

    func testASourceSubscribedLaterIsStillAStageOfTheSameChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        _ = scheduler.scheduleAt(200) {
            _ = xs.delaySubscription(.seconds(100), scheduler: scheduler).subscribe(onNext: { _ in })
        }
        scheduler.start()

        XCTAssertEqual(watcher.subscriptions.count, 1)
        let stages = watcher.subscriptions[0].stages
        XCTAssertEqual(stages.map(\.name), ["delaySubscription", "cold observable"])
        XCTAssertEqual(stages.map(\.depth), [1, 2])
        XCTAssertEqual(stages[1].log, ["subscribed@300", "next(a)@310", "completed@320", "disposed@320"])
    }

    func testASubscriptionWithAnObserverHasNoKnownPlaceAndATestObserverDrawsItsOwnLane() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let target = PublishSubject<Int>()
        let direct = subject.subscribe(target)
        let observer = scheduler.start { Observable.just(1) }

        XCTAssertEqual(observer.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(watcher.subscriptions.map(\.line), [0, 0])
        XCTAssertEqual(watcher.subscriptions.map(\.drawsOwnLane), [false, true])
        XCTAssertEqual(watcher.subscriptions[1].stages.map(\.name), ["just"])
        direct.dispose()
    }

    func testBindDriveAndTraitsNameTheirCall() {
        let relay = BehaviorRelay(value: 0)
        let bag = DisposeBag()
        Observable.just(1).bind(to: relay).disposed(by: bag)
        Single.just(2).subscribe(onSuccess: { _ in }).disposed(by: bag)
        Observable.just(3).asDriver(onErrorJustReturn: 0).drive(onNext: { _ in }).disposed(by: bag)

        XCTAssertEqual(watcher.subscriptions.map(\.call), ["bind(to:)", "subscribe(onSuccess:)", "drive(onNext:)"])
        XCTAssertTrue(watcher.subscriptions.allSatisfy { $0.line > 0 })
    }

    func testWithoutAWatcherNothingIsReported() {
        StreamWatch.watcher = nil
        var received: [Int] = []
        Observable.of(1, 2).map { $0 + 1 }.subscribe(onNext: { received.append($0) }).dispose()
        XCTAssertEqual(received, [2, 3])
        XCTAssertTrue(watcher.subscriptions.isEmpty)
    }
}
