import Dispatch

/// Signals such as SIGINT, SIGTERM and SIGHUP, handled on an ordinary thread: a dispatch source
/// per signal runs `handler` on `queue`, so the handling may lock, allocate and call anything —
/// nothing runs in a signal handler of our own. The tool's one way of reacting to such signals
/// (fatal signals, which must be handled where they happen, are the exception).
public final class SignalWatch: @unchecked Sendable {
    private let sources: [DispatchSourceSignal]

    /// Starts watching `signals`; their default action (ending the process) is switched off first.
    public init(_ signals: [Int32], queue: DispatchQueue, handler: @escaping @Sendable (Int32) -> Void) {
        Self.switchOffDefaultAction(of: signals)
        sources = signals.map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.resume()
            return source
        }
    }

    /// Stops watching. The signals stay as they are (ignored, unless something else handles them).
    public func cancel() {
        sources.forEach { $0.cancel() }
    }

    /// A signal's default action must be switched off before a source watches it — but only while
    /// nothing handles it yet. On Linux, libdispatch installs a handler of its own the first time a
    /// source watches a signal and never again: setting `SIG_IGN` after that (a second set of
    /// sources, such as the notebook's after the command line's) would throw its handler away, and
    /// the signal would be ignored for good — `rxlearn play` went on running after its terminal
    /// closed. For the same reason nothing else may install a plain handler for a watched signal.
    public static func switchOffDefaultAction(of signals: [Int32]) {
        for number in signals {
            var current = sigaction()
            guard sigaction(number, nil, &current) == 0 else { continue }
            if isDefault(current) { signal(number, SIG_IGN) }
        }
    }

    /// `SIG_DFL` is the null handler on Linux and macOS; function pointers cannot be compared
    /// directly, their bits can.
    private static func isDefault(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
        let handler = action.__sigaction_u.__sa_handler
        #else
        let handler = action.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == 0
    }
}
