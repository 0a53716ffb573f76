import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `buffer(timeSpan:count:scheduler:)` and `window(timeSpan:count:scheduler:)`.
final class BufferWindowTests: RxTestCase {
    private let boom = TestError("boom")

    // MARK: buffer

    func testBufferCutByCountThenByTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .completed(400)])

        let res = scheduler.start { xs.asObservable().buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler) }

        // The count cuts at 230 and restarts the clock: the next cut is 100 ticks later, at 330.
        XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .next(330, [4]), .next(400, []), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testBufferByTimeEmitsEmptyBuffersForQuietSpans() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(420, 3), .completed(450)])

        let res = scheduler.start { xs.asObservable().buffer(timeSpan: .seconds(100), count: 10, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(300, [1, 2]), .next(400, []), .next(450, [3]), .completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testBufferErrorDropsWhatIsBuffered() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(250, boom)])

        let res = scheduler.start { xs.asObservable().buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.error(250, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testBufferDisposedEarlyStopsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4)])

        let res = scheduler.start(disposed: 320) { xs.asObservable().buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(230, [1, 2, 3])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    // MARK: window

    func testWindowOpensANewWindowByCountAndByTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(350, 4), .completed(400)])

        let res = scheduler.start { () -> Observable<String> in
            xs.asObservable()
                .window(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
                .enumerated()
                .flatMap { index, window in
                    Observable.merge(
                        Observable.just("open \(index)"),
                        window.map { "\(index): \($0)" }.concat(Observable.just("close \(index)"))
                    )
                }
        }

        XCTAssertEqual(res.events, [
            .next(200, "open 0"),
            .next(210, "0: 1"), .next(220, "0: 2"), .next(220, "close 0"), .next(220, "open 1"),
            .next(230, "1: 3"), .next(320, "close 1"), .next(320, "open 2"),
            .next(350, "2: 4"), .next(400, "close 2"),
            .completed(400),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testWindowErrorReachesTheOpenWindowAndTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, boom)])
        let windowEvents = scheduler.createObserver(Int.self)
        var windowSubscriptions: [Disposable] = []

        let res = scheduler.start { () -> Observable<Int> in
            xs.asObservable()
                .window(timeSpan: .seconds(100), count: 5, scheduler: scheduler)
                .do(onNext: { windowSubscriptions.append($0.subscribe(windowEvents)) })
                .map { _ in 0 }
        }

        XCTAssertEqual(res.events, [.next(200, 0), .error(250, boom)])
        XCTAssertEqual(windowEvents.events, [.next(210, 1), .error(250, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        windowSubscriptions.forEach { $0.dispose() }
    }

    func testWindowDisposedEarlyWithNoWindowWatchedLetsGoOfTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(350, 3), .completed(400)])

        let res = scheduler.start(disposed: 300) { () -> Observable<Int> in
            xs.asObservable()
                .window(timeSpan: .seconds(100), count: 5, scheduler: scheduler)
                .flatMap { $0 }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAWatchedWindowKeepsTheSourceSubscribedAfterTheOuterSubscriptionEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(280, 3)])
        let windowEvents = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var inner: Disposable?

        scheduler.scheduleAt(200) {
            outer = xs.asObservable()
                .window(timeSpan: .seconds(1000), count: 100, scheduler: scheduler)
                .subscribe(onNext: { window in inner = window.subscribe(windowEvents) })
        }
        scheduler.scheduleAt(250) { outer?.dispose() }
        scheduler.scheduleAt(270) { inner?.dispose() }
        scheduler.start()

        XCTAssertEqual(windowEvents.events, [.next(210, 1), .next(260, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }
}
