import RxCore
import RxCoreTest
import XCTest

/// `Observable.repeatElement`.
final class RepeatElementCreationTests: RxTestCase {
    func testRepeatElementOnASchedulerEmitsEveryTickUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 204) { Observable.repeatElement(7, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 7), .next(202, 7), .next(203, 7)])
    }

    func testRepeatElementOnTheTrampolineStopsWhenTakeHasEnough() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.repeatElement("x").take(3) }

        XCTAssertEqual(res.events, [.next(200, "x"), .next(200, "x"), .next(200, "x"), .completed(200)])
    }

    func testRepeatElementStartsOverForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)

        let observers = OperatorKit.subscribe(Observable.repeatElement(1, scheduler: scheduler), on: scheduler, at: [200, 300], disposedAt: 302)

        XCTAssertEqual(observers[0].events.count, 101)
        XCTAssertEqual(observers[1].events, [.next(301, 1)])
    }
}
