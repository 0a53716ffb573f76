import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `value` on `Single`, `Maybe` and `Completable`: the one outcome, awaited; cancelling the
/// awaiting task disposes the subscription and throws `CancellationError`, as in RxSwift.
final class PrimitiveSequenceValueTests: RxTestCase {
    func testSingleValueReturnsTheElement() {
        let task = Task { try await Single.just(7).value }
        XCTAssertEqual(try outcome(of: task)?.get(), 7)
    }

    func testSingleValueThrowsTheError() {
        let task = Task { try await Single<Int>.error(TestError("boom")).value }
        guard case .failure(let error)? = outcome(of: task) else { return XCTFail("value should throw") }
        XCTAssertEqual(error as? TestError, TestError("boom"))
    }

    func testSingleValueWaitsForAnElementSentLater() {
        let task = Task { try await Single.just(3).delay(.milliseconds(20), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)).value }
        XCTAssertEqual(try outcome(of: task)?.get(), 3)
    }

    func testCancellingTheTaskDisposesTheSingleAndThrowsCancellationError() {
        let probe = DisposalProbe()
        let subscribed = DispatchSemaphore(value: 0)
        let single = probe.endless(emitting: [Int]()).do(onSubscribed: { subscribed.signal() }).asSingle()
        let task = Task { try await single.value }
        guard awaitSignal(subscribed, "subscribing") else { return }
        task.cancel()
        guard case .failure(let error)? = outcome(of: task) else { return XCTFail("value should throw") }
        XCTAssertTrue(error is CancellationError, "got \(error)")
        XCTAssertTrue(probe.wasDisposed)
    }

    func testATaskCancelledBeforeAwaitingDisposesAtOnce() {
        let probe = DisposalProbe()
        let single = probe.endless(emitting: [Int]()).asSingle()
        let task = Task { () -> Int in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await single.value
        }
        guard case .failure(let error)? = outcome(of: task) else { return XCTFail("value should throw") }
        XCTAssertTrue(error is CancellationError, "got \(error)")
        XCTAssertTrue(probe.wasDisposed)
    }

    func testMaybeValueIsTheElementNilOrTheError() {
        let some = Task { try await Maybe.just(1).value }
        XCTAssertEqual(try outcome(of: some)?.get(), 1)
        let none = Task { try await Maybe<Int>.empty().value }
        XCTAssertEqual(try outcome(of: none)?.get(), .some(nil))
        let failed = Task { try await Maybe<Int>.error(TestError("boom")).value }
        guard case .failure(let error)? = outcome(of: failed) else { return XCTFail("value should throw") }
        XCTAssertEqual(error as? TestError, TestError("boom"))
    }

    func testCancellingTheTaskDisposesTheMaybeAndThrowsCancellationError() {
        let probe = DisposalProbe()
        let subscribed = DispatchSemaphore(value: 0)
        let maybe = probe.endless(emitting: [Int]()).do(onSubscribed: { subscribed.signal() }).asMaybe()
        let task = Task { try await maybe.value }
        guard awaitSignal(subscribed, "subscribing") else { return }
        task.cancel()
        guard case .failure(let error)? = outcome(of: task) else { return XCTFail("value should throw") }
        XCTAssertTrue(error is CancellationError, "got \(error)")
        XCTAssertTrue(probe.wasDisposed)
    }

    func testCompletableValueReturnsOnCompletionAndThrowsTheError() {
        let completed = Task { try await Completable.empty().value }
        XCTAssertNotNil(try outcome(of: completed)?.get())
        let failed = Task { try await Completable.error(TestError("boom")).value }
        guard case .failure(let error)? = outcome(of: failed) else { return XCTFail("value should throw") }
        XCTAssertEqual(error as? TestError, TestError("boom"))
    }

    func testCancellingTheTaskDisposesTheCompletableAndThrowsCancellationError() {
        let probe = DisposalProbe()
        let subscribed = DispatchSemaphore(value: 0)
        let completable = probe.endless(emitting: [Int]()).do(onSubscribed: { subscribed.signal() }).ignoreElements().asCompletable()
        let task = Task { try await completable.value }
        guard awaitSignal(subscribed, "subscribing") else { return }
        task.cancel()
        guard case .failure(let error)? = outcome(of: task) else { return XCTFail("value should throw") }
        XCTAssertTrue(error is CancellationError, "got \(error)")
        XCTAssertTrue(probe.wasDisposed)
    }
}
