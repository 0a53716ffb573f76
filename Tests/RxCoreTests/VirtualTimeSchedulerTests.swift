import Foundation
import RxCore
import RxCoreTest
import XCTest

/// Virtual-time semantics: when scheduled work runs on `TestScheduler` and `HistoricalScheduler`,
/// and how time-based creation operators behave on them.
final class VirtualTimeSchedulerTests: RxTestCase {
    // MARK: when work runs

    func testScheduleAtNowRunsOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: TestTime?

        scheduler.scheduleAt(200) {
            _ = scheduler.schedule(()) { _ in
                ranAt = scheduler.clock
                return Disposables.create()
            }
        }
        scheduler.start()

        XCTAssertEqual(ranAt, 201)
    }

    func testWithoutProcessingDelayWorkDueNowRunsNow() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var ranAt: TestTime?

        scheduler.scheduleAt(200) {
            _ = scheduler.schedule(()) { _ in
                ranAt = scheduler.clock
                return Disposables.create()
            }
        }
        scheduler.start()

        XCTAssertEqual(ranAt, 200)
    }

    func testAdjustScheduledTime() {
        let delayed = TestScheduler(initialClock: 50)
        let immediate = TestScheduler(initialClock: 50, simulateProcessingDelay: false)

        XCTAssertEqual(delayed.adjustScheduledTime(10), 51)
        XCTAssertEqual(delayed.adjustScheduledTime(50), 51)
        XCTAssertEqual(delayed.adjustScheduledTime(60), 60)
        XCTAssertEqual(immediate.adjustScheduledTime(10), 50)
        XCTAssertEqual(immediate.adjustScheduledTime(60), 60)
    }

    func testScheduleRelativeInWholeSecondsAtDefaultResolution() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []

        scheduler.scheduleAt(200) {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()

        XCTAssertEqual(ranAt, [201, 210])
    }

    func testScheduleRelativeWithMillisecondResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var ranAt: TestTime?

        scheduler.scheduleAt(200) {
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(500)) { _ in
                ranAt = scheduler.clock
                return Disposables.create()
            }
        }
        scheduler.start()

        XCTAssertEqual(ranAt, 700)
    }

    func testNowFollowsTheClockAndResolution() {
        let scheduler = TestScheduler(initialClock: 1500, resolution: 0.001)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 1.5))

        let converter = TestSchedulerVirtualTimeConverter(resolution: 0.1)
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 0.70000001)), 7)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(0.29999), 3)
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(3), 0.3, accuracy: 1e-12)
        XCTAssertEqual(converter.offsetVirtualTime(10, offset: 5), 15)
        XCTAssertEqual(converter.compareVirtualTime(1, 2), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(2, 2), .equal)
        XCTAssertEqual(converter.compareVirtualTime(3, 2), .greaterThan)
    }

    func testNeverDelayNeverComesDue() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false

        scheduler.scheduleAt(200) {
            _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
                ran = true
                return Disposables.create()
            }
        }
        scheduler.advanceTo(1_000_000)

        XCTAssertFalse(ran)
        XCTAssertNil(scheduler.nextScheduledTime, "work due never is not queued at all")
        let converter = TestSchedulerVirtualTimeConverter(resolution: 1)
        XCTAssertEqual(converter.offsetVirtualTime(Int.max - 1, offset: 5), Int.max)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(-.infinity), Int.min)
    }

    func testWorkAtTheSameTimeRunsInSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []

        scheduler.scheduleAt(300) {
            log.append("a")
            scheduler.scheduleAt(300) { log.append("c (scheduled by a)") }
        }
        scheduler.scheduleAt(300) { log.append("b") }
        scheduler.scheduleAt(200) { log.append("first") }
        scheduler.start()

        XCTAssertEqual(log, ["first", "a", "b", "c (scheduled by a)"])
    }

    func testCancelledWorkDoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false

        let work = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
            ran = true
            return Disposables.create()
        }
        work.dispose()
        scheduler.start()

        XCTAssertFalse(ran)
        XCTAssertEqual(scheduler.clock, 0)
    }

    // MARK: driving the clock

    func testAdvanceToRunsDueWorkAndSetsTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [TestTime] = []
        for time in [100, 200, 300] {
            scheduler.scheduleAt(time) { log.append(scheduler.clock) }
        }

        scheduler.advanceTo(200)
        XCTAssertEqual(log, [100, 200], "work exactly at the target runs")
        XCTAssertEqual(scheduler.clock, 200)

        scheduler.advanceTo(250)
        XCTAssertEqual(log, [100, 200])
        XCTAssertEqual(scheduler.clock, 250, "the clock moves even without work")
        XCTAssertEqual(scheduler.nextScheduledTime, 300)

        scheduler.start()
        XCTAssertEqual(log, [100, 200, 300])
        XCTAssertNil(scheduler.nextScheduledTime)
    }

    func testStopEndsStartAfterTheCurrentItem() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [TestTime] = []
        scheduler.scheduleAt(100) { log.append(scheduler.clock) }
        scheduler.scheduleAt(200) {
            log.append(scheduler.clock)
            scheduler.stop()
        }
        scheduler.scheduleAt(300) { log.append(scheduler.clock) }

        scheduler.start()
        XCTAssertEqual(log, [100, 200])
        XCTAssertEqual(scheduler.clock, 200)
        XCTAssertFalse(scheduler.isEnabled)

        scheduler.start()
        XCTAssertEqual(log, [100, 200, 300])
    }

    func testSleepMovesTheClockWithoutRunningWork() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: TestTime?
        scheduler.scheduleAt(20) { ranAt = scheduler.clock }

        scheduler.sleep(50)
        XCTAssertEqual(scheduler.clock, 50)
        XCTAssertNil(ranAt)

        // Overdue work still runs, without moving the clock back.
        scheduler.start()
        XCTAssertEqual(ranAt, 50)

        _ = scheduler.schedule(()) { _ in
            ranAt = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, 51)
    }

    // MARK: HistoricalScheduler

    func testHistoricalSchedulerRunsAtDatesWithoutAdjustment() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var log: [TimeInterval] = []

        _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
            log.append(scheduler.now.timeIntervalSince(start))
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            log.append(scheduler.now.timeIntervalSince(start))
            return Disposables.create()
        }
        scheduler.start()

        XCTAssertEqual(log, [0, 5])
        XCTAssertEqual(scheduler.clock, start.addingTimeInterval(5))
    }

    func testHistoricalSchedulerDrivesInterval() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []

        let subscription = Observable<Int>.interval(.milliseconds(1500), scheduler: scheduler)
            .subscribe(onNext: { log.append("\($0) @ \(scheduler.now.timeIntervalSince1970)") })
        scheduler.advanceTo(Date(timeIntervalSince1970: 4.5))
        subscription.dispose()
        scheduler.start()

        XCTAssertEqual(log, ["0 @ 1.5", "1 @ 3.0", "2 @ 4.5"])
    }

    // MARK: time-based creation operators on the test scheduler

    func testIntervalOfOneTickSubscribedAt200() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 205) { Observable<Int>.interval(.seconds(1), scheduler: scheduler) }

        // Disposal at 205 was scheduled first, so it wins over the tick due at 205.
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3)])
    }

    func testIntervalOfOneHundredTicks() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [
            .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6),
        ])
    }

    func testTimerFiresOnceAfterItsDueTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.timer(.seconds(5), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(205, 0), .completed(205)])
    }

    func testTimerWithZeroDueTimeFiresOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testPeriodicTimer() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 240) {
            Observable<Int>.timer(.seconds(5), period: .seconds(10), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(205, 0), .next(215, 1), .next(225, 2), .next(235, 3)])
    }

    func testIntervalWithMillisecondResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)

        let res = scheduler.start(disposed: 1000) {
            Observable<Int>.interval(.milliseconds(300), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(500, 0), .next(800, 1)])
    }
}

/// The virtual clock the lesson runtime installs under `MainScheduler`.
final class VirtualTimeMainClockTests: RxTestCase {
    override func tearDown() {
        MainScheduler.virtualClock = nil
        super.tearDown()
    }

    /// A completion queued behind an element waits exactly the delay: the wait already served is
    /// measured on `Date`s, whose precision must not shave it (449.9998 ms instead of 450).
    func testDelayedCompletionBehindAnElementKeepsItsExactTime() {
        let clock = MainVirtualClock()
        MainScheduler.virtualClock = clock
        let subject = PublishSubject<String>()
        var log: [String] = []
        let subscription = subject.delay(.milliseconds(150), scheduler: MainScheduler.instance)
            .subscribe { log.append("\($0) @ \(clock.clock)") }
        clock.advanceTo(200_000_000)
        subject.onNext("b")
        clock.advanceTo(300_000_000)
        subject.onCompleted()
        while clock.runNext() {}
        XCTAssertEqual(log, ["next(b) @ 350000000", "completed @ 450000000"])
        subscription.dispose()
    }

    func testIntervalOnMainSchedulerRunsOnVirtualNanoseconds() {
        let clock = MainVirtualClock()
        MainScheduler.virtualClock = clock
        var log: [String] = []

        let subscription = Observable<Int>.interval(.milliseconds(1), scheduler: MainScheduler.instance)
            .subscribe(onNext: { log.append("\($0) @ \(clock.clock)") })
        XCTAssertEqual(clock.nextScheduledTime, 1_000_000)

        clock.advanceTo(3_500_000)
        subscription.dispose()

        XCTAssertEqual(log, ["0 @ 1000000", "1 @ 2000000", "2 @ 3000000"])
        XCTAssertEqual(clock.clock, 3_500_000)
        XCTAssertEqual(MainScheduler.instance.now, Date(timeIntervalSince1970: 0.0035))
        XCTAssertNil(clock.nextScheduledTime, "disposal cancels the pending tick")
    }

    func testRunNextRunsTheEarliestDueWork() {
        let clock = MainVirtualClock()
        MainScheduler.virtualClock = clock
        var log: [Int64] = []

        let subscription = Observable<Int>.timer(.seconds(2), scheduler: MainScheduler.instance)
            .subscribe(onNext: { _ in log.append(clock.clock) })

        XCTAssertTrue(clock.runNext())
        XCTAssertFalse(clock.runNext())
        XCTAssertEqual(log, [2_000_000_000])
        subscription.dispose()
    }

    func testBlockingOnTheMainThreadMovesTheVirtualClock() throws {
        let clock = MainVirtualClock()
        MainScheduler.virtualClock = clock

        let value = try Observable<Int>.timer(.seconds(5), scheduler: MainScheduler.instance).toBlocking(timeout: 5).single()
        XCTAssertEqual(value, 0)
        XCTAssertEqual(clock.clock, 5_000_000_000)

        let first = try Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).toBlocking(timeout: 5).first()
        XCTAssertEqual(first, 0)
        XCTAssertEqual(clock.clock, 6_000_000_000)
        XCTAssertNil(clock.nextScheduledTime, "first() disposed the interval")
    }
}
