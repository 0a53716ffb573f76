import RxCore
import RxCoreTest
import XCTest

/// `reduce`, with and without `mapResult`.
final class ReduceOperatorTests: RxTestCase {
    func testReduceEmitsTheResultAndCompletesWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])

        let res = scheduler.start { xs.reduce(10) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(300, 15), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReduceOfAnEmptySourceEmitsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])

        let res = scheduler.start { xs.reduce(42) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
    }

    func testReduceWithMapResultTransformsTheFinalValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(300)])

        let res = scheduler.start { xs.reduce(1, accumulator: { $0 * $1 }, mapResult: { "product \($0)" }) }

        XCTAssertEqual(res.events, [.next(300, "product 6"), .completed(300)])
    }

    func testReduceOnErrorEmitsOnlyTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(300, TestError("boom"))])

        let res = scheduler.start { xs.reduce(0) { $0 + $1 } }

        XCTAssertEqual(res.events, [.error(300, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReduceDisposedBeforeCompletionEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.reduce(0) { $0 + $1 } }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceAccumulatorThatThrowsEndsWithThatErrorAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        var calls = 0

        let res = scheduler.start {
            xs.reduce(0) { sum, value -> Int in
                calls += 1
                if value == 2 { throw TestError("reduce") }
                return sum + value
            }
        }

        XCTAssertEqual(res.events, [.error(220, TestError("reduce"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(calls, 2)
    }

    func testReduceMapResultThatThrowsFailsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])

        let res = scheduler.start {
            xs.reduce(0, accumulator: { $0 + $1 }, mapResult: { _ -> String in throw TestError("mapResult") })
        }

        XCTAssertEqual(res.events, [.error(300, TestError("mapResult"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReduceStartsFromTheSeedAgainForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])

        let observers = OperatorKit.subscribe(xs.reduce(0) { $0 + $1 }, on: scheduler, at: [200, 400])

        XCTAssertEqual(observers[0].events, [.next(230, 3), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(430, 3), .completed(430)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(400, 430)])
    }

    func testReduceCountsAReentrantElement() {
        let subject = PublishSubject<Int>()
        var results: [Int] = []
        let reduced = subject.reduce(0, accumulator: +).subscribe(onNext: { results.append($0) })
        let feeder = subject.subscribe(onNext: { if $0 == 1 { subject.onNext(10) } })

        subject.onNext(1)
        subject.onCompleted()

        XCTAssertEqual(results, [11])
        reduced.dispose()
        feeder.dispose()
    }
}
