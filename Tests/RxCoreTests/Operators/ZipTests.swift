import RxCore
import RxCoreTest
import XCTest

/// `zip` for fixed arities and collections, with RxSwift's completion rules.
final class CombiningZipTests: RxTestCase {
    func testPairsByPositionAndCompletesWhenAllHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let numbers = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let letters = scheduler.createHotObservable([.next(250, "a"), .next(260, "b"), .completed(270)])

        let res = scheduler.start { Observable.zip(numbers, letters) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(250, "1a"), .next(260, "2b"), .completed(270)])
        XCTAssertEqual(numbers.subscriptions, [Subscription(200, 240)], "a completed source lets go at once")
        XCTAssertEqual(letters.subscriptions, [Subscription(200, 270)])
    }

    // RxSwift's `testZip_LeftCompletesFirst`.
    func testCompletesOnlyWhenTheLastSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])

        let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 6), .completed(225)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 225)])
    }

    // RxSwift (like Rx.NET, unlike RxJava) does not complete a fixed-arity zip when a source is
    // finished with an empty buffer: it waits for every source to complete.
    func testDoesNotCompleteWhileAnotherSourceRunsEvenIfNoRowCanBeMade() {
        let scheduler = TestScheduler(initialClock: 0)
        let short = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let long = scheduler.createHotObservable([.next(230, 2), .next(240, 3)])

        let res = scheduler.start { Observable.zip(short, long) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(230, 3)])
        XCTAssertEqual(short.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(long.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let o2 = scheduler.createHotObservable([.next(212, 10), .error(220, TestError("boom"))])

        let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(212, 11), .error(220, TestError("boom"))])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])
        let o2 = scheduler.createHotObservable([.next(230, 10), .next(260, 20), .completed(400)])

        let res = scheduler.start(disposed: 250) { Observable.zip(o1, o2) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(230, 11)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 250)])
    }

    func testSelectorErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let o2 = scheduler.createHotObservable([.next(220, 2), .completed(300)])

        let res = scheduler.start { Observable.zip(o1, o2) { (_, _) throws -> Int in throw TestError("selector") } }

        XCTAssertEqual(res.events, [.error(220, TestError("selector"))])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 220)])
    }

    func testTupleFormAndSynchronousSources() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b")).map { "\($0)\($1)" }
        }

        XCTAssertEqual(res.events, [.next(200, "1a"), .next(200, "2b"), .completed(200)])
    }

    func testEightSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<8).map { index in
            scheduler.createHotObservable([.next(210 + index, index), .next(230 + index, 10 * index), .completed(300 + index)])
        }

        let res = scheduler.start {
            Observable.zip(sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7])
                .map { [$0, $1, $2, $3, $4, $5, $6, $7] }
        }

        XCTAssertEqual(res.events, [.next(217, Array(0..<8)), .next(237, (0..<8).map { 10 * $0 }), .completed(307)])
        for (index, source) in sources.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 300 + index)])
        }
    }

    // MARK: collection

    // RxSwift's `testZip_NAry_symmetric`.
    func testCollectionWithSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])

        let res = scheduler.start { Observable.zip([e0, e1, e2].map { $0.asObservable() }) { $0.map(String.init).joined() } }

        XCTAssertEqual(res.events, [.next(230, "123"), .next(260, "456"), .completed(420)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 420)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 400)])
    }

    // RxSwift's `testZip_NAry_asymmetric`: the collection form completes as soon as an element
    // arrives that can never be paired because every other source has completed.
    func testCollectionCompletesWhenStarved() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(250, 4), .completed(270)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410)])
        let e2 = scheduler.createHotObservable([.next(230, 3), .next(260, 6), .next(280, 8), .completed(300)])

        let res = scheduler.start { Observable.zip([e0, e1, e2]) }

        XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 300)])
    }

    func testCollectionError() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .error(250, TestError("boom"))])
        let e1 = scheduler.createHotObservable([.next(220, 2), .next(240, 5), .completed(410)])

        let res = scheduler.start { Observable.zip([e0, e1]) }

        XCTAssertEqual(res.events, [.next(220, [1, 2]), .error(250, TestError("boom"))])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 250)])
    }

    func testCollectionDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(260, 3), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .completed(410)])

        let res = scheduler.start(disposed: 250) { Observable.zip([e0, e1]) }

        XCTAssertEqual(res.events, [.next(220, [1, 2])])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 250)])
    }

    func testEmptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.zip([Observable<Int>]()) }

        XCTAssertEqual(res.events, [.completed(200)])
    }
}
