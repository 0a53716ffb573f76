import Foundation

/// Global hooks, as in RxSwift.
public enum Hooks {
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private static let lock = SpinLock()
    private nonisolated(unsafe) static var storedErrorHandler: DefaultErrorHandler = printUnhandledError
    private nonisolated(unsafe) static var storedCaptureCallstack: CustomCaptureSubscriptionCallstack = { Thread.callStackSymbols }
    private nonisolated(unsafe) static var storedRecordCallStack = false

    /// The handler called for an error that reaches `subscribe(onNext:…)` without an `onError`.
    /// The default prints `Unhandled error happened: …`, as RxSwift does in the debug builds that
    /// learners run (here it is a runtime default, not a build flag).
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { lock.performLocked { storedErrorHandler } }
        set { lock.performLocked { storedErrorHandler = newValue } }
    }

    /// Whether `subscribe` records its call stack to print with an unhandled error. Off by default: it is slow.
    public static var recordCallStackOnError: Bool {
        get { lock.performLocked { storedRecordCallStack } }
        set { lock.performLocked { storedRecordCallStack = newValue } }
    }

    /// How the call stack is captured when `recordCallStackOnError` is on.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { lock.performLocked { storedCaptureCallstack } }
        set { lock.performLocked { storedCaptureCallstack = newValue } }
    }

    static func printUnhandledError(_ callStack: [String], _ error: Swift.Error) {
        print("Unhandled error happened: \(error)")
        if !callStack.isEmpty {
            print("subscription called from:\n\(callStack.joined(separator: "\n"))")
        }
    }
}
