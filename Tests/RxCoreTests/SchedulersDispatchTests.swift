import Dispatch
import Foundation
import RxCore
import RxCoreTest
import XCTest

/// Schedulers on real threads. Only order and values are asserted, never durations: the
/// timeouts are generous so a loaded machine does not make them flaky.
final class SchedulersDispatchTests: RxTestCase {
    private let timeout: TimeInterval = 10

    // MARK: SerialDispatchQueueScheduler

    func testSerialScheduleRunsInOrderOffTheCallingThread() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
        let log = ThreadSafeBox<[Int]>([])
        let done = expectation(description: "all ran")
        done.expectedFulfillmentCount = 3

        for value in 1...3 {
            _ = scheduler.schedule(value) { value in
                XCTAssertFalse(Thread.isMainThread)
                log.mutate { $0.append(value) }
                done.fulfill()
                return Disposables.create()
            }
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(log.value, [1, 2, 3])
    }

    func testSerialScheduleRelativeRunsInDueTimeOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial.relative")
        let log = ThreadSafeBox<[String]>([])
        let done = expectation(description: "both ran")
        done.expectedFulfillmentCount = 2

        _ = scheduler.scheduleRelative("later", dueTime: .milliseconds(200)) { value in
            log.mutate { $0.append(value) }
            done.fulfill()
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative("sooner", dueTime: .milliseconds(1)) { value in
            log.mutate { $0.append(value) }
            done.fulfill()
            return Disposables.create()
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(log.value, ["sooner", "later"])
    }

    func testDisposedRelativeWorkNeverRuns() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial.cancel")
        let ran = ThreadSafeBox(false)
        let marker = expectation(description: "work after the cancelled one ran")

        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            ran.mutate { $0 = true }
            return Disposables.create()
        }
        cancelled.dispose()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
            marker.fulfill()
            return Disposables.create()
        }

        wait(for: [marker], timeout: timeout)
        XCTAssertFalse(ran.value)
    }

    func testSerialPeriodicPassesStateAlongUntilDisposed() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial.periodic")
        let states = ThreadSafeBox<[Int]>([])
        let threeTicks = expectation(description: "three ticks")
        var subscription: Disposable?

        subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(5)) { state in
            let count = states.mutate { states -> Int in
                states.append(state)
                return states.count
            }
            if count == 3 { threeTicks.fulfill() }
            return state + 1
        }

        wait(for: [threeTicks], timeout: timeout)
        subscription?.dispose()
        XCTAssertEqual(Array(states.value.prefix(3)), [0, 1, 2])
    }

    func testIntervalOnASerialQueue() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial.interval")
        let values = ThreadSafeBox<[Int]>([])
        let threeValues = expectation(description: "three values")
        let subscription = SingleAssignmentDisposable()

        subscription.setDisposable(Observable<Int>.interval(.milliseconds(5), scheduler: scheduler)
            .subscribe(onNext: { value in
                let count = values.mutate { values -> Int in
                    values.append(value)
                    return values.count
                }
                if count == 3 {
                    subscription.dispose()
                    threeValues.fulfill()
                }
            }))

        wait(for: [threeValues], timeout: timeout)
        XCTAssertEqual(values.value, [0, 1, 2], "nothing arrives after dispose on the same queue")
    }

    // MARK: ConcurrentDispatchQueueScheduler

    func testConcurrentScheduleRunsEverything() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let log = ThreadSafeBox<Set<Int>>([])
        let done = expectation(description: "all ran")
        done.expectedFulfillmentCount = 10

        for value in 0..<10 {
            _ = scheduler.schedule(value) { value in
                log.mutate { _ = $0.insert(value) }
                done.fulfill()
                return Disposables.create()
            }
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(log.value, Set(0..<10))
    }

    func testConcurrentScheduleRelativeAndPeriodic() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "test.concurrent", attributes: .concurrent))
        let relative = expectation(description: "relative work ran")
        let periodic = expectation(description: "two ticks")
        let ticks = ThreadSafeBox(0)

        _ = scheduler.scheduleRelative(7, dueTime: .milliseconds(10)) { value in
            XCTAssertEqual(value, 7)
            relative.fulfill()
            return Disposables.create()
        }
        let timer = scheduler.schedulePeriodic("x", startAfter: .milliseconds(1), period: .milliseconds(5)) { state in
            if ticks.mutate({ count -> Int in count += 1; return count }) == 2 { periodic.fulfill() }
            return state
        }

        wait(for: [relative, periodic], timeout: timeout)
        timer.dispose()
    }

    // MARK: OperationQueueScheduler

    func testOperationQueueSchedulerRunsInOrderOnASerialQueue() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = ThreadSafeBox<[Int]>([])
        let done = expectation(description: "all ran")
        done.expectedFulfillmentCount = 3

        for value in 1...3 {
            _ = scheduler.schedule(value) { value in
                log.mutate { $0.append(value) }
                done.fulfill()
                return Disposables.create()
            }
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(log.value, [1, 2, 3])
    }

    func testOperationQueueSchedulerCancelsDisposedWork() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        let log = ThreadSafeBox<[String]>([])
        let done = expectation(description: "kept work ran")

        let cancelled = scheduler.schedule("cancelled") { value in
            log.mutate { $0.append(value) }
            return Disposables.create()
        }
        _ = scheduler.schedule("kept") { value in
            log.mutate { $0.append(value) }
            done.fulfill()
            return Disposables.create()
        }
        cancelled.dispose()
        queue.isSuspended = false

        wait(for: [done], timeout: timeout)
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(log.value, ["kept"])
    }

    // MARK: MainScheduler

    func testMainSchedulerRunsWorkFromABackgroundThreadOnTheMainThread() {
        let onMain = expectation(description: "ran on the main thread")

        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                XCTAssertTrue(Thread.isMainThread)
                onMain.fulfill()
                return Disposables.create()
            }
        }

        wait(for: [onMain], timeout: timeout)
    }

    /// On the main thread, `instance` runs work inline; `asyncInstance` always goes through the
    /// main queue, later.
    func testAsyncInstanceNeverRunsInlineOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        var log: [String] = []
        _ = MainScheduler.instance.schedule(()) { _ in log.append("instance"); return Disposables.create() }
        let queued = expectation(description: "asyncInstance ran")
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            XCTAssertTrue(Thread.isMainThread)
            log.append("asyncInstance")
            queued.fulfill()
            return Disposables.create()
        }
        log.append("after schedule")
        wait(for: [queued], timeout: timeout)
        XCTAssertEqual(log, ["instance", "after schedule", "asyncInstance"])
        XCTAssertEqual(MainScheduler.queuedWorkCount, 0)
    }
}
