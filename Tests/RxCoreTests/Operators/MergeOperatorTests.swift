import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `merge` (static, instance, `maxConcurrent`) and `flatMap`.
final class MergeOperatorTests: RxTestCase {
    // MARK: static merge

    func testMergeOfTwoOfsInterleavesBecauseOfTheTrampoline() {
        let events = OperatorKit.synchronousEvents(Observable.merge(Observable.of(1, 2), Observable.of(3, 4)))

        XCTAssertEqual(events, [.next(1), .next(3), .next(2), .next(4), .completed])
    }

    func testStaticMergeCompletesWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])

        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testStaticMergeOfAnArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let ys = scheduler.createColdObservable([.next(20, 2), .completed(40)])

        let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testStaticMergeOfAnyCollection() {
        let sources = [Observable.just(0), Observable.just(1), Observable.just(2)]

        let events = OperatorKit.synchronousEvents(Observable.merge(sources[1...]))

        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testStaticMergeOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.merge([]) }

        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testStaticMergeErrorFromOneSourceDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError("boom"))])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(260, 3), .completed(300)])

        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(250, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testStaticMergeDisposedBeforeCompletionDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(260, 3), .completed(300)])

        let res = scheduler.start(disposed: 250) { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testStaticMergeStartsOverForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(15, 2), .completed(25)])
        let merged = Observable.merge(xs.asObservable(), ys.asObservable())

        let observers = OperatorKit.subscribe(merged, on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(215, 2), .completed(225)])
        XCTAssertEqual(observers[1].events, [.next(410, 1), .next(415, 2), .completed(425)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225), Subscription(400, 425)])
    }

    func testMergeReentrantElementIsDeliveredBeforeTheOuterCallReturns() {
        XCTAssertEqual(
            OperatorKit.reentrancyLog { Observable.merge($0, Observable<Int>.never()) },
            ["begin 1", "begin 2", "end 2", "end 1", "returned"]
        )
    }

    func testMergeNeverLetsTwoThreadsIntoTheObserverAtOnce() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let probe = OperatorKitOverlapProbe()
        let subscription = Observable.merge(first.asObservable(), second.asObservable()).subscribe(onNext: { _ in
            probe.enter()
            probe.leave()
        })

        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let subject = index == 0 ? first : second
            for value in 0..<300 { subject.onNext(value) }
        }
        subscription.dispose()

        XCTAssertEqual(probe.count, 600)
        XCTAssertEqual(probe.maximum, 1)
    }

    // MARK: merge() of an observable of observables

    func testMergeOfInnerObservablesCompletesWhenTheOuterAndEveryInnerHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, "a"), .next(50, "b"), .completed(60)])
        let ys2 = scheduler.createColdObservable([.next(10, "c"), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .next(260, ys2.asObservable()), .completed(300)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, "a"), .next(260, "b"), .next(270, "c"), .completed(360)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 270)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(260, 360)])
    }

    func testMergeOfInnerObservablesEndsWithAnInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, "a"), .error(40, TestError("inner"))])
        let ys2 = scheduler.createColdObservable([.next(10, "c"), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(300)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, "a"), .next(230, "c"), .error(250, TestError("inner"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 250)])
    }

    func testMergeOfInnerObservablesEndsWithAnOuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, "a"), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .error(250, TestError("outer"))])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, "a"), .error(250, TestError("outer"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }

    func testMergeOfInnerObservablesDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, "a"), .next(60, "b"), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, "a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }

    // MARK: merge(maxConcurrent:)

    func testMergeMaxConcurrentOneRunsTheInnersOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, "a"), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, "b"), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(230)])

        let res = scheduler.start { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(220, "a"), .next(270, "b"), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(260, 280)])
    }

    func testMergeMaxConcurrentTwoStartsTheThirdWhenASlotFrees() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(5, 1), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(5, 2), .completed(30)])
        let ys3 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .next(230, ys3.asObservable()), .completed(240),
        ])

        let res = scheduler.start { xs.merge(maxConcurrent: 2) }

        XCTAssertEqual(res.events, [.next(215, 1), .next(225, 2), .next(255, 3), .completed(310)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 310)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 250)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(250, 260)])
    }

    func testMergeMaxConcurrentDisposedWhileInnersWait() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, "a"), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(10, "b"), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(230)])

        let res = scheduler.start(disposed: 250) { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(220, "a")])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    // MARK: flatMap

    func testFlatMapMergesTheInnerSequencesAsTheyArrive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 10), .completed(30)])

        let res = scheduler.start { xs.flatMap { value in ys.map { $0 * value } } }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 10), .next(230, 2), .next(240, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(220, 250)])
    }

    func testFlatMapCompletesAfterTheLastInnerWhenTheOuterCompletedFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createColdObservable([.next(50, 5), .completed(60)])

        let res = scheduler.start { xs.flatMap { _ in ys.asObservable() } }

        XCTAssertEqual(res.events, [.next(260, 5), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 270)])
    }

    func testFlatMapSelectorThatThrowsEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(5, 7), .completed(100)])

        let res = scheduler.start {
            xs.flatMap { value -> Observable<Int> in
                if value == 2 { throw TestError("selector") }
                return ys.asObservable()
            }
        }

        XCTAssertEqual(res.events, [.next(215, 7), .error(220, TestError("selector"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMapDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 7), .next(60, 8), .completed(100)])

        let res = scheduler.start(disposed: 250) { xs.flatMap { _ in ys.asObservable() } }

        XCTAssertEqual(res.events, [.next(220, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }

    func testFlatMapStartsOverForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let observers = OperatorKit.subscribe(xs.flatMap { Observable.of($0, $0 * 10) }, on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(210, 10), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(410, 1), .next(410, 10), .completed(420)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
    }

    func testFlatMapOfOfsOnTheTrampolineInterleavesInnerAndOuterSteps() {
        // Every step of every `of` takes its turn on the trampoline queue: inner 1 emits 1, the
        // outer emits 2 (subscribing inner 2), inner 1 emits 10, inner 2 emits 2, then 20.
        let events = OperatorKit.synchronousEvents(Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) })

        XCTAssertEqual(events, [.next(1), .next(10), .next(2), .next(20), .completed])
    }
}
