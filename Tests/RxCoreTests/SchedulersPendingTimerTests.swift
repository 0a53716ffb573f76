import Dispatch
import Foundation
import RxCore
import XCTest

/// `MainScheduler.pendingTimerCount`: the dispatch timers set and not yet fired or disposed, which
/// the lesson runtime waits for on real time. Counts are compared with the count before, since
/// other tests' timers may still be winding down.
final class SchedulersPendingTimerTests: RxTestCase {
    private let timeout: TimeInterval = 10

    func testAOneShotTimerCountsUntilItFires() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.pending.fires")
        let before = MainScheduler.pendingTimerCount
        let fired = expectation(description: "fired")
        let releaseTimer = DispatchSemaphore(value: 0)
        let countInside = ThreadSafeBox<Int>(-1)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            countInside.mutate { $0 = MainScheduler.pendingTimerCount }
            fired.fulfill()
            releaseTimer.wait()
            return Disposables.create()
        }
        XCTAssertEqual(MainScheduler.pendingTimerCount, before + 1)
        wait(for: [fired], timeout: timeout)
        XCTAssertEqual(countInside.value, before + 1, "still counted while its action runs")
        releaseTimer.signal()
        let deadline = Date().addingTimeInterval(timeout)
        while MainScheduler.pendingTimerCount > before && Date() < deadline { usleep(1_000) }
        XCTAssertEqual(MainScheduler.pendingTimerCount, before)
    }

    func testDisposingCountsATimerOutOnce() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.pending.disposed")
        let before = MainScheduler.pendingTimerCount
        let oneShot = scheduler.scheduleRelative((), dueTime: .seconds(600)) { _ in Disposables.create() }
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(600), period: .seconds(600)) { $0 }
        XCTAssertEqual(MainScheduler.pendingTimerCount, before + 2)
        oneShot.dispose()
        oneShot.dispose()
        XCTAssertEqual(MainScheduler.pendingTimerCount, before + 1)
        periodic.dispose()
        periodic.dispose()
        XCTAssertEqual(MainScheduler.pendingTimerCount, before)
    }
}
