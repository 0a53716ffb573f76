import RxCore
import RxCoreTest
import XCTest

/// `Single.zip` and `Maybe.zip` for 2 to 8 sources (generated) and `Single.zip` over a
/// collection, on virtual time: the events and the subscription interval of every source.
final class PrimitiveSequenceZipTests: RxTestCase {
    /// A hot source that emits `value` and completes at `time`.
    private func hot(_ scheduler: TestScheduler, _ value: Int, at time: TestTime) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(time, value), .completed(time)])
    }

    // MARK: - Single

    func testSingleZipOfThreeWaitsForTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, 1, at: 230)
        let ys = hot(scheduler, 20, at: 210)
        let zs = hot(scheduler, 300, at: 250)
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle(), zs.asSingle()) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.next(250, 321), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 250)])
    }

    func testSingleZipOfThreeAsATuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single.zip(Single.just(1), Single.just("b"), Single.just(true)).map { "\($0.0) \($0.1) \($0.2)" }
        }
        XCTAssertEqual(res.events, [.next(200, "1 b true"), .completed(200)])
    }

    func testSingleZipOfEight() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { hot(scheduler, $0, at: 200 + TestTime($0) * 10) }
        let singles = sources.map { $0.asSingle() }
        let res = scheduler.start {
            Single.zip(singles[0], singles[1], singles[2], singles[3], singles[4], singles[5], singles[6], singles[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7]
            }
        }
        XCTAssertEqual(res.events, [.next(280, [1, 2, 3, 4, 5, 6, 7, 8]), .completed(280)])
        for (index, source) in sources.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 210 + TestTime(index) * 10)])
        }
    }

    func testSingleZipOfEightAsATuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single.zip(Single.just(1), Single.just(2), Single.just(3), Single.just(4), Single.just(5), Single.just(6), Single.just(7), Single.just("8"))
                .map { "\($0.0)\($0.1)\($0.2)\($0.3)\($0.4)\($0.5)\($0.6)\($0.7)" }
        }
        XCTAssertEqual(res.events, [.next(200, "12345678"), .completed(200)])
    }

    func testSingleZipOfThreeFailsWithTheFirstErrorAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, 1, at: 210)
        let ys = scheduler.createHotObservable([.error(220, TestError("ys"), Int.self)])
        let zs = hot(scheduler, 3, at: 250)
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle(), zs.asSingle()) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.error(220, TestError("ys"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 220)])
    }

    func testSingleZipOfThreeWhoseSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single.zip(Single.just(1), Single.just(2), Single.just(3)) { _, _, _ -> Int in throw TestError("selector") }
        }
        XCTAssertEqual(res.events, [.error(200, TestError("selector"))])
    }

    func testSingleZipOfThreeDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, 1, at: 210)
        let ys = hot(scheduler, 2, at: 400)
        let zs = hot(scheduler, 3, at: 500)
        let res = scheduler.start(disposed: 300) { Single.zip(xs.asSingle(), ys.asSingle(), zs.asSingle()) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 300)])
    }

    func testSingleZipOfACollectionWithAResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, 1, at: 230)
        let ys = hot(scheduler, 2, at: 210)
        let zs = hot(scheduler, 3, at: 220)
        let res = scheduler.start { Single.zip([xs.asSingle(), ys.asSingle(), zs.asSingle()]) { $0.map(String.init).joined(separator: "-") } }
        XCTAssertEqual(res.events, [.next(230, "1-2-3"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 220)])
    }

    func testSingleZipOfACollectionWithAResultSelectorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, 1, at: 230)
        let ys = scheduler.createHotObservable([.error(215, TestError("ys"), Int.self)])
        let res = scheduler.start { Single.zip([xs.asSingle(), ys.asSingle()]) { $0.count } }
        XCTAssertEqual(res.events, [.error(215, TestError("ys"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
    }

    func testSingleZipOfAnEmptyCollectionCallsTheSelectorWithNothingOnSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let res = scheduler.start(created: 100, subscribed: 300, disposed: 1000) {
            Single.zip([Single<Int>]()) { (values: [Int]) -> String in
                calls += 1
                return "\(values.count) values"
            }
        }
        XCTAssertEqual(res.events, [.next(300, "0 values"), .completed(300)])
        XCTAssertEqual(calls, 1)
    }

    func testSingleZipOfAnEmptyCollectionWhoseSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.zip([Single<Int>]()) { _ -> Int in throw TestError("empty") } }
        XCTAssertEqual(res.events, [.error(200, TestError("empty"))])
    }

    // MARK: - Maybe

    func testMaybeZipOfTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, 1, at: 220)
        let ys = hot(scheduler, 10, at: 240)
        let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(240, 11), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testMaybeZipOfTwoAsATuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.zip(Maybe.just(1), Maybe.just("a")).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(200, "1a"), .completed(200)])
    }

    /// As RxSwift's zip of a fixed number of sources: an empty one does not end the result early;
    /// it completes, empty, once every source has ended.
    func testMaybeZipOfThreeWithAnEmptyOneCompletesEmptyWhenAllHaveEnded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, 1, at: 210)
        let ys = scheduler.createHotObservable([.completed(230, Int.self)])
        let zs = hot(scheduler, 3, at: 300)
        let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe(), zs.asMaybe()) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 300)])
    }

    func testMaybeZipOfThreeAsATuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.zip(Maybe.just(1), Maybe.just(2), Maybe.just("c")).map { "\($0.0)\($0.1)\($0.2)" } }
        XCTAssertEqual(res.events, [.next(200, "12c"), .completed(200)])
    }

    func testMaybeZipOfThreeFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, 1, at: 210)
        let ys = hot(scheduler, 2, at: 300)
        let zs = scheduler.createHotObservable([.error(250, TestError("zs"), Int.self)])
        let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe(), zs.asMaybe()) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.error(250, TestError("zs"))])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 250)])
    }

    func testMaybeZipOfThreeDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, 1, at: 210)
        let ys = hot(scheduler, 2, at: 400)
        let zs = hot(scheduler, 3, at: 500)
        let res = scheduler.start(disposed: 300) { Maybe.zip(xs.asMaybe(), ys.asMaybe(), zs.asMaybe()) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 300)])
    }

    func testMaybeZipOfEight() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { hot(scheduler, $0, at: 300 - TestTime($0) * 10) }
        let maybes = sources.map { $0.asMaybe() }
        let res = scheduler.start {
            Maybe.zip(maybes[0], maybes[1], maybes[2], maybes[3], maybes[4], maybes[5], maybes[6], maybes[7]) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        }
        XCTAssertEqual(res.events, [.next(290, 36), .completed(290)])
        for (index, source) in sources.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 290 - TestTime(index) * 10)])
        }
    }

    func testMaybeZipOfEightAsATuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Maybe.zip(Maybe.just(1), Maybe.just(2), Maybe.just(3), Maybe.just(4), Maybe.just(5), Maybe.just(6), Maybe.just(7), Maybe<Int>.empty())
                .map { $0.0 + $0.7 }
        }
        XCTAssertEqual(res.events, [.completed(200)])
    }
}
