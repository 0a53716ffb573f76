import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `value` racing its own cancellation: the sequence ends on one thread while the awaiting task
/// is cancelled from another, thousands of times. The continuation behind `value` must be resumed
/// exactly once — twice would trap the whole test process, never would leave a task waiting for
/// ever — and each task ends with the outcome or with `CancellationError`. (RxSwift's
/// `testCompletableContinuationIsNotResumedTwice` has the same race, paced by 5 ms sleeps on the
/// global queue against a 10 s deadline: on Linux, where libdispatch adds a worker about once a
/// second for blocked work, its first run on a 2-core machine takes 9–10.5 s, which is what failed
/// there once; these rounds do not sleep.)
final class PrimitiveSequenceValueRaceTests: RxTestCase {
    private let rounds = 2_000

    func testSingleValueRacingCancellationResumesOnce() {
        assertEachTaskEndsOnce(expected: "42") {
            let single = Single<Int>.create { observer in
                DispatchQueue.global().async { observer(.success(42)) }
                return Disposables.create()
            }
            return "\(try await single.value)"
        }
    }

    func testMaybeValueRacingCancellationResumesOnce() {
        assertEachTaskEndsOnce(expected: "true") {
            let maybe = Maybe<Bool>.create { observer in
                DispatchQueue.global().async { observer(.success(true)) }
                return Disposables.create()
            }
            return "\(try await maybe.value ?? false)"
        }
    }

    func testCompletableValueRacingCancellationResumesOnce() {
        assertEachTaskEndsOnce(expected: "completed") {
            let completable = Completable.create { observer in
                DispatchQueue.global().async { observer(.completed) }
                return Disposables.create()
            }
            try await completable.value
            return "completed"
        }
    }

    /// Starts `rounds` tasks awaiting `value` and cancels each from another thread as the sequence
    /// ends; every task must end, with `expected` or `CancellationError`.
    private func assertEachTaskEndsOnce(expected: String, file: StaticString = #filePath, line: UInt = #line,
                                        _ awaitValue: @escaping @Sendable () async throws -> String) {
        let rounds = self.rounds
        let all = Task { () -> [String] in
            var tasks: [Task<String, Error>] = []
            for _ in 0 ..< rounds {
                let task = Task { try await awaitValue() }
                DispatchQueue.global().async { task.cancel() }
                tasks.append(task)
            }
            var outcomes: [String] = []
            for task in tasks {
                do {
                    outcomes.append(try await task.value)
                } catch is CancellationError {
                    outcomes.append("cancelled")
                } catch {
                    outcomes.append("\(error)")
                }
            }
            return outcomes
        }
        guard let outcomes = outcome(of: all, file: file, line: line)?.get() else { return }
        XCTAssertEqual(outcomes.count, rounds, file: file, line: line)
        XCTAssertEqual(Set(outcomes).subtracting([expected, "cancelled"]), [], file: file, line: line)
    }
}
