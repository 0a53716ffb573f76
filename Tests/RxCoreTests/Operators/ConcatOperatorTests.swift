import RxCore
import RxCoreTest
import XCTest

/// `concat(_:)`, static `concat`, `concat()` of an observable of observables, and `concatMap`.
final class ConcatOperatorTests: RxTestCase {
    func testConcatSubscribesTheSecondWhenTheFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])

        let res = scheduler.start { xs.asObservable().concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func testConcatErrorInTheFirstNeverSubscribesTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError("boom"))])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])

        let res = scheduler.start { xs.asObservable().concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testConcatErrorInTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.error(10, TestError("boom"), Int.self)])

        let res = scheduler.start { xs.asObservable().concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError("boom"))])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
    }

    func testConcatDisposedDuringTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(40, 3), .completed(50)])

        let res = scheduler.start(disposed: 250) { xs.asObservable().concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
    }

    func testStaticConcatVariadicArrayAndSequence() {
        let a = Observable.of(1, 2), b = Observable.just(3), c = Observable<Int>.empty()
        let expected: [Event<Int>] = [.next(1), .next(2), .next(3), .completed]

        XCTAssertEqual(OperatorKit.synchronousEvents(Observable.concat(a, b, c)), expected)
        XCTAssertEqual(OperatorKit.synchronousEvents(Observable.concat([a, b, c])), expected)
        XCTAssertEqual(OperatorKit.synchronousEvents(Observable.concat(AnySequence([a, b, c]))), expected)
    }

    func testConcatOfTwoOfsDoesNotInterleave() {
        XCTAssertEqual(
            OperatorKit.synchronousEvents(Observable.concat(Observable.of(1, 2), Observable.of(3, 4))),
            [.next(1), .next(2), .next(3), .next(4), .completed]
        )
    }

    func testStaticConcatOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.concat([]) }

        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testConcatOfManySynchronousSourcesDoesNotGrowTheStack() {
        var count = 0
        var completed = false
        let subscription = Observable.concat((0..<20_000).map { Observable.just($0) })
            .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
        subscription.dispose()

        XCTAssertEqual(count, 20_000)
        XCTAssertTrue(completed)
    }

    func testConcatStartsOverForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])

        let observers = OperatorKit.subscribe(Observable.concat(xs.asObservable(), ys.asObservable()), on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(225, 2), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(410, 1), .next(425, 2), .completed(430)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230), Subscription(420, 430)])
    }

    func testConcatReentrantElementIsDeliveredBeforeTheOuterCallReturns() {
        XCTAssertEqual(
            OperatorKit.reentrancyLog { $0.concat(Observable<Int>.never()) },
            ["begin 1", "begin 2", "end 2", "end 1", "returned"]
        )
    }

    // MARK: concat() of an observable of observables

    func testConcatOfInnerObservablesWaitsForEachToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, "a"), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, "b"), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(230)])

        let res = scheduler.start { xs.concat() }

        XCTAssertEqual(res.events, [.next(220, "a"), .next(270, "b"), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(260, 280)])
    }

    func testConcatOfInnerObservablesEndsWithAnInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, "a"), .error(20, TestError("inner"))])
        let ys2 = scheduler.createColdObservable([.next(10, "b"), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(300)])

        let res = scheduler.start { xs.concat() }

        XCTAssertEqual(res.events, [.next(220, "a"), .error(230, TestError("inner"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testConcatOfInnerObservablesDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, "a"), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.concat() }

        XCTAssertEqual(res.events, [.next(220, "a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }

    // MARK: concatMap

    func testConcatMapSubscribesEachInnerAfterThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 10), .completed(30)])

        let res = scheduler.start { xs.concatMap { value in ys.map { $0 * value } } }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 10), .next(250, 2), .next(260, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(240, 270)])
    }

    func testConcatMapSelectorThatThrowsEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(5, 7), .completed(100)])

        let res = scheduler.start {
            xs.concatMap { value -> Observable<Int> in
                if value == 2 { throw TestError("selector") }
                return ys.asObservable()
            }
        }

        XCTAssertEqual(res.events, [.next(215, 7), .error(220, TestError("selector"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
    }

    func testConcatMapForwardsTheOuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError("outer"))])
        let ys = scheduler.createColdObservable([.next(5, 7), .completed(100)])

        let res = scheduler.start { xs.concatMap { _ in ys.asObservable() } }

        XCTAssertEqual(res.events, [.next(215, 7), .error(230, TestError("outer"))])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testConcatMapDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(5, 7), .completed(100)])

        let res = scheduler.start(disposed: 250) { xs.concatMap { _ in ys.asObservable() } }

        XCTAssertEqual(res.events, [.next(215, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }
}
