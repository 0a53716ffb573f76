import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `Observable.values`: an `AsyncThrowingStream` of the elements, subscribed when read, ended by
/// the source's completion or error, and disposing the subscription when its task is cancelled.
final class ObservableValuesTests: RxTestCase {
    func testDeliversTheElementsAndEndsWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230), .next(240, 3)])
        var stream: AsyncThrowingStream<Int, Error>?
        scheduler.scheduleAt(200) { stream = xs.values }
        scheduler.start()

        let values = stream!
        let consumer = Task { () -> [Int] in
            var received: [Int] = []
            for try await value in values { received.append(value) }
            return received
        }
        XCTAssertEqual(try outcome(of: consumer)?.get(), [1, 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testThrowsTheSourceErrorAfterTheElementsBeforeIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError("boom")), .next(240, 3)])
        var stream: AsyncThrowingStream<Int, Error>?
        scheduler.scheduleAt(200) { stream = xs.values }
        scheduler.start()

        let values = stream!
        let received = SendableBox<[Int]>([])
        let consumer = Task {
            for try await value in values { received.update { $0.append(value) } }
        }
        guard case .failure(let error)? = outcome(of: consumer) else { return XCTFail("the loop should throw") }
        XCTAssertEqual(error as? TestError, TestError("boom"))
        XCTAssertEqual(received.get(), [1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAnEmptySourceEndsTheLoopAtOnce() {
        let consumer = Task { () -> [Int] in
            var received: [Int] = []
            for try await value in Observable<Int>.empty().values { received.append(value) }
            return received
        }
        XCTAssertEqual(try outcome(of: consumer)?.get(), [])
    }

    func testCancellingTheConsumingTaskDisposesTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(400, 3), .completed(500)])
        var stream: AsyncThrowingStream<Int, Error>?
        scheduler.scheduleAt(200) { stream = xs.values }
        scheduler.advanceTo(300)

        let values = stream!
        let received = SendableBox<[Int]>([])
        let gotBoth = DispatchSemaphore(value: 0)
        let consumer = Task {
            for try await value in values {
                received.update { $0.append(value) }
                if value == 2 { gotBoth.signal() }
            }
        }
        guard awaitSignal(gotBoth, "receiving the elements sent before 300") else { return }
        consumer.cancel()
        // As in RxSwift: disposing a subscription that had not ended finishes the stream with
        // CancellationError, which the cancelled loop throws.
        guard case .failure(let error)? = outcome(of: consumer) else { return XCTFail("the cancelled loop should throw") }
        XCTAssertTrue(error is CancellationError, "got \(error)")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        scheduler.start()
        XCTAssertEqual(received.get(), [1, 2], "nothing arrives after the cancellation")
    }

    func testLeavingTheLoopEarlyDisposesTheSubscription() {
        let probe = DisposalProbe()
        let source = probe.endless(emitting: [1, 2, 3])
        let consumer = Task { () -> Int? in
            for try await value in source.values { return value }
            return nil
        }
        XCTAssertEqual(try outcome(of: consumer)?.get(), 1)
        awaitSignal(probe.disposed, "disposing the subscription once the loop was left")
        XCTAssertTrue(probe.wasDisposed)
    }

    func testSubscribesWhenReadNotWhenIterated() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var stream: AsyncThrowingStream<Int, Error>?
        scheduler.scheduleAt(200) { stream = xs.values }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let values = stream!
        let consumer = Task { () -> [Int] in
            var received: [Int] = []
            for try await value in values { received.append(value) }
            return received
        }
        XCTAssertEqual(try outcome(of: consumer)?.get(), [1], "the stream buffers what came before the loop")
    }
}
