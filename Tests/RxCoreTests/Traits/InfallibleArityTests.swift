import RxCore
import RxCoreTest
import XCTest

/// `Infallible.combineLatest` and `Infallible.zip` for 2 to 8 sources (generated), on virtual
/// time: the events and the subscription interval of every source.
final class InfallibleArityTests: RxTestCase {
    private func infallible(_ source: TestableObservable<Int>) -> Infallible<Int> {
        source.asInfallible(onErrorJustReturn: -1)
    }

    // MARK: - combineLatest

    func testCombineLatestOfTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
        let res = scheduler.start { Infallible.combineLatest(self.infallible(xs), self.infallible(ys)) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatestOfTwoAsATuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, "a")])
        let res = scheduler.start {
            Infallible.combineLatest(self.infallible(xs), ys.asInfallible(onErrorJustReturn: "?")).map { "\($0.0)\($0.1)" }
        }
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testCombineLatestOfThreeDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let ys = scheduler.createHotObservable([.next(220, 10)])
        let zs = scheduler.createHotObservable([.next(230, 100), .completed(240)])
        let res = scheduler.start(disposed: 250) {
            Infallible.combineLatest(self.infallible(xs), self.infallible(ys), self.infallible(zs)) { $0 + $1 + $2 }
        }
        XCTAssertEqual(res.events, [.next(230, 111)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 240)])
    }

    func testCombineLatestOfThreeAsATupleWithAnEmptySourceNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.completed(230, Int.self)])
        let zs = scheduler.createHotObservable([.next(215, 3), .completed(240)])
        let res = scheduler.start {
            Infallible.combineLatest(self.infallible(xs), self.infallible(ys), self.infallible(zs)).map { $0.0 + $0.1 + $0.2 }
        }
        XCTAssertEqual(res.events, [.completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 240)])
    }

    func testCombineLatestOfThreeWhoseSelectorThrowsFailsAsInRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Infallible.combineLatest(Infallible.just(1), Infallible.just(2), Infallible.just(3)) { _, _, _ -> Int in throw TestError("selector") }
        }
        XCTAssertEqual(res.events, [.error(200, TestError("selector"))])
    }

    func testCombineLatestOfEight() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { value in scheduler.createHotObservable([.next(200 + TestTime(value) * 10, value), .completed(400)]) }
        let i = sources.map { infallible($0) }
        let res = scheduler.start {
            Infallible.combineLatest(i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        XCTAssertEqual(res.events, [.next(280, 36), .completed(400)])
        for source in sources {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
        }
    }

    func testCombineLatestOfEightAsATuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            Infallible.combineLatest(self.infallible(xs), Infallible.just(0), Infallible.just(0), Infallible.just(0), Infallible.just(0), Infallible.just(0), Infallible.just(0), Infallible.just("z"))
                .map { "\($0.0)\($0.7)" }
        }
        XCTAssertEqual(res.events, [.next(210, "1z"), .next(220, "2z"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: - zip

    func testZipOfTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(240, 10), .next(250, 20), .next(260, 30), .completed(270)])
        let res = scheduler.start { Infallible.zip(self.infallible(xs), self.infallible(ys)) { $0 + $1 } }
        // As RxSwift's zip of a fixed number of sources: it completes when every source has.
        XCTAssertEqual(res.events, [.next(240, 11), .next(250, 22), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 270)])
    }

    func testZipOfThreeDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 10)])
        let zs = scheduler.createHotObservable([.next(300, 100)])
        let res = scheduler.start(disposed: 250) {
            Infallible.zip(self.infallible(xs), self.infallible(ys), self.infallible(zs)) { $0 + $1 + $2 }
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 250)])
    }

    func testZipOfThreeWithAnEmptySourceCompletesWithoutAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(260)])
        let ys = scheduler.createHotObservable([.completed(220, Int.self)])
        let zs = scheduler.createHotObservable([.next(230, 3), .completed(240)])
        let res = scheduler.start {
            Infallible.zip(self.infallible(xs), self.infallible(ys), self.infallible(zs)) { $0 + $1 + $2 }
        }
        XCTAssertEqual(res.events, [.completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 240)])
    }

    func testZipOfEight() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { value in scheduler.createHotObservable([.next(200 + TestTime(value) * 10, value), .completed(300)]) }
        let i = sources.map { infallible($0) }
        let res = scheduler.start {
            Infallible.zip(i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        }
        XCTAssertEqual(res.events, [.next(280, [1, 2, 3, 4, 5, 6, 7, 8]), .completed(300)])
        for source in sources {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        }
    }
}
