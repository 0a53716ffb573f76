import RxCore
import RxCoreTest
import XCTest

/// `Observable.interval` and `Observable.timer`, with and without a period.
final class TimerCreationTests: RxTestCase {
    // MARK: timer

    func testTimerOnTestSchedulerFiresAtSubscribePlusDueTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(300, 0), .completed(300)])
    }

    func testTimerWithZeroDueTimeFiresOneTickLaterOnTheTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testTimerDisposedBeforeItFiresEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 250) { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [])
    }

    func testTimerWithAPeriodFiresAtTheDueTimeThenEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 460) { Observable<Int>.timer(.seconds(100), period: .seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(300, 0), .next(350, 1), .next(400, 2), .next(450, 3)])
    }

    func testTimerStartsAfreshForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)

        let observers = OperatorKit.subscribe(Observable<Int>.timer(.seconds(10), scheduler: scheduler), on: scheduler, at: [200, 300])

        XCTAssertEqual(observers[0].events, [.next(210, 0), .completed(210)])
        XCTAssertEqual(observers[1].events, [.next(310, 0), .completed(310)])
    }

    // MARK: interval

    func testIntervalCountsFromZeroEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [
            .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6),
        ])
    }

    func testIntervalDisposedBetweenTicks() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 350) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(300, 0)])
    }

    func testIntervalWithTakeCompletesAtTheLastTick() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3) }

        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2), .completed(230)])
    }

    func testIntervalStartsAtZeroForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)

        let observers = OperatorKit.subscribe(Observable<Int>.interval(.seconds(10), scheduler: scheduler), on: scheduler, at: [200, 215], disposedAt: 240)

        XCTAssertEqual(observers[0].events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        XCTAssertEqual(observers[1].events, [.next(225, 0), .next(235, 1)])
    }
}
