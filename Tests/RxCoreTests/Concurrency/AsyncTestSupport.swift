import Foundation
import RxCore
import XCTest

/// How long a test waits for a task or a signal before it fails: long enough for a loaded CI
/// machine, short enough that a hang fails the test instead of stalling the run.
let asyncTestTimeout: TimeInterval = 5

/// Waits for `task` to end, at most `asyncTestTimeout`; nil (and a test failure) if it did not.
func outcome<Success: Sendable, Failure: Error>(of task: Task<Success, Failure>, file: StaticString = #filePath, line: UInt = #line) -> Result<Success, Failure>? {
    let box = SendableBox<Result<Success, Failure>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
        let result = await task.result
        box.set(result)
        done.signal()
    }
    guard done.wait(timeout: .now() + asyncTestTimeout) == .success else {
        XCTFail("the task did not end within \(asyncTestTimeout) s", file: file, line: line)
        return nil
    }
    return box.get()
}

/// Waits for `signal`, at most `asyncTestTimeout`; false (and a test failure) if it never came.
@discardableResult
func awaitSignal(_ signal: DispatchSemaphore, _ what: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    guard signal.wait(timeout: .now() + asyncTestTimeout) == .success else {
        XCTFail("\(what) did not happen within \(asyncTestTimeout) s", file: file, line: line)
        return false
    }
    return true
}

/// A value shared with tasks, under a lock.
final class SendableBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    func get() -> Value { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
    func update(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}

/// Sources that never end and record when their subscription is disposed: the "disposable
/// flag" a test checks after cancelling the task that consumed them.
final class DisposalProbe: @unchecked Sendable {
    /// Signalled once per disposal.
    let disposed = DispatchSemaphore(value: 0)
    private let flag = SendableBox(false)

    var wasDisposed: Bool { flag.get() }

    /// Emits `elements` when subscribed, then nothing; never completes.
    func endless<Element>(emitting elements: [Element]) -> Observable<Element> {
        Observable.create { observer in
            elements.forEach(observer.onNext)
            return Disposables.create { self.markDisposed() }
        }
    }

    private func markDisposed() {
        flag.set(true)
        disposed.signal()
    }
}
