import Dispatch
import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `toBlocking()`: the answers, the errors, timeouts, and sources on other threads.
final class TestKitBlockingTests: RxTestCase {
    // MARK: answers

    func testToArray() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
    }

    func testFirst() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func testLast() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testSingle() throws {
        XCTAssertEqual(try Observable.just(7).toBlocking().single(), 7)
        assertThrowsRxError(try Observable<Int>.empty().toBlocking().single(), .noElements)
        assertThrowsRxError(try Observable.of(1, 2).toBlocking().single(), .moreThanOneElement)
    }

    func testSingleWithPredicate() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        assertThrowsRxError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 }, .noElements)
        assertThrowsRxError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 }, .moreThanOneElement)
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single { _ in throw TestKitError("predicate") }) { error in
            XCTAssertEqual(error as? TestKitError, TestKitError("predicate"))
        }
    }

    func testMaterialize() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected completed")
        }
        XCTAssertEqual(elements, [1, 2])

        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestKitError("boom"))
            return Disposables.create()
        }
        guard case .failed(let partial, let error) = failing.toBlocking().materialize() else {
            return XCTFail("expected failed")
        }
        XCTAssertEqual(partial, [1])
        XCTAssertEqual(error as? TestKitError, TestKitError("boom"))
    }

    func testWorksOnAnyObservableConvertibleType() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let blocking = xs.toBlocking(timeout: 5)
        XCTAssertEqual(blocking.timeout, 5)
        // The test scheduler must run for the cold events to arrive; here it never does.
        assertThrowsRxError(try xs.toBlocking(timeout: 0.05).first(), .timeout)
    }

    // MARK: errors

    func testErrorsAreRethrown() {
        let failing = Observable<Int>.error(TestKitError("boom"))
        for operation in [{ _ = try failing.toBlocking().first() },
                          { _ = try failing.toBlocking().last() },
                          { _ = try failing.toBlocking().toArray() },
                          { _ = try failing.toBlocking().single() }] {
            XCTAssertThrowsError(try operation()) { error in
                XCTAssertEqual(error as? TestKitError, TestKitError("boom"))
            }
        }
    }

    func testTimeoutOnNever() {
        assertThrowsRxError(try Observable<Int>.never().toBlocking(timeout: 0.05).first(), .timeout)
        assertThrowsRxError(try Observable<Int>.never().toBlocking(timeout: 0.05).toArray(), .timeout)
        guard case .failed(let elements, let error) = Observable<Int>.never().toBlocking(timeout: 0.05).materialize() else {
            return XCTFail("expected failed")
        }
        XCTAssertEqual(elements, [])
        XCTAssertEqual("\(error)", "\(RxError.timeout)")
    }

    func testTimeoutDisposesTheSubscription() {
        let disposed = ThreadSafeBox(false)
        let silent = Observable<Int>.create { _ in Disposables.create { disposed.mutate { $0 = true } } }

        assertThrowsRxError(try silent.toBlocking(timeout: 0.05).toArray(), .timeout)
        XCTAssertTrue(disposed.value)
    }

    // MARK: stopping early

    func testFirstDisposesAfterTheFirstElementWithoutWaitingForTheEnd() throws {
        let disposed = ThreadSafeBox(false)
        let endless = Observable<Int>.create { observer in
            DispatchQueue.global().async { observer.onNext(1) }
            return Disposables.create { disposed.mutate { $0 = true } }
        }

        XCTAssertEqual(try endless.toBlocking(timeout: 10).first(), 1)
        XCTAssertTrue(disposed.value)
    }

    func testFirstOfASynchronousSourceIgnoresTheRest() throws {
        let disposed = ThreadSafeBox(false)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed.mutate { $0 = true } }
        }

        XCTAssertEqual(try source.toBlocking().first(), 1)
        XCTAssertTrue(disposed.value)
    }

    func testSingleFailsAtTheSecondElementWithoutWaitingForTheEnd() {
        let endless = Observable<Int>.create { observer in
            DispatchQueue.global().async {
                observer.onNext(1)
                observer.onNext(2)
            }
            return Disposables.create()
        }

        assertThrowsRxError(try endless.toBlocking(timeout: 10).single(), .moreThanOneElement)
    }

    // MARK: threads

    func testSourceEmittingOnAnotherThread() throws {
        let source = Observable<Int>.create { observer in
            DispatchQueue.global().async {
                for value in 1...3 { observer.onNext(value) }
                observer.onCompleted()
            }
            return Disposables.create()
        }

        XCTAssertEqual(try source.toBlocking(timeout: 10).toArray(), [1, 2, 3])
    }

    func testSourceOnASerialDispatchScheduler() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.blocking")
        XCTAssertEqual(try Observable.of(1, 2, 3, scheduler: scheduler).toBlocking(timeout: 10).toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable<Int>.timer(.milliseconds(10), scheduler: scheduler).toBlocking(timeout: 10).single(), 0)
    }

    func testSourceDeliveringOnTheMainQueueWhileBlockingTheMainThread() throws {
        XCTAssertTrue(Thread.isMainThread, "this test is about blocking the main thread")
        let viaMainQueue = Observable<Int>.create { observer in
            DispatchQueue.main.async {
                observer.onNext(1)
                observer.onCompleted()
            }
            return Disposables.create()
        }

        XCTAssertEqual(try viaMainQueue.toBlocking(timeout: 10).toArray(), [1])
        XCTAssertEqual(try Observable.just(2, scheduler: MainScheduler.asyncInstance).toBlocking(timeout: 10).toArray(), [2])
        XCTAssertEqual(try Observable<Int>.timer(.milliseconds(10), scheduler: MainScheduler.instance).toBlocking(timeout: 10).first(), 0)
    }

    func testBlockingOnABackgroundThread() {
        let done = expectation(description: "background blocking finished")
        let result = ThreadSafeBox<[Int]>([])

        DispatchQueue.global().async {
            let source = Observable<Int>.create { observer in
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) {
                    observer.onNext(5)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
            let values = (try? source.toBlocking(timeout: 10).toArray()) ?? []
            result.mutate { $0 = values }
            done.fulfill()
        }

        wait(for: [done], timeout: 15)
        XCTAssertEqual(result.value, [5])
    }

    // MARK: helpers

    /// Asserts that `expression` throws `expected` (RxError is not Equatable: compared by description).
    private func assertThrowsRxError<T>(_ expression: @autoclosure () throws -> T, _ expected: RxError, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try expression(), file: file, line: line) { error in
            guard let rxError = error as? RxError else {
                return XCTFail("expected RxError \(expected), got \(error)", file: file, line: line)
            }
            XCTAssertEqual("\(rxError)", "\(expected)", file: file, line: line)
        }
    }
}
