import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `Infallible.values`, `Driver.values`, `Signal.values`: an `AsyncStream` (nothing to throw),
/// ended by completion, disposing the subscription when its task is cancelled.
final class InfallibleValuesTests: RxTestCase {
    func testInfallibleDeliversTheElementsAndEndsWhenItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError()), .next(230, 3)])
        var stream: AsyncStream<Int>?
        scheduler.scheduleAt(200) { stream = xs.asInfallible(onErrorJustReturn: -1).values }
        scheduler.start()

        let values = stream!
        let consumer = Task { () -> [Int] in
            var received: [Int] = []
            for await value in values { received.append(value) }
            return received
        }
        XCTAssertEqual(outcome(of: consumer)?.get(), [1, -1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCancellingTheConsumingTaskDisposesTheInfallibleSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(500)])
        var stream: AsyncStream<Int>?
        scheduler.scheduleAt(200) { stream = xs.asInfallible(onErrorJustReturn: -1).values }
        scheduler.advanceTo(300)

        let values = stream!
        let received = SendableBox<[Int]>([])
        let gotFirst = DispatchSemaphore(value: 0)
        let consumer = Task {
            for await value in values {
                received.update { $0.append(value) }
                gotFirst.signal()
            }
        }
        guard awaitSignal(gotFirst, "receiving the element sent at 210") else { return }
        consumer.cancel()
        guard outcome(of: consumer) != nil else { return }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        scheduler.start()
        XCTAssertEqual(received.get(), [1])
    }

    func testDriverValuesDeliverOnTheSharingSchedulerAndEndWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var stream: AsyncStream<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { stream = MainActor.assumeIsolated { driver.values } }
            scheduler.start()
        }

        let values = stream!
        let consumer = Task { () -> [Int] in
            var received: [Int] = []
            for await value in values { received.append(value) }
            return received
        }
        XCTAssertEqual(outcome(of: consumer)?.get(), [1, 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCancellingTheTaskDisposesTheSignalSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(500)])
        var stream: AsyncStream<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { stream = MainActor.assumeIsolated { signal.values } }
            scheduler.advanceTo(300)

            let values = stream!
            let received = SendableBox<[Int]>([])
            let gotFirst = DispatchSemaphore(value: 0)
            let consumer = Task {
                for await value in values {
                    received.update { $0.append(value) }
                    gotFirst.signal()
                }
            }
            guard awaitSignal(gotFirst, "receiving the element sent at 210") else { return }
            consumer.cancel()
            guard outcome(of: consumer) != nil else { return }
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
            scheduler.start()
            XCTAssertEqual(received.get(), [1])
        }
    }
}
