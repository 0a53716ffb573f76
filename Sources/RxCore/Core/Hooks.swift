import Foundation
import Synchronization

/// Global hooks, as in RxSwift.
public enum Hooks {
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private static let lock = SpinLock()
    private nonisolated(unsafe) static var storedErrorHandler: DefaultErrorHandler = printUnhandledError
    private nonisolated(unsafe) static var storedCaptureCallstack: CustomCaptureSubscriptionCallstack = { Thread.callStackSymbols }
    /// An atomic rather than under `lock`: every `subscribe(onNext:…)` reads it.
    private static let storedRecordCallStack = Atomic<Bool>(false)
    private nonisolated(unsafe) static var storedTextOutput: (String) -> Void = { Swift.print($0) }

    /// The handler called for an error that reaches `subscribe(onNext:…)` without an `onError`.
    /// The default prints `Unhandled error happened: …`, as RxSwift does in the debug builds that
    /// learners run (here it is a runtime default, not a build flag).
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { lock.performLocked { storedErrorHandler } }
        set { lock.performLocked { storedErrorHandler = newValue } }
    }

    /// Whether `subscribe` records its call stack to print with an unhandled error. Off by default: it is slow.
    public static var recordCallStackOnError: Bool {
        get { storedRecordCallStack.load(ordering: .acquiring) }
        set { storedRecordCallStack.store(newValue, ordering: .releasing) }
    }

    /// How the call stack is captured when `recordCallStackOnError` is on.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { lock.performLocked { storedCaptureCallstack } }
        set { lock.performLocked { storedCaptureCallstack = newValue } }
    }

    /// Where the core's own printed lines go (`debug`, unhandled errors): standard output by
    /// default. Not an RxSwift API: rxlearn's cell runtime points it at its own output so those
    /// lines carry their virtual time like the learner's `print`s.
    public static var textOutput: (String) -> Void {
        get { lock.performLocked { storedTextOutput } }
        set { lock.performLocked { storedTextOutput = newValue } }
    }

    static func printUnhandledError(_ callStack: [String], _ error: Swift.Error) {
        let write = textOutput
        write("Unhandled error happened: \(error)")
        if !callStack.isEmpty {
            write("subscription called from:\n\(callStack.joined(separator: "\n"))")
        }
    }
}
