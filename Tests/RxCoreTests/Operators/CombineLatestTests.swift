import RxCore
import RxCoreTest
import XCTest

/// `combineLatest` for fixed arities and collections, with RxSwift's completion rules.
final class CombiningCombineLatestTests: RxTestCase {
    func testCombinesLatestValuesAndCompletesWhenAllHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .next(235, 5), .completed(240)])

        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 2 + 3), .next(225, 4 + 3), .next(235, 4 + 5), .completed(240)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)], "a completed source lets go at once")
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 240)])
    }

    func testTupleFormWithoutSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let e1 = scheduler.createHotObservable([.next(220, "a"), .completed(240)])

        let res = scheduler.start { Observable.combineLatest(e0, e1).map { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .completed(250)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 240)])
    }

    func testErrorFromOneSourceEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let e1 = scheduler.createHotObservable([.next(215, 2), .error(220, TestError("boom"))])

        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 3), .error(220, TestError("boom"))])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(310, 5), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .completed(400)])

        let res = scheduler.start(disposed: 300) { Observable.combineLatest(e0, e1) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 3)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 300)])
    }

    func testSelectorErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .completed(300)])

        let res = scheduler.start { Observable.combineLatest(e0, e1) { (_, _) throws -> Int in throw TestError("selector") } }

        XCTAssertEqual(res.events, [.error(220, TestError("selector"))])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
    }

    // RxSwift's `testCombineLatest_EmptyNever`: a source that completes without a value does not
    // end the result by itself while another source is still running.
    func testEmptySourceAndSilentSourceNeverComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let silent = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { Observable.combineLatest(empty, silent) { $0 + $1 } }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(silent.subscriptions, [Subscription(200, 1000)])
    }

    // RxSwift's `testCombineLatest_EmptyReturn`: once the only other source has completed without a
    // value, the next element proves nothing can ever be combined, and the result completes then.
    func testCompletesWhenAnElementArrivesAndEveryOtherSourceCompletedEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let other = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])

        let res = scheduler.start { Observable.combineLatest(empty, other) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 215)])
    }

    func testBothEmptyCompleteWhenTheLastOneCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.completed(210, Int.self)])
        let e1 = scheduler.createHotObservable([.completed(220, Int.self)])

        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
    }

    func testThreeSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .completed(260)])
        let e1 = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(270)])
        let e2 = scheduler.createHotObservable([.next(230, 100), .completed(250)])

        let res = scheduler.start { Observable.combineLatest(e0, e1, e2) { $0 + $1 + $2 } }

        XCTAssertEqual(res.events, [.next(230, 111), .next(240, 121), .completed(270)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 250)])
    }

    func testEightSynchronousSources() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.combineLatest(
                Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4),
                Observable.just(5), Observable.just(6), Observable.just(7), Observable.just("8")
            )
            .map { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)" }
        }

        XCTAssertEqual(res.events, [.next(200, "12345678"), .completed(200)])
    }

    func testEightSourcesWithSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<8).map { index in
            scheduler.createHotObservable([.next(210 + index, 1 << index), .completed(300 + index)])
        }

        let res = scheduler.start {
            Observable.combineLatest(sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7]) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        }

        XCTAssertEqual(res.events, [.next(217, 255), .completed(307)])
        for (index, source) in sources.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 300 + index)])
        }
    }

    // MARK: collection

    func testCollectionWithSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .completed(410)])
        let e2 = scheduler.createHotObservable([.next(230, 3), .next(250, 5), .completed(420)])

        let res = scheduler.start { Observable.combineLatest([e0, e1, e2].map { $0.asObservable() }) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(230, 6), .next(240, 9), .next(250, 11), .completed(420)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 420)])
    }

    func testCollectionWithoutSelectorEmitsArrays() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .next(230, 3), .error(250, TestError("boom"))])

        let res = scheduler.start { Observable.combineLatest([e0, e1]) }

        XCTAssertEqual(res.events, [.next(220, [1, 2]), .next(230, [1, 3]), .error(250, TestError("boom"))])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 250)])
    }

    func testCollectionDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .completed(410)])

        let res = scheduler.start(disposed: 300) { Observable.combineLatest([e0, e1]) }

        XCTAssertEqual(res.events, [.next(220, [1, 2])])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 300)])
    }

    func testCollectionCompletesWhenAnElementArrivesAndEveryOtherSourceCompletedEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.completed(210, Int.self)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .completed(300)])

        let res = scheduler.start { Observable.combineLatest([e0, e1]) }

        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
    }
}
