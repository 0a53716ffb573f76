import Foundation
import RxCore
import RxCoreTest
import XCTest

/// Async code as a sequence: `AsyncSequence.asObservable()`, `Single.create` and
/// `Observable.create` with an async closure. Each subscriber runs its own task; disposing the
/// subscription cancels it.
final class AsyncCreationTests: RxTestCase {
    private func numbers(_ elements: [Int], ending error: Error? = nil) -> AsyncThrowingStream<Int, Error> {
        AsyncThrowingStream { continuation in
            elements.forEach { continuation.yield($0) }
            continuation.finish(throwing: error)
        }
    }

    func testAsyncSequenceSendsItsElementsThenCompletes() {
        XCTAssertEqual(try numbers([1, 2, 3]).asObservable().toBlocking(timeout: asyncTestTimeout).toArray(), [1, 2, 3])
        XCTAssertEqual(try numbers([4]).asObservable(priority: .high).toBlocking(timeout: asyncTestTimeout).toArray(), [4])
    }

    /// RxSwift 6.10's `asObservable(priority:)`: the iterating task runs at the priority given.
    func testAsyncSequenceIsIteratedAtThePriorityGiven() {
        for priority in [TaskPriority.low, .high] {
            let seen = try? PriorityReporting().asObservable(priority: priority).toBlocking(timeout: asyncTestTimeout).toArray()
            XCTAssertEqual(seen, [priority.rawValue])
        }
    }

    func testAsyncSequenceErrorBecomesTheSequenceError() {
        let result = numbers([1], ending: TestError("boom")).asObservable().toBlocking(timeout: asyncTestTimeout).materialize()
        guard case .failed(let elements, let error) = result else { return XCTFail("expected an error, got \(result)") }
        XCTAssertEqual(elements, [1])
        XCTAssertEqual(error as? TestError, TestError("boom"))
    }

    func testAsyncSequenceEndingWithCancellationErrorCompletes() {
        XCTAssertEqual(try numbers([1], ending: CancellationError()).asObservable().toBlocking(timeout: asyncTestTimeout).toArray(), [1])
    }

    func testDisposingCancelsTheIteratingTask() {
        let ended = DispatchSemaphore(value: 0)
        let endless = AsyncStream<Int> { continuation in
            continuation.onTermination = { _ in ended.signal() }
            continuation.yield(1)
        }
        let received = SendableBox<[String]>([])
        let gotFirst = DispatchSemaphore(value: 0)
        let subscription = endless.asObservable().subscribe { event in
            received.update { $0.append("\(event)") }
            gotFirst.signal()
        }
        guard awaitSignal(gotFirst, "the first element") else { return subscription.dispose() }
        subscription.dispose()
        awaitSignal(ended, "cancelling the task that iterates the sequence")
        XCTAssertEqual(received.get(), ["next(1)"], "nothing is sent after disposal")
    }

    func testSingleCreateWithAsyncWork() {
        let success = Single<Int>.create { 6 * 7 }
        XCTAssertEqual(try success.asObservable().toBlocking(timeout: asyncTestTimeout).toArray(), [42])
        let detached = Single<Int>.create(detached: true, priority: .low) { 1 }
        XCTAssertEqual(try detached.asObservable().toBlocking(timeout: asyncTestTimeout).toArray(), [1])

        let failure = Single<Int>.create { throw TestError("boom") }
        guard case .failed(let elements, let error) = failure.asObservable().toBlocking(timeout: asyncTestTimeout).materialize() else {
            return XCTFail("expected an error")
        }
        XCTAssertEqual(elements, [])
        XCTAssertEqual(error as? TestError, TestError("boom"))
    }

    func testDisposingASingleCreatedWithAsyncWorkCancelsItsTask() {
        let started = DispatchSemaphore(value: 0)
        let cancelled = DispatchSemaphore(value: 0)
        let single = Single<Int>.create {
            started.signal()
            do {
                try await Task.sleep(nanoseconds: 60_000_000_000)
            } catch {
                cancelled.signal()
                throw error
            }
            return 1
        }
        let events = SendableBox<[String]>([])
        let subscription = single.subscribe { event in events.update { $0.append("\(event)") } }
        guard awaitSignal(started, "starting the work") else { return subscription.dispose() }
        subscription.dispose()
        awaitSignal(cancelled, "cancelling the work's task")
        XCTAssertEqual(events.get(), [], "a disposed single sends nothing")
    }

    func testObservableCreateWithAsyncWorkEmitsThenCompletesOrFails() {
        let counting = Observable<Int>.create { observer in
            for number in 1...3 { observer(number) }
        }
        XCTAssertEqual(try counting.toBlocking(timeout: asyncTestTimeout).toArray(), [1, 2, 3])

        let failing = Observable<Int>.create(priority: .high) { observer in
            observer(1)
            throw TestError("boom")
        }
        guard case .failed(let elements, let error) = failing.toBlocking(timeout: asyncTestTimeout).materialize() else {
            return XCTFail("expected an error")
        }
        XCTAssertEqual(elements, [1])
        XCTAssertEqual(error as? TestError, TestError("boom"))
    }

    func testInfallibleCreateWithAsyncWorkEmitsThenCompletes() {
        let counting = Infallible<Int>.create(detached: true) { observer in
            observer(1)
            observer(2)
        }
        XCTAssertEqual(try counting.asObservable().toBlocking(timeout: asyncTestTimeout).toArray(), [1, 2])
    }
}

/// One element: the priority of the task that asks for it.
private struct PriorityReporting: AsyncSequence {
    typealias Element = UInt8

    struct AsyncIterator: AsyncIteratorProtocol {
        var done = false
        mutating func next() async -> UInt8? {
            defer { done = true }
            return done ? nil : Task.currentPriority.rawValue
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}
