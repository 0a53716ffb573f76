import RxCore
import RxCoreTest
import XCTest

/// `SharingScheduler.mock`: swaps the scheduler of `Driver` and `Signal` for the action only.
final class SharingSchedulerTraitTests: RxTestCase {
    func testTheDefaultIsTheMainScheduler() {
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
        XCTAssertTrue(DriverSharingStrategy.scheduler is MainScheduler)
        XCTAssertTrue(SignalSharingStrategy.scheduler is MainScheduler)
    }

    func testMockInstallsTheSchedulerDuringTheActionAndRestoresIt() {
        let scheduler = TestScheduler(initialClock: 0)
        var inside: SchedulerType?
        SharingScheduler.mock(scheduler: scheduler) {
            inside = SharingScheduler.make()
        }
        XCTAssertTrue(inside as AnyObject === scheduler)
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockRestoresTheOriginalWhenTheActionThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertThrowsError(try SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
            throw TestError("inside")
        }) { error in
            XCTAssertEqual("\(error)", "inside")
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testNestedMocksRestoreInOrder() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: outer) {
            SharingScheduler.mock(scheduler: inner) {
                XCTAssertTrue(SharingScheduler.make() as AnyObject === inner)
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === outer)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockWithAFactoryMakesASchedulerEachTime() {
        var made = 0
        SharingScheduler.mock(makeScheduler: { made += 1; return TestScheduler(initialClock: 0) }) {
            _ = SharingScheduler.make()
            _ = SharingScheduler.make()
        }
        XCTAssertEqual(made, 2)
    }

    func testTheSchedulerIsChosenWhenTheDriverIsBuilt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            driver = xs.asDriver(onErrorJustReturn: -1)
        }
        // Subscribed after the mock ended: it still delivers on the test scheduler.
        let res = scheduler.start { driver! }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
    }
}
