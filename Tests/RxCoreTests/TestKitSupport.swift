import Foundation
import RxCore
import XCTest

/// The base of every RxCore test case: it fails a test that leaves subscriptions behind.
///
/// `setUp` remembers `Resources.total`; `tearDown` checks it is back to that value. Work on real
/// threads may still be letting go of its last references when a test ends, so `tearDown` first
/// waits up to `resourceSettleTimeout` for the count to come back, keeping the main run loop
/// turning meanwhile; a test that leaks still fails, only later.
///
/// Subclasses that override `tearDown` must reset their own state (such as
/// `MainScheduler.virtualClock`) *before* calling `super.tearDown()`.
class RxTestCase: XCTestCase {
    /// How long `tearDown` waits for asynchronous work to release its resources: generous, because
    /// a busy two-core machine (or the thread sanitizer) can keep a worker thread waiting for seconds,
    /// and a passing test never waits it out.
    static let resourceSettleTimeout: TimeInterval = 20

    private var resourcesAtStart: Int32 = 0

    override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    override func tearDown() {
        let settled = waitForResources(toReturnTo: resourcesAtStart)
        XCTAssertEqual(settled, resourcesAtStart, "Resources.total did not return to its value at setUp: something was not disposed")
        super.tearDown()
    }

    /// Polls `Resources.total` until it equals `expected` or the timeout passes; returns the last value.
    private func waitForResources(toReturnTo expected: Int32) -> Int32 {
        let deadline = Date(timeIntervalSinceNow: RxTestCase.resourceSettleTimeout)
        while Resources.total != expected && Date() < deadline {
            if Thread.isMainThread {
                _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return Resources.total
    }
}

/// An error for tests, compared by its description.
struct TestKitError: Error, CustomStringConvertible, Equatable {
    let name: String
    init(_ name: String = "testError") { self.name = name }
    var description: String { name }
}

/// The name the operator tests use for `TestKitError`.
typealias TestError = TestKitError

/// The name some tests use for `ThreadSafeBox`.
typealias Locked = ThreadSafeBox

/// A value shared between threads, read and changed under a lock.
final class ThreadSafeBox<Value> {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    @discardableResult
    func mutate<Result>(_ change: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return change(&stored)
    }
}
