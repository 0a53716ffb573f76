import RxCore
import RxCoreTest
import XCTest

/// What `zip` and `combineLatest` keep of their sources' elements: zip queues them in order
/// however far one source runs ahead, and both let go of an element as soon as it is no longer
/// needed (combined, replaced, or the subscription over).
final class CombiningBufferTests: RxTestCase {
    // The left source runs five elements ahead after the first pair, so its queue wraps round
    // and then has to grow with its oldest element in the middle of its storage.
    func testZipKeepsOrderWhenOneSourceRunsFarAhead() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([
            .next(210, 1), .next(230, 2), .next(240, 3), .next(250, 4), .next(260, 5), .next(270, 6), .completed(280),
        ])
        let right = scheduler.createHotObservable([
            .next(220, "a"), .next(300, "b"), .next(310, "c"), .next(320, "d"), .next(330, "e"), .next(340, "f"), .completed(350),
        ])

        let res = scheduler.start { Observable.zip(left, right) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [
            .next(220, "1a"), .next(300, "2b"), .next(310, "3c"), .next(320, "4d"), .next(330, "5e"), .next(340, "6f"),
            .completed(350),
        ])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 280)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 350)])
    }

    func testZipCollectionKeepsOrderWhenOneSourceRunsFarAhead() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .next(250, 4), .completed(260)])
        let right = scheduler.createHotObservable([.next(220, 10), .next(300, 20), .next(310, 30), .next(320, 40), .completed(330)])

        let res = scheduler.start { Observable.zip([left.asObservable(), right.asObservable()]) }

        XCTAssertEqual(res.events, [.next(220, [1, 10]), .next(300, [2, 20]), .next(310, [3, 30]), .next(320, [4, 40]), .completed(330)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 330)])
    }

    func testZipReleasesAPairOnceCombinedAndTheRestWhenDisposed() {
        let live = LiveCount()
        let left = PublishSubject<Counted>(), right = PublishSubject<Counted>()
        var sums: [Int] = []
        let subscription = Observable.zip(left, right) { $0.value + $1.value }.subscribe(onNext: { sums.append($0) })

        left.onNext(Counted(1, live))
        right.onNext(Counted(10, live))
        XCTAssertEqual(sums, [11])
        XCTAssertEqual(live.count, 0, "a combined pair is let go at once")

        for value in 2...6 { left.onNext(Counted(value, live)) }
        right.onNext(Counted(20, live))
        XCTAssertEqual(sums, [11, 22])
        XCTAssertEqual(live.count, 4, "the elements still waiting for a partner are kept")

        subscription.dispose()
        XCTAssertEqual(live.count, 0, "what was waiting is let go with the subscription")
    }

    func testZipCollectionReleasesWaitingElementsWhenDisposed() {
        let live = LiveCount()
        let left = PublishSubject<Counted>(), right = PublishSubject<Counted>()
        let subscription = Observable.zip([left, right]).subscribe()

        for value in 1...3 { left.onNext(Counted(value, live)) }
        XCTAssertEqual(live.count, 3)

        subscription.dispose()
        XCTAssertEqual(live.count, 0)
    }

    func testCombineLatestReleasesAReplacedElementAndTheLatestWhenDisposed() {
        let live = LiveCount()
        let left = PublishSubject<Counted>(), right = PublishSubject<Counted>()
        var sums: [Int] = []
        let subscription = Observable.combineLatest(left, right) { $0.value + $1.value }.subscribe(onNext: { sums.append($0) })

        left.onNext(Counted(1, live))
        left.onNext(Counted(2, live))
        XCTAssertEqual(live.count, 1, "a new latest element lets the previous one go")
        right.onNext(Counted(10, live))
        right.onNext(Counted(20, live))
        XCTAssertEqual(sums, [12, 22])
        XCTAssertEqual(live.count, 2)

        subscription.dispose()
        XCTAssertEqual(live.count, 0)
    }

    func testCombineLatestCollectionReleasesTheLatestWhenDisposed() {
        let live = LiveCount()
        let left = PublishSubject<Counted>(), right = PublishSubject<Counted>()
        var rows: [[Int]] = []
        let subscription = Observable.combineLatest([left, right]).subscribe(onNext: { rows.append($0.map(\.value)) })

        left.onNext(Counted(1, live))
        right.onNext(Counted(10, live))
        left.onNext(Counted(2, live))
        XCTAssertEqual(rows, [[1, 10], [2, 10]])
        XCTAssertEqual(live.count, 2)

        subscription.dispose()
        XCTAssertEqual(live.count, 0)
    }
}

/// How many `Counted` objects of one test are alive.
private final class LiveCount {
    var count = 0
}

/// An element that counts itself alive, to see when an operator lets go of it.
private final class Counted {
    let value: Int
    private let live: LiveCount

    init(_ value: Int, _ live: LiveCount) {
        self.value = value
        self.live = live
        live.count += 1
    }

    deinit { live.count -= 1 }
}
